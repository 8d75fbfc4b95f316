/**
 * The guest page cache (DESIGN.md, Storefront: caching; issue 23). A page rendered for a guest
 * (no session cookie) is the same for every guest, so it is kept in memory, keyed by the
 * normalised address ({@link pageCacheKey}), with a weak ETag made once when the entry is filled
 * and each compressed body (brotli, gzip) made once, when a guest first asks for it: a miss
 * compresses only what its browser takes, as a member's page is, so it costs no more than one.
 * Concurrent misses for one key render once; an entry past its freshness is served while one
 * refresh runs. The catalogue's version (`GET /catalog/version` on
 * the gateway, the api's `shop_version`) is asked at most once per interval for the whole
 * process, never per request; when it moves, everything cached before is dropped, and while it cannot be asked
 * nothing is served from the cache. Members, anything that sets a cookie, redirects and 503s are
 * rendered afresh and marked `private, no-store`. Memory is bounded by a size-weighted LRU.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { WebMetrics } from './ops/metrics.ts';
import { localeOfPath, localizedPath } from '../src/i18n/locales.ts';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The cookie that makes a shopper a member (the api's `sessionCookie`). */
export const SESSION_COOKIE = 'bloom_session';

/**
 * The query parameters any page reads (the listings' `listingKeys`, login's `from`); every
 * other one (`utm_source`, a cache-buster) is dropped from the key and from the render.
 * Their order here is the key's order. Written out, not imported: the image's server build
 * emits storefront/server only (page-cache.test.ts checks it still holds every listing key).
 */
export const PAGE_QUERY_KEYS = [
  'category',
  'search',
  'skin',
  'free',
  'minPrice',
  'maxPrice',
  'rating',
  'sale',
  'stock',
  'sort',
  'page',
  'from',
] as const;

/** What a page's cache key is made of. */
export interface PageKeyInput {
  /** The request's path and query, e.g. `/ur/products?sort=rating&utm_source=x&category=Skincare`. */
  url: string;
}

/**
 * The cache key of a page, which is also the address it is rendered at: the language's prefix
 * (none for English, `/ur` for Urdu: one page in two languages is two keys), the page's path,
 * then the known parameters in {@link PAGE_QUERY_KEYS} order (repeated values kept in their
 * order), unknown ones dropped. `/products?sort=rating&category=Skincare&utm_source=x` and
 * `/products?category=Skincare&sort=rating` are one key; `/ur/` and `/ur` are one key.
 */
export function pageCacheKey({ url }: PageKeyInput): string {
  const parsed = new URL(url, 'http://shop.invalid');
  const { locale, path } = localeOfPath(parsed.pathname);
  const query = new URLSearchParams();
  for (const name of PAGE_QUERY_KEYS) {
    for (const value of parsed.searchParams.getAll(name)) query.append(name, value);
  }
  const search = query.toString();
  return localizedPath(search ? `${path}?${search}` : path, locale);
}

/** One page rendered to its whole document (app.ts renders, this file keeps). */
export interface RenderedDocument {
  /** 200, 404, 503... */
  status: number;
  /** Where a guard sent the shopper instead (302). */
  redirect?: string;
  /** The whole HTML document; empty for a redirect. */
  html: string;
  /** Set-Cookie headers the render answered with. */
  setCookies: string[];
  /** The products and categories on the page, as CDN tags. */
  tags: string[];
}

/** Renders the document at `url` with `cookie` (undefined for a guest's shared render). */
export type RenderDocument = (
  request: FastifyRequest,
  url: string,
  cookie: string | undefined,
) => Promise<RenderedDocument>;

/** Sends a document rendered for this one request (`private, no-store`). */
export type SendPrivate = (reply: FastifyReply, page: RenderedDocument) => FastifyReply;

/** The page cache's settings; main.ts fills them from the environment. */
export interface PageCacheOptions {
  /** `PAGE_CACHE_MAX_BYTES`: the most memory the kept bodies take; 0 turns the cache off. @default 64 MB */
  maxBytes?: number;
  /** How often the catalogue's version is asked, per process. @default 500 */
  versionIntervalMs?: number;
  /** How long an entry is fresh; after that it is served while one refresh runs. @default 60 s */
  freshMs?: number;
  /** How long past its freshness a page may still be served while it is refreshed. @default 10 min */
  staleMs?: number;
  /** How long a kept 404 is used at all (a page that appears moves the version anyway). @default 10 s */
  notFoundMs?: number;
  /** `s-maxage` for a CDN in front (seconds). @default 60 */
  sharedMaxAge?: number;
  /** `stale-while-revalidate` for a CDN in front (seconds). @default 300 */
  staleWhileRevalidate?: number;
}

/** How a body is sent. */
type Encoding = 'br' | 'gzip' | 'identity';

/**
 * A kept page's bodies: the HTML as rendered, and each compression once it has been asked for
 * (shared by every copy of the entry, see `bodyOf`).
 */
interface Bodies {
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  /** Compressions under way: a second guest asking meanwhile waits for the same one. */
  making: Partial<Record<'br' | 'gzip', Promise<Buffer>>>;
}

/** A kept page. */
interface Entry {
  status: number;
  etag: string;
  tags: string;
  bodies: Bodies;
  /** The catalogue version it was rendered at. */
  version: string;
  /** When it stops being fresh (then served while a refresh runs). */
  freshUntil: number;
  /** When it stops being used at all. */
  expires: number;
}

/** The page cache as app.ts uses it. */
export interface PageCache {
  /** The route handler for pages: guests from the cache, everyone else through `sendPrivate`. */
  handler(
    render: RenderDocument,
    sendPrivate: SendPrivate,
  ): (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;
  /** How many pages are kept and their bytes (tests, bench). */
  stats(): { entries: number; bytes: number; version: string | undefined };
}

/** True when the request carries a member's session cookie. */
export function isMember(cookieHeader: string | undefined): boolean {
  if (!cookieHeader) return false;
  return cookieHeader
    .split(';')
    .some((part) => part.trim().startsWith(`${SESSION_COOKIE}=`) && part.trim().length > 14);
}

/** br, gzip or identity, as @fastify/compress would choose (br first, q=0 refused). */
function encodingFor(acceptEncoding: string | undefined): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return 'identity';
}

/** True when `If-None-Match` names `etag` (weak comparison, `*`, or a list). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}

/**
 * Returns the page cache of `app` (and makes its errors `no-store`). Until the catalogue's
 * version is known, guests are rendered afresh.
 */
export function registerPageCache(
  app: FastifyInstance,
  {
    metrics,
    gatewayUrl,
    ...options
  }: PageCacheOptions & { metrics: WebMetrics; gatewayUrl: string },
): PageCache {
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const interval = options.versionIntervalMs ?? 500;
  const freshMs = options.freshMs ?? 60_000;
  const notFoundMs = options.notFoundMs ?? 10_000;
  const staleMs = options.staleMs ?? 600_000;
  const publicControl = `public, max-age=0, s-maxage=${options.sharedMaxAge ?? 60}, stale-while-revalidate=${options.staleWhileRevalidate ?? 300}`;

  // A missing page briefly: one that appears moves the version, which a CDN hears of late.
  const notFoundControl = `public, max-age=0, s-maxage=${Math.ceil(notFoundMs / 1000)}`;

  const entries =
    maxBytes > 0
      ? new LRUCache<string, Entry>({
          maxSize: maxBytes,
          // What is held now: a body compressed later re-weighs the entry (see `bodyOf`).
          sizeCalculation: ({ bodies }) =>
            bodies.identity.length + (bodies.br?.length ?? 0) + (bodies.gzip?.length ?? 0) + 256,
        })
      : undefined;
  /** Renders under way, one per key: later misses wait for it. */
  const filling = new Map<string, Promise<Entry | RenderedDocument>>();

  // The catalogue's version, asked when a page is wanted and the last answer is older than the
  // interval, one ask shared by every request meanwhile: at most once per interval, never per
  // request, and nothing at all while no one browses.
  let version: string | undefined;
  let askedAt = Number.NEGATIVE_INFINITY;
  let asking: Promise<void> | undefined;
  let saidUnknown = false;
  const ask = async () => {
    askedAt = Date.now();
    try {
      const response = await fetch(`${gatewayUrl}/catalog/version`, {
        signal: AbortSignal.timeout(Math.max(interval * 2, 1000)),
      });
      if (!response.ok) throw new Error(`catalogue version: ${response.status}`);
      const { version: now } = (await response.json()) as { version?: unknown };
      if (typeof now !== 'string') throw new Error('catalogue version: no version in the answer');
      if (now !== version) entries?.clear();
      version = now;
      saidUnknown = false;
    } catch (error) {
      // Not knowing the version, nothing kept can be trusted: guests render afresh meanwhile.
      version = undefined;
      entries?.clear();
      if (!saidUnknown) app.log.warn({ err: error }, 'page cache: catalogue version unknown');
      saidUnknown = true;
    } finally {
      asking = undefined;
    }
  };
  /** The catalogue's version, at most one interval old; undefined while it cannot be had. */
  const currentVersion = async (): Promise<string | undefined> => {
    if (Date.now() - askedAt >= interval) asking ??= ask();
    if (asking) await asking;
    return version;
  };

  // Errors and refusals without a word of their own (the 404 and error pages, a 405) are kept
  // by no cache: a shared cache could otherwise keep a passing outage.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode >= 400 && !reply.hasHeader('cache-control')) {
      void reply.header('cache-control', 'no-store');
    }
    return payload;
  });

  /** Compresses and keeps a guest render if it may be shared; else hands it back as it is. */
  const fill = async (
    request: FastifyRequest,
    key: string,
    render: RenderDocument,
  ): Promise<Entry | RenderedDocument> => {
    const startedAt = await currentVersion();
    const page = await render(request, key, undefined);
    // Only a whole page, the same for every guest: no cookie, no redirect, no outage.
    if (
      page.setCookies.length > 0 ||
      page.redirect ||
      (page.status !== 200 && page.status !== 404)
    ) {
      return page;
    }
    const identity = Buffer.from(page.html);
    const now = Date.now();
    const lifetime = page.status === 200 ? freshMs : notFoundMs;
    const entry: Entry = {
      status: page.status,
      etag: `W/"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
      tags: page.tags.join(' '),
      bodies: { identity, making: {} },
      version: startedAt ?? '',
      freshUntil: now + lifetime,
      // A fresh 200 may then be served stale once while it is refreshed; a 404 never.
      expires: page.status === 200 ? now + lifetime + staleMs : now + lifetime,
    };
    // Rendered across a catalogue change (or with the version unknown): used once, not kept.
    if (startedAt !== undefined && startedAt === version) entries?.set(key, entry);
    return entry;
  };

  /** The render under way for `key`, or a new one; `led` when this request started it. */
  const fillOnce = async (request: FastifyRequest, key: string, render: RenderDocument) => {
    const pending = filling.get(key);
    if (pending) return { filled: await pending, led: false };
    const started = fill(request, key, render).finally(() => filling.delete(key));
    filling.set(key, started);
    return { filled: await started, led: true };
  };

  /**
   * The entry's body in `encoding`, compressed on the first ask (at @fastify/compress's brotli
   * quality, as a member's page is) and kept; the entry, if still the kept one, is then set again
   * so the LRU weighs the new body (it re-weighs only a new object; the copy shares `bodies`).
   */
  const bodyOf = async (key: string, entry: Entry, encoding: Encoding): Promise<Buffer> => {
    const { bodies } = entry;
    if (encoding === 'identity') return bodies.identity;
    const made = bodies[encoding];
    if (made) return made;
    bodies.making[encoding] ??= (
      encoding === 'br'
        ? brotli(bodies.identity, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } })
        : gzipped(bodies.identity)
    ).then(
      (body) => {
        bodies[encoding] = body;
        delete bodies.making[encoding];
        const kept = entries?.peek(key);
        if (kept?.bodies === bodies) entries?.set(key, { ...kept });
        return body;
      },
      (error: unknown) => {
        // The next guest tries again.
        delete bodies.making[encoding];
        throw error;
      },
    );
    return bodies.making[encoding];
  };

  const sendEntry = async (
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    entry: Entry,
  ) => {
    void reply
      .header('cache-control', entry.status === 200 ? publicControl : notFoundControl)
      .header('vary', 'Accept-Encoding, Cookie')
      .header('etag', entry.etag);
    if (entry.tags)
      void reply
        .header('surrogate-key', entry.tags)
        .header('cache-tag', entry.tags.replaceAll(' ', ','));
    if (entry.status === 200 && matches(request.headers['if-none-match'], entry.etag)) {
      return reply.code(304).send();
    }
    const encoding = encodingFor(request.headers['accept-encoding']);
    const body = await bodyOf(key, entry, encoding);
    if (encoding !== 'identity') void reply.header('content-encoding', encoding);
    return reply.code(entry.status).type('text/html; charset=utf-8').send(body);
  };

  const isEntry = (value: Entry | RenderedDocument): value is Entry => 'etag' in value;

  return {
    handler: (render, sendPrivate) => async (request, reply) => {
      const guest = !isMember(request.headers.cookie);
      if (!entries || !guest || request.method !== 'GET') {
        return sendPrivate(reply, await render(request, request.url, request.headers.cookie));
      }
      const key = pageCacheKey({ url: request.url });
      const known = await currentVersion();
      const kept = known === undefined ? undefined : entries.get(key);
      const now = Date.now();
      if (kept && kept.version === known && now < kept.expires) {
        if (now >= kept.freshUntil) {
          metrics.pageCache('stale');
          // One refresh for everyone; a failed one leaves the entry to the next request.
          if (!filling.has(key)) {
            void fillOnce(request, key, render).catch((error: unknown) =>
              request.log.warn({ err: error }, 'page cache: refresh failed'),
            );
          }
        } else {
          metrics.pageCache('hit');
        }
        return sendEntry(request, reply, key, kept);
      }
      metrics.pageCache('miss');
      const { filled, led } = await fillOnce(request, key, render);
      if (isEntry(filled)) return sendEntry(request, reply, key, filled);
      // Set-Cookie belongs to one browser: another guest who waited renders their own.
      if (!led && filled.setCookies.length > 0) {
        return sendPrivate(reply, await render(request, key, undefined));
      }
      return sendPrivate(reply, filled);
    },
    stats: () => ({
      entries: entries?.size ?? 0,
      bytes: entries?.calculatedSize ?? 0,
      version,
    }),
  };
}
