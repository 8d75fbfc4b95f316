import { Link } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { Button, StatusBadge, dataTableColumns, formatPrice } from '@bloom/ui';
import type { AdminCouponsQuery as Answer } from '../__generated__/graphql.ts';
import { formatDateTime } from '../format.ts';
import { PermissionGuard } from '../layout/permissions.tsx';
import { ListPage, useListParams, type ListFilter } from '../list/ListPage.tsx';
import { isKeyOf, optionsOf } from '../products/catalogueLabels.ts';
import { AdminCouponsQuery } from './couponDocuments.ts';
import { couponStatusLabels } from './couponForm.ts';

type CouponRow = Answer['coupons']['items'][number];

const filters: ListFilter[] = [
  { kind: 'search', name: 'search', label: 'Search', hint: 'Part of the code' },
  {
    kind: 'select',
    name: 'status',
    label: 'Status',
    options: optionsOf(couponStatusLabels, 'Any status'),
  },
];

const statusTones = {
  ACTIVE: 'success',
  INACTIVE: 'neutral',
  EXPIRED: 'warning',
  USED_UP: 'info',
} as const;

const column = dataTableColumns<CouponRow>();
const columns = [
  column.accessor('code', {
    header: 'Code',
    meta: { rowHeader: true },
    cell: (info) => <Link to={`/coupons/${info.row.original.id}`}>{info.getValue()}</Link>,
  }),
  column.accessor('value', {
    header: 'Discount',
    cell: (info) =>
      info.row.original.kind === 'PERCENT' ? `${info.getValue()}%` : formatPrice(info.getValue()),
  }),
  column.accessor('status', {
    header: 'Status',
    cell: (info) => (
      <StatusBadge
        status={couponStatusLabels[info.getValue()]}
        tone={statusTones[info.getValue()]}
      />
    ),
  }),
  column.accessor('uses', { header: 'Uses', meta: { align: 'end' } }),
  column.accessor('remaining', {
    header: 'Remaining',
    meta: { align: 'end' },
    cell: (info) => info.getValue() ?? 'No limit',
  }),
  column.accessor('expiresAt', {
    header: 'Expires',
    cell: (info) => {
      const at = info.getValue();
      return at ? formatDateTime(at) : 'Never';
    },
  }),
];

/** /admin/coupons: newest first, with uses and remaining uses, by status or code. */
export function CouponsPage() {
  const params = useListParams();
  const status = params.get('status');
  const { data, loading, error } = useQuery(AdminCouponsQuery, {
    variables: {
      filter: {
        search: params.get('search'),
        status: isKeyOf(couponStatusLabels, status) ? status : undefined,
      },
      page: params.page,
    },
  });
  return (
    <ListPage<CouponRow>
      title="Coupons"
      description="Newest first. Orders already placed keep the discount they were charged."
      actions={
        <PermissionGuard permission="COUPONS_WRITE">
          <Button asChild>
            <Link to="/coupons/new">New coupon</Link>
          </Button>
        </PermissionGuard>
      }
      filters={filters}
      columns={columns}
      data={data?.coupons}
      loading={loading}
      error={error}
      getRowId={(row) => row.id}
      empty="No coupons match these filters."
    />
  );
}
