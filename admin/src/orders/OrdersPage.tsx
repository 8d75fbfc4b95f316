import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Button,
  ConfirmDialog,
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
import { useCan } from '../layout/permissions.tsx';
import { ExportCsvLink } from '../list/ExportCsvLink.tsx';
import {
  ListPage,
  useListParams,
  useListSort,
  type ListFilter,
  type ListSorting,
} from '../list/ListPage.tsx';
import { printHref } from './print/printAddress.ts';
import styles from './OrdersPage.module.css';

/** One page of orders, filtered as the URL says. */
export const AdminOrdersQueryDocument = graphql(`
  query AdminOrders(
    $filter: OrderFilter
    $sort: OrderSortField
    $direction: SortDirection
    $page: Int
  ) {
    orders(filter: $filter, sort: $sort, direction: $direction, page: $page) {
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
  {
    kind: 'search',
    name: 'search',
    label: 'Search',
    hint: "Order number, the shopper's name, email or phone, or a product",
  },
  { kind: 'select', name: 'status', label: 'Status', options: statusOptions },
  { kind: 'dateRange', name: 'from', label: 'Placed' },
];

const column = dataTableColumns<OrderRow>();
const columns = [
  column.accessor('id', {
    header: 'Order',
    meta: { rowHeader: true },
    cell: (info) => (
      <Link to={`/orders/${encodeURIComponent(info.getValue())}`}>{info.getValue()}</Link>
    ),
  }),
  column.accessor('createdAt', {
    header: 'Placed',
    cell: (info) => formatDateTime(info.getValue()),
  }),
  // On a phone each order is a card: its number, then the customer, status and total.
  column.accessor('name', { header: 'Customer', meta: { card: 'first' } }),
  column.accessor('email', { header: 'Email' }),
  column.accessor('status', {
    header: 'Status',
    meta: { card: 'first' },
    cell: (info) => <StatusBadge status={statusLabels[info.getValue()]} />,
  }),
  column.accessor('itemCount', { header: 'Items', meta: { align: 'end' } }),
  column.accessor('totalAmount', {
    header: 'Total',
    meta: { align: 'end', card: 'first' },
    cell: (info) => formatPrice(info.getValue()),
  }),
];

/** The columns that sort (`?sort=total&direction=desc`), newest first by default. */
const sorting: ListSorting<'placed' | 'customer' | 'status' | 'total'> = {
  columns: { createdAt: 'placed', name: 'customer', status: 'status', totalAmount: 'total' },
  default: { sort: 'placed', direction: 'desc' },
};

/** What the list remembers of an order it has shown, for a selection spanning pages. */
interface SeenOrder {
  version: number;
  status: Status;
}

/** "1 order" or "3 orders". */
const ordersCount = (count: number) => (count === 1 ? '1 order' : `${count} orders`);

/**
 * The bulk "Mark as dispatched": offered for the selected Pending orders only (the others are
 * named and left out, the button disabled when none is Pending), and confirmed first, since
 * every shopper concerned is mailed at once.
 */
function DispatchAction({
  ids,
  statusOf,
  loading,
  onDispatch,
}: {
  ids: string[];
  statusOf: (id: string) => Status | undefined;
  loading: boolean;
  onDispatch: (pendingIds: string[]) => Promise<void>;
}) {
  const noteId = useId();
  const pending = ids.filter((id) => statusOf(id) === 'PENDING');
  const others = ids.filter((id) => statusOf(id) !== 'PENDING');
  const named = others
    .map((id) => {
      const status = statusOf(id);
      return status ? `${id} (${statusLabels[status]})` : id;
    })
    .join(', ');
  const note =
    pending.length === 0
      ? 'Only Pending orders can be dispatched, and none of the selected orders is Pending.'
      : others.length > 0
        ? `Only Pending orders can be dispatched: ${named} ${others.length === 1 ? 'is' : 'are'} left out.`
        : null;
  return (
    <>
      <ConfirmDialog
        title={`Mark ${ordersCount(pending.length)} as dispatched?`}
        description={
          pending.length === 1
            ? 'The shopper gets a mail saying their order is on its way.'
            : `Each of the ${pending.length} orders' shoppers gets a mail saying their order is on its way.`
        }
        confirmLabel={`Dispatch ${ordersCount(pending.length)}`}
        onConfirm={() => onDispatch(pending)}
        trigger={
          <Button
            loading={loading}
            disabled={pending.length === 0}
            aria-describedby={note ? noteId : undefined}
          >
            Mark as dispatched
          </Button>
        }
      />
      {note ? (
        <p id={noteId} className={styles.note}>
          {note}
        </p>
      ) : null}
    </>
  );
}

const isStatus = (value: string | undefined): value is Status =>
  value !== undefined && Object.hasOwn(statusLabels, value);

/**
 * /admin/orders: newest first unless a column's header sorts it, 50 a page, filtered and searched; the selected orders' packing
 * slips printed at once, and a bulk "mark as dispatched" for a role that may change orders.
 */
export function OrdersPage() {
  const params = useListParams();
  const status = params.get('status');
  const filter = {
    search: params.get('search'),
    status: isStatus(status) ? status : undefined,
    from: params.get('from'),
    to: params.get('to'),
  };
  const order = useListSort(sorting);
  const { data, loading, error, refetch } = useQuery(AdminOrdersQueryDocument, {
    variables: {
      filter,
      ...order.variables,
      page: params.page,
    },
  });
  const [markDispatched, { loading: dispatching }] = useMutation(MarkOrdersDispatchedMutation);
  const canWrite = useCan('ORDERS_WRITE');
  // The selection may span pages: the version and status of every order shown so far.
  const seen = useRef(new Map<string, SeenOrder>());
  useEffect(() => {
    for (const { id, version, status } of data?.orders.items ?? []) {
      seen.current.set(id, { version, status });
    }
  }, [data]);

  const dispatch = async (ids: string[], clearSelection: () => void) => {
    try {
      // Each order goes with the version the list showed, so one changed meanwhile is refused.
      const orders = ids.map((id) => ({ id, version: seen.current.get(id)?.version ?? 0 }));
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
      description="Newest first: a column's heading sorts by it. Search by order number, the shopper's name, email or phone, or a product on the order."
      actions={<ExportCsvLink path="/admin/orders.csv" filter={filter} />}
      filters={filters}
      columns={columns}
      sorting={sorting}
      data={data?.orders}
      loading={loading}
      error={error}
      getRowId={(row) => row.id}
      getRowLabel={(row) => `order ${row.id}`}
      empty="No orders match these filters."
      // Every role that reads orders may print them; dispatching needs the permission to change.
      bulkActions={(ids, clearSelection) => (
        <>
          <Button asChild variant="outline">
            <Link to={printHref({ ids, document: 'packing-slip' })}>Print packing slips</Link>
          </Button>
          {canWrite ? (
            <DispatchAction
              ids={ids}
              statusOf={(id) => seen.current.get(id)?.status}
              loading={dispatching}
              onDispatch={(pending) => dispatch(pending, clearSelection)}
            />
          ) : null}
        </>
      )}
    />
  );
}
