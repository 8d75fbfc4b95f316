/**
 * The web server (DESIGN.md, Topology): renders every page of the shop with React on the server
 * (src/entry-server.tsx), serves the browser build (pre-compressed, hashed files cached for a
 * year), answers /robots.txt and /sitemap.xml, and forwards /graphql and /images to the gateway,
 * so the shop is one origin. In development Vite runs inside it (middleware mode): hot reload,
 * pages still rendered on the server.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyReplyFrom from '@fastify/reply-from';
import fastifyStatic from '@fastify/static';
import { echoRequestId, requestIdOptions } from '@bloom/ops';
import type { RenderRequest, RenderResult } from '../src/entry-server.tsx';
import { readClientBuild, withLanguage, type ClientBuild } from './assets.ts';
import { registerHealthRoutes } from './ops/health.ts';
import { metricsAllowList, registerMetrics } from './ops/metrics.ts';
import { sendTraceResponse } from './ops/trace-response.ts';
import { registerBackOffice } from './admin.ts';
import { earlyHints } from './early-hints.ts';
import { registerPageCache, type PageCacheOptions, type RenderedDocument } from './page-cache.ts';
import { registerPageRateLimit, type PageRateLimit } from './rate-limit.ts';
import { pageAfterPost, refuseForwardedCall, registerRefusals } from './refusals.ts';
import { registerSecurityHeaders } from './security.ts';
import { plainPage, shopPlainPage } from './plain-page.ts';
import { requestLocale, serverMessage } from './messages.ts';
import { registerSeoFiles } from './seo.ts';
import { refuseCutOffUpload } from './upload-limit.ts';
import { registerWriteGuard } from './write-guard.ts';

/** Everything buildWebServer needs; main.ts fills it from the environment. */
export interface WebServerOptions {
  /** The gateway's origin, e.g. `http://127.0.0.1:4002`. */
  gatewayUrl: string;
  /** The shop's public address, for canonical links, previews, robots and the sitemap. */
  publicUrl: string;
  /** Give up on the gateway after this many ms while rendering. @default 2500 */
  gatewayTimeoutMs?: number;
  /** Vite in middleware mode (hot reload) instead of the build. @default false */
  dev?: boolean;
  /** Production: HSTS and upgrade-insecure-requests. @default false */
  production?: boolean;
  /** The build: `client/` and `server/` inside. @default `<storefront>/dist` */
  dist?: string;
  /** Whose X-Forwarded-For to believe (Fastify `trustProxy`). @default false */
  trustProxy?: boolean | string;
  /** Fastify's logger setting (pino options: a level, a stream). @default false */
  logger?: FastifyServerOptions['logger'];
  /**
   * `METRICS_ALLOW`: addresses and subnets (comma-separated) besides loopback that may read
   * `/metrics`; everyone else gets the 404 page. @default loopback only
   */
  metricsAllow?: string;
  /**
   * The shop's own origins, the only ones whose pages may write through /graphql, /admin/graphql
   * and the back office's files (write-guard.ts). @default `publicUrl`'s origin
   */
  allowedOrigins?: readonly string[];
  /** The per-address limit on searches, filtered listings and the sitemap. @default 20 in 10 s */
  pageRateLimit?: PageRateLimit;
  /** The guest page cache's settings (page-cache.ts). @default 64 MB, version asked every 500 ms */
  pageCache?: PageCacheOptions;
}

/** The storefront package's folder. */
const packageDir = fileURLToPath(new URL('..', import.meta.url));

/** Paths forwarded to the gateway as they are. */
const forwarded = (url: string) =>
  url === '/graphql' ||
  url.startsWith('/graphql?') ||
  url.startsWith('/graphql/') ||
  url.startsWith('/images/');

/** How a page is rendered: the built entry, or Vite's live one in development. */
interface Renderer {
  render(request: RenderRequest): Promise<RenderResult>;
  /** The whole document of a page rendered at `url` (assets.ts in production). */
  document(url: string, result: RenderResult): Promise<string>;
  /** `Link` values sent as `103 Early Hints` before a page renders; none in development. */
  earlyHints: string[];
  /** More `Link` values for one language's pages (Urdu's font); none in development. */
  localeEarlyHints: Partial<Record<string, string[]>>;
  /** Whether guests' product pages can be hydrated in islands (the production build's). */
  islands: boolean;
  /** Whether the page at `url` may be hydrated in islands (entry-server's `mayHydrateInIslands`). */
  mayHydrateInIslands(url: string): boolean;
}

async function productionRenderer(dist: string, app: FastifyInstance): Promise<Renderer> {
  const client: ClientBuild = readClientBuild(join(dist, 'client'));
  const entry = (await import(join(dist, 'server', 'entry-server.js'))) as {
    render(request: RenderRequest): Promise<RenderResult>;
    mayHydrateInIslands(url: string): boolean;
  };
  await app.register(fastifyStatic, {
    root: join(dist, 'client'),
    prefix: '/',
    // One route per built file; every other path is a page (the catch-all below).
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, path) => {
      void reply.header(
        'cache-control',
        path.includes(`${join(dist, 'client', 'assets')}/`)
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=3600',
      );
    },
  });
  // The template is the page; it is never served as a file.
  return {
    render: (request) => entry.render(request),
    document: async (_url, { head, html, pageName, locale, dir, islands }) =>
      client.document({ head, html, pageName, locale, dir, islands }),
    islands: client.islands,
    mayHydrateInIslands: (url) => client.islands && entry.mayHydrateInIslands(url),
    earlyHints: client.earlyHints,
    localeEarlyHints: client.localeEarlyHints,
  };
}

async function devRenderer(app: FastifyInstance): Promise<Renderer> {
  const { createServer } = await import('vite');
  const middie = (await import('@fastify/middie')).default;
  const vite = await createServer({
    root: packageDir,
    configFile: join(packageDir, 'vite.config.ts'),
    server: { middlewareMode: true },
    appType: 'custom',
  });
  await app.register(middie);
  app.use((request, response, next) => {
    // Vite answers its own paths (modules, /@vite, public files) and passes the rest on.
    if (forwarded(request.url ?? '')) next();
    else vite.middlewares(request, response, next);
  });
  app.addHook('onClose', async () => vite.close());
  const raw = readFileSync(join(packageDir, 'index.html'), 'utf8');
  return {
    render: async (request) => {
      const entry = (await vite.ssrLoadModule('/src/entry-server.tsx')) as {
        render(r: RenderRequest): Promise<RenderResult>;
      };
      return entry.render(request);
    },
    document: async (url, parts) =>
      withLanguage(await vite.transformIndexHtml(url, raw), parts)
        .replace('<!--app-head-->', () => parts.head)
        .replace('<!--app-html-->', () => parts.html),
    earlyHints: [],
    localeEarlyHints: {},
    islands: false,
    mayHydrateInIslands: () => false,
  };
}

/** Builds (but does not start) the web server. Close it with `app.close()`. */
export async function buildWebServer(options: WebServerOptions): Promise<FastifyInstance> {
  const gatewayUrl = options.gatewayUrl.replace(/\/+$/, '');
  const publicUrl = options.publicUrl.replace(/\/+$/, '');
  const timeoutMs = options.gatewayTimeoutMs ?? 2500;
  const production = options.production ?? false;
  const dev = options.dev ?? false;

  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 100 * 1024,
    trustProxy: options.trustProxy ?? false,
    // A path the router cannot decode (`/bad%`) is refused before any route or hook runs.
    frameworkErrors: (_error, request, reply) => {
      void (reply as FastifyReply)
        .code(400)
        .type('text/html; charset=utf-8')
        .send(shopPlainPage('badAddress', requestLocale(request)));
    },
    ...requestIdOptions,
  });

  // Operations first (request id, trace, metrics, health): they see every request and route.
  echoRequestId(app);
  sendTraceResponse(app);
  const metrics = await registerMetrics(app, {
    allowed: metricsAllowList(options.metricsAllow),
  });
  registerHealthRoutes(app, { gatewayUrl });

  await registerSecurityHeaders(app, { production, dev });
  registerRefusals(app);
  registerWriteGuard(app, {
    allowedOrigins: options.allowedOrigins ?? [new URL(publicUrl).origin],
  });
  await registerPageRateLimit(app, { ...options.pageRateLimit, page: plainPage });
  // Pages and proxied answers go out brotli- or gzip-compressed (built assets already are).
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });

  // Bodies go to the gateway as they came: it decides what it accepts.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  await app.register(fastifyReplyFrom, {
    base: gatewayUrl,
    undici: { headersTimeout: 15_000, bodyTimeout: 15_000 },
  });
  const forward = (
    request: FastifyRequest,
    reply: FastifyReply,
    { cookies }: { cookies: boolean },
  ) =>
    reply.from(request.url, {
      // The text the browser sent, as it was (reply-from would re-encode a parsed body).
      ...(typeof request.body === 'string'
        ? {
            body: request.body,
            contentType: request.headers['content-type'] ?? 'application/octet-stream',
          }
        : {}),
      rewriteRequestHeaders: (_request, headers) => {
        // `expect: 100-continue` was this server's to answer (Node did, before the body came);
        // undici refuses to send it on. Origin and Sec-Fetch-Site go on: the gateway checks them.
        const { cookie, expect: _expect, ...rest } = headers;
        // The gateway (and the api's per-address limits) see the shopper, not this server.
        return {
          ...rest,
          ...(cookies && cookie ? { cookie } : {}),
          'x-forwarded-for': request.ip,
          'x-request-id': request.id,
        };
      },
      onError: (failed) =>
        refuseCutOffUpload(request, failed as FastifyReply) ??
        failed.code(503).send({
          errors: [
            {
              message: serverMessage(requestLocale(request), 'shop.server.unavailable'),
              extensions: { code: 'SERVICE_UNAVAILABLE' },
            },
          ],
        }),
    });
  // What fails once a forwarded call is under way. Most often the browser stopped waiting (the
  // search box aborts an older term's request as the shopper types on): nothing to answer and
  // nothing wrong, so not an error in the log. Else the gateway's answer broke off.
  const forwardFailed = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (request.raw.destroyed || reply.raw.destroyed) {
      request.log.info({ code: error.code }, 'the browser went away before the answer');
      // 499, as proxies write it: the client closed the request.
      return reply.code(499).send();
    }
    if (refuseForwardedCall(error, reply)) return reply;
    request.log.error({ err: error }, 'forwarding to the gateway failed');
    return reply.code(502).send({
      errors: [
        {
          message: serverMessage(requestLocale(request), 'shop.server.unavailable'),
          extensions: { code: 'SERVICE_UNAVAILABLE' },
        },
      ],
    });
  };
  const cookieForward = (request: FastifyRequest, reply: FastifyReply) =>
    forward(request, reply, { cookies: true });
  app.route({
    url: '/graphql',
    method: ['GET', 'POST'],
    errorHandler: forwardFailed,
    handler: cookieForward,
  });
  // The playground's own files (development).
  app.get('/graphql/*', { errorHandler: forwardFailed }, (request, reply) =>
    forward(request, reply, { cookies: false }),
  );
  app.get('/images/*', { errorHandler: forwardFailed }, (request, reply) =>
    forward(request, reply, { cookies: false }),
  );

  await registerBackOffice(app, { dev, production, forward: cookieForward, forwardFailed });

  const renderer = dev
    ? await devRenderer(app)
    : await productionRenderer(options.dist ?? join(packageDir, 'dist'), app);

  await registerSeoFiles(app, { gatewayUrl, publicUrl });

  const pageCache = registerPageCache(app, {
    metrics,
    gatewayUrl,
    ...options.pageCache,
    // Hot reload shows each edit at once: nothing kept in development.
    ...(dev ? { maxBytes: 0 } : {}),
  });
  // The page at `url` as one whole document; the page cache renders guests' at the normalised
  // address and without their cookies, so every guest's page is the same.
  const renderDocument = async (
    request: FastifyRequest,
    url: string,
    cookie: string | undefined,
  ): Promise<RenderedDocument> => {
    const rendered = metrics.startRender();
    const result = await renderer
      .render({
        url,
        cookie,
        clientIp: request.ip,
        requestId: request.id,
        graphqlUrl: `${gatewayUrl}/graphql`,
        publicUrl,
        timeoutMs,
        islands: renderer.islands,
      })
      .catch((error: unknown) => {
        rendered(undefined, 'failed');
        throw error;
      });
    rendered(result.pageName, result.status);
    const { status, redirect, setCookies, tags } = result;
    if (redirect) return { status, redirect, setCookies, tags, html: '' };
    const html = await renderer.document(url, result);
    return { status, setCookies, tags, html };
  };
  // A member's page (their name), a page that sets a cookie, a redirect, an outage: this
  // browser's alone, kept by no cache.
  const sendPrivate = (reply: FastifyReply, page: RenderedDocument) => {
    for (const cookie of page.setCookies) void reply.header('set-cookie', cookie);
    void reply.header('cache-control', 'private, no-store');
    void reply.header('vary', 'Cookie');
    if (page.redirect) return reply.redirect(page.redirect, 302);
    return reply.code(page.status).type('text/html; charset=utf-8').send(page.html);
  };

  app.get(
    '/*',
    {
      onRequest: earlyHints(
        // A page that may be hydrated in islands (a guest's) has another entry: only its
        // stylesheet is sure to be needed before the page is known.
        (request) =>
          renderer.mayHydrateInIslands(request.url)
            ? renderer.earlyHints.filter((link) => link.includes('as=style'))
            : renderer.earlyHints,
        renderer.localeEarlyHints,
      ),
    },
    pageCache.handler(renderDocument, sendPrivate),
  );
  // The shop's forms post only if sent before the page's script has run (their method is POST
  // so nothing typed, a password least of all, lands in an address): back to the page, which
  // then works, with the body dropped.
  // One leading slash: `//elsewhere.example` would send the shopper to another site.
  app.post('/*', (request, reply) => reply.redirect(pageAfterPost(request.url), 303));
  app.setNotFoundHandler((request, reply) => {
    // HEAD and other methods of a page path: nothing to render.
    return reply
      .code(request.method === 'GET' || request.method === 'HEAD' ? 404 : 405)
      .type('text/html; charset=utf-8')
      .send(shopPlainPage('notFound', requestLocale(request)));
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const given = error.statusCode ?? 500;
    const status = given >= 400 && given < 500 ? given : 500;
    if (status >= 500) request.log.error({ err: error }, 'page failed');
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .send(shopPlainPage(status >= 500 ? 'error' : 'badRequest', requestLocale(request)));
  });
  return app;
}
