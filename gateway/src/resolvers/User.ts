import type { UserResolvers } from '../__generated__/resolvers-types.ts';

/** User fields the api does not send under the schema's name. */
export const User: UserResolvers = {
  // A User is always the session's own account (me, login, updateProfile).
  wishlistIds: async (_user, _args, { dataSources }) =>
    (await dataSources.wishlist.mine()).productIds,
};
