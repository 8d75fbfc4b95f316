import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { Button, PageSection, Panel, Prose, ReviewCard, Stack, toast } from '@bloom/ui';
import { graphql } from '../__generated__/gql';
import { formatShopDate } from '../shop.ts';
import type { ReviewFieldsFragment } from '../__generated__/graphql';
import { reportError } from '../graphql/errors.ts';
import { lazyNamed } from '../lazyNamed.ts';
import { DeferredDialog } from '../DeferredDialog.tsx';
import { useSession } from '../session/session.tsx';
import { ReviewForm, type ReviewDraft } from './ReviewForm.tsx';

const DeleteReviewDialog = lazyNamed(
  () => import('./DeleteReviewDialog.tsx'),
  'DeleteReviewDialog',
);

/** What the review list shows of each review. */
export const ReviewFields = graphql(`
  fragment ReviewFields on Review {
    id
    authorId
    authorName
    rating
    text
    createdAt
  }
`);

/** Writes a review. */
export const CreateReviewMutation = graphql(`
  mutation CreateReview($input: CreateReviewInput!) {
    createReview(input: $input) {
      message
      review {
        ...ReviewFields
      }
    }
  }
`);

/** Changes one's own review. */
export const UpdateReviewMutation = graphql(`
  mutation UpdateReview($input: UpdateReviewInput!) {
    updateReview(input: $input) {
      message
      review {
        ...ReviewFields
      }
    }
  }
`);

/** Deletes one's own review. */
export const DeleteReviewMutation = graphql(`
  mutation DeleteReview($input: DeleteReviewInput!) {
    deleteReview(input: $input) {
      message
      reviewId
    }
  }
`);

/** Props of {@link Reviews}. */
export type ReviewsProps = {
  /** The reviewed product. */
  productId: string;
  /** Its reviews, newest first. */
  reviews: readonly ReviewFieldsFragment[];
  /** Reloads the product (its reviews and average) after a change. */
  onChanged: () => Promise<unknown>;
};

/**
 * A product's reviews (SPEC.md §8 toasts): anyone reads them with the authors' names; a member
 * writes one, and edits or deletes their own.
 */
export function Reviews({ productId, reviews, onChanged }: ReviewsProps) {
  const { status, user } = useSession();
  const [editing, setEditing] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [createReview, created] = useMutation(CreateReviewMutation);
  const [updateReview, updated] = useMutation(UpdateReviewMutation);
  const [deleteReview, deleted] = useMutation(DeleteReviewMutation);
  const member = status === 'member' && user !== null;
  const ownReview = member ? reviews.find((review) => review.authorId === user.id) : undefined;

  /** Runs a change, toasts the shop's answer and reloads; true when it went through. */
  const change = async (run: () => Promise<{ message: string } | undefined>) => {
    try {
      const reply = await run();
      if (reply) toast.success(reply.message);
      await onChanged();
      return true;
    } catch (error) {
      reportError(error);
      return false;
    }
  };

  const create = (draft: ReviewDraft) =>
    change(async () => {
      const { data } = await createReview({ variables: { input: { productId, ...draft } } });
      return data?.createReview;
    });
  const update = (reviewId: string, draft: ReviewDraft) =>
    change(async () => {
      const { data } = await updateReview({ variables: { input: { reviewId, ...draft } } });
      setEditing(null);
      return data?.updateReview;
    });
  const remove = (reviewId: string) =>
    change(async () => {
      const { data } = await deleteReview({ variables: { input: { reviewId } } });
      return data?.deleteReview;
    });

  return (
    <PageSection title={`Reviews (${reviews.length})`} titleId="reviews-title">
      {reviews.length === 0 ? (
        <Prose>
          <p>No reviews yet. Be the first to share your thoughts.</p>
        </Prose>
      ) : null}
      {reviews.length > 0 ? (
        <Stack asChild>
          <ul aria-label="Reviews">
            {reviews.map((review) => (
              <li key={review.id}>
                <ReviewCard
                  author={review.authorName}
                  rating={review.rating}
                  postedAt={review.createdAt}
                  formatDate={formatShopDate}
                  editor={
                    editing === review.id ? (
                      <ReviewForm
                        label="Edit your review"
                        initial={{ rating: review.rating, text: review.text }}
                        submitLabel="Save review"
                        busy={updated.loading}
                        onSubmit={(draft) => update(review.id, draft)}
                        onCancel={() => setEditing(null)}
                      />
                    ) : undefined
                  }
                  actions={
                    member && review.authorId === user.id ? (
                      <>
                        <Button size="sm" variant="outline" onClick={() => setEditing(review.id)}>
                          Edit review
                        </Button>
                        <DeferredDialog
                          dialog={DeleteReviewDialog}
                          open={confirming === review.id}
                          onOpenChange={(open) => setConfirming(open ? review.id : null)}
                          props={{
                            busy: deleted.loading,
                            onDelete: () => void remove(review.id).then(() => setConfirming(null)),
                          }}
                          standIn={(trigger) => (
                            <Button size="sm" variant="danger" aria-haspopup="dialog" {...trigger}>
                              Delete review
                            </Button>
                          )}
                        />
                      </>
                    ) : undefined
                  }
                >
                  {review.text}
                </ReviewCard>
              </li>
            ))}
          </ul>
        </Stack>
      ) : null}
      {member && !ownReview ? (
        <Panel title="Write a review" headingLevel={3}>
          <ReviewForm
            label="Write a review"
            submitLabel="Submit review"
            busy={created.loading}
            onSubmit={create}
          />
        </Panel>
      ) : null}
      {status === 'guest' ? (
        <Prose>
          <p>
            <Link to="/login">Log in</Link> to write a review.
          </p>
        </Prose>
      ) : null}
    </PageSection>
  );
}
