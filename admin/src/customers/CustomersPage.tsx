import { Link } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { dataTableColumns } from '@bloom/ui';
import { graphql } from '../__generated__/gql.ts';
import type { AdminCustomersQuery } from '../__generated__/graphql.ts';
import { formatDateTime } from '../format.ts';
import { ListPage, useListParams, type ListFilter } from '../list/ListPage.tsx';

/** One page of customers, searched as the URL says. */
export const AdminCustomersQueryDocument = graphql(`
  query AdminCustomers($search: String, $page: Int) {
    customers(search: $search, page: $page) {
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
      }
    }
  }
`);

type CustomerRow = AdminCustomersQuery['customers']['items'][number];

const filters: ListFilter[] = [
  { kind: 'search', name: 'search', label: 'Search', hint: 'Name, email or phone' },
];

const column = dataTableColumns<CustomerRow>();
const columns = [
  column.accessor('name', {
    header: 'Name',
    cell: (info) => <Link to={`/customers/${info.row.original.id}`}>{info.getValue()}</Link>,
  }),
  column.accessor('email', { header: 'Email' }),
  column.accessor('phone', { header: 'Phone', cell: (info) => info.getValue() ?? '—' }),
  column.accessor('orderCount', { header: 'Orders', meta: { align: 'end' } }),
  column.accessor('createdAt', {
    header: 'Joined',
    cell: (info) => formatDateTime(info.getValue()),
  }),
];

/** /admin/customers: the shoppers' accounts, newest first, searched by name, email or phone. */
export function CustomersPage() {
  const params = useListParams();
  const { data, loading, error } = useQuery(AdminCustomersQueryDocument, {
    variables: { search: params.get('search'), page: params.page },
  });
  return (
    <ListPage<CustomerRow>
      title="Customers"
      description="Shoppers' accounts, newest first."
      filters={filters}
      columns={columns}
      data={data?.customers}
      loading={loading}
      error={error}
      getRowId={(row) => row.id}
      empty="No customers match."
    />
  );
}
