import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useIntl } from 'react-intl';
import { useQuery } from '@apollo/client/react';
import { dataTableColumns, type SelectOption } from '@bloom/ui';
import { graphql } from '../__generated__/gql.ts';
import type { AdminCustomersQuery } from '../__generated__/graphql.ts';
import { useFormat } from '../format.ts';
import { ExportCsvLink } from '../list/ExportCsvLink.tsx';
import {
  ListPage,
  useListParams,
  useListSort,
  type ListFilter,
  type ListSorting,
} from '../list/ListPage.tsx';

/** One page of customers, filtered and sorted as the URL says. */
export const AdminCustomersQueryDocument = graphql(`
  query AdminCustomers(
    $filter: CustomerFilter
    $sort: CustomerSortField
    $direction: SortDirection
    $page: Int
  ) {
    customers(filter: $filter, sort: $sort, direction: $direction, page: $page) {
      total
      page
      pageSize
      items {
        id
        name
        email
        phone
        createdAt
        orderCount
        verifiedBuyer
      }
    }
  }
`);

type CustomerRow = AdminCustomersQuery['customers']['items'][number];

/** A yes/no filter's choices: `yes`, `no` or either. */
const yesNo = (either: string, yes: string, no: string): SelectOption[] => [
  { value: '', label: either },
  { value: 'yes', label: yes },
  { value: 'no', label: no },
];

/** The list's filters in the screen's language. */
function useFilters(): ListFilter[] {
  const intl = useIntl();
  return useMemo(() => {
    const say = (id: string) => intl.formatMessage({ id });
    return [
      {
        kind: 'search',
        name: 'search',
        label: say('admin.customers.search'),
        hint: say('admin.customers.searchHint'),
      },
      {
        kind: 'select',
        name: 'orders',
        label: say('admin.customers.orders'),
        options: yesNo(
          say('admin.customers.orderedOrNot'),
          say('admin.customers.hasOrdered'),
          say('admin.customers.neverOrdered'),
        ),
      },
      {
        kind: 'select',
        name: 'verified',
        label: say('admin.customers.verifiedBuyer'),
        options: yesNo(
          say('admin.customers.verifiedOrNot'),
          say('admin.customers.verifiedBuyers'),
          say('admin.customers.notVerified'),
        ),
      },
      { kind: 'dateRange', name: 'from', label: say('admin.customers.signedUp') },
    ];
  }, [intl]);
}

/** The columns that sort (`?sort=orders&direction=desc`), newest first by default. */
const sorting: ListSorting<'joined' | 'name' | 'orders'> = {
  columns: { name: 'name', orderCount: 'orders', createdAt: 'joined' },
  default: { sort: 'joined', direction: 'desc' },
};

const column = dataTableColumns<CustomerRow>();

/** The table's columns, headed in the screen's language, dates and counts written in it. */
function useColumns() {
  const intl = useIntl();
  const format = useFormat();
  return useMemo(() => {
    const say = (id: string) => intl.formatMessage({ id });
    return [
      column.accessor('name', {
        header: say('admin.customers.name'),
        meta: { rowHeader: true },
        cell: (info) => <Link to={`/customers/${info.row.original.id}`}>{info.getValue()}</Link>,
      }),
      column.accessor('email', { header: say('admin.customers.email') }),
      column.accessor('phone', {
        header: say('admin.customers.phone'),
        cell: (info) => info.getValue() ?? '—',
      }),
      column.accessor('orderCount', {
        header: say('admin.customers.orders'),
        meta: { align: 'end' },
        cell: (info) => format.number(info.getValue()),
      }),
      column.accessor('verifiedBuyer', {
        header: say('admin.customers.verifiedBuyer'),
        cell: (info) => say(info.getValue() ? 'admin.customers.yes' : 'admin.customers.no'),
      }),
      column.accessor('createdAt', {
        header: say('admin.customers.joined'),
        cell: (info) => format.dateTime(info.getValue()),
      }),
    ];
  }, [intl, format]);
}

/** `yes` → true, `no` → false, anything else → either. */
const answer = (value: string | undefined) =>
  value === 'yes' ? true : value === 'no' ? false : undefined;

/**
 * /admin/customers: the shoppers' accounts, newest first unless a heading sorts them, searched by
 * name, email or phone and filtered by whether they ordered, verified buyers and when they signed
 * up; the same filter as CSV for a role that may export.
 */
export function CustomersPage() {
  const intl = useIntl();
  const filters = useFilters();
  const columns = useColumns();
  const params = useListParams();
  const order = useListSort(sorting);
  const filter = {
    search: params.get('search'),
    hasOrders: answer(params.get('orders')),
    verifiedBuyer: answer(params.get('verified')),
    from: params.get('from'),
    to: params.get('to'),
  };
  const { data, loading, error } = useQuery(AdminCustomersQueryDocument, {
    variables: {
      filter,
      ...order.variables,
      page: params.page,
    },
  });
  return (
    <ListPage<CustomerRow>
      title={intl.formatMessage({ id: 'admin.customers.title' })}
      description={intl.formatMessage({ id: 'admin.customers.description' })}
      actions={<ExportCsvLink path="/admin/customers.csv" filter={filter} />}
      filters={filters}
      columns={columns}
      sorting={sorting}
      data={data?.customers}
      loading={loading}
      error={error}
      getRowId={(row) => row.id}
      empty={intl.formatMessage({ id: 'admin.customers.empty' })}
    />
  );
}
