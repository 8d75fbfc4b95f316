/**
 * The per-address limit on expensive reads (issue 25): search suggestions, searched or filtered
 * listings and the product index are counted per address and refused past the limit with 429,
 * Retry-After and RATE_LIMITED, before any REST call; everything else, and other addresses, are
 * not affected. A real gateway over a real api, with a small limit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codesOf, Shopper, startGateway, type RunningGateway } from './support/gateway.ts';
import { startApi, type RunningApi } from './support/api.ts';

let api: RunningApi;
let gateway: RunningGateway;
const limit = 5;

beforeAll(async () => {
  api = await startApi();
  gateway = await startGateway({ apiUrl: api.url, rateLimit: { max: limit, windowMs: 60_000 } });
});

afterAll(async () => {
  await gateway?.close();
  await api?.stop();
});

const suggestions = 'query ($term: String!) { searchSuggestions(term: $term) { categories } }';
const listing = `query ($category: Category, $search: String, $filter: ProductFilter) {
  products(category: $category, search: $search, filter: $filter) { items { id } }
}`;

describe('the limit on expensive reads', () => {
  it('refuses an address past the limit with 429, Retry-After and RATE_LIMITED, before any REST call', async () => {
    const noisy = new Shopper(gateway.url);
    for (let count = 1; count <= limit; count += 1) {
      const reply = await noisy.gql(suggestions, { term: `ser${count}` });
      expect([reply.status, reply.errors]).toEqual([200, undefined]);
    }
    const callsBefore = gateway.restCalls.length;
    const refused = await noisy.gql(suggestions, { term: 'serum' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(codesOf(refused)).toEqual(['RATE_LIMITED']);
    expect(refused.errors?.[0]?.message).toBe(
      'Too many searches from your address in a short time. Please wait a moment and try again.',
    );
    expect(refused.errors?.[0]?.extensions?.['retryAfterSeconds']).toBeGreaterThan(0);
    expect(gateway.restCalls.length).toBe(callsBefore);

    // The same address still browses: plain listings, products and the session are not counted.
    const plain = await noisy.gql(listing, { category: 'SKINCARE' });
    expect([plain.status, plain.errors]).toEqual([200, undefined]);
    const me = await noisy.gql('{ me { id } }');
    expect([me.status, me.errors]).toEqual([200, undefined]);
    // Another address is not slowed by the noisy one.
    const other = await new Shopper(gateway.url).gql(suggestions, { term: 'serum' });
    expect([other.status, other.errors]).toEqual([200, undefined]);
  });

  it('counts searched and filtered listings, literal or through variables, but not empty ones', async () => {
    const shopper = new Shopper(gateway.url);
    for (let count = 0; count < limit * 2; count += 1) {
      const unfiltered = await shopper.gql(listing, {
        category: 'SKINCARE',
        search: ' ',
        filter: { skinTypes: [], onSale: false },
      });
      expect(unfiltered.status).toBe(200);
    }
    const narrowing = [
      () => shopper.gql(listing, { search: 'serum' }),
      () => shopper.gql(listing, { filter: { onSale: true } }),
      () => shopper.gql('{ products(search: "toner") { items { id } } }'),
      () => shopper.gql('{ bundles(filter: { inStock: true }) { items { id } } }'),
      () => shopper.gql('{ productIndex(limit: 1) { total } }'),
    ];
    for (const ask of narrowing) expect((await ask()).status).toBe(200);
    const refused = await shopper.gql(listing, { search: 'cream' });
    expect([refused.status, codesOf(refused)]).toEqual([429, ['RATE_LIMITED']]);
  });
});
