import type { ReviewResolvers } from '../__generated__/resolvers-types.ts';
import { fromRestSkinType } from '../rest/mapping.ts';

/** Review fields under the schema's names: the api's `userId`, `name` and `comment`. */
export const Review: ReviewResolvers = {
  authorId: (review) => review.userId,
  authorName: (review) => review.name,
  text: (review) => review.comment,
  skinType: (review) => (review.skinType ? fromRestSkinType(review.skinType) : null),
};
