import { GraphQLError } from 'graphql';
import type { QueryResolvers } from '../__generated__/resolvers-types.ts';
import { toRestCategory } from '../rest/mapping.ts';
import { requireUser } from './auth.ts';

/** Refuses page numbers the api could only answer with an empty page or an error. */
function checkPage(page: number): number {
  if (!Number.isInteger(page) || page < 1) {
    throw new GraphQLError('page must be a whole number from 1.', {
      extensions: { code: 'BAD_USER_INPUT' },
    });
  }
  return page;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Refuses an id that cannot name a product, in the api's words, before it joins a batch read. */
function checkProductId(id: string): string {
  if (!uuidPattern.test(id)) {
    throw new GraphQLError('The product id is not a valid id.', {
      extensions: { code: 'BAD_USER_INPUT' },
    });
  }
  return id;
}

/** Root queries. Listings prime the product loader so nested lookups cost nothing more. */
export const Query: QueryResolvers = {
  products: async (_root, { category, page, search }, { dataSources, loaders }) => {
    const restCategory = category ? toRestCategory(category) : 'All';
    const reply = await dataSources.catalog.getProducts(restCategory, checkPage(page), search);
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

  myOrders: async (_root, _args, context) => {
    const user = await requireUser(context);
    return context.dataSources.orders.forUser(user.id);
  },
};
