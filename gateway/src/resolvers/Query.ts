import type {
  ProductFilter,
  ProductSort,
  QueryResolvers,
} from '../__generated__/resolvers-types.ts';
import type {
  CatalogCategory,
  ListingOptions,
  ProductPageRecord,
} from '../datasources/CatalogAPI.ts';
import type { Loaders } from '../loaders.ts';
import {
  freeFromEnums,
  fromRestCategory,
  skinTypeEnums,
  toRestCategory,
  toRestFreeFrom,
  toRestSkinType,
  toRestSort,
} from '../rest/mapping.ts';
import { toRestLanguage, type RestLanguage } from '../language.ts';
import {
  badInput,
  checkPage,
  checkPrice,
  checkProductId,
  checkProductIds,
  checkSearch,
} from './inputs.ts';

/** A whole number within bounds, or BAD_USER_INPUT naming the argument. */
function checkWhole(value: number, name: string, min: number, max: number): number {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw badInput(`${name} must be a whole number from ${min} to ${max}.`);
  }
  return value;
}

/** A listing's filter and sort in the api's words, refused with a sentence when out of range. */
function listingOptions(
  filter: ProductFilter | null | undefined,
  sort: ProductSort | null | undefined,
): ListingOptions {
  if (filter?.minRating != null && filter.minRating !== 4) {
    throw badInput('minRating must be 4 (rated 4 stars or more).');
  }
  const minPrice = checkPrice(filter?.minPrice, 'minPrice');
  const maxPrice = checkPrice(filter?.maxPrice, 'maxPrice');
  return {
    skinTypes: (filter?.skinTypes ?? []).map(toRestSkinType),
    freeFrom: (filter?.freeFrom ?? []).map(toRestFreeFrom),
    onSale: filter?.onSale === true,
    inStock: filter?.inStock === true,
    topRated: filter?.minRating === 4,
    ...(minPrice !== undefined ? { minPrice } : {}),
    ...(maxPrice !== undefined ? { maxPrice } : {}),
    sort: toRestSort(sort ?? 'NEWEST'),
  };
}

/** One page of a listing with its facets, under the schema's names. */
async function listing(
  loaders: Loaders,
  reply: Promise<ProductPageRecord>,
  lang: RestLanguage = 'en',
) {
  const page = await reply;
  loaders.primeProducts(page.productData, lang);
  const { facets } = page;
  return {
    items: page.productData,
    page: page.page,
    totalPages: page.totalPages,
    total: page.total,
    searchedFor: page.searchedFor,
    facets: {
      skinTypes: skinTypeEnums.map((skinType) => ({
        skinType,
        count: facets.skinTypes[toRestSkinType(skinType)],
      })),
      freeFrom: freeFromEnums.map((freeFrom) => ({
        freeFrom,
        count: facets.freeFrom[toRestFreeFrom(freeFrom)],
      })),
      onSale: facets.onSale,
      inStock: facets.inStock,
      topRated: facets.topRated,
      priceRange: facets.priceRange,
    },
  };
}

/** Root queries. Listings prime the product loader so nested lookups cost nothing more. */
export const Query: QueryResolvers = {
  products: (_root, { category, page, search, filter, sort, locale }, { dataSources, loaders }) => {
    const restCategory: CatalogCategory = category ? toRestCategory(category) : 'All';
    const lang = toRestLanguage(locale);
    return listing(
      loaders,
      dataSources.catalog.getProducts(restCategory, checkPage(page), {
        search: checkSearch(search),
        ...listingOptions(filter, sort),
        lang,
      }),
      lang,
    );
  },

  searchSuggestions: async (_root, { term, locale }, { dataSources, loaders }) => {
    const trimmed = checkSearch(term) ?? '';
    // Under two characters nothing is asked of the api.
    if (trimmed.length < 2) return { term: trimmed, products: [], categories: [] };
    const lang = toRestLanguage(locale);
    const reply = await dataSources.catalog.getSuggestions(trimmed, lang);
    loaders.primeProducts(reply.products, lang);
    return {
      term: reply.term,
      products: reply.products,
      categories: reply.categories.map(fromRestCategory),
    };
  },

  productsByIds: async (_root, { ids }, { loaders }) => {
    const found = await loaders.productById.loadMany(checkProductIds(ids));
    const failed = found.find((product) => product instanceof Error);
    if (failed) throw failed;
    return found.flatMap((product) => (product && !(product instanceof Error) ? [product] : []));
  },

  product: (_root, { id }, { loaders }) => loaders.productById.load(checkProductId(id)),

  categories: async (_root, { locale }, { loaders }) => {
    const { categories } = await loaders.categoriesIn(toRestLanguage(locale));
    return categories.map((entry) => ({ ...entry, category: fromRestCategory(entry.category) }));
  },

  latestProducts: async (_root, _args, { dataSources, loaders }) => {
    const products = await dataSources.catalog.getLatestProducts();
    loaders.primeProducts(products);
    return products;
  },

  bundles: (_root, { page, filter, sort }, { dataSources, loaders }) =>
    listing(
      loaders,
      dataSources.catalog.getProducts('Bundle', checkPage(page), listingOptions(filter, sort)),
    ),

  productIndex: async (_root, { offset, limit }, { dataSources }) => {
    const reply = await dataSources.catalog.getProductIndex(
      checkWhole(offset ?? 0, 'offset', 0, 2_147_483_647),
      checkWhole(limit ?? 1000, 'limit', 1, 50_000),
    );
    return { total: reply.total, items: reply.productIndex };
  },

  me: (_root, _args, { loaders }) => loaders.sessionUser(),

  // The api lists the orders of the session its cookie names (401 for a guest).
  myOrders: (_root, _args, { dataSources }) => dataSources.orders.mine(),

  myWishlist: async (_root, _args, { dataSources, loaders }) => {
    const { productData } = await dataSources.wishlist.mine();
    loaders.primeProducts(productData);
    return productData;
  },
};
