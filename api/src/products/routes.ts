import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { refusals } from '../http/contract.ts';
import { notFound } from '../http/errors.ts';
import { uuid } from '../http/validation.ts';
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

/** A product picture on the wire: a path under the api (and gateway) origin. */
export const productImage = z
  .strictObject({
    downloadURL: z.string().describe('`/images/<file>`, relative to the origin serving the page.'),
    name: z.string().describe('A short description of the picture (alt text).'),
    type: z.string().describe('Its MIME type.'),
  })
  .meta({ id: 'ProductImage', description: 'A product picture served under /images/.' });

const bundleItem = z
  .strictObject({
    id: z.uuid().describe("The contained product's id."),
    name: z.string().describe("The contained product's name."),
    quantity: z.int().describe('How many of it the bundle holds.'),
    image: productImage,
  })
  .meta({ id: 'BundleItem', description: 'One product inside a bundle.' });

/** A product on the wire (DESIGN.md "Storefront"); money in rupees with two decimals. */
export const product = z
  .strictObject({
    id: z.uuid().describe('Product id.'),
    name: z.string().describe('Display name.'),
    description: z.string().describe('A few sentences about it.'),
    category: z.enum(categories).describe('Its catalogue category.'),
    subCategory: z.string().describe("A finer grouping, e.g. Serum or Shampoo; '' when none."),
    price: z.number().describe('Regular price in rupees.'),
    sale_price: z.number().describe('Sale price in rupees; 0 when not on sale.'),
    stock: z.int().describe('Units available.'),
    image: productImage,
    latest: z.boolean().describe('Shown among the new arrivals.'),
    averageRating: z.number().describe('Mean review rating, one decimal; 0 without reviews.'),
    reviewCount: z.int().describe('Number of reviews.'),
    createdAt: z.iso.datetime().describe('When it entered the catalogue.'),
    bundleContents: z.array(bundleItem).optional().describe('What a bundle holds; bundles only.'),
  })
  .meta({ id: 'Product', description: 'A product of the catalogue.' });

const productList = z.strictObject({ productData: z.array(product) });

const productPage = z.strictObject({
  productData: z.array(product).describe('The page, newest first (best match first for a search).'),
  page: z.int().describe('The page asked for.'),
  totalPages: z.int().describe('How many pages the listing has (at least 1).'),
});

const productIndexReply = z.strictObject({
  total: z.int().describe('How many products there are.'),
  productIndex: z.array(
    z.strictObject({
      id: z.uuid().describe('Product id.'),
      updatedAt: z.iso.datetime().describe('When the product last changed.'),
    }),
  ),
});

/** The catalogue calls of SPEC.md §7. */
export function registerProductRoutes(app: FastifyInstance, { db }: AppContext): void {
  const listingCache = createListingCache();
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/products/getProducts',
    { schema: { querystring: listQuery, response: { 200: productPage, ...refusals(400) } } },
    async (request) => {
      const query = request.query;
      return listProducts(db, { ...query, search: query.search || undefined }, listingCache);
    },
  );

  api.post(
    '/api/products/getProductById',
    {
      schema: {
        body: byId,
        response: { 200: z.strictObject({ product }), ...refusals(400, 404) },
      },
    },
    async (request) => {
      const found = await findProduct(db, request.body.id);
      if (!found) throw notFound('There is no product with this id.');
      return { product: found };
    },
  );

  // The gateway's DataLoader asks here for every product one GraphQL operation needs.
  api.post(
    '/api/products/getProductsByIds',
    {
      schema: {
        description: 'The products asked for, in the order asked; unknown ids are left out.',
        body: productIdsBody,
        response: { 200: productList, ...refusals(400) },
      },
    },
    async (request) => ({ productData: await findProducts(db, request.body.ids) }),
  );

  // Every product id with its last change, a slice at a time: the storefront's sitemap.
  api.post(
    '/api/products/getProductIndex',
    { schema: { body: indexSlice, response: { 200: productIndexReply, ...refusals(400) } } },
    async (request) => productIndex(db, request.body.offset, request.body.limit),
  );

  api.post(
    '/api/products/getLatestPRoducts',
    {
      schema: {
        description: 'Up to 12 new arrivals (spelled as SPEC.md §7 spells it).',
        response: { 200: productList, ...refusals() },
      },
    },
    async () => ({ productData: await latestProducts(db) }),
  );
}
