import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { refusals } from '../http/contract.ts';
import { badRequest, forbidden } from '../http/errors.ts';
import { roleHas } from '../staff/permissions.ts';
import { requireUser } from '../users/sessions.ts';
import { CatalogError, catalogFile, importCatalog } from './catalog.ts';

const importReply = z.strictObject({
  message: z.literal('Catalogue imported'),
  productsCreated: z.int().describe('Products added.'),
  productsUpdated: z.int().describe('Products already there (by name), now updated.'),
  couponsCreated: z.int().describe('Coupons added.'),
  couponsUpdated: z.int().describe('Coupons already there (by code), now updated.'),
});

/**
 * Staff catalogue management: `POST /api/catalog/import` takes the same JSON as the command line
 * (`catalog.example.json`) and answers what it added and updated.
 */
export function registerCatalogRoutes(app: FastifyInstance, context: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/catalog/import',
    {
      // Who may import is settled before the file is read: a shopper hears 403 whatever it holds.
      preValidation: async (request) => {
        const user = await requireUser(request, context);
        // Staff whose role lacks catalog:write (support) are refused like shoppers.
        if (!roleHas(user.staffRole, 'catalog:write')) {
          throw forbidden('Only staff can change the catalogue.');
        }
      },
      schema: {
        description: 'Adds or updates products and coupons (staff only); one bad entry, no change.',
        body: catalogFile,
        response: { 200: importReply, ...refusals(400, 401, 403) },
      },
    },
    async (request) => {
      try {
        return {
          message: 'Catalogue imported',
          ...(await importCatalog(context.db, request.body)),
        } as const;
      } catch (error) {
        if (error instanceof CatalogError) throw badRequest(error.message);
        throw error;
      }
    },
  );
}
