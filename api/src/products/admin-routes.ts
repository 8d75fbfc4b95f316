/**
 * The back office's product calls: the list and one product (any staff member), create and edit
 * by the import's rules with optimistic concurrency, bulk publish, and stock adjustments
 * (catalog:write).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { refusals } from '../http/contract.ts';
import { fieldRefusal, refuseInvalid, staleRefusal } from '../http/field-refusal.ts';
import { uuid } from '../http/validation.ts';
import { pageFields, pageQuery, pageSize, pageWindow } from '../staff/listing.ts';
import { requirePermission, staffActor } from '../staff/sessions.ts';
import {
  adjustStock,
  adminProduct,
  adminProductSummary,
  assertImageExists,
  createProduct,
  createProductBody,
  listAdminProducts,
  loadAdminProduct,
  loadSummaries,
  productFilter,
  setPublished,
  stockBody,
  updateProduct,
  updateProductBody,
} from './admin-products.ts';

const tags = ['admin'];

const idParams = z.strictObject({ id: uuid('The product id') });

const productReply = z.strictObject({ product: adminProduct });

const staleReply = staleRefusal('product', 'name');

/** The back office's product routes. */
export function registerAdminProductRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Every staff role may look (support answers customers about products); only some may save.
  // No permission named: any signed-in staff member.
  const read = requirePermission(context);
  const write = requirePermission(context, 'catalog:write');

  api.get(
    '/api/admin/products',
    {
      preValidation: read,
      schema: {
        tags,
        operationId: 'adminListProducts',
        description: 'One page of products (published or not), 50 a page, filtered and sorted.',
        querystring: productFilter.extend({ page: pageQuery }),
        response: {
          200: z.strictObject({ products: z.array(adminProductSummary), ...pageFields }),
          ...refusals(400, 401, 403),
        },
      },
    },
    async (request) => {
      const { page, ...filter } = request.query;
      const { products, total } = await listAdminProducts(db, filter, pageWindow(page));
      return { products, page, pageSize, total };
    },
  );

  api.get(
    '/api/admin/products/:id',
    {
      preValidation: read,
      schema: {
        tags,
        operationId: 'adminGetProduct',
        description: 'One product with its bundle contents and timeline.',
        params: idParams,
        response: { 200: productReply, ...refusals(400, 401, 403, 404) },
      },
    },
    async (request) => ({ product: await loadAdminProduct(db, request.params.id) }),
  );

  api.post(
    '/api/admin/products',
    {
      preValidation: write,
      attachValidation: true,
      schema: {
        tags,
        operationId: 'adminCreateProduct',
        description:
          "Adds a product by the catalogue import's rules (sale price below the price, free-from claims the ingredients allow), with its opening stock.",
        body: createProductBody,
        response: {
          201: productReply,
          ...refusals(401, 403),
          400: fieldRefusal,
          409: staleReply,
        },
      },
    },
    async (request, reply) => {
      refuseInvalid(request, createProductBody);
      const actor = await staffActor(request, context);
      assertImageExists(request.body.image.file, context.uploadsDir, 'image.file');
      const id = await db.transaction((tx) => createProduct(tx, actor, request.body));
      return reply.status(201).send({ product: await loadAdminProduct(db, id) });
    },
  );

  api.patch(
    '/api/admin/products/:id',
    {
      preValidation: write,
      attachValidation: true,
      schema: {
        tags,
        operationId: 'adminUpdateProduct',
        description:
          'Saves every field but stock (adjusted apart) at the `version` you opened; 409 when it was changed since.',
        params: idParams,
        body: updateProductBody,
        response: {
          200: productReply,
          ...refusals(401, 403, 404),
          400: fieldRefusal,
          409: staleReply,
        },
      },
    },
    async (request) => {
      refuseInvalid(request, updateProductBody);
      const actor = await staffActor(request, context);
      const { version, ...input } = request.body;
      assertImageExists(input.image.file, context.uploadsDir, 'image.file');
      const { id } = request.params;
      await db.transaction((tx) => updateProduct(tx, actor, id, input, version));
      return { product: await loadAdminProduct(db, id) };
    },
  );

  api.post(
    '/api/admin/products/publish',
    {
      preValidation: write,
      schema: {
        tags,
        operationId: 'adminSetProductsPublished',
        description:
          'Publishes or unpublishes products in one transaction; unpublished ones leave the shop at once.',
        body: z.strictObject({
          ids: z
            .array(uuid('A product id'), { error: '"ids" must be a list of product ids.' })
            .min(1, { error: '"ids" must name at least one product.' })
            .max(100, { error: '"ids" can name at most 100 products.' }),
          published: z.boolean({ error: '"published" must be true or false.' }),
        }),
        response: {
          200: z.strictObject({ products: z.array(adminProductSummary) }),
          ...refusals(400, 401, 403),
        },
      },
    },
    async (request) => {
      const actor = await staffActor(request, context);
      const { ids, published } = request.body;
      await db.transaction((tx) => setPublished(tx, actor, ids, published));
      return { products: await loadSummaries(db, ids) };
    },
  );

  api.post(
    '/api/admin/products/:id/stock',
    {
      preValidation: write,
      schema: {
        tags,
        operationId: 'adminAdjustStock',
        description:
          'received adds `quantity`, damaged removes it, counted sets stock to it; on the timeline and in the activity log.',
        params: idParams,
        body: stockBody,
        response: { 200: productReply, ...refusals(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const actor = await staffActor(request, context);
      const { id } = request.params;
      await db.transaction((tx) => adjustStock(tx, actor, id, request.body));
      return { product: await loadAdminProduct(db, id) };
    },
  );
}
