import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogClose,
  DialogContent,
  EmptyState,
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
import type { OrderStatus as OrderStatusEnum } from '../__generated__/graphql';
import { errorMessage, reportError } from '../graphql/errors.ts';
import { PageTitle } from '../layout/PageTitle.tsx';

/** The shopper's orders, newest first, with what each line cost. */
export const MyOrdersQuery = graphql(`
  query MyOrders {
    myOrders {
      id
      status
      createdAt
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

const statusLabel: Record<OrderStatusEnum, 'Pending' | 'Dispatched' | 'Delivered' | 'Cancelled'> = {
  PENDING: 'Pending',
  DISPATCHED: 'Dispatched',
  DELIVERED: 'Delivered',
  CANCELLED: 'Cancelled',
};

/** /orders (SPEC.md §2): each order with its date, total, status and lines; Pending ones can be cancelled. */
export function OrdersPage() {
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
      toast.success('Order Status Updated');
    } catch (failure) {
      reportError(failure);
      // The order may have moved on (e.g. dispatched meanwhile): show it as it is now.
      void refetch().catch(() => undefined);
    } finally {
      setConfirming(null);
    }
  }

  const orders = data?.myOrders ?? [];
  return (
    <Page title="My Orders" titleId="orders-title">
      <PageTitle page={'My Orders'} noindex />
      {loading && !data ? <PageLoader label="Loading your orders" /> : null}
      {error && !data ? <FormMessage variant="error">{errorMessage(error)}</FormMessage> : null}
      {data && orders.length === 0 ? (
        <EmptyState
          title="No orders yet"
          description="Your orders will show here once you have placed one."
          actions={
            <Button asChild>
              <Link to="/products">Shop Now</Link>
            </Button>
          }
        />
      ) : null}
      <Stack asChild gap="spacious">
        <ol aria-label="Your orders">
          {orders.map((order) => (
            <li key={order.id}>
              <OrderCard
                orderId={order.id}
                status={statusLabel[order.status]}
                placedAt={order.createdAt}
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
                        Cancel Order
                      </Button>
                      <DialogContent
                        title={`Cancel order ${order.id}?`}
                        description="The order will not be delivered. This cannot be undone."
                      >
                        <DialogActions>
                          <DialogClose asChild>
                            <Button variant="ghost">Keep order</Button>
                          </DialogClose>
                          <Button
                            variant="danger"
                            loading={cancelling}
                            onClick={() => void onCancel(order.id)}
                          >
                            Yes, cancel it
                          </Button>
                        </DialogActions>
                      </DialogContent>
                    </Dialog>
                  ) : null
                }
              >
                <LineItemList aria-label={`Items in order ${order.id}`}>
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
