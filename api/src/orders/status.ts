/**
 * How an order's status may move (DESIGN.md "Back office"), and what a move does besides: a
 * cancellation returns the stock and the coupon use, every move is kept on the order's timeline
 * and raises its version, and the shopper hears of it by mail.
 */
import { asBookkeeping } from '../activity/guard.ts';
import type { Queryable } from '../db/index.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { orderStatusMail } from '../mail/templates.ts';
import type { Language } from '../products/locale.ts';
import type { DispatchDetails, OrderStatus } from './order.ts';

/** Where each status may go next in the back office. */
export const nextStatuses: Record<OrderStatus, readonly OrderStatus[]> = {
  Pending: ['Dispatched', 'Cancelled'],
  Dispatched: ['Delivered', 'Cancelled'],
  Delivered: [],
  Cancelled: [],
};

/** Why the back office may not move an order from `from` to `to`, or undefined when it may. */
export function transitionRefusal(from: OrderStatus, to: OrderStatus): string | undefined {
  if (nextStatuses[from].includes(to)) return undefined;
  if (from === to) return `This order is already ${from}.`;
  if (from === 'Cancelled') return 'A cancelled order cannot be changed.';
  if (from === 'Delivered') return `A Delivered order cannot move to ${to}.`;
  return `A ${from} order cannot move to ${to}; it can move to ${nextStatuses[from].join(' or ')}.`;
}

/** Gives a cancelled order's units back to stock and frees its coupon for another order. */
export async function returnStockAndCoupon(tx: Queryable, orderId: string): Promise<void> {
  // Products locked in id order first, as checkout takes them: two cancellations (or a
  // cancellation and an order) sharing products queue up instead of deadlocking.
  await tx.query(
    `SELECT p.id FROM products p JOIN order_items i ON i.product_id = p.id
     WHERE i.order_id = $1 ORDER BY p.id FOR UPDATE OF p`,
    [orderId],
  );
  await tx.query(
    `UPDATE products p SET stock = p.stock + i.quantity FROM order_items i
     WHERE i.order_id = $1 AND p.id = i.product_id`,
    [orderId],
  );
  const released = await tx.query<{ coupon_id: string }>(
    'DELETE FROM coupon_redemptions WHERE order_id = $1 RETURNING coupon_id',
    [orderId],
  );
  for (const row of released.rows) {
    await tx.query('UPDATE coupons SET uses = greatest(uses - 1, 0) WHERE id = $1', [
      row.coupon_id,
    ]);
  }
}

/**
 * Moves the order (locked by the caller) to `to`: status, version and timeline in `tx`, plus
 * the stock and coupon when it is a cancellation. Returns the new version.
 */
export async function moveOrder(
  tx: Queryable,
  move: {
    orderId: string;
    from: OrderStatus;
    to: OrderStatus;
    actorId: string | null;
    /** Kept on the order when it moves to Dispatched. */
    dispatch?: DispatchDetails | undefined;
  },
): Promise<number> {
  if (move.to === 'Cancelled') await returnStockAndCoupon(tx, move.orderId);
  // A dispatch records its carrier and tracking number (none given: none kept); other moves
  // leave them as they were.
  const dispatch = move.to === 'Dispatched' ? (move.dispatch ?? {}) : undefined;
  const updated = await tx.query<{ version: number }>(
    `UPDATE orders SET status = $2, updated_at = now(), version = version + 1,
       carrier = CASE WHEN $5 THEN $3 ELSE carrier END,
       tracking_number = CASE WHEN $5 THEN $4 ELSE tracking_number END
     WHERE id = $1 RETURNING version`,
    [
      move.orderId,
      move.to,
      dispatch?.carrier ?? null,
      dispatch?.trackingNumber ?? null,
      dispatch !== undefined,
    ],
  );
  await tx.query(
    `INSERT INTO order_events (order_id, kind, actor_id, from_status, to_status)
     VALUES ($1, 'status', $2, $3, $4)`,
    [move.orderId, move.actorId, move.from, move.to],
  );
  return updated.rows[0]!.version;
}

/**
 * The mail that tells the shopper their order moved to `status`, in the language the order was
 * placed in (api/src/mail/templates.ts), naming the carrier and tracking number of a dispatch.
 * @default lang 'en'
 */
export function statusMail(
  order: { id: string; name: string },
  to: string,
  status: OrderStatus,
  lang: Language = 'en',
  dispatch: DispatchDetails = {},
): MailMessage {
  return orderStatusMail(order, to, status, lang, status === 'Dispatched' ? dispatch : {});
}

/** Sends `mail` and keeps it on the order's timeline; a failed send is logged, not thrown. */
export async function mailAndRecord(
  context: { db: Queryable; mailer: { send(message: MailMessage): Promise<void> } },
  { orderId, actorId, mail }: { orderId: string; actorId: string | null; mail: MailMessage },
  log: { error(details: object, message: string): void },
): Promise<void> {
  try {
    await context.mailer.send(mail);
    // The shop noting its own mail on the timeline: the change that caused it is logged.
    await asBookkeeping(() =>
      context.db.query(
        `INSERT INTO order_events (order_id, kind, actor_id, text) VALUES ($1, 'mail', $2, $3)`,
        [orderId, actorId, mail.subject],
      ),
    );
  } catch (error) {
    log.error({ err: error }, 'order status mail failed');
  }
}
