/** The review moderation queue's read and its two changes. */
import { graphql } from '../__generated__/gql.ts';

/** One page of the queue, newest first. */
export const AdminReviewsQuery = graphql(`
  query AdminReviews($filter: ReviewFilter, $page: Int) {
    reviews(filter: $filter, page: $page) {
      total
      page
      pageSize
      items {
        id
        productId
        productName
        author {
          id
          name
        }
        rating
        comment
        state
        hiddenReason
        hiddenNote
        createdAt
      }
    }
  }
`);

/** Hides a review with a reason. */
export const HideReviewMutation = graphql(`
  mutation HideReview($input: HideReviewInput!) {
    hideReview(input: $input) {
      id
      state
      hiddenReason
      hiddenNote
    }
  }
`);

/** Shows a hidden review again. */
export const RestoreReviewMutation = graphql(`
  mutation RestoreReview($id: ID!) {
    restoreReview(id: $id) {
      id
      state
      hiddenReason
      hiddenNote
    }
  }
`);
