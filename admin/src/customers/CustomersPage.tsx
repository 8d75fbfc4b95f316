import { Link } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { dataTableColumns, type SelectOption } from '@bloom/ui';
import { graphql } from '../__generated__/gql.ts';
import type { AdminCustomersQuery } from '../__generated__/graphql.ts';
import { formatDateTime } from '../format.ts';
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

const filters: ListFilter[] = [
  { kind: 'search', name: 'search', label: 'Search', hint: 'Name, email or phone' },
  {
    kind: 'select',
    name: 'orders',
    label: 'Orders',
    options: yesNo('Ordered or not', 'Has ordered', 'Never ordered'),
  },
  {
    kind: 'select',
    name: 'verified',
    label: 'Verified buyer',
    options: yesNo('Verified or not', 'Verified buyers', 'Not verified'),
  },
  { kind: 'dateRange', name: 'from', label: 'Signed up' },
];

/** The columns that sort (`?sort=orders&direction=desc`), newest first by default. */
const sorting: ListSorting<'joined' | 'name' | 'orders'> = {
  columns: { name: 'name', orderCount: 'orders', createdAt: 'joined' },
  default: { sort: 'joined', direction: 'desc' },
};

const column = dataTableColumns<CustomerRow>();
const columns = [
  column.accessor('name', {
    header: 'Name',
    meta: { rowHeader: true },
    cell: (info) => <Link to={`/customers/${info.row.original.id}`}>{info.getValue()}</Link>,
  }),
  column.accessor('email', { header: 'Email' }),
  column.accessor('phone', { header: 'Phone', cell: (info) => info.getValue() ?? '—' }),
  column.accessor('orderCount', { header: 'Orders', meta: { align: 'end' } }),
  column.accessor('verifiedBuyer', {
    header: 'Verified buyer',
    cell: (info) => (info.getValue() ? 'Yes' : 'No'),
  }),
  column.accessor('createdAt', {
    header: 'Joined',
    cell: (info) => formatDateTime(info.getValue()),
  }),
];

/** `yes` → true, `no` → false, anything else → either. */
const answer = (value: string | undefined) =>
  value === 'yes' ? true : value === 'no' ? false : undefined;

/**
 * /admin/customers: the shoppers' accounts, newest first unless a heading sorts them, searched by
 * name, email or phone and filtered by whether they ordered, verified buyers and when they signed
 * up; the same filter as CSV for a role that may export.
 */
export function CustomersPage() {
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
      title="Customers"
      description="Shoppers' accounts, newest first: a column's heading sorts by it. A verified buyer had an order delivered."
      actions={<ExportCsvLink path="/admin/customers.csv" filter={filter} />}
      filters={filters}
      columns={columns}
      sorting={sorting}
      data={data?.customers}
      loading={loading}
      error={error}
      getRowId={(row) => row.id}
      empty="No customers match these filters."
    />
  );
}
