import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { refusals } from '../http/contract.ts';
import { notFound } from '../http/errors.ts';
import { uuid } from '../http/validation.ts';
import {
  createDiscoveryCache,
  filteredPage,
  listingFacets,
  rememberedFacets,
  suggest,
  type ListingFacets,
} from './discovery.ts';
import {
  freeFromTags,
  narrows,
  skinTypes,
  sortOrders,
  type FacetCounts,
  type ListFilters,
} from './facets.ts';
import { categories, paisa, rupees, type Category } from './product.ts';
import { productIdsBody } from './ids.ts';
import { PRODUCT_INDEX_MAX, productIndex } from './productIndex.ts';
import {
  findProduct,
  findProducts,
  latestProducts,
  listProducts,
  pagesOf,
  rememberedPage,
  withBundles,
  type ProductPage,
} from './repository.ts';
import { createListingCache } from './listing-cache.ts';
import { localise } from './language.ts';
import { langParam, langQuery } from './locale.ts';
import { catalogueCategories, categoriesReply, createCategoriesCache } from './categories.ts';

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
  skin: wordList('skin', skinTypes).describe(
    'Suits any of these skin types (repeat the key or separate with commas).',
  ),
  free: wordList('free', freeFromTags).describe('Free from every one of these.'),
  sale: flag('sale').describe('1: only products on sale.'),
  stock: flag('stock').describe('1: only products in stock.'),
  rating: z
    .literal('4', { error: 'rating must be 4 (rated 4 stars or more).' })
    .optional()
    .describe('4: only products rated 4 stars or more.'),
  minPrice: rupeeBound('minPrice').describe('Only products costing at least this now (rupees).'),
  maxPrice: rupeeBound('maxPrice').describe('Only products costing at most this now (rupees).'),
  sort: z
    .enum(sortOrders, { error: `sort must be one of ${sortOrders.join(', ')}.` })
    .default('newest')
    .describe('The order: newest first (the default), by price either way, or top rated.'),
  lang: langParam,
});

/** Words from `values`, the key repeated or the words separated by commas; each kept once. */
function wordList<Value extends string>(name: string, values: readonly Value[]) {
  return z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((raw, ctx) => {
      const words = (raw === undefined ? [] : Array.isArray(raw) ? raw : [raw])
        .flatMap((part) => part.split(','))
        .map((word) => word.trim().toLowerCase())
        .filter((word) => word !== '');
      const unknown = words.find((word) => !(values as readonly string[]).includes(word));
      if (unknown !== undefined) {
        ctx.addIssue({
          code: 'custom',
          message: `${name} must be among ${values.join(', ')}; "${unknown}" is not`,
        });
        return z.NEVER;
      }
      return [...new Set(words)] as Value[];
    });
}

/** A yes/no key: 1 or true for yes. */
function flag(name: string) {
  return z
    .enum(['1', 'true', '0', 'false'], { error: `${name} must be 1 or 0.` })
    .optional()
    .transform((value) => value === '1' || value === 'true');
}

/** A price bound in rupees, kept in paisa. */
function rupeeBound(name: string) {
  return z
    .string({ error: `${name} must be given once.` })
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === '') return undefined;
      const amount = Number(value);
      if (!Number.isFinite(amount) || amount < 0 || amount > 10_000_000) {
        ctx.addIssue({ code: 'custom', message: `${name} must be an amount in rupees from 0` });
        return z.NEVER;
      }
      return paisa(amount);
    });
}

const counts = <Value extends string>(values: readonly Value[]) =>
  z.strictObject(
    Object.fromEntries(values.map((value) => [value, z.int()])) as Record<Value, z.ZodInt>,
  );

/** The count beside every facet value of a listing (each with the other facets applied). */
const facetCounts = z
  .strictObject({
    skinTypes: counts(skinTypes).describe('Per skin type, how many products suit it.'),
    freeFrom: counts(freeFromTags).describe(
      'Per tag, how many products are free from it and from the tags already chosen.',
    ),
    onSale: z.int().describe('How many are on sale.'),
    inStock: z.int().describe('How many are in stock.'),
    topRated: z.int().describe('How many are rated 4 stars or more.'),
    priceRange: z
      .strictObject({ min: z.number(), max: z.number() })
      .nullable()
      .describe(
        'The lowest and highest current price (rupees) with every facet but price applied.',
      ),
  })
  .meta({ id: 'FacetCounts', description: 'The count beside every facet value of a listing.' });

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
    width: z
      .int()
      .nullable()
      .describe('Pixel width of an uploaded photo; null for an illustration.'),
    height: z
      .int()
      .nullable()
      .describe('Pixel height of an uploaded photo; null for an illustration.'),
    srcSet: z
      .string()
      .nullable()
      .describe('WebP candidates for `srcset` (uploaded photos); null for an illustration.'),
    avifSrcSet: z
      .string()
      .nullable()
      .describe('AVIF candidates at the same widths; null for an illustration.'),
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
    ingredients: z
      .array(z.string())
      .describe('The INCI list in label order; empty when not known.'),
    ingredientRulings: z
      .array(z.strictObject({ ingredient: z.string(), freeFrom: z.enum(freeFromTags) }))
      .describe(
        'Which of its ingredients rule out which free-from tag ("Parfum": fragrance), in list order: what excluding an ingredient filters by.',
      ),
    freeFrom: z
      .array(z.enum(freeFromTags))
      .describe('What it is free from, as its ingredients show (staff may claim fewer).'),
    skinTypes: z
      .array(z.enum(skinTypes))
      .describe('The skin types it suits; empty suits every skin type.'),
  })
  .meta({ id: 'Product', description: 'A product of the catalogue.' });

const productList = z.strictObject({ productData: z.array(product) });

const productPage = z.strictObject({
  productData: z.array(product).describe('The page, in the order asked (newest first by default).'),
  page: z.int().describe('The page asked for.'),
  totalPages: z.int().describe('How many pages the listing has (at least 1).'),
  total: z.int().describe('How many products the listing holds with its facets applied.'),
  facets: facetCounts,
  searchedFor: z
    .string()
    .nullable()
    .describe(
      'The search as run: the term, or its correction when no name contains it; null without one.',
    ),
});

const suggestBody = z.strictObject({
  term: z
    .string({ error: 'term must be text.' })
    .max(100, { error: 'term can be at most 100 characters.' })
    .describe('What the shopper has typed; under 2 characters suggests nothing.'),
});

const suggestReply = z.strictObject({
  term: z.string().describe('The term as searched: the one typed, or its correction.'),
  products: z
    .array(product)
    .describe('Up to 6: names starting with the term, then the most alike, then newest.'),
  categories: z
    .array(z.enum(categories))
    .describe('Categories named like the term, then those of the products.'),
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
  const discoveryCache = createDiscoveryCache();
  const categoriesCache = createCategoriesCache();
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/products/getProducts',
    { schema: { querystring: listQuery, response: { 200: productPage, ...refusals(400) } } },
    async (request) => {
      const { category, page, sort, skin, free, sale, stock, rating, minPrice, maxPrice, lang } =
        request.query;
      const filters: ListFilters = {
        skin,
        free,
        onSale: sale,
        inStock: stock,
        topRated: rating !== undefined,
        minPrice,
        maxPrice,
      };
      const asked = { category, search: request.query.search || undefined, lang };
      // The page with `facets`; with `unchecked` facets (remembered, not yet compared with the
      // database), undefined unless the page's own statement read the version they hold for.
      const answer = async (facets: ListingFacets & { version?: string }, unchecked: boolean) => {
        const search = facets.search;
        const reply = {
          total: facets.counts.total,
          facets: wireFacets(facets.counts),
          searchedFor: search ?? null,
        };
        // The plain listing keeps repository.ts's page and count shortcuts.
        if (!narrows(filters) && sort === 'newest') {
          const query = { category, page, search, lang };
          let listed: ProductPage;
          if (unchecked) {
            // Only a remembered page: one built afresh reads no version to check with.
            const known = await rememberedPage(db, query, listingCache);
            if (!known || known.shapeVersion !== facets.version) return undefined;
            listed = known.page;
          } else {
            listed = await listProducts(db, query, listingCache);
          }
          return { ...listed, productData: await localise(db, listed.productData, lang), ...reply };
        }
        const listing = { category, search, lang };
        const { rows, version } = await filteredPage(db, listing, facets, filters, sort, page);
        if (unchecked && version !== facets.version) return undefined;
        return {
          productData: await localise(db, await withBundles(db, rows), lang),
          page,
          totalPages: pagesOf(facets.counts.total),
          ...reply,
        };
      };
      // A remembered listing is one statement: its page's statement also reads the version its
      // facets were counted at, instead of a version check before it (issue 34).
      const remembered = rememberedFacets(asked, filters, discoveryCache);
      const fast = remembered && (await answer(remembered, true));
      if (fast) return fast;
      return (await answer(await listingFacets(db, asked, filters, discoveryCache), false))!;
    },
  );

  api.post(
    '/api/products/getSuggestions',
    {
      schema: {
        description:
          "What the search box suggests as a shopper types; a term no name contains is corrected against the catalogue's words.",
        querystring: langQuery,
        body: suggestBody,
        response: { 200: suggestReply, ...refusals(400) },
      },
    },
    async (request) => {
      const term = request.body.term.trim();
      if (term.length < 2) return { term, products: [], categories: [] };
      const { lang } = request.query;
      const found = await suggest(db, term, discoveryCache, lang);
      return {
        ...found,
        products: await localise(db, await withBundles(db, found.products), lang),
      };
    },
  );

  api.post(
    '/api/products/getProductById',
    {
      schema: {
        querystring: langQuery,
        body: byId,
        response: { 200: z.strictObject({ product }), ...refusals(400, 404) },
      },
    },
    async (request) => {
      const found = await findProduct(db, request.body.id);
      if (!found) throw notFound('There is no product with this id.');
      const [localised] = await localise(db, [found], request.query.lang);
      return { product: localised! };
    },
  );

  // The gateway's DataLoader asks here for every product one GraphQL operation needs.
  api.post(
    '/api/products/getProductsByIds',
    {
      schema: {
        description: 'The products asked for, in the order asked; unknown ids are left out.',
        querystring: langQuery,
        body: productIdsBody,
        response: { 200: productList, ...refusals(400) },
      },
    },
    async (request) => ({
      productData: await localise(db, await findProducts(db, request.body.ids), request.query.lang),
    }),
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
        querystring: langQuery,
        response: { 200: productList, ...refusals(400) },
      },
    },
    async (request) => ({
      productData: await localise(db, await latestProducts(db), request.query.lang),
    }),
  );

  api.post(
    '/api/products/getCategories',
    {
      schema: {
        description:
          "The categories with their display names in the language asked, and each one's subcategories (those of published products) with theirs.",
        querystring: langQuery,
        response: { 200: categoriesReply, ...refusals(400) },
      },
    },
    async (request) => ({
      categories: await catalogueCategories(db, request.query.lang, categoriesCache),
    }),
  );
}

/** Facet counts on the wire: prices in rupees. */
function wireFacets(counts: FacetCounts): z.output<typeof facetCounts> {
  return {
    skinTypes: counts.skin,
    freeFrom: counts.free,
    onSale: counts.onSale,
    inStock: counts.inStock,
    topRated: counts.topRated,
    priceRange: counts.price
      ? { min: rupees(counts.price.min), max: rupees(counts.price.max) }
      : null,
  };
}
