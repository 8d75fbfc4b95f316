/**
 * The noisy neighbour of `npm run bench:web` (part 5), in a process of its own so that its
 * requests never share an event loop with the client measuring the normal page: one address
 * looping random searches (a search result page with a random facet, then search-box
 * suggestions through /graphql) on `connections` parallel loops for `seconds`.
 *
 *   node --import tsx bench/noisy-client.ts <web url> <seconds> <connections>
 *
 * Prints one JSON line: `{ "requests": n, "refused": n }` (refused = answered 429).
 */
import { autocannon } from './autocannon.ts';

const [webUrl = 'http://127.0.0.1:4000', seconds = '10', connections = '19'] =
  process.argv.slice(2);

/** Random lower-case letters, so no cache can hold the searches. */
const randomWord = (length: number) =>
  Array.from({ length }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

const facets = ['skin=oily', 'skin=dry', 'sale=1', 'stock=1', 'rating=4', 'free=parabens'];

const suggestion = (term: string) =>
  JSON.stringify({
    query: 'query ($term: String!) { searchSuggestions(term: $term) { term categories } }',
    variables: { term },
  });

const result = await autocannon({
  url: webUrl,
  connections: Number(connections),
  duration: Number(seconds),
  requests: [
    {
      method: 'GET',
      setupRequest: (request) => ({
        ...request,
        path: `/products?search=${randomWord(4)}&${facets[Math.floor(Math.random() * facets.length)]}`,
      }),
    },
    {
      method: 'POST',
      path: '/graphql',
      headers: { 'content-type': 'application/json' },
      setupRequest: (request) => ({ ...request, body: suggestion(randomWord(5)) }),
    },
  ],
});
console.log(
  JSON.stringify({
    requests: result.requests.total,
    refused: result.statusCodeStats?.['429']?.count ?? 0,
  }),
);
