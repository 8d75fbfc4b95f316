import type { QueryResolvers } from '../__generated__/resolvers-types.ts';
import { toRestCategory } from '../rest/mapping.ts';
import { badInput, checkPage, checkProductId, checkSearch } from './inputs.ts';

/** A whole number within bounds, or BAD_USER_INPUT naming the argument. */
function checkWhole(value: number, name: string, min: number, max: number): number {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw badInput(`${name} must be a whole number from ${min} to ${max}.`);
  }
  return value;
}

/** Root queries. Listings prime the product loader so nested lookups cost nothing more. */
export const Query: QueryResolvers = {
  products: async (_root, { category, page, search }, { dataSources, loaders }) => {
    const restCategory = category ? toRestCategory(category) : 'All';
    const reply = await dataSources.catalog.getProducts(
      restCategory,
      checkPage(page),
      checkSearch(search),
    );
    loaders.primeProducts(reply.productData);
    return { items: reply.productData, page: reply.page, totalPages: reply.totalPages };
  },

  product: (_root, { id }, { loaders }) => loaders.productById.load(checkProductId(id)),

  latestProducts: async (_root, _args, { dataSources, loaders }) => {
    const products = await dataSources.catalog.getLatestProducts();
    loaders.primeProducts(products);
    return products;
  },

  bundles: async (_root, { page }, { dataSources, loaders }) => {
    const reply = await dataSources.catalog.getProducts('Bundle', checkPage(page));
    loaders.primeProducts(reply.productData);
    return { items: reply.productData, page: reply.page, totalPages: reply.totalPages };
  },

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
};
