import type { ReviewResolvers } from '../__generated__/resolvers-types.ts';
import { fromRestSkinType } from '../rest/mapping.ts';

/**
 * Review fields under the schema's names: the api's `name` and `comment`; its `userId` only
 * decides `mine` against the session, and never leaves the gateway.
 */
export const Review: ReviewResolvers = {
  mine: async (review, _args, { loaders }) => (await loaders.sessionUser())?.id === review.userId,
  authorName: (review) => review.name,
  text: (review) => review.comment,
  skinType: (review) => (review.skinType ? fromRestSkinType(review.skinType) : null),
};
