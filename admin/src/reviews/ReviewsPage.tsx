import { useMutation, useQuery } from '@apollo/client/react';
import { Button, StatusBadge, dataTableColumns, toast } from '@bloom/ui';
import type { AdminReviewsQuery as Answer } from '../__generated__/graphql.ts';
import { formatDateTime } from '../format.ts';
import { errorMessage } from '../graphql/errors.ts';
import { ListPage, useListParams, type ListFilter } from '../list/ListPage.tsx';
import type { hideReasonLabels } from './HideReviewDialog.tsx';
import { HideReviewDialog } from './HideReviewDialog.tsx';
import { AdminReviewsQuery, RestoreReviewMutation } from './reviewDocuments.ts';

type ReviewRow = Answer['reviews']['items'][number];

/** Shows a hidden review again. */
function RestoreReview({ review }: { review: ReviewRow }) {
  const [restore, { loading }] = useMutation(RestoreReviewMutation);
  return (
    <Button
      variant="secondary"
      size="sm"
      loading={loading}
      aria-label={`Restore ${review.author.name}'s review`}
      onClick={() =>
        void restore({ variables: { id: review.id } }).then(
          () => toast.success(`${review.author.name}'s review is visible again.`),
          (error: unknown) => toast.error(errorMessage(error)),
        )
      }
    >
      Restore
    </Button>
  );
}

const hiddenReasonWord: Record<keyof typeof hideReasonLabels, string> = {
  SPAM: 'spam',
  ABUSE: 'abuse',
  OFF_TOPIC: 'off-topic',
};

const column = dataTableColumns<ReviewRow>();
const columns = [
  column.accessor('createdAt', {
    header: 'Written',
    cell: (info) => formatDateTime(info.getValue()),
  }),
  column.accessor('productName', { header: 'Product' }),
  column.accessor((row) => row.author.name, { id: 'author', header: 'Author' }),
  column.accessor('rating', {
    header: 'Rating',
    cell: (info) => `${info.getValue()} of 5`,
  }),
  column.accessor('comment', { header: 'Review' }),
  column.accessor('state', {
    header: 'State',
    cell: (info) => {
      const { hiddenReason } = info.row.original;
      return info.getValue() === 'HIDDEN' ? (
        <StatusBadge
          status={`Hidden${hiddenReason ? `: ${hiddenReasonWord[hiddenReason]}` : ''}`}
          tone="neutral"
        />
      ) : (
        <StatusBadge status="Visible" tone="success" />
      );
    },
  }),
  column.display({
    id: 'actions',
    header: 'Action',
    cell: (info) =>
      info.row.original.state === 'HIDDEN' ? (
        <RestoreReview review={info.row.original} />
      ) : (
        <HideReviewDialog reviewId={info.row.original.id} author={info.row.original.author.name} />
      ),
  }),
];

/**
 * /admin/reviews: the moderation queue, newest first, by rating, product and state; hide with a
 * reason, restore. Moderation is for spam, abuse and off-topic text, and the screen says so.
 */
export function ReviewsPage() {
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
      label: 'Rating',
      options: [
        { value: '', label: 'Any rating' },
        ...[5, 4, 3, 2, 1].map((stars) => ({ value: String(stars), label: `${stars} of 5` })),
      ],
    },
    {
      kind: 'search',
      name: 'product',
      label: 'Product',
      hint: "Part of the product's name, from the whole catalogue",
    },
    {
      kind: 'select',
      name: 'state',
      label: 'State',
      options: [
        { value: '', label: 'Visible or hidden' },
        { value: 'VISIBLE', label: 'Visible' },
        { value: 'HIDDEN', label: 'Hidden' },
      ],
    },
  ];
  return (
    <ListPage<ReviewRow>
      title="Reviews"
      description="Newest first. Hide a review only for spam, abuse or off-topic text: shoppers' honest opinions stay, low ratings too."
      filters={filters}
      columns={columns}
      data={data?.reviews}
      loading={loading}
      error={error}
      getRowId={(row) => row.id}
      empty="No reviews match these filters."
    />
  );
}
