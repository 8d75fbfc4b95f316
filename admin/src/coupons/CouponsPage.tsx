import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { Button, StatusBadge, dataTableColumns } from '@bloom/ui';
import type { AdminCouponsQuery as Answer } from '../__generated__/graphql.ts';
import { useFormat } from '../format.ts';
import { PermissionGuard } from '../layout/permissions.tsx';
import { ListPage, useListParams, type ListFilter } from '../list/ListPage.tsx';
import { isKeyOf, optionsOf, sayEach } from '../products/catalogueLabels.ts';
import { AdminCouponsQuery } from './couponDocuments.ts';
import { couponStatusMessageIds } from './couponForm.ts';

type CouponRow = Answer['coupons']['items'][number];

/** The list's filters in the screen's language. */
function useFilters(): ListFilter[] {
  const intl = useIntl();
  return useMemo(() => {
    const say = (id: string) => intl.formatMessage({ id });
    return [
      {
        kind: 'search',
        name: 'search',
        label: say('admin.coupons.search'),
        hint: say('admin.coupons.searchHint'),
      },
      {
        kind: 'select',
        name: 'status',
        label: say('admin.coupons.status'),
        options: optionsOf(sayEach(couponStatusMessageIds, intl), say('admin.coupons.anyStatus')),
      },
    ];
  }, [intl]);
}

const statusTones = {
  ACTIVE: 'success',
  INACTIVE: 'neutral',
  EXPIRED: 'warning',
  USED_UP: 'info',
} as const;

const column = dataTableColumns<CouponRow>();
/** The table's columns, headed in the screen's language, money, counts and dates written in it. */
function useColumns() {
  const intl = useIntl();
  const format = useFormat();
  return useMemo(() => {
    const say = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
    return [
      column.accessor('code', {
        header: say('admin.coupons.code'),
        meta: { rowHeader: true },
        cell: (info) => <Link to={`/coupons/${info.row.original.id}`}>{info.getValue()}</Link>,
      }),
      column.accessor('value', {
        header: say('admin.coupons.discount'),
        cell: (info) =>
          info.row.original.kind === 'PERCENT'
            ? say('admin.coupons.percentOff', { percent: format.number(info.getValue()) })
            : format.money(info.getValue()),
      }),
      column.accessor('status', {
        header: say('admin.coupons.status'),
        cell: (info) => (
          <StatusBadge
            status={say(couponStatusMessageIds[info.getValue()])}
            tone={statusTones[info.getValue()]}
          />
        ),
      }),
      column.accessor('uses', {
        header: say('admin.coupons.uses'),
        meta: { align: 'end' },
        cell: (info) => format.number(info.getValue()),
      }),
      column.accessor('remaining', {
        header: say('admin.coupons.remaining'),
        meta: { align: 'end' },
        cell: (info) => {
          const remaining = info.getValue();
          return remaining === null || remaining === undefined
            ? say('admin.coupons.noLimit')
            : format.number(remaining);
        },
      }),
      column.accessor('expiresAt', {
        header: say('admin.coupons.expires'),
        cell: (info) => {
          const at = info.getValue();
          return at ? format.dateTime(at) : say('admin.coupons.never');
        },
      }),
    ];
  }, [intl, format]);
}

/** /admin/coupons: newest first, with uses and remaining uses, by status or code. */
export function CouponsPage() {
  const intl = useIntl();
  const say = (id: string) => intl.formatMessage({ id });
  const filters = useFilters();
  const columns = useColumns();
  const params = useListParams();
  const status = params.get('status');
  const { data, loading, error } = useQuery(AdminCouponsQuery, {
    variables: {
      filter: {
        search: params.get('search'),
        status: isKeyOf(couponStatusMessageIds, status) ? status : undefined,
      },
      page: params.page,
    },
  });
  return (
    <ListPage<CouponRow>
      title={say('admin.coupons.title')}
      description={say('admin.coupons.description')}
      actions={
        <PermissionGuard permission="COUPONS_WRITE">
          <Button asChild>
            <Link to="/coupons/new">{say('admin.coupons.new')}</Link>
          </Button>
        </PermissionGuard>
      }
      filters={filters}
      columns={columns}
      data={data?.coupons}
      loading={loading}
      error={error}
      getRowId={(row) => row.id}
      empty={say('admin.coupons.empty')}
    />
  );
}
