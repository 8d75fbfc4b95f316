/**
 * The first request of a visit. boot.ts (a few hundred bytes, loaded before the app) asks the
 * gateway for the data of the page at this address right away; the app's Apollo link
 * (apollo.ts) then answers the page's own query with that response instead of asking again. The
 * data thus travels while the app's code is still downloading, instead of after it has run.
 *
 * Only pages a visit commonly starts at, whose data is public, are listed; the variables are
 * built by the same functions the pages use, so a mismatch cannot happen silently (the link
 * compares them and, when they differ, lets the query go to the network as usual).
 */
import {
  HomePageDocument,
  ProductDetailDocument,
  ProductsPageDocument,
} from './__generated__/strings/graphql.ts';
import { listingParams, listingVariables } from './products/listing.ts';
import type { FirstRequest } from './firstRequest.ts';

/** The query (name, text, variables) of the page at `url`, if it is one sent ahead. */
export function firstQueryFor(
  url: URL,
): { operationName: string; query: string; variables: Record<string, unknown> } | null {
  const [, first = '', second] = url.pathname.split('/');
  if (first === '' && url.pathname === '/') {
    return { operationName: 'HomePage', query: HomePageDocument.toString(), variables: {} };
  }
  if (first === 'products' && second === undefined) {
    return {
      operationName: 'ProductsPage',
      query: ProductsPageDocument.toString(),
      variables: listingVariables(listingParams(url.searchParams)),
    };
  }
  if (first === 'selectedItem' && second) {
    return {
      operationName: 'ProductDetail',
      query: ProductDetailDocument.toString(),
      variables: { id: decodeURIComponent(second) },
    };
  }
  return null;
}

/** Sends the first page's query, and leaves the pending answer where the app will look. */
export function sendFirstRequest(url: URL, graphqlPath = '/graphql'): void {
  const request = firstQueryFor(url);
  if (!request) return;
  const response = fetch(graphqlPath, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(request),
  })
    .then((answer) => (answer.ok ? answer.json() : null))
    .catch(() => null);
  const first: FirstRequest = {
    operationName: request.operationName,
    variables: request.variables,
    response,
  };
  window.__bloomFirstRequest = first;
}
