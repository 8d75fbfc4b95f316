/**
 * The server's entry (built by Vite for Node, loaded by storefront/server): renders one request's
 * page with the tree the browser hydrates (Shop.tsx). First the page's data: the session and the
 * page's own queries start together (one round, no waterfall) through the gateway, with the
 * shopper's cookie; then React renders once from that cache; the cache goes into the page.
 */
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import type { ApolloClient, NormalizedCacheObject } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { AppRoutes, loadPageModule, matchPage, routerBasename } from './routes.tsx';
import { Shop } from './Shop.tsx';
import { SessionQuery, cachedSession } from './session/session.tsx';
import { ServerRenderProvider, type ServerRender } from './render/ServerRender.tsx';
import { headHtml } from './render/headHtml.ts';
import { pageStateScript } from './render/pageState.ts';
import { earlyTapsHead } from './render/earlyTaps.ts';
import { cacheTagsOf } from './render/cacheTags.ts';
import { createServerClient } from './render/serverClient.ts';
import { direction, localeOfPath, localizedPath, type Locale } from './i18n/locales.ts';
import { bundledIntl } from './i18n/bundled.ts';

/** One page request, as the web server passes it. */
export interface RenderRequest {
  /** The path and query, e.g. `/products?category=Skincare`. */
  url: string;
  /** The shopper's Cookie header, relayed to the gateway. */
  cookie?: string;
  /** The shopper's address, for the gateway's and api's per-address limits. */
  clientIp?: string;
  /** The page request's `x-request-id`, sent with each data fetch so every log line has it. */
  requestId?: string;
  /** The gateway's GraphQL endpoint, e.g. `http://127.0.0.1:4002/graphql`. */
  graphqlUrl: string;
  /** The shop's public address, for canonical links and previews. */
  publicUrl: string;
  /** Give up on the gateway after this many ms. */
  timeoutMs: number;
  /**
   * Whether the browser's build has the islands' entry (production; the dev server hydrates
   * every page whole, with hot reload). @default false
   */
  islands?: boolean;
}

/** What the web server sends. */
export interface RenderResult {
  /** 200, 404, 503... */
  status: number;
  /** Set instead of a page when a guard sent the shopper elsewhere. */
  redirect?: string;
  /** The head tags (title, metadata, JSON-LD) and the data block for the browser. */
  head: string;
  /** The rendered app, for `<div id="root">`. */
  html: string;
  /** The Set-Cookie headers the gateway answered with (a renewed session). */
  setCookies: string[];
  /** The export name of the route's page (the web server adds its chunks as modulepreload). */
  pageName?: string;
  /** The products and categories the page shows, as CDN tags (`product-<id>`, `category-<name>`). */
  tags: string[];
  /** The page's language, from its address (`/ur/...` is Urdu): `<html lang>`. */
  locale: Locale;
  /** The page's writing direction: `<html dir>`. */
  dir: 'ltr' | 'rtl';
  /**
   * The browser hydrates the page in islands (src/islands/), not whole: a guest's product page.
   * Its data block then carries no Apollo cache (no island reads one).
   */
  islands: boolean;
}

/** The pages a guest gets hydrated in islands (issue 32 §2): those whose only controls are islands. */
const ISLAND_PAGES = new Set([
  'ProductDetailPage',
  'HomePage',
  'AboutPage',
  'ProductsPage',
  'BundlePage',
  'CartPage',
]);

/**
 * Whether the page at `url` (a path with its query) is one a guest may get hydrated in islands:
 * before it renders, the server then hints only what every entry needs (its stylesheet).
 */
export function mayHydrateInIslands(url: string): boolean {
  const { pathname, search } = new URL(url, 'http://shop.invalid');
  const { page } = matchPage(`${localeOfPath(pathname).path}${search}`);
  return ISLAND_PAGES.has(page?.exportName ?? '');
}

/** True when an error means the shop's data cannot be had now (not a refusal of this request). */
function isUnavailable(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.some((e) => e.extensions?.['code'] === 'SERVICE_UNAVAILABLE');
  }
  return true; // network failure, timeout, an answer that is not GraphQL
}

/** The request's Apollo Client: the shopper's cookie goes out, Set-Cookie comes back. */
function requestClient(request: RenderRequest, setCookies: string[], locale: Locale): ApolloClient {
  const headers: Record<string, string> = {};
  if (request.cookie) headers['cookie'] = request.cookie;
  if (request.clientIp) headers['x-forwarded-for'] = request.clientIp;
  if (request.requestId) headers['x-request-id'] = request.requestId;
  return createServerClient({
    uri: request.graphqlUrl,
    headers,
    timeoutMs: request.timeoutMs,
    setCookies,
    locale,
  });
}

/** Renders the app to a string once everything in it (lazy pages included) is ready. */
function renderApp(app: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(app, {
      // Crawlers and shoppers without JavaScript get the whole page, and the status and head
      // are known before the first byte: the page is sent once it is complete.
      onAllReady: () => stream.pipe(sink),
      // React outlines a large Suspense boundary (the page inside AppLayout's) to be revealed by
      // an inline script; the shop's CSP runs no inline script, and the whole page is ready
      // anyway, so every boundary is written in place.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onShellError: reject,
      // An error inside a Suspense boundary leaves that part to the browser, which renders it
      // again; the rest of the page is still worth sending.
      onError: (error) => {
        console.error('render error', error);
      },
    });
  });
}

/** Renders the page at `request.url`. */
export async function render(request: RenderRequest): Promise<RenderResult> {
  const setCookies: string[] = [];
  const url = new URL(request.url, 'http://shop.invalid');
  // The language is the address's; routes, SEO and cache tags see the page's own path.
  const { locale, path } = localeOfPath(url.pathname);
  const client = requestClient(request, setCookies, locale);
  const intl = bundledIntl(locale);
  const { page, params } = matchPage(`${path}${url.search}`);
  const pageModule = page ? await loadPageModule(page) : undefined;

  const [, pageLoad] = await Promise.allSettled([
    client.query({ query: SessionQuery }),
    pageModule?.preload?.({ client, params, searchParams: url.searchParams }),
  ]);
  // Only the page's own data decides: a page that needs none (the cart) still works without
  // the session, whose check the browser repeats.
  const unavailable = pageLoad.status === 'rejected' && isUnavailable(pageLoad.reason);

  const server: ServerRender = { status: 200 };
  const html = await renderApp(
    <ServerRenderProvider value={server}>
      <Shop client={client} intl={intl} unavailable={unavailable}>
        <StaticRouter location={request.url} basename={routerBasename(locale)}>
          <AppRoutes />
        </StaticRouter>
      </Shop>
    </ServerRenderProvider>,
  );
  const apollo = client.extract() as NormalizedCacheObject;
  const islands =
    request.islands === true &&
    !unavailable &&
    server.status === 200 &&
    !server.redirect &&
    ISLAND_PAGES.has(page?.exportName ?? '') &&
    cachedSession(client) === null;
  const head = [
    // First: from here on, a tap on a button waits for the code instead of being lost.
    earlyTapsHead(),
    server.head ? headHtml(server.head, path, request.publicUrl, intl) : '',
    islands
      ? ''
      : pageStateScript({
          apollo,
          unavailable: unavailable || undefined,
        }),
  ].join('\n    ');
  return {
    status: server.redirect ? 302 : server.status,
    // A guard's address is the page's own path (`/login`): the shopper stays in their language.
    redirect: server.redirect && localizedPath(server.redirect, locale),
    head,
    html,
    setCookies,
    pageName: page?.exportName,
    tags: cacheTagsOf(apollo, url),
    locale,
    dir: direction(locale),
    islands,
  };
}
