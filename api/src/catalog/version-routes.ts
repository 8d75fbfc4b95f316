import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { refusals } from '../http/contract.ts';

const versionReply = z.strictObject({
  version: z
    .string()
    .describe(
      'Moves whenever anything a shopper sees of the catalogue changes (a price, stock, a product added, unpublished or removed, a review); compare for equality only.',
    ),
});

/**
 * `GET /api/catalog/version`: one indexed single-row read (migration 012, `shop_version`). Each
 * web process asks it, through the gateway, at most every half second and drops its page cache
 * when the answer moves (storefront/server/page-cache.ts), so it must stay this cheap.
 */
export function registerCatalogVersionRoute(app: FastifyInstance, { db }: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/catalog/version',
    {
      schema: {
        description: 'The version of everything shoppers see of the catalogue.',
        response: { 200: versionReply, ...refusals() },
      },
    },
    async (_request, reply) => {
      const { rows } = await db.query<{ version: string }>(
        'SELECT version::text AS version FROM shop_version',
      );
      // Always asked afresh: a cached answer would hold back every web process's cache.
      void reply.header('cache-control', 'no-store');
      return { version: rows[0]?.version ?? '0' };
    },
  );
}
