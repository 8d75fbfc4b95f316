import { useState } from 'react';
import { Link } from 'react-router-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogClose,
  DialogContent,
  FormMessage,
  LineItem,
  LineItemList,
  OrderCard,
  Page,
  PageLoader,
  Stack,
  toast,
} from '@bloom/ui';
import { graphql } from '../__generated__/gql';
import { errorMessage, reportError } from '../graphql/errors.ts';
import { PageTitle } from '../layout/PageTitle.tsx';
import { ShopNowEmptyState } from '../layout/ShopNowEmptyState.tsx';
import { useLocale } from '../i18n/useLocale.ts';

/** The shopper's orders, newest first, with what each line cost. */
export const MyOrdersQuery = graphql(`
  query MyOrders {
    myOrders {
      id
      status
      createdAt
      carrier
      trackingNumber
      trackingUrl
      subtotal
      discount
      totalAmount
      coupon {
        code
        discountAmount
      }
      items {
        productId
        name
        unitPrice
        quantity
        lineTotal
        imageUrl
      }
    }
  }
`);

/** Cancels one of the shopper's own Pending orders; answers with the order as it is now. */
export const CancelOrderMutation = graphql(`
  mutation CancelOrder($input: CancelOrderInput!) {
    cancelOrder(input: $input) {
      id
      status
    }
  }
`);

/** /orders (SPEC.md §2): each order with its date, total, status and lines; Pending ones can be cancelled. */
export function OrdersPage() {
  const intl = useIntl();
  const locale = useLocale();
  const { data, loading, error, refetch } = useQuery(MyOrdersQuery, {
    fetchPolicy: 'cache-and-network',
  });
  const [cancelOrder, { loading: cancelling }] = useMutation(CancelOrderMutation);
  const [confirming, setConfirming] = useState<string | null>(null);

  async function onCancel(orderId: string) {
    try {
      // Apollo rejects on any GraphQL error; the answer (the order, now Cancelled) updates the
      // cached order, so the card shows its new status.
      await cancelOrder({ variables: { input: { orderId } } });
      toast.success(intl.formatMessage({ id: 'shop.orders.cancelled' }));
    } catch (failure) {
      reportError(failure, intl);
      // The order may have moved on (e.g. dispatched meanwhile): show it as it is now.
      void refetch().catch(() => undefined);
    } finally {
      setConfirming(null);
    }
  }

  // English keeps OrderCard's own date and time; Urdu writes both in Urdu, with Latin digits, in
  // the shop's time zone (the intl's).
  const orderDate =
    locale === 'en'
      ? undefined
      : (date: Date) =>
          intl.formatDate(date, {
            dateStyle: 'medium',
            timeStyle: 'short',
            numberingSystem: 'latn',
          });
  const orders = data?.myOrders ?? [];
  const title = intl.formatMessage({ id: 'shop.menu.orders' });
  return (
    <Page title={title} titleId="orders-title">
      <PageTitle page={title} noindex />
      {loading && !data ? (
        <PageLoader label={intl.formatMessage({ id: 'shop.orders.loading' })} />
      ) : null}
      {error && !data ? (
        <FormMessage variant="error">{errorMessage(error, intl)}</FormMessage>
      ) : null}
      {data && orders.length === 0 ? (
        <ShopNowEmptyState
          title={intl.formatMessage({ id: 'shop.orders.empty.title' })}
          description={intl.formatMessage({ id: 'shop.orders.empty.text' })}
        />
      ) : null}
      <Stack asChild gap="spacious">
        <ol aria-label={intl.formatMessage({ id: 'shop.orders.list' })}>
          {orders.map((order) => (
            <li key={order.id}>
              <OrderCard
                orderId={order.id}
                // The value, not a word: OrderCard picks the colour from it and writes the
                // word in the page's language ("Pending", "زیرِ التوا").
                status={order.status}
                placedAt={order.createdAt}
                formatDate={orderDate}
                total={order.totalAmount}
                coupon={
                  order.coupon
                    ? { code: order.coupon.code, discount: order.coupon.discountAmount }
                    : null
                }
                actions={
                  order.status === 'PENDING' ? (
                    <Dialog
                      open={confirming === order.id}
                      onOpenChange={(open) => setConfirming(open ? order.id : null)}
                    >
                      <Button variant="outline" size="sm" onClick={() => setConfirming(order.id)}>
                        <FormattedMessage id="shop.orders.cancel" />
                      </Button>
                      <DialogContent
                        title={intl.formatMessage(
                          { id: 'shop.orders.cancel.title' },
                          { orderId: order.id },
                        )}
                        description={intl.formatMessage({ id: 'shop.orders.cancel.text' })}
                      >
                        <DialogActions>
                          <DialogClose asChild>
                            <Button variant="ghost">
                              <FormattedMessage id="shop.orders.cancel.keep" />
                            </Button>
                          </DialogClose>
                          <Button
                            variant="danger"
                            loading={cancelling}
                            onClick={() => void onCancel(order.id)}
                          >
                            <FormattedMessage id="shop.orders.cancel.confirm" />
                          </Button>
                        </DialogActions>
                      </DialogContent>
                    </Dialog>
                  ) : null
                }
              >
                {order.carrier || order.trackingNumber ? (
                  <p>
                    {order.carrier ? (
                      <FormattedMessage
                        id="shop.orders.tracking"
                        values={{ carrier: <bdi>{order.carrier}</bdi> }}
                      />
                    ) : null}
                    {order.carrier && order.trackingNumber ? ' · ' : null}
                    {order.trackingNumber ? (
                      <FormattedMessage
                        id="shop.orders.trackingNumber"
                        values={{
                          // The carrier's own page for the parcel, when it has one.
                          trackingNumber: order.trackingUrl ? (
                            <a href={order.trackingUrl} target="_blank" rel="noreferrer" dir="ltr">
                              {order.trackingNumber}
                            </a>
                          ) : (
                            <bdi dir="ltr">{order.trackingNumber}</bdi>
                          ),
                        }}
                      />
                    ) : null}
                  </p>
                ) : null}
                <LineItemList
                  aria-label={intl.formatMessage(
                    { id: 'shop.orders.items' },
                    { orderId: order.id },
                  )}
                >
                  {order.items.map((item, index) => (
                    <LineItem
                      key={`${item.productId ?? item.name}-${index}`}
                      variant="compact"
                      name={item.name}
                      imageUrl={item.imageUrl}
                      link={
                        item.productId ? <Link to={`/selectedItem/${item.productId}`} /> : undefined
                      }
                      quantity={item.quantity}
                      total={item.lineTotal}
                    />
                  ))}
                </LineItemList>
              </OrderCard>
            </li>
          ))}
        </ol>
      </Stack>
    </Page>
  );
}
