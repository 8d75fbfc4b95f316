import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, StatusBadge, dataTableColumns, toast } from '@bloom/ui';
import type { AdminReviewsQuery as Answer } from '../__generated__/graphql.ts';
import { useFormat } from '../format.ts';
import { errorMessage } from '../graphql/errors.ts';
import { ListPage, useListParams, type ListFilter } from '../list/ListPage.tsx';
import type { hideReasonLabels } from './HideReviewDialog.tsx';
import { HideReviewDialog } from './HideReviewDialog.tsx';
import { AdminReviewsQuery, RestoreReviewMutation } from './reviewDocuments.ts';

type ReviewRow = Answer['reviews']['items'][number];

/** Shows a hidden review again. */
function RestoreReview({ review }: { review: ReviewRow }) {
  const intl = useIntl();
  const say = (id: string) => intl.formatMessage({ id }, { author: review.author.name });
  const [restore, { loading }] = useMutation(RestoreReviewMutation);
  return (
    <Button
      variant="secondary"
      size="sm"
      loading={loading}
      aria-label={say('admin.reviews.restoreLabel')}
      onClick={() =>
        void restore({ variables: { id: review.id } }).then(
          () => toast.success(say('admin.reviews.restored')),
          (error: unknown) => toast.error(errorMessage(error, intl)),
        )
      }
    >
      {say('admin.reviews.restore')}
    </Button>
  );
}

const hiddenReasonWord: Record<keyof typeof hideReasonLabels, string> = {
  SPAM: 'admin.reviews.wordSpam',
  ABUSE: 'admin.reviews.wordAbuse',
  OFF_TOPIC: 'admin.reviews.wordOffTopic',
};

const column = dataTableColumns<ReviewRow>();

/** The table's columns, headed in the screen's language, dates written in it. */
function useColumns() {
  const intl = useIntl();
  const format = useFormat();
  return useMemo(() => {
    const say = (id: string, values?: Record<string, string | number>) =>
      intl.formatMessage({ id }, values);
    return [
      column.accessor('createdAt', {
        header: say('admin.reviews.written'),
        cell: (info) => format.dateTime(info.getValue()),
      }),
      column.accessor('productName', { header: say('admin.reviews.product') }),
      column.accessor((row) => row.author.name, {
        id: 'author',
        header: say('admin.reviews.author'),
      }),
      column.accessor('rating', {
        header: say('admin.reviews.rating'),
        cell: (info) => say('admin.reviews.ofFive', { stars: info.getValue() }),
      }),
      column.accessor('comment', { header: say('admin.reviews.review') }),
      column.accessor('state', {
        header: say('admin.reviews.state'),
        cell: (info) => {
          const { hiddenReason } = info.row.original;
          return info.getValue() === 'HIDDEN' ? (
            <StatusBadge
              status={
                hiddenReason
                  ? say('admin.reviews.hiddenBecause', {
                      reason: say(hiddenReasonWord[hiddenReason]),
                    })
                  : say('admin.reviews.hiddenState')
              }
              tone="neutral"
            />
          ) : (
            <StatusBadge status={say('admin.reviews.visible')} tone="success" />
          );
        },
      }),
      column.display({
        id: 'actions',
        header: say('admin.reviews.action'),
        cell: (info) =>
          info.row.original.state === 'HIDDEN' ? (
            <RestoreReview review={info.row.original} />
          ) : (
            <HideReviewDialog
              reviewId={info.row.original.id}
              author={info.row.original.author.name}
            />
          ),
      }),
    ];
  }, [intl, format]);
}

/**
 * /admin/reviews: the moderation queue, newest first, by rating, product and state; hide with a
 * reason, restore. Moderation is for spam, abuse and off-topic text, and the screen says so.
 */
export function ReviewsPage() {
  const intl = useIntl();
  const say = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  const columns = useColumns();
  const params = useListParams();
  const rating = Number(params.get('rating'));
  const state = params.get('state');
  const { data, loading, error } = useQuery(AdminReviewsQuery, {
    variables: {
      filter: {
        rating: Number.isInteger(rating) && rating >= 1 && rating <= 5 ? rating : undefined,
        productId: params.get('productId'),
        productName: params.get('product'),
        state: state === 'VISIBLE' || state === 'HIDDEN' ? state : undefined,
      },
      page: params.page,
    },
  });
  const filters: ListFilter[] = [
    {
      kind: 'select',
      name: 'rating',
      label: say('admin.reviews.rating'),
      options: [
        { value: '', label: say('admin.reviews.anyRating') },
        ...[5, 4, 3, 2, 1].map((stars) => ({
          value: String(stars),
          label: say('admin.reviews.ofFive', { stars }),
        })),
      ],
    },
    {
      kind: 'search',
      name: 'product',
      label: say('admin.reviews.product'),
      hint: say('admin.reviews.productHint'),
    },
    {
      kind: 'select',
      name: 'state',
      label: say('admin.reviews.state'),
      options: [
        { value: '', label: say('admin.reviews.visibleOrHidden') },
        { value: 'VISIBLE', label: say('admin.reviews.visible') },
        { value: 'HIDDEN', label: say('admin.reviews.hiddenState') },
      ],
    },
  ];
  return (
    <ListPage<ReviewRow>
      title={say('admin.reviews.title')}
      description={say('admin.reviews.description')}
      filters={filters}
      columns={columns}
      data={data?.reviews}
      loading={loading}
      error={error}
      getRowId={(row) => row.id}
      empty={say('admin.reviews.empty')}
    />
  );
}
