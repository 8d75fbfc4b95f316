import { Suspense, startTransition, useOptimistic, useState, useSyncExternalStore } from 'react';
import { useMutation } from '@apollo/client/react';
import { Link, useSearchParams } from 'react-router-dom';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import {
  Button,
  PageSection,
  Panel,
  Prose,
  ReviewCard,
  SkinTypeFilter,
  Stack,
  skinTypes,
  toast,
  type SkinTypeFilterValue,
} from '@bloom/ui';
import { graphql } from '../__generated__/gql';
import { formatDate } from '../i18n/format.ts';
import { skinTypeName } from '../catalog/skinAndFreeFrom.ts';
import type { ProductDetailQuery, ReviewFieldsFragment } from '../__generated__/graphql';
import { reportError } from '../graphql/errors.ts';
import { lazyNamed } from '../lazyNamed.ts';
import { DeferredDialog } from '../DeferredDialog.tsx';
import { useSession } from '../session/session.tsx';
import { skinTypeTag, skinTypeTagOf } from './discovery.ts';
import type { ReviewDraft, ReviewFormProps } from './ReviewForm.tsx';
import { localSentence } from '../machines/sentences.ts';

// Only a member writes or edits a review, so the form's code (react-hook-form and zod, ~22 KB
// gzip) loads for members alone: a guest's product page never fetches it. The server renders a
// member's form in full (it waits for all of the page), and hydration keeps that HTML until the
// code is there.
const ReviewForm = lazyNamed<'ReviewForm', ReviewFormProps>(
  () => import('./ReviewForm.tsx'),
  'ReviewForm',
);

const DeleteReviewDialog = lazyNamed(
  () => import('./DeleteReviewDialog.tsx'),
  'DeleteReviewDialog',
);

/** What the review list shows of each review. */
export const ReviewFields = graphql(`
  fragment ReviewFields on Review {
    id
    mine
    authorName
    rating
    text
    createdAt
    skinType
    verifiedBuyer
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

/** How reviewers of one skin type rated the product, as the gateway answers. */
export type SkinTypeRating = NonNullable<
  ProductDetailQuery['product']
>['ratingsBySkinType'][number];

/** Props of {@link Reviews}. */
export type ReviewsProps = {
  /** The reviewed product. */
  productId: string;
  /** Its reviews, newest first. */
  reviews: readonly ReviewFieldsFragment[];
  /** The average rating and count of each skin type its reviewers gave (the shop's numbers). */
  ratingsBySkinType: readonly SkinTypeRating[];
  /** Reloads the product (its reviews and average) after a change. */
  onChanged: () => Promise<unknown>;
};

/** The address's key of the reviews' skin type: `/selectedItem/p1?skin=oily`. */
const SKIN_PARAM = 'skin';

const noSubscription = () => () => undefined;

/**
 * False on the server and while the page hydrates, true once the page's script runs: what only
 * a page without JavaScript needs (a submit button for a GET form) renders until then.
 */
function useScriptRunning(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** What the reviews' status line says of the reviews shown, in the page's language. */
function shownSentence(
  intl: IntlShape,
  chosen: SkinTypeFilterValue,
  shown: number,
  total: number,
): string {
  if (chosen === 'all')
    return intl.formatMessage({ id: 'shop.reviews.shownAll' }, { count: total });
  // "oily" inside an English sentence; Urdu has no case to change.
  const skinType = skinTypeName(intl, chosen).toLocaleLowerCase(intl.locale);
  if (shown === 0) return intl.formatMessage({ id: 'shop.reviews.shownNone' }, { skinType });
  return intl.formatMessage({ id: 'shop.reviews.shownSome' }, { count: shown, skinType });
}

/**
 * Reviews by the reviewer's skin type: All and each type with its average and count, chosen in
 * the address (`?skin=oily`) so a filtered page can be shared and is rendered on the server.
 * The choice applies at once; before the page's script runs it is a GET form with a button.
 */
function ReviewsBySkinType({
  ratingsBySkinType,
  total,
  shown,
  chosen,
  onChoose,
}: {
  ratingsBySkinType: readonly SkinTypeRating[];
  total: number;
  shown: number;
  chosen: SkinTypeFilterValue;
  onChoose: (value: SkinTypeFilterValue) => void;
}) {
  const intl = useIntl();
  const scriptRunning = useScriptRunning();
  const stats = skinTypes.map((type) => {
    const rated = ratingsBySkinType.find((rating) => skinTypeTag[rating.skinType] === type);
    return { type, averageRating: rated?.averageRating, reviewCount: rated?.count ?? 0 };
  });
  return (
    <>
      <form method="get" action="#reviews-title" onSubmit={(event) => event.preventDefault()}>
        <Stack gap="condensed">
          <SkinTypeFilter
            legend={intl.formatMessage({ id: 'shop.reviews.bySkinType' })}
            name={SKIN_PARAM}
            stats={stats}
            totalCount={total}
            value={chosen}
            onValueChange={onChoose}
          />
          {scriptRunning ? null : (
            <div>
              <Button type="submit" variant="outline" size="sm">
                <FormattedMessage id="shop.reviews.show" />
              </Button>
            </div>
          )}
        </Stack>
      </form>
      <p role="status">{shownSentence(intl, chosen, shown, total)}</p>
    </>
  );
}

/**
 * A product's reviews (SPEC.md §8 toasts): anyone reads them with the authors' names, whether
 * the shop verified their purchase and the skin type they gave, and filters them by skin type;
 * a member writes one, and edits or deletes their own.
 */
export function Reviews({ productId, reviews, ratingsBySkinType, onChanged }: ReviewsProps) {
  const intl = useIntl();
  const { status, user } = useSession();
  const [editing, setEditing] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [createReview, created] = useMutation(CreateReviewMutation);
  const [updateReview, updated] = useMutation(UpdateReviewMutation);
  const [deleteReview, deleted] = useMutation(DeleteReviewMutation);
  const [params, setParams] = useSearchParams();
  // The address holds the choice; the chip and the list follow a click at once, while the
  // router's transition to the new address is under way.
  const [chosen, showChosen] = useOptimistic<SkinTypeFilterValue>(
    skinTypeTagOf(params.get(SKIN_PARAM)) ?? 'all',
  );
  const choose = (value: SkinTypeFilterValue) =>
    startTransition(() => {
      showChosen(value);
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === 'all') next.delete(SKIN_PARAM);
          else next.set(SKIN_PARAM, value);
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    });
  const member = status === 'member' && user !== null;
  const ownReview = member ? reviews.find((review) => review.mine) : undefined;
  const shown =
    chosen === 'all'
      ? reviews
      : reviews.filter((review) => review.skinType && skinTypeTag[review.skinType] === chosen);

  /**
   * Runs a change, toasts the shop's answer and reloads the product. A refusal is thrown for
   * the form to place; a failed reload is only reported (the change itself went through).
   */
  const change = async (run: () => Promise<{ message: string } | undefined>) => {
    const reply = await run();
    if (reply) toast.success(localSentence(intl, reply.message));
    await onChanged().catch((error: unknown) => reportError(error, intl));
  };

  const create = ({ skinType, ...draft }: ReviewDraft) =>
    change(async () => {
      // A new review without a skin type leaves it out (the shop takes none as "not given").
      const input = { productId, ...draft, ...(skinType ? { skinType } : {}) };
      const { data } = await createReview({ variables: { input } });
      return data?.createReview;
    });
  const update = (reviewId: string, draft: ReviewDraft) =>
    change(async () => {
      // A null skin type takes the one given before off.
      const { data } = await updateReview({ variables: { input: { reviewId, ...draft } } });
      setEditing(null);
      return data?.updateReview;
    });
  const remove = (reviewId: string) =>
    change(async () => {
      const { data } = await deleteReview({ variables: { input: { reviewId } } });
      return data?.deleteReview;
    }).catch((error: unknown) => reportError(error, intl));

  return (
    <PageSection
      title={intl.formatMessage({ id: 'shop.reviews.title' }, { count: reviews.length })}
      titleId="reviews-title"
    >
      {reviews.length === 0 ? (
        <Prose>
          <p>
            <FormattedMessage id="shop.reviews.none" />
          </p>
        </Prose>
      ) : null}
      {ratingsBySkinType.length > 0 || chosen !== 'all' ? (
        <ReviewsBySkinType
          ratingsBySkinType={ratingsBySkinType}
          total={reviews.length}
          shown={shown.length}
          chosen={chosen}
          onChoose={choose}
        />
      ) : null}
      {shown.length > 0 ? (
        <Stack asChild>
          <ul aria-label={intl.formatMessage({ id: 'shop.reviews.list' })}>
            {shown.map((review) => (
              <li key={review.id}>
                <ReviewCard
                  author={review.authorName}
                  rating={review.rating}
                  postedAt={review.createdAt}
                  formatDate={(date) => formatDate(intl, date)}
                  verifiedBuyer={review.verifiedBuyer}
                  skinType={review.skinType ? skinTypeTag[review.skinType] : null}
                  editor={
                    editing === review.id ? (
                      <Suspense>
                        <ReviewForm
                          label={intl.formatMessage({ id: 'shop.reviews.edit.form' })}
                          initial={{
                            rating: review.rating,
                            text: review.text,
                            skinType: review.skinType ?? null,
                          }}
                          submitLabel={intl.formatMessage({ id: 'shop.reviews.edit.submit' })}
                          busy={updated.loading}
                          onSubmit={(draft) => update(review.id, draft)}
                          onCancel={() => setEditing(null)}
                        />
                      </Suspense>
                    ) : undefined
                  }
                  actions={
                    member && review.mine ? (
                      <>
                        <Button size="sm" variant="outline" onClick={() => setEditing(review.id)}>
                          <FormattedMessage id="shop.reviews.edit" />
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
                              <FormattedMessage id="shop.reviews.delete" />
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
        <Panel title={intl.formatMessage({ id: 'shop.reviews.write' })} headingLevel={3}>
          <Suspense>
            <ReviewForm
              label={intl.formatMessage({ id: 'shop.reviews.write' })}
              submitLabel={intl.formatMessage({ id: 'shop.reviews.submit' })}
              busy={created.loading}
              onSubmit={create}
            />
          </Suspense>
        </Panel>
      ) : null}
      {status === 'guest' ? (
        <Prose>
          <p>
            <FormattedMessage
              id="shop.reviews.loginToWrite"
              values={{ link: (chunks) => <Link to="/login">{chunks}</Link> }}
            />
          </p>
        </Prose>
      ) : null}
    </PageSection>
  );
}
