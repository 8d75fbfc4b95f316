/**
 * The pages bench:web measures, in one place: add a page here (e.g. `/ur` for the second
 * language) and every section that measures pages picks it up.
 */
import { print } from 'graphql';
import {
  HomePageDocument,
  ProductDetailDocument,
  ProductsPageDocument,
  SessionDocument,
} from '../storefront/src/__generated__/graphql.ts';

/** A page of the shop; `{product}` in a path stands for the first product's id. */
export interface BenchPage {
  /** The name printed in every table, e.g. `/products` or `product page`. */
  label: string;
  /** The path and query the page is asked at. */
  path: string;
  /** Asked with a signed-in shopper's session cookie (a member's page), not as a guest. */
  member?: boolean;
}

/**
 * The pages measured everywhere: under load (guest hits, guest misses, member renders, their
 * queries alone), Lighthouse and first-load weight.
 */
export const measuredPages: BenchPage[] = [
  { label: '/', path: '/' },
  { label: '/products', path: '/products' },
  { label: 'product page', path: '/selectedItem/{product}' },
  // The second language (issue 24): its own catalogue chunk and the Urdu font.
  { label: '/ur', path: '/ur' },
];

/** Pages whose first-load weight is measured as well (they are not served from the cache). */
export const weightOnlyPages: BenchPage[] = [
  { label: '/bundle', path: '/bundle' },
  { label: '/cart', path: '/cart' },
  { label: '/login', path: '/login' },
  { label: '/about', path: '/about' },
  { label: '/ur/products', path: '/ur/products' },
  { label: '/ur product page', path: '/ur/selectedItem/{product}' },
];

/**
 * A signed-in shopper's pages (their cart, profile and orders), whose first-load weight is
 * measured with a member's cookie against the member budget.
 */
export const memberPages: BenchPage[] = [
  { label: '/cart (member)', path: '/cart', member: true },
  { label: '/profile (member)', path: '/profile', member: true },
  { label: '/orders (member)', path: '/orders', member: true },
];

/**
 * The pages Lighthouse measures, as shipped and with every script blocked: the measured pages
 * and an Urdu product page (the second language's font on a page of its own shape).
 */
export const lighthousePages: BenchPage[] = [
  ...measuredPages,
  { label: '/ur product page', path: '/ur/selectedItem/{product}' },
];

/** A page whose path is known, or why it is not (no product to show). */
export type ResolvedPage = BenchPage & { reason?: string };

/** The first product of page 1, through the gateway as the storefront asks for it. */
async function firstProductId(gatewayUrl: string): Promise<string> {
  const response = await fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ products(page: 1) { items { id } } }' }),
  });
  const body = (await response.json()) as {
    data?: { products?: { items?: { id: string }[] } };
    errors?: { message: string }[];
  };
  const id = body.data?.products?.items?.[0]?.id;
  if (!id)
    throw new Error(body.errors?.[0]?.message ?? `no product on page 1 (${response.status})`);
  return id;
}

/**
 * Fills in `{product}`. A page that cannot be resolved keeps its label with `reason` set, so a
 * table still shows the row and why it is empty.
 */
export async function resolvePages(
  gatewayUrl: string,
  pages: BenchPage[],
): Promise<ResolvedPage[]> {
  let product: Promise<string> | undefined;
  const resolved: ResolvedPage[] = [];
  for (const page of pages) {
    if (!page.path.includes('{product}')) {
      resolved.push(page);
      continue;
    }
    product ??= firstProductId(gatewayUrl);
    try {
      resolved.push({ ...page, path: page.path.replace('{product}', await product) });
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      resolved.push({ ...page, reason: `no product id: ${why}` });
    }
  }
  return resolved;
}

/** One GraphQL request body, as the web server sends it to the gateway. */
export interface GraphqlBody {
  query: string;
  variables?: Record<string, unknown>;
}

/**
 * The GraphQL queries the web server sends to render `path` (entry-server.tsx: the session and
 * the page's own query, in one round), or undefined for a page without a known query. A language
 * prefix (`/ur/products`) asks what the page without it asks.
 */
export function pageQueries(path: string): GraphqlBody[] | undefined {
  const url = new URL(path, 'http://shop.invalid');
  const pathname = url.pathname.replace(/^\/[a-z]{2}(?=\/|$)/, '') || '/';
  const session = { query: print(SessionDocument) };
  if (pathname === '/') return [session, { query: print(HomePageDocument) }];
  // A plain listing only: a category or a filter would need the storefront's own mapping.
  if (pathname === '/products' && [...url.searchParams.keys()].every((key) => key === 'page')) {
    const page = Number(url.searchParams.get('page') ?? 1) || 1;
    return [session, { query: print(ProductsPageDocument), variables: { category: null, page } }];
  }
  const product = /^\/selectedItem\/([^/]+)$/.exec(pathname);
  if (product) {
    return [session, { query: print(ProductDetailDocument), variables: { id: product[1] } }];
  }
  return undefined;
}
