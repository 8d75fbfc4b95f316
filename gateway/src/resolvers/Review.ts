import type { ReviewResolvers } from '../__generated__/resolvers-types.ts';

/** Review fields, tolerant of the api's `comment` and `name` spellings. */
export const Review: ReviewResolvers = {
  authorId: (review) => review.userId,
  authorName: (review) => review.userName ?? review.name ?? '',
  text: (review) => review.text ?? review.comment ?? '',
};
