import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { badRequest, forbidden } from '../http/errors.ts';
import { requireUser } from '../users/sessions.ts';
import { CatalogError, importCatalog } from './catalog.ts';

/**
 * Staff catalogue management: `POST /api/catalog/import` takes the same JSON as the command line
 * (`catalog.example.json`) and answers what it added and updated.
 */
export function registerCatalogRoutes(app: FastifyInstance, context: AppContext): void {
  app.post('/api/catalog/import', async (request) => {
    const user = await requireUser(request, context);
    if (user.role !== 'staff') throw forbidden('Only staff can change the catalogue.');
    try {
      return { message: 'Catalogue imported', ...(await importCatalog(context.db, request.body)) };
    } catch (error) {
      if (error instanceof CatalogError) throw badRequest(error.message);
      throw error;
    }
  });
}
