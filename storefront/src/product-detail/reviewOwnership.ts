import type { ApolloCache } from '@apollo/client';

/**
 * Forgets which cached reviews are the shopper's own (`Review.mine`, decided by the gateway from
 * the session): after a login they were read as a guest's, so a product page shown again asks
 * the gateway anew instead of hiding the member's Edit and Delete.
 */
export function forgetReviewOwnership(cache: ApolloCache): void {
  for (const id of Object.keys(cache.extract() as Record<string, unknown>)) {
    if (id.startsWith('Review:')) cache.evict({ id, fieldName: 'mine' });
  }
}
