import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Button,
  StatusBadge,
  dataTableColumns,
  formatPrice,
  toast,
  type SelectOption,
} from '@bloom/ui';
import { graphql } from '../__generated__/gql.ts';
import type { AdminOrdersQuery, OrderStatus as Status } from '../__generated__/graphql.ts';
import { formatDateTime, statusLabels } from '../format.ts';
import { errorMessage } from '../graphql/errors.ts';
import { PermissionGuard, useCan } from '../layout/permissions.tsx';
import { ListPage, useListParams, type ListFilter } from '../list/ListPage.tsx';

/** One page of orders, filtered as the URL says. */
export const AdminOrdersQueryDocument = graphql(`
  query AdminOrders($filter: OrderFilter, $page: Int) {
    orders(filter: $filter, page: $page) {
      total
      page
      pageSize
      items {
        id
        status
        createdAt
        name
        email
        phone
        itemCount
        totalAmount
        version
      }
    }
  }
`);

/** The bulk action: every selected Pending order dispatched, the others said why not. */
export const MarkOrdersDispatchedMutation = graphql(`
  mutation MarkOrdersDispatched($input: MarkOrdersDispatchedInput!) {
    markOrdersDispatched(input: $input) {
      dispatched
      refused {
        id
        message
      }
    }
  }
`);

type OrderRow = AdminOrdersQuery['orders']['items'][number];

const statusOptions: SelectOption[] = [
  { value: '', label: 'Any status' },
  ...(Object.keys(statusLabels) as Status[]).map((value) => ({
    value,
    label: statusLabels[value],
  })),
];

const filters: ListFilter[] = [
  { kind: 'search', name: 'search', label: 'Search', hint: 'Order number, email or phone' },
  { kind: 'select', name: 'status', label: 'Status', options: statusOptions },
  { kind: 'dateRange', name: 'from', label: 'Placed' },
];

const column = dataTableColumns<OrderRow>();
const columns = [
  column.accessor('id', {
    header: 'Order',
    cell: (info) => (
      <Link to={`/orders/${encodeURIComponent(info.getValue())}`}>{info.getValue()}</Link>
    ),
  }),
  column.accessor('createdAt', {
    header: 'Placed',
    cell: (info) => formatDateTime(info.getValue()),
  }),
  column.accessor('name', { header: 'Customer' }),
  column.accessor('email', { header: 'Email' }),
  column.accessor('status', {
    header: 'Status',
    cell: (info) => <StatusBadge status={statusLabels[info.getValue()]} />,
  }),
  column.accessor('itemCount', { header: 'Items', meta: { align: 'end' } }),
  column.accessor('totalAmount', {
    header: 'Total',
    meta: { align: 'end' },
    cell: (info) => formatPrice(info.getValue()),
  }),
];

const isStatus = (value: string | undefined): value is Status =>
  value !== undefined && Object.hasOwn(statusLabels, value);

/** /admin/orders: newest first, 50 a page, filtered and searched, bulk "mark as dispatched". */
export function OrdersPage() {
  const params = useListParams();
  const status = params.get('status');
  const filter = {
    search: params.get('search'),
    status: isStatus(status) ? status : undefined,
    from: params.get('from'),
    to: params.get('to'),
  };
  const { data, loading, error, refetch } = useQuery(AdminOrdersQueryDocument, {
    variables: { filter, page: params.page },
  });
  const [markDispatched, { loading: dispatching }] = useMutation(MarkOrdersDispatchedMutation);
  const canWrite = useCan('ORDERS_WRITE');
  // The selection may span pages: the version of every order shown so far.
  const versions = useRef(new Map<string, number>());
  useEffect(() => {
    for (const row of data?.orders.items ?? []) versions.current.set(row.id, row.version);
  }, [data]);
  const exportQuery = new URLSearchParams(
    Object.entries(filter).filter((entry): entry is [string, string] => Boolean(entry[1])),
  ).toString();

  const dispatch = async (ids: string[], clearSelection: () => void) => {
    try {
      // Each order goes with the version the list showed, so one changed meanwhile is refused.
      const orders = ids.map((id) => ({ id, version: versions.current.get(id) ?? 0 }));
      const { data: answer } = await markDispatched({ variables: { input: { orders } } });
      if (!answer) return;
      const { dispatched, refused } = answer.markOrdersDispatched;
      if (dispatched.length > 0) {
        toast.success(
          dispatched.length === 1
            ? '1 order marked as dispatched.'
            : `${dispatched.length} orders marked as dispatched.`,
        );
      }
      for (const refusal of refused) toast.error(refusal.message);
      clearSelection();
      await refetch();
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    <ListPage<OrderRow>
      title="Orders"
      description="Newest first. Search by order number, the shopper's email or phone."
      actions={
        <PermissionGuard permission="EXPORT">
          <Button asChild variant="outline">
            <a href={`/admin/orders.csv${exportQuery ? `?${exportQuery}` : ''}`} download>
              Export CSV
            </a>
          </Button>
        </PermissionGuard>
      }
      filters={filters}
      columns={columns}
      data={data?.orders}
      loading={loading}
      error={error}
      getRowId={(row) => row.id}
      getRowLabel={(row) => `order ${row.id}`}
      empty="No orders match these filters."
      // Rows are selectable only for a role that may act on them.
      bulkActions={
        canWrite
          ? (ids, clearSelection) => (
              <Button loading={dispatching} onClick={() => void dispatch(ids, clearSelection)}>
                Mark as dispatched
              </Button>
            )
          : undefined
      }
    />
  );
}
