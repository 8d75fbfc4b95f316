import { Link, useParams } from 'react-router-dom';
import { FormattedMessage, useIntl } from 'react-intl';
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
} from '@bloom/ui';
import { useFormat } from '../format.ts';
import { errorMessage } from '../graphql/errors.ts';
import { EventTimeline } from '../layout/EventTimeline.tsx';
import { PermissionGuard } from '../layout/permissions.tsx';
import { timelineSentence } from '../layout/timelineSentence.ts';
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
  const intl = useIntl();
  const format = useFormat();
  const say = (messageId: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: messageId }, values);
  const heading = say('admin.order.title', { id });
  useScreenTitle(heading);
  const { data, loading, error, refetch } = useQuery(AdminOrderPageQuery, { variables: { id } });
  const order = data?.order;

  if (!data && loading) return <PageLoader label={say('admin.order.loading')} />;
  if (error && !order) {
    return (
      <Page title={heading}>
        <FormMessage variant="error">{errorMessage(error, intl)}</FormMessage>
      </Page>
    );
  }
  if (!order) {
    return (
      <EmptyState
        headingLevel={1}
        title={say('admin.order.notFound')}
        description={say('admin.order.noSuchOrder', { id })}
        actions={
          <Link to="/orders">
            <FormattedMessage id="admin.order.backToOrders" />
          </Link>
        }
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
      title={say('admin.order.title', { id: order.id })}
      description={say('admin.order.placed', { when: format.dateTime(order.createdAt) })}
      actions={
        <>
          <OrderPrintLinks orderId={order.id} />
          <Link to="/orders">
            <FormattedMessage id="admin.order.allOrders" />
          </Link>
        </>
      }
    >
      <OrderStatusControl {...statusControl} />
      <Panel title={say('admin.order.items')}>
        <SummaryList aria-label={say('admin.order.itemsOrdered')}>
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
                  {say('admin.order.lineQuantity', {
                    quantity: format.number(line.quantity),
                    price: format.money(line.unitPrice),
                  })}
                  {line.returnedQuantity > 0
                    ? say('admin.order.lineReturned', {
                        count: format.number(line.returnedQuantity),
                      })
                    : null}
                </>
              }
            >
              {format.money(line.lineTotal)}
            </SummaryRow>
          ))}
        </SummaryList>
        {order.returnReason ? (
          <p>
            <FormattedMessage
              id="admin.order.returnReason"
              values={{ reason: order.returnReason }}
            />
          </p>
        ) : null}
        <SummaryList aria-label={say('admin.order.totals')}>
          <SummaryRow label={say('admin.order.subtotal')}>
            {format.money(order.subtotal)}
          </SummaryRow>
          {order.coupon ? (
            <SummaryRow
              label={say('admin.order.coupon', { code: order.coupon.code })}
              variant="discount"
            >
              −{format.money(order.discount)}
            </SummaryRow>
          ) : null}
          <SummaryRow label={say('admin.order.total')} variant="total">
            {format.money(order.totalAmount)}
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
        <Panel title={say('admin.order.customer')}>
          <dl>
            <dt>
              <FormattedMessage id="admin.order.name" />
            </dt>
            <dd>{order.name}</dd>
            <dt>
              <FormattedMessage id="admin.order.email" />
            </dt>
            <dd>
              <PermissionGuard permission="CUSTOMERS_READ" fallback={order.email}>
                <Link to={`/customers/${order.customer.id}`}>{order.email}</Link>
              </PermissionGuard>
            </dd>
            <dt>
              <FormattedMessage id="admin.order.phone" />
            </dt>
            <dd>{order.phone}</dd>
            <dt>
              <FormattedMessage id="admin.order.address" />
            </dt>
            <dd>{order.address}</dd>
          </dl>
        </Panel>
        {order.carrier || order.trackingNumber ? (
          <Panel title={say('admin.order.dispatch')}>
            <dl>
              <dt>
                <FormattedMessage id="admin.order.carrier" />
              </dt>
              <dd>{order.carrier ?? say('admin.order.notRecorded')}</dd>
              <dt>
                <FormattedMessage id="admin.order.trackingNumber" />
              </dt>
              <dd>
                {order.trackingUrl ? (
                  <a href={order.trackingUrl} target="_blank" rel="noreferrer">
                    {order.trackingNumber}
                  </a>
                ) : (
                  (order.trackingNumber ?? say('admin.order.notRecorded'))
                )}
              </dd>
            </dl>
          </Panel>
        ) : null}
      </Columns>
      <Panel title={say('admin.order.internalNotes')}>
        {order.notes.length > 0 ? (
          <ul aria-label={say('admin.order.notes')}>
            {order.notes.map((note) => (
              <li key={note.id}>
                <p>{note.text}</p>
                <p>
                  <FormattedMessage
                    id="admin.order.noteBy"
                    values={{
                      author: note.author?.name ?? say('admin.order.staff'),
                      when: (
                        <time dateTime={note.createdAt}>{format.dateTime(note.createdAt)}</time>
                      ),
                    }}
                  />
                </p>
              </li>
            ))}
          </ul>
        ) : (
          <p>
            <FormattedMessage id="admin.order.noNotes" />
          </p>
        )}
        <PermissionGuard permission="ORDERS_WRITE">
          <OrderNoteForm orderId={order.id} />
        </PermissionGuard>
      </Panel>
      <Panel title={say('admin.order.timeline')}>
        <EventTimeline
          label={say('admin.order.timelineLabel')}
          events={order.timeline.map((event) => ({
            what: timelineSentence(event, intl),
            at: event.at,
            by: event.by,
          }))}
        />
      </Panel>
      {/* Destructive, so at the foot of the page, away from the next step's button. */}
      {order.allowedStatuses.includes('CANCELLED') ? (
        <PermissionGuard permission="ORDERS_WRITE">
          <Panel title={say('admin.order.cancelTheOrder')}>
            <OrderStatusControl {...statusControl} part="cancel" />
          </Panel>
        </PermissionGuard>
      ) : null}
    </Page>
  );
}
