/**
 * Hosts the built storefront: files as they are, hashed /assets/ cached for a year, and any
 * other browser navigation answered with index.html so client-side routes survive a reload.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Paths that are never storefront routes, so they keep an honest 404. */
const apiPrefixes = ['/graphql', '/images/', '/api/', '/assets/'];

/** Serves `dist` at / with the SPA fallback. */
export async function registerStorefront(app: FastifyInstance, dist: string): Promise<void> {
  const indexPath = join(dist, 'index.html');

  await app.register(fastifyStatic, {
    root: dist,
    prefix: '/',
    index: false,
    // The storefront build writes .br and .gz beside each asset; send those when accepted.
    preCompressed: true,
    cacheControl: false,
    // Missing dist is normal before the first build; the fallback below explains it.
    suppressWarning: true,
    setHeaders: (reply, path) => {
      const header = path.includes(`${join(dist, 'assets')}/`)
        ? 'public, max-age=31536000, immutable'
        : path === indexPath
          ? 'no-cache'
          : 'public, max-age=3600';
      void reply.header('cache-control', header);
    },
  });

  const sendIndex = (reply: FastifyReply, status: number) => {
    if (!existsSync(indexPath)) {
      return reply
        .code(status === 200 ? 503 : status)
        .type('text/plain; charset=utf-8')
        .send('storefront not built: run npm run build');
    }
    return reply.sendFile('index.html');
  };

  app.get('/', (_request, reply) => sendIndex(reply, 200));

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const navigation =
      (request.method === 'GET' || request.method === 'HEAD') &&
      (request.headers.accept ?? '').includes('text/html') &&
      !apiPrefixes.some((prefix) => path.startsWith(prefix));
    if (navigation) return sendIndex(reply, 404);
    return reply.code(404).type('application/json').send({ error: 'Not found.' });
  });
}
