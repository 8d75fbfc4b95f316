/**
 * The back office's files on the shop's one origin (DESIGN.md, Back office): the built
 * `@bloom/admin` (admin/dist) at `/admin`, its hashed files cached for a year, any other page
 * path under `/admin` answered with its index.html (the app routes in the browser), a real 404
 * for a missing file; `/admin/graphql` (the gateway's admin schema), `/admin/orders.csv` and
 * `/admin/customers.csv` (the exports) and the catalogue's files and photos (see
 * {@link forwardFiles}) forwarded to the gateway with the staff cookie. Every answer says
 * `noindex`, and its policy is stricter than the shop's: the app is
 * rendered in the browser, so no server-rendered style attribute needs allowing, and nothing may
 * turn a string into script (Trusted Types). In development a second Vite (base `/admin/`) serves
 * it with hot reload, its websocket on this server's own port.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteHandlerMethod,
} from 'fastify';
import { plainPage } from './plain-page.ts';
import { largestUpload, limitedUpload, refuseDeclaredTooLarge } from './upload-limit.ts';

/** The admin package's folder. */
const adminDir = fileURLToPath(new URL('../../admin/', import.meta.url));

/** Options of {@link registerBackOffice}. */
export interface BackOfficeOptions {
  /** Vite in middleware mode (hot reload) instead of the build. @default false */
  dev?: boolean;
  /** Production: upgrade-insecure-requests. @default false */
  production?: boolean;
  /** The build. @default `<admin>/dist` */
  dist?: string;
  /** Forwards a request to the gateway as it came, the cookie with it (app.ts). */
  forward: RouteHandlerMethod;
  /** Answers a forwarded call that failed on the way (app.ts). */
  forwardFailed: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => unknown;
}

/**
 * The back office's Content Security Policy: nothing but this origin, no inline script or
 * style attribute, no plugins, no framing, no `<base>`, forms only here, and Trusted Types
 * required so no string reaches a script sink. Images may be `data:` (the two-factor QR code is
 * an SVG the api draws, shown as an image, which cannot run script).
 */
export function adminDirectives({ production, dev }: { production: boolean; dev: boolean }) {
  return {
    'default-src': ["'none'"],
    'base-uri': ["'none'"],
    // Vite's hot reload speaks over a websocket on this origin in development.
    'connect-src': dev ? ["'self'", 'ws:'] : ["'self'"],
    'font-src': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    // blob:: a photo chosen for upload is previewed from the browser's own copy before it is sent.
    'img-src': ["'self'", 'data:', 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    // Vite's React refresh preamble is an inline script, in development only.
    'script-src': dev ? ["'self'", "'unsafe-inline'"] : ["'self'"],
    'script-src-attr': ["'none'"],
    // Vite injects modules' CSS as <style> elements in development. Radix dialogs lock the
    // page's scroll with a <style> element written at run time (its rules depend on the
    // scrollbar's width, so no hash fits); style attributes stay blocked (React sets styles
    // through the CSSOM, which CSP allows).
    'style-src': dev ? ["'self'", "'unsafe-inline'"] : ["'self'"],
    'style-src-elem': ["'self'", "'unsafe-inline'"],
    'style-src-attr': ["'none'"],
    // Vite's client writes strings into script sinks in development.
    ...(dev ? {} : { 'require-trusted-types-for': ["'script'"], 'trusted-types': ["'none'"] }),
    ...(production ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/** The policy as a header value. */
function policyHeader(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

/** A path that names a file (its last segment has an extension): never the app's page. */
const looksLikeFile = (url: string) => /\/[^/?]*\.[a-z0-9]+(?:\?.*)?$/i.test(url);

/** Said for a missing file, and when the back office was never built. */
const adminPage = (title: string, text: string) =>
  plainPage(title, text, { site: 'Bloom admin', homeLink: false });

/** Registers the back office's routes on `app` (before the shop's catch-all page route). */
export async function registerBackOffice(
  app: FastifyInstance,
  options: BackOfficeOptions,
): Promise<void> {
  const dev = options.dev ?? false;
  const csp = policyHeader(adminDirectives({ production: options.production ?? false, dev }));

  app.route({
    url: '/admin/graphql',
    method: ['GET', 'POST'],
    errorHandler: options.forwardFailed,
    handler: options.forward,
  });
  app.get('/admin/graphql/*', { errorHandler: options.forwardFailed }, options.forward);
  // The orders and customers CSVs (the `export` permission): streamed by the gateway from the api.
  for (const download of ['/admin/orders.csv', '/admin/customers.csv']) {
    app.get(download, { errorHandler: options.forwardFailed }, options.forward);
  }
  // Catalogue files and photos (admin.graphql's top comment): registered in their own scope.
  await app.register(async (files) => forwardFiles(files, options));

  await app.register(async (scope) => {
    // Every answer of the back office, its 404s included: its own policy, never indexed.
    scope.addHook('onSend', async (_request, reply) => {
      void reply.header('content-security-policy', csp);
      void reply.header('x-robots-tag', 'noindex, nofollow');
    });
    if (dev) await devBackOffice(scope, csp);
    else await builtBackOffice(scope, options.dist ?? join(adminDir, 'dist'));
  });
}

/**
 * The back office's plain-HTTP files, forwarded to the gateway with the staff cookie: `POST
 * /admin/images` (a photo's bytes), `GET` and `POST /admin/products.csv` (export, import) and
 * `POST /admin/catalogue.json` (the catalogue import). Bodies are streamed on as they come, bytes
 * untouched (the shop's parser reads text up to 100 KB; a photo is binary and up to 8 MB), cut
 * off at their size here (upload-limit.ts); their origin and type are checked before
 * (write-guard.ts); the gateway checks them again, and the permission.
 */
function forwardFiles(files: FastifyInstance, options: BackOfficeOptions): void {
  files.removeAllContentTypeParsers();
  files.addContentTypeParser('*', { bodyLimit: largestUpload }, (request, payload, done) =>
    done(null, limitedUpload(request, payload)),
  );
  const route = {
    errorHandler: options.forwardFailed,
    bodyLimit: largestUpload,
    onRequest: refuseDeclaredTooLarge,
  };
  files.post('/admin/images', route, options.forward);
  files.get('/admin/products.csv', route, options.forward);
  files.post('/admin/products.csv', route, options.forward);
  files.post('/admin/catalogue.json', route, options.forward);
}

/** The build: hashed files from dist/assets, index.html for every other page path. */
async function builtBackOffice(scope: FastifyInstance, dist: string): Promise<void> {
  const notFound = (reply: FastifyReply) =>
    reply
      .code(404)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(adminPage('Not found', 'There is no such file in the back office.'));
  const indexFile = join(dist, 'index.html');
  if (!existsSync(indexFile)) {
    // The shop still runs; the back office says how to build it.
    scope.get('/admin', (_request, reply) =>
      reply
        .code(503)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(adminPage('Not built', 'The back office is not built: run npm run build -w admin.')),
    );
    scope.get('/admin/*', (_request, reply) => reply.callNotFound());
    return;
  }
  const index = readFileSync(indexFile, 'utf8');
  if (existsSync(join(dist, 'assets'))) {
    await scope.register(fastifyStatic, {
      root: join(dist, 'assets'),
      prefix: '/admin/assets/',
      // One route per built file (a missing one falls to the 404 below), and the reply's
      // `sendFile` is the shop's already.
      wildcard: false,
      decorateReply: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply) => {
        // Hashed names: a changed file is a new name.
        void reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  const page = (request: FastifyRequest, reply: FastifyReply) => {
    if (looksLikeFile(request.url)) return notFound(reply);
    // Staff data is fetched after load; the page itself must never be kept by a cache, so a
    // new build's file names reach every browser at once.
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(index);
  };
  scope.get('/admin', page);
  scope.get('/admin/*', page);
  scope.get('/admin/assets/*', (_request, reply) => notFound(reply));
}

/** Development: Vite (base `/admin/`) in middleware mode, its hot reload on this server. */
async function devBackOffice(scope: FastifyInstance, csp: string): Promise<void> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    root: adminDir,
    configFile: join(adminDir, 'vite.config.ts'),
    server: { middlewareMode: true, hmr: { server: scope.server } },
    appType: 'custom',
  });
  scope.addHook('onClose', async () => vite.close());
  const raw = readFileSync(join(adminDir, 'index.html'), 'utf8');
  const handler = (request: FastifyRequest, reply: FastifyReply) => {
    // Vite writes to the raw response itself; what it does not answer is a page of the app.
    reply.hijack();
    reply.raw.setHeader('content-security-policy', csp);
    reply.raw.setHeader('x-robots-tag', 'noindex, nofollow');
    vite.middlewares(request.raw, reply.raw, () => {
      vite
        .transformIndexHtml(request.url, raw)
        .then((html) => {
          reply.raw.writeHead(200, {
            'content-type': 'text/html; charset=utf-8',
            'cache-control': 'no-store',
          });
          reply.raw.end(html);
        })
        .catch((error: unknown) => {
          request.log.error({ err: error }, 'the back office page failed');
          reply.raw.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
          reply.raw.end('The back office page failed; see the web server log.');
        });
    });
  };
  // Vite serves nothing outside its base (`/admin/`).
  scope.get('/admin', (request, reply) =>
    reply.redirect(`/admin/${request.url.slice('/admin'.length)}`, 302),
  );
  scope.get('/admin/*', handler);
}
