import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { notFound } from '../http/errors.ts';
import { parse, uuid } from '../http/validation.ts';
import { categories, type Category } from './product.ts';
import { productIdsBody } from './ids.ts';
import { PRODUCT_INDEX_MAX, productIndex } from './productIndex.ts';
import { findProduct, findProducts, latestProducts, listProducts } from './repository.ts';
import { createListingCache } from './listing-cache.ts';

const categoryByLowerName = new Map<string, Category | 'All'>(
  [...categories, 'All' as const].map((name) => [name.toLowerCase(), name]),
);

const listQuery = z.object({
  category: z
    .string({ error: 'category must be given once.' })
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === '') return 'All' as const;
      const category = categoryByLowerName.get(value.trim().toLowerCase());
      if (!category) {
        ctx.addIssue({
          code: 'custom',
          message: `category must be All or one of ${categories.join(', ')}`,
        });
        return z.NEVER;
      }
      return category;
    }),
  page: z
    .string({ error: 'page must be given once.' })
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === '') return 1;
      const page = Number(value);
      if (!/^\d+$/.test(value.trim()) || page < 1 || page > 100_000) {
        ctx.addIssue({ code: 'custom', message: 'page must be a whole number from 1 to 100000' });
        return z.NEVER;
      }
      return page;
    }),
  search: z
    .string({ error: 'search must be given once.' })
    .trim()
    .max(100, { error: 'search can be at most 100 characters.' })
    .optional(),
});

const byId = z.strictObject({ id: uuid('The product id') });

const indexSlice = z.strictObject({
  offset: z
    .number({ error: 'offset must be a whole number from 0.' })
    .int({ error: 'offset must be a whole number from 0.' })
    .min(0, { error: 'offset must be a whole number from 0.' }),
  limit: z
    .number({ error: `limit must be a whole number from 1 to ${PRODUCT_INDEX_MAX}.` })
    .int({ error: `limit must be a whole number from 1 to ${PRODUCT_INDEX_MAX}.` })
    .min(1, { error: `limit must be a whole number from 1 to ${PRODUCT_INDEX_MAX}.` })
    .max(PRODUCT_INDEX_MAX, {
      error: `limit must be a whole number from 1 to ${PRODUCT_INDEX_MAX}.`,
    }),
});

/** The catalogue calls of SPEC.md §7. */
export function registerProductRoutes(app: FastifyInstance, { db }: AppContext): void {
  const listingCache = createListingCache();

  app.post('/api/products/getProducts', async (request) => {
    const query = parse(listQuery, request.query);
    return listProducts(db, { ...query, search: query.search || undefined }, listingCache);
  });

  app.post('/api/products/getProductById', async (request) => {
    const { id } = parse(byId, request.body);
    const product = await findProduct(db, id);
    if (!product) throw notFound('There is no product with this id.');
    return { product };
  });

  // The gateway's DataLoader asks here for every product one GraphQL operation needs.
  app.post('/api/products/getProductsByIds', async (request) => {
    const { ids } = parse(productIdsBody, request.body);
    return { productData: await findProducts(db, ids) };
  });

  // Every product id with its last change, a slice at a time: the storefront's sitemap.
  app.post('/api/products/getProductIndex', async (request) => {
    const { offset, limit } = parse(indexSlice, request.body);
    return productIndex(db, offset, limit);
  });

  app.post('/api/products/getLatestPRoducts', async () => ({
    productData: await latestProducts(db),
  }));
}
