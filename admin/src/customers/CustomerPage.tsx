import { Link, useParams } from 'react-router-dom';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Button,
  Columns,
  DataTable,
  EmptyState,
  FormMessage,
  Page,
  PageLoader,
  Panel,
  toast,
} from '@bloom/ui';
import { graphql } from '../__generated__/gql.ts';
import type { AdminCustomerQuery } from '../__generated__/graphql.ts';
import { useFormat } from '../format.ts';
import { errorMessage } from '../graphql/errors.ts';
import { useScreenTitle } from '../layout/useScreenTitle.ts';
import { useOrderColumns } from '../orders/orderColumns.tsx';

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
      __typename
    }
  }
`);

type Customer = NonNullable<AdminCustomerQuery['customer']>;
type OrderRow = Customer['orders'][number];

/** /admin/customers/:id: contact details, orders, wishlist size, reviews, a password reset. */
export function CustomerPage() {
  const { id = '' } = useParams();
  const intl = useIntl();
  const format = useFormat();
  const say = (messageId: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: messageId }, values);
  const order = useOrderColumns<OrderRow>();
  const orderColumns = useMemo(
    () => [order.number, order.placed, order.status, order.total],
    [order],
  );
  const { data, loading, error } = useQuery(AdminCustomerQueryDocument, { variables: { id } });
  const [sendReset, { loading: sending }] = useMutation(SendCustomerPasswordResetMutation);
  const customer = data?.customer;
  useScreenTitle(customer ? customer.name : say('admin.customer.title'));

  if (!data && loading) return <PageLoader label={say('admin.customer.loading')} />;
  if (error && !customer) {
    return (
      <Page title={say('admin.customer.title')}>
        <FormMessage variant="error">{errorMessage(error, intl)}</FormMessage>
      </Page>
    );
  }
  if (!customer) {
    return (
      <EmptyState
        headingLevel={1}
        title={say('admin.customer.notFound')}
        description={say('admin.customer.noSuchCustomer')}
        actions={
          <Link to="/customers">
            <FormattedMessage id="admin.customer.backToCustomers" />
          </Link>
        }
      />
    );
  }
  const reset = async () => {
    try {
      const { data: answer } = await sendReset({ variables: { id: customer.id } });
      if (answer) toast.success(say('admin.customer.resetSent', { email: customer.email }));
    } catch (failure) {
      toast.error(errorMessage(failure, intl));
    }
  };
  return (
    <Page
      title={customer.name}
      description={say('admin.customer.since', { when: format.dateTime(customer.createdAt) })}
      actions={
        <Button variant="outline" loading={sending} onClick={() => void reset()}>
          <FormattedMessage id="admin.customer.sendReset" />
        </Button>
      }
    >
      <Columns>
        <Panel title={say('admin.customer.contact')}>
          <dl>
            <dt>{say('admin.customers.email')}</dt>
            <dd>{customer.email}</dd>
            <dt>{say('admin.customers.phone')}</dt>
            <dd>{customer.phone ?? '—'}</dd>
            <dt>{say('admin.order.address')}</dt>
            <dd>{customer.address ?? '—'}</dd>
            <dt>{say('admin.customer.wishlist')}</dt>
            <dd>
              {say('admin.customer.wishlistProducts', {
                count: customer.wishlistSize,
                total: format.number(customer.wishlistSize),
              })}
            </dd>
          </dl>
        </Panel>
        <Panel title={say('admin.customer.reviews')}>
          {customer.reviews.length > 0 ? (
            <ul aria-label={say('admin.customer.reviews')}>
              {customer.reviews.map((review) => (
                <li key={review.id}>
                  <p>
                    {say('admin.customer.rating', {
                      product: review.productName,
                      rating: review.rating,
                    })}
                  </p>
                  <p>{review.comment}</p>
                </li>
              ))}
            </ul>
          ) : (
            <p>{say('admin.customer.noReviews')}</p>
          )}
        </Panel>
      </Columns>
      <Panel title={say('admin.customers.orders')}>
        <DataTable<OrderRow>
          caption={say('admin.customers.orders')}
          hideCaption
          columns={orderColumns}
          rows={customer.orders}
          getRowId={(row) => row.id}
          empty={say('admin.customer.noOrders')}
        />
      </Panel>
    </Page>
  );
}
