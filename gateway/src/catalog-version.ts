import type { FastifyInstance } from 'fastify';

/**
 * `GET /catalog/version`, passed to the api's `GET /api/catalog/version` as it is: the web
 * server's page cache asks it every half second per process (storefront/server/page-cache.ts)
 * and, by design, talks to the gateway only. No cookies go out: the version is the same for all.
 * Needs @fastify/reply-from registered with the api as its base.
 */
export function registerCatalogVersion(app: FastifyInstance): void {
  app.get('/catalog/version', (request, reply) =>
    reply.from('/api/catalog/version', {
      onError: (failed) =>
        failed.code(503).send({ error: 'The catalogue is unavailable just now.' }),
      rewriteRequestHeaders: (_request, headers) => {
        const { cookie: _cookie, ...rest } = headers;
        return { ...rest, 'x-request-id': request.id };
      },
    }),
  );
}
