import type { QueryResolvers } from '../__generated__/resolvers-types.ts';
import { toRestCategory } from '../rest/mapping.ts';
import { checkPage, checkProductId, checkSearch } from './inputs.ts';

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

  me: (_root, _args, { loaders }) => loaders.sessionUser(),

  // The api lists the orders of the session its cookie names (401 for a guest).
  myOrders: (_root, _args, { dataSources }) => dataSources.orders.mine(),
};
