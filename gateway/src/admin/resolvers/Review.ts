import type { ModeratedReviewResolvers } from '../../__generated__/admin-resolvers-types.ts';
import { fromRestSkinType } from '../../rest/mapping.ts';
import { hideReasonOf } from '../enums.ts';

/** A review in the moderation queue. */
export const ModeratedReview: ModeratedReviewResolvers = {
  skinType: (review) => (review.skinType ? fromRestSkinType(review.skinType) : null),
  state: (review) => (review.state === 'hidden' ? 'HIDDEN' : 'VISIBLE'),
  hiddenReason: (review) => (review.hiddenReason ? hideReasonOf(review.hiddenReason) : null),
};
