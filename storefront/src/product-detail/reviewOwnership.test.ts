import { InMemoryCache, gql } from '@apollo/client';
import { expect, test } from 'vitest';
import { forgetReviewOwnership } from './reviewOwnership.ts';

const review = gql`
  fragment OwnedReview on Review {
    id
    mine
    text
  }
`;

test('a login forgets which cached reviews were the shopper’s, and nothing else about them', () => {
  const cache = new InMemoryCache();
  for (const id of ['r1', 'r2']) {
    cache.writeFragment({
      id: `Review:${id}`,
      fragment: review,
      data: { __typename: 'Review', id, mine: false, text: `Review ${id}` },
    });
  }
  forgetReviewOwnership(cache);
  for (const id of ['r1', 'r2']) {
    // The field is gone, so a page reading it asks the gateway again, with the new session.
    expect(
      cache.readFragment({ id: `Review:${id}`, fragment: review, returnPartialData: false }),
    ).toBeNull();
    expect(cache.extract()[`Review:${id}`]).toEqual({
      __typename: 'Review',
      id,
      text: `Review ${id}`,
    });
  }
});
