import { Link, useParams } from 'react-router-dom';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Button,
  Columns,
  DataTable,
  EmptyState,
  FormMessage,
  StatusBadge,
  Page,
  PageLoader,
  Panel,
  dataTableColumns,
  formatPrice,
  toast,
} from '@bloom/ui';
import { graphql } from '../__generated__/gql.ts';
import type { AdminCustomerQuery } from '../__generated__/graphql.ts';
import { formatDateTime, statusLabels } from '../format.ts';
import { errorMessage } from '../graphql/errors.ts';
import { useScreenTitle } from '../layout/useScreenTitle.ts';

/** One customer with their orders, wishlist size and reviews (never a password or its hash). */
export const AdminCustomerQueryDocument = graphql(`
  query AdminCustomer($id: ID!) {
    customer(id: $id) {
      id
      name
      email
      phone
      address
      createdAt
      wishlistSize
      orders {
        id
        status
        createdAt
        itemCount
        totalAmount
      }
      reviews {
        id
        productName
        rating
        comment
        createdAt
      }
    }
  }
`);

/** Mails the customer the shop's own password-reset code. */
export const SendCustomerPasswordResetMutation = graphql(`
  mutation SendCustomerPasswordReset($id: ID!) {
    sendCustomerPasswordReset(id: $id) {
      message
    }
  }
`);

type Customer = NonNullable<AdminCustomerQuery['customer']>;
type OrderRow = Customer['orders'][number];

const column = dataTableColumns<OrderRow>();
const orderColumns = [
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
  column.accessor('status', {
    header: 'Status',
    cell: (info) => <StatusBadge status={statusLabels[info.getValue()]} />,
  }),
  column.accessor('totalAmount', {
    header: 'Total',
    meta: { align: 'end' },
    cell: (info) => formatPrice(info.getValue()),
  }),
];

/** /admin/customers/:id: contact details, orders, wishlist size, reviews, a password reset. */
export function CustomerPage() {
  const { id = '' } = useParams();
  const { data, loading, error } = useQuery(AdminCustomerQueryDocument, { variables: { id } });
  const [sendReset, { loading: sending }] = useMutation(SendCustomerPasswordResetMutation);
  const customer = data?.customer;
  useScreenTitle(customer ? customer.name : 'Customer');

  if (!data && loading) return <PageLoader label="Loading the customer" />;
  if (error && !customer) {
    return (
      <Page title="Customer">
        <FormMessage variant="error">{errorMessage(error)}</FormMessage>
      </Page>
    );
  }
  if (!customer) {
    return (
      <EmptyState
        headingLevel={1}
        title="Customer not found"
        description="There is no such customer."
        actions={<Link to="/customers">Back to customers</Link>}
      />
    );
  }
  const reset = async () => {
    try {
      const { data: answer } = await sendReset({ variables: { id: customer.id } });
      if (answer) toast.success(answer.sendCustomerPasswordReset.message);
    } catch (failure) {
      toast.error(errorMessage(failure));
    }
  };
  return (
    <Page
      title={customer.name}
      description={`Customer since ${formatDateTime(customer.createdAt)}`}
      actions={
        <Button variant="outline" loading={sending} onClick={() => void reset()}>
          Send a password reset
        </Button>
      }
    >
      <Columns>
        <Panel title="Contact">
          <dl>
            <dt>Email</dt>
            <dd>{customer.email}</dd>
            <dt>Phone</dt>
            <dd>{customer.phone ?? '—'}</dd>
            <dt>Address</dt>
            <dd>{customer.address ?? '—'}</dd>
            <dt>Wishlist</dt>
            <dd>
              {customer.wishlistSize === 1 ? '1 product' : `${customer.wishlistSize} products`}
            </dd>
          </dl>
        </Panel>
        <Panel title="Reviews">
          {customer.reviews.length > 0 ? (
            <ul aria-label="Reviews">
              {customer.reviews.map((review) => (
                <li key={review.id}>
                  <p>
                    {review.productName}: {review.rating} of 5 stars
                  </p>
                  <p>{review.comment}</p>
                </li>
              ))}
            </ul>
          ) : (
            <p>No reviews.</p>
          )}
        </Panel>
      </Columns>
      <Panel title="Orders">
        <DataTable<OrderRow>
          caption="Orders"
          hideCaption
          columns={orderColumns}
          rows={customer.orders}
          getRowId={(row) => row.id}
          empty="No orders yet."
        />
      </Panel>
    </Page>
  );
}
