import type { MutationResolvers } from '../../__generated__/admin-resolvers-types.ts';
import { apiHideReason } from '../enums.ts';

/** Review moderation, behind reviews:moderate (which support holds). */
export const ReviewMutations: MutationResolvers = {
  hideReview: async (_parent, { input }, { staff, dataSources }) => {
    await staff.require('reviews:moderate');
    return dataSources.reviews.hide(input.id, {
      reason: apiHideReason[input.reason],
      ...(input.note ? { note: input.note } : {}),
    });
  },

  restoreReview: async (_parent, { id }, { staff, dataSources }) => {
    await staff.require('reviews:moderate');
    return dataSources.reviews.restore(id);
  },
};
