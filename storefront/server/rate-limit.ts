/**
 * Per-address limits on the pages that cost the shop the most to render for a stranger
 * (DESIGN.md, "Abuse limits"): searches and filtered listings, whose rare combinations no page
 * cache holds, and the sitemap, which reads the whole catalogue. One client looping random
 * searches otherwise slowed every other shopper's pages (issue 25). The limit is generous: a
 * shopper clicking through filters (a page a second at most) never meets 20 in 10 s; past it the shop answers 429 with
 * `Retry-After` and a polite page, at no cost to the gateway.
 *
 * Counters live in this process's memory (@fastify/rate-limit's local store): the web server has
 * no database, and a per-process count is what this limit needs (with N web processes behind a
 * balancer an address gets up to N times the limit, still a bound). The api keeps its abuse
 * counters in PostgreSQL, where every process must share them.
 */
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { localeOfPath, type Locale } from '../src/i18n/locales.ts';
import { requestLocale, serverMessage } from './messages.ts';

/** How many expensive pages one address may ask for in one window. */
/** Expensive pages one address may ask for in a window, before RATE_LIMIT_MULTIPLIER. */
export const defaultPageRateLimit = 20;

export interface PageRateLimit {
  /** Pages per window. @default 20 */
  max?: number;
  /** Window length in ms: short, so a refusal lasts seconds. @default 10000 */
  windowMs?: number;
}

/** Query parameters of a plain listing: a category and its pages, which the page cache holds. */
const plainListingParams = new Set(['category', 'page']);

/**
 * Whether a page request is one of the expensive anonymous reads this limit counts, in either
 * language (`/ur/products?search=…` costs what `/products?search=…` does).
 */
export function isExpensivePage(url: string): boolean {
  const query = url.indexOf('?');
  const path = localeOfPath(query === -1 ? url : url.slice(0, query)).path;
  if (path === '/sitemap.xml' || /^\/sitemap-\d+\.xml$/.test(path)) return true;
  if (path !== '/products' && path !== '/bundle') return false;
  // A search or any narrowing (facets, price, sort, or a parameter the shop does not know):
  // combinations without end, none of them cached.
  const params = new URLSearchParams(query === -1 ? '' : url.slice(query + 1));
  return [...params.keys()].some((key) => !plainListingParams.has(key));
}

/**
 * Registers the limit on expensive pages. `page` renders the shop's own small page for the
 * refusal (the one the web server answers unknown paths with), in the request's language.
 */
export async function registerPageRateLimit(
  app: FastifyInstance,
  options: PageRateLimit & {
    page: (title: string, text: string, options: { locale: Locale }) => string;
  },
): Promise<void> {
  // global: false: no route is limited as such; the hook below asks only for expensive pages
  // (never /healthz, /readyz, /metrics, /admin, assets or forwarded calls).
  await app.register(fastifyRateLimit, { global: false });
  const limit = app.createRateLimit({
    max: options.max ?? defaultPageRateLimit,
    timeWindow: options.windowMs ?? 10_000,
  });
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    if (!isExpensivePage(request.url)) return;
    const counted = await limit(request);
    if (counted.isAllowed || !counted.isExceeded) return;
    const locale = requestLocale(request);
    return reply
      .code(429)
      .header('retry-after', String(Math.max(1, counted.ttlInSeconds)))
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(
        options.page(
          serverMessage(locale, 'shop.server.slowDown.title'),
          serverMessage(locale, 'shop.server.slowDown.text'),
          { locale },
        ),
      );
  });
}
