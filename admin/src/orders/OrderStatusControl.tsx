import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useMutation } from '@apollo/client/react';
import { Button, Cluster, ConfirmDialog, FormMessage, toast } from '@bloom/ui';
import type { OrderStatus as Status } from '../__generated__/graphql.ts';
import { statusMessageIds } from '../format.ts';
import { errorCode, errorMessage } from '../graphql/errors.ts';
import { useCan } from '../layout/permissions.tsx';
import { DispatchDialog } from './DispatchDialog.tsx';
import { OrderStatusBadge } from './OrderStatusBadge.tsx';
import { ReturnDialog, type ReturnLine } from './ReturnDialog.tsx';
import { SetOrderStatusMutation } from './orderDocuments.ts';

/** Props of {@link OrderStatusControl}. */
export interface OrderStatusControlProps {
  /** The order's id. */
  orderId: string;
  /** Its status now. */
  status: Status;
  /** The version the page shows; the change is based on it. */
  version: number;
  /** Where the workflow allows it to go from here (the api's answer). */
  allowed: readonly Status[];
  /** The order's lines: a cancellation after dispatch, or a return, asks which came back. */
  lines: readonly ReturnLine[];
  /** Reads the order again (after someone else changed it). */
  onStale: () => unknown;
  /**
   * Which moves to offer: `forward` (the status and the next steps, at the top of the order
   * page) or `cancel` (the cancellation alone, kept at the foot of the page, away from the next
   * step's button). @default 'forward'
   */
  part?: 'forward' | 'cancel';
}

/** What each move is called on its button and in its dialog (catalogue ids). */
const moves: Record<Status, { action: string; consequence?: string }> = {
  PENDING: { action: 'admin.orderStatus.markPending' },
  DISPATCHED: {
    action: 'admin.orderStatus.markDispatched',
    consequence: 'admin.orderStatus.dispatchedConsequence',
  },
  DELIVERED: {
    action: 'admin.orderStatus.markDelivered',
    consequence: 'admin.orderStatus.deliveredConsequence',
  },
  CANCELLED: {
    action: 'admin.orderStatus.cancel',
    consequence: 'admin.orderStatus.cancelledConsequence',
  },
  RETURNED: { action: 'admin.orderStatus.markReturned' },
};

/** Whether the goods may have left, so the move asks what came back (as the api does). */
const asksWhatCameBack = (from: Status, to: Status): boolean =>
  to === 'RETURNED' || (to === 'CANCELLED' && from !== 'PENDING');

/**
 * The order's status and the moves its workflow allows from there (`part`: the next steps, or
 * the cancellation apart), each asked again in a dialog; a role without `orders:write` sees the
 * status only. A change someone else made
 * meanwhile is refused by the api (CONFLICT): said, and the order read again.
 */
export function OrderStatusControl({
  orderId,
  status,
  version,
  allowed,
  lines,
  onStale,
  part = 'forward',
}: OrderStatusControlProps) {
  const intl = useIntl();
  const say = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const statusName = (of: Status) => say(statusMessageIds[of]);
  const actionOf = (target: Status) => say(moves[target].action);
  const canWrite = useCan('ORDERS_WRITE');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [setStatus] = useMutation(SetOrderStatusMutation);
  const next = (canWrite ? allowed : []).filter((target) =>
    part === 'cancel' ? target === 'CANCELLED' : target !== 'CANCELLED',
  );
  if (part === 'cancel' && next.length === 0) return null;

  const move = async (target: Status) => {
    try {
      await setStatus({ variables: { input: { id: orderId, status: target, version } } });
      toast.success(say('admin.orderStatus.isNow', { id: orderId, status: statusName(target) }));
      setRefusal(null);
    } catch (error) {
      // Said on the page, under the status; a change made meanwhile shows the order as it is now.
      setRefusal(errorMessage(error, intl));
      if (errorCode(error) === 'CONFLICT') await onStale();
    }
  };

  return (
    <div>
      <Cluster>
        {part === 'forward' ? (
          <p>
            <FormattedMessage
              id="admin.orderStatus.current"
              values={{ badge: <OrderStatusBadge status={status} /> }}
            />
          </p>
        ) : null}
        {next.map((target) =>
          target === 'DISPATCHED' ? (
            // A dispatch asks for the carrier and tracking number too.
            <DispatchDialog
              key={target}
              orderId={orderId}
              version={version}
              trigger={<Button variant="primary">{actionOf(target)}</Button>}
              onStale={onStale}
            />
          ) : asksWhatCameBack(status, target) ? (
            <ReturnDialog
              key={target}
              orderId={orderId}
              status={status}
              target={target}
              version={version}
              lines={lines}
              trigger={
                <Button variant={target === 'CANCELLED' ? 'danger' : 'secondary'}>
                  {actionOf(target)}
                </Button>
              }
              onStale={onStale}
            />
          ) : (
            <ConfirmDialog
              key={target}
              trigger={
                <Button variant={target === 'CANCELLED' ? 'danger' : 'primary'}>
                  {actionOf(target)}
                </Button>
              }
              title={say('admin.orderStatus.confirmTitle', { action: actionOf(target) })}
              description={say('admin.orderStatus.move', {
                id: orderId,
                from: statusName(status),
                to: statusName(target),
                consequence: moves[target].consequence ? say(moves[target].consequence) : '',
              })}
              confirmLabel={actionOf(target)}
              cancelLabel={say('admin.orderStatus.keep', { status: statusName(status) })}
              tone={target === 'CANCELLED' ? 'destructive' : 'default'}
              onConfirm={() => move(target)}
            />
          ),
        )}
      </Cluster>
      {refusal ? <FormMessage variant="error">{refusal}</FormMessage> : null}
    </div>
  );
}
