import { useEffect, useId, useMemo, useRef } from 'react';
import { Link } from 'react-router-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, ConfirmDialog, dataTableColumns, toast, type SelectOption } from '@bloom/ui';
import { graphql } from '../__generated__/gql.ts';
import type { AdminOrdersQuery, OrderStatus as Status } from '../__generated__/graphql.ts';
import { statusLabels, statusMessageIds, useFormat } from '../format.ts';
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
import { useOrderColumns } from './orderColumns.tsx';
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

/** The list's filters in the screen's language. */
function useFilters(): ListFilter[] {
  const intl = useIntl();
  return useMemo(() => {
    const statusOptions: SelectOption[] = [
      { value: '', label: intl.formatMessage({ id: 'admin.orders.anyStatus' }) },
      ...(Object.keys(statusLabels) as Status[]).map((value) => ({
        value,
        label: intl.formatMessage({ id: statusMessageIds[value] }),
      })),
    ];
    return [
      {
        kind: 'search',
        name: 'search',
        label: intl.formatMessage({ id: 'admin.orders.search' }),
        hint: intl.formatMessage({ id: 'admin.orders.searchHint' }),
      },
      {
        kind: 'select',
        name: 'status',
        label: intl.formatMessage({ id: 'admin.orders.status' }),
        options: statusOptions,
      },
      { kind: 'dateRange', name: 'from', label: intl.formatMessage({ id: 'admin.orders.placed' }) },
    ];
  }, [intl]);
}

const column = dataTableColumns<OrderRow>();

/** The table's columns: the shared ones of an order, and who placed it and how many items. */
function useColumns() {
  const intl = useIntl();
  const format = useFormat();
  const order = useOrderColumns<OrderRow>();
  return useMemo(
    () => [
      order.number,
      order.placed,
      // On a phone each order is a card: its number, then the customer, status and total.
      column.accessor('name', {
        header: intl.formatMessage({ id: 'admin.orders.customer' }),
        meta: { card: 'first' },
      }),
      column.accessor('email', { header: intl.formatMessage({ id: 'admin.orders.email' }) }),
      order.status,
      column.accessor('itemCount', {
        header: intl.formatMessage({ id: 'admin.orders.items' }),
        meta: { align: 'end' },
        cell: (info) => format.number(info.getValue()),
      }),
      order.total,
    ],
    [intl, format, order],
  );
}

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
  const intl = useIntl();
  const noteId = useId();
  const pending = ids.filter((id) => statusOf(id) === 'PENDING');
  const others = ids.filter((id) => statusOf(id) !== 'PENDING');
  const named = intl.formatList(
    others.map((id) => {
      const status = statusOf(id);
      return status ? `${id} (${intl.formatMessage({ id: statusMessageIds[status] })})` : id;
    }),
    { type: 'unit' },
  );
  const note =
    pending.length === 0
      ? intl.formatMessage({ id: 'admin.orders.noneDispatchable' })
      : others.length > 0
        ? intl.formatMessage({ id: 'admin.orders.leftOut' }, { named, count: others.length })
        : null;
  return (
    <>
      <ConfirmDialog
        title={intl.formatMessage(
          { id: 'admin.orders.bulkDispatchTitle' },
          { count: pending.length },
        )}
        description={intl.formatMessage(
          { id: 'admin.orders.bulkDispatchDescription' },
          { count: pending.length },
        )}
        confirmLabel={intl.formatMessage(
          { id: 'admin.orders.bulkDispatchConfirm' },
          { count: pending.length },
        )}
        onConfirm={() => onDispatch(pending)}
        trigger={
          <Button
            loading={loading}
            disabled={pending.length === 0}
            aria-describedby={note ? noteId : undefined}
          >
            <FormattedMessage id="admin.orders.bulkDispatch" />
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
  const intl = useIntl();
  const filters = useFilters();
  const columns = useColumns();
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
          intl.formatMessage({ id: 'admin.orders.dispatched' }, { count: dispatched.length }),
        );
      }
      for (const { id, message } of refused) {
        // The api's sentence starts with the order's id ("BLM-2: …"): the catalogue names the
        // order, the rest is the api's words.
        toast.error(
          message.startsWith(`${id}: `)
            ? intl.formatMessage(
                { id: 'admin.orders.notDispatched' },
                { id, detail: message.slice(id.length + 2) },
              )
            : intl.formatMessage({ id: 'admin.orders.notDispatchedWords' }, { words: message }),
        );
      }
      clearSelection();
      await refetch();
    } catch (error) {
      toast.error(errorMessage(error, intl));
    }
  };

  return (
    <ListPage<OrderRow>
      title={intl.formatMessage({ id: 'admin.orders.title' })}
      description={intl.formatMessage({ id: 'admin.orders.description' })}
      actions={<ExportCsvLink path="/admin/orders.csv" filter={filter} />}
      filters={filters}
      columns={columns}
      sorting={sorting}
      data={data?.orders}
      loading={loading}
      error={error}
      getRowId={(row) => row.id}
      getRowLabel={(row) => intl.formatMessage({ id: 'admin.orders.rowLabel' }, { id: row.id })}
      empty={intl.formatMessage({ id: 'admin.orders.empty' })}
      // Every role that reads orders may print them; dispatching needs the permission to change.
      bulkActions={(ids, clearSelection) => (
        <>
          <Button asChild variant="outline">
            <Link to={printHref({ ids, document: 'packing-slip' })}>
              <FormattedMessage id="admin.orders.printPackingSlips" />
            </Link>
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
