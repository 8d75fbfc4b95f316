import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Button, Cluster, ConfirmDialog, FormMessage, StatusBadge, toast } from '@bloom/ui';
import type { OrderStatus as Status } from '../__generated__/graphql.ts';
import { statusLabels } from '../format.ts';
import { errorCode, errorMessage } from '../graphql/errors.ts';
import { useCan } from '../layout/permissions.tsx';
import { DispatchDialog } from './DispatchDialog.tsx';
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

/** What each move is called on its button and in its dialog. */
const moves: Record<Status, { action: string; consequence: string }> = {
  PENDING: { action: 'Mark as Pending', consequence: '' },
  DISPATCHED: {
    action: 'Mark as Dispatched',
    consequence: 'The shopper is mailed that their order is on its way.',
  },
  DELIVERED: {
    action: 'Mark as Delivered',
    consequence: 'The shopper is mailed that their order was delivered.',
  },
  CANCELLED: {
    action: 'Cancel order',
    consequence:
      'The stock goes back on sale, the coupon can be used again, and the shopper is mailed. This cannot be undone.',
  },
  RETURNED: { action: 'Mark as Returned', consequence: '' },
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
      toast.success(`Order ${orderId} is now ${statusLabels[target]}.`);
      setRefusal(null);
    } catch (error) {
      // Said on the page, under the status; a change made meanwhile shows the order as it is now.
      setRefusal(errorMessage(error));
      if (errorCode(error) === 'CONFLICT') await onStale();
    }
  };

  return (
    <div>
      <Cluster>
        {part === 'forward' ? (
          <p>
            Status: <StatusBadge status={statusLabels[status]} />
          </p>
        ) : null}
        {next.map((target) =>
          target === 'DISPATCHED' ? (
            // A dispatch asks for the carrier and tracking number too.
            <DispatchDialog
              key={target}
              orderId={orderId}
              version={version}
              trigger={<Button variant="primary">{moves[target].action}</Button>}
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
                  {moves[target].action}
                </Button>
              }
              onStale={onStale}
            />
          ) : (
            <ConfirmDialog
              key={target}
              trigger={
                <Button variant={target === 'CANCELLED' ? 'danger' : 'primary'}>
                  {moves[target].action}
                </Button>
              }
              title={`${moves[target].action}?`}
              description={`Order ${orderId} goes from ${statusLabels[status]} to ${statusLabels[target]}. ${moves[target].consequence}`}
              confirmLabel={moves[target].action}
              cancelLabel={`Keep it ${statusLabels[status]}`}
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
