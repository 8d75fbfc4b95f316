import { Link, useParams } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import {
  Columns,
  EmptyState,
  FormMessage,
  Page,
  PageLoader,
  Panel,
  SummaryList,
  SummaryRow,
  formatPrice,
} from '@bloom/ui';
import { formatDateTime } from '../format.ts';
import { errorMessage } from '../graphql/errors.ts';
import { EventTimeline } from '../layout/EventTimeline.tsx';
import { PermissionGuard } from '../layout/permissions.tsx';
import { useScreenTitle } from '../layout/useScreenTitle.ts';
import { OrderNoteForm } from './OrderNoteForm.tsx';
import { OrderStatusControl } from './OrderStatusControl.tsx';
import { AdminOrderPageQuery } from './orderDocuments.ts';
import { PaymentPanel } from './PaymentPanel.tsx';
import { OrderPrintLinks } from './print/OrderPrintLinks.tsx';

/**
 * /admin/orders/:id: what was ordered at the prices charged (and what of it came back, and
 * why), the coupon and totals, the money collected and given back, the customer and where it
 * goes, the status with the moves allowed from it, internal notes, and a timeline of every
 * change, note, payment and mail with who and when.
 */
export function OrderPage() {
  const { id = '' } = useParams();
  useScreenTitle(`Order ${id}`);
  const { data, loading, error, refetch } = useQuery(AdminOrderPageQuery, { variables: { id } });
  const order = data?.order;

  if (!data && loading) return <PageLoader label="Loading the order" />;
  if (error && !order) {
    return (
      <Page title={`Order ${id}`}>
        <FormMessage variant="error">{errorMessage(error)}</FormMessage>
      </Page>
    );
  }
  if (!order) {
    return (
      <EmptyState
        headingLevel={1}
        title="Order not found"
        description={`There is no order ${id}.`}
        actions={<Link to="/orders">Back to orders</Link>}
      />
    );
  }
  // The next steps at the top, the cancellation at the foot: the same order, two parts.
  const statusControl = {
    orderId: order.id,
    status: order.status,
    version: order.version,
    allowed: order.allowedStatuses,
    lines: order.lines,
    onStale: () => refetch(),
  };
  return (
    <Page
      title={`Order ${order.id}`}
      description={`Placed ${formatDateTime(order.createdAt)}`}
      actions={
        <>
          <OrderPrintLinks orderId={order.id} />
          <Link to="/orders">All orders</Link>
        </>
      }
    >
      <OrderStatusControl {...statusControl} />
      <Panel title="Items">
        <SummaryList aria-label="Items ordered">
          {order.lines.map((line, index) => (
            <SummaryRow
              key={`${line.productId ?? 'gone'}-${index}`}
              label={
                <>
                  {/* A product since removed from the catalogue keeps its name, unlinked. */}
                  {line.productId ? (
                    <Link to={`/products/${line.productId}`}>{line.name}</Link>
                  ) : (
                    line.name
                  )}
                  {` × ${line.quantity} at ${formatPrice(line.unitPrice)}${
                    line.returnedQuantity > 0 ? ` (${line.returnedQuantity} came back)` : ''
                  }`}
                </>
              }
            >
              {formatPrice(line.lineTotal)}
            </SummaryRow>
          ))}
        </SummaryList>
        {order.returnReason ? <p>Why it came back: {order.returnReason}</p> : null}
        <SummaryList aria-label="Totals">
          <SummaryRow label="Subtotal">{formatPrice(order.subtotal)}</SummaryRow>
          {order.coupon ? (
            <SummaryRow label={`Coupon (${order.coupon.code})`} variant="discount">
              −{formatPrice(order.discount)}
            </SummaryRow>
          ) : null}
          <SummaryRow label="Total" variant="total">
            {formatPrice(order.totalAmount)}
          </SummaryRow>
        </SummaryList>
      </Panel>
      <PaymentPanel
        orderId={order.id}
        status={order.status}
        total={order.totalAmount}
        version={order.version}
        payment={order.payment}
        onStale={() => refetch()}
      />
      <Columns>
        <Panel title="Customer">
          <dl>
            <dt>Name</dt>
            <dd>{order.name}</dd>
            <dt>Email</dt>
            <dd>
              <PermissionGuard permission="CUSTOMERS_READ" fallback={order.email}>
                <Link to={`/customers/${order.customer.id}`}>{order.email}</Link>
              </PermissionGuard>
            </dd>
            <dt>Phone</dt>
            <dd>{order.phone}</dd>
            <dt>Address</dt>
            <dd>{order.address}</dd>
          </dl>
        </Panel>
        {order.carrier || order.trackingNumber ? (
          <Panel title="Dispatch">
            <dl>
              <dt>Carrier</dt>
              <dd>{order.carrier ?? 'Not recorded'}</dd>
              <dt>Tracking number</dt>
              <dd>
                {order.trackingUrl ? (
                  <a href={order.trackingUrl} target="_blank" rel="noreferrer">
                    {order.trackingNumber}
                  </a>
                ) : (
                  (order.trackingNumber ?? 'Not recorded')
                )}
              </dd>
            </dl>
          </Panel>
        ) : null}
      </Columns>
      <Panel title="Internal notes">
        {order.notes.length > 0 ? (
          <ul aria-label="Notes">
            {order.notes.map((note) => (
              <li key={note.id}>
                <p>{note.text}</p>
                <p>
                  {note.author?.name ?? 'Staff'},{' '}
                  <time dateTime={note.createdAt}>{formatDateTime(note.createdAt)}</time>
                </p>
              </li>
            ))}
          </ul>
        ) : (
          <p>No notes yet.</p>
        )}
        <PermissionGuard permission="ORDERS_WRITE">
          <OrderNoteForm orderId={order.id} />
        </PermissionGuard>
      </Panel>
      <Panel title="Timeline">
        <EventTimeline label="Order timeline" events={order.timeline} />
      </Panel>
      {/* Destructive, so at the foot of the page, away from the next step's button. */}
      {order.allowedStatuses.includes('CANCELLED') ? (
        <PermissionGuard permission="ORDERS_WRITE">
          <Panel title="Cancel the order">
            <OrderStatusControl {...statusControl} part="cancel" />
          </Panel>
        </PermissionGuard>
      ) : null}
    </Page>
  );
}
