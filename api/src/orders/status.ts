/**
 * How an order's status may move (DESIGN.md "Back office"), and what a move does besides: a
 * Pending order's cancellation returns all its stock and the coupon use; a Dispatched order's
 * cancellation, and a return, put back only the units staff say came back (each on its
 * product's stock timeline); every move is kept on the order's timeline and raises its version,
 * and the shopper hears of it by mail.
 */
import { asBookkeeping } from '../activity/guard.ts';
import type { Queryable } from '../db/index.ts';
import { badRequest } from '../http/errors.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { orderStatusMail } from '../mail/templates.ts';
import type { Language } from '../products/locale.ts';
import type { DispatchDetails, OrderStatus } from './order.ts';

/** Where each status may go next in the back office. */
export const nextStatuses: Record<OrderStatus, readonly OrderStatus[]> = {
  Pending: ['Dispatched', 'Cancelled'],
  Dispatched: ['Delivered', 'Cancelled', 'Returned'],
  Delivered: ['Returned'],
  Cancelled: [],
  Returned: [],
};

/**
 * Whether the goods may have left the shop, so that staff must say what came back: a
 * cancellation after dispatch, and every return. A Pending order's goods never left.
 */
export const asksWhatCameBack = (from: OrderStatus, to: OrderStatus): boolean =>
  to === 'Returned' || (to === 'Cancelled' && from !== 'Pending');

/** What came back of an order that went out: units per line, and why it came back. */
export interface GoodsBack {
  /** The lines that came back (by `line`, the order line's number) and how many units of each. */
  lines: readonly { line: number; quantity: number }[];
  /** Why the order came back or was cancelled after dispatch, as staff put it. */
  reason: string;
}

const either = new Intl.ListFormat('en', { type: 'disjunction' });

/** Why the back office may not move an order from `from` to `to`, or undefined when it may. */
export function transitionRefusal(from: OrderStatus, to: OrderStatus): string | undefined {
  if (nextStatuses[from].includes(to)) return undefined;
  if (from === to) return `This order is already ${from}.`;
  if (from === 'Cancelled') return 'A cancelled order cannot be changed.';
  if (from === 'Returned') return 'A returned order cannot be changed.';
  return `A ${from} order cannot move to ${to}; it can move to ${either.format(nextStatuses[from])}.`;
}

/** Gives a cancelled order's units back to stock and frees its coupon for another order. */
export async function returnStockAndCoupon(tx: Queryable, orderId: string): Promise<void> {
  await lockOrderProducts(tx, orderId);
  await tx.query(
    `UPDATE products p SET stock = p.stock + i.quantity FROM order_items i
     WHERE i.order_id = $1 AND p.id = i.product_id`,
    [orderId],
  );
  await releaseCoupon(tx, orderId);
}

/**
 * Locks the products of the order's lines in id order, as checkout takes them: two
 * cancellations or returns (or one and an order) sharing products queue up instead of
 * deadlocking.
 */
async function lockOrderProducts(tx: Queryable, orderId: string): Promise<void> {
  await tx.query(
    `SELECT p.id FROM products p JOIN order_items i ON i.product_id = p.id
     WHERE i.order_id = $1 ORDER BY p.id FOR UPDATE OF p`,
    [orderId],
  );
}

/** Frees the coupon use of a cancelled order for another order. */
async function releaseCoupon(tx: Queryable, orderId: string): Promise<void> {
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

/** An order line as a return reads it. */
interface ReturnLine {
  line: number;
  product_id: string | null;
  name: string;
  quantity: number;
}

/**
 * The units of `goods` checked against the order's lines: a 400 naming the first line that is
 * not on the order, named twice, or coming back more often than it was ordered.
 */
async function checkedGoodsBack(
  tx: Queryable,
  orderId: string,
  goods: GoodsBack,
): Promise<{ line: ReturnLine; quantity: number }[]> {
  const found = await tx.query<ReturnLine>(
    `SELECT position AS line, product_id, name, quantity FROM order_items
     WHERE order_id = $1 ORDER BY position`,
    [orderId],
  );
  const byLine = new Map(found.rows.map((row) => [row.line, row]));
  const seen = new Set<number>();
  return goods.lines.map(({ line, quantity }) => {
    const row = byLine.get(line);
    if (!row) throw badRequest(`This order has no line ${line}.`);
    if (seen.has(line)) throw badRequest(`Line ${line} (${row.name}) is named twice.`);
    seen.add(line);
    if (quantity > row.quantity) {
      throw badRequest(
        `Only ${row.quantity} × ${row.name} were ordered: ${quantity} cannot have come back.`,
      );
    }
    return { line: row, quantity };
  });
}

/**
 * Puts back the units that came back (and only those), each on its product's stock timeline
 * with the order and the reason, and keeps per line how many came back. Returns the sentence
 * the order's timeline keeps.
 */
async function restockWhatCameBack(
  tx: Queryable,
  orderId: string,
  actorId: string | null,
  goods: GoodsBack,
): Promise<string> {
  const back = (await checkedGoodsBack(tx, orderId, goods)).filter(({ quantity }) => quantity > 0);
  await lockOrderProducts(tx, orderId);
  for (const { line, quantity } of back) {
    await tx.query(
      'UPDATE order_items SET returned_quantity = $3 WHERE order_id = $1 AND position = $2',
      [orderId, line.line, quantity],
    );
    if (!line.product_id) continue; // the product left the catalogue: nothing to put back
    const restocked = await tx.query<{ stock: number }>(
      'UPDATE products SET stock = stock + $2, updated_at = now() WHERE id = $1 RETURNING stock',
      [line.product_id, quantity],
    );
    const after = restocked.rows[0]?.stock;
    if (after === undefined) continue;
    await tx.query(
      `INSERT INTO product_events (product_id, kind, actor_id, reason, stock_before, stock_after,
         note, order_id)
       VALUES ($1, 'stock', $2, 'returned', $3, $4, $5, $6)`,
      [line.product_id, actorId, after - quantity, after, goods.reason, orderId],
    );
  }
  const units = back.map(({ line, quantity }) => `${quantity} × ${line.name}`).join(', ');
  return `${units ? `Back in stock: ${units}` : 'Nothing came back'}. Reason: ${goods.reason}`;
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
    /** What came back: required when {@link asksWhatCameBack}, refused otherwise (400). */
    goodsBack?: GoodsBack | undefined;
  },
): Promise<number> {
  let returned: string | null = null;
  if (asksWhatCameBack(move.from, move.to)) {
    if (!move.goodsBack) {
      throw badRequest(
        `Say which lines came back, and why, when an order moves from ${move.from} to ${move.to}.`,
      );
    }
    returned = await restockWhatCameBack(tx, move.orderId, move.actorId, move.goodsBack);
    if (move.to === 'Cancelled') await releaseCoupon(tx, move.orderId);
  } else if (move.goodsBack) {
    throw badRequest(
      move.from === 'Pending' && move.to === 'Cancelled'
        ? "A Pending order's goods never left: cancelling it puts every unit back."
        : 'What came back is recorded only when cancelling a Dispatched order or marking one Returned.',
    );
  } else if (move.to === 'Cancelled') {
    await returnStockAndCoupon(tx, move.orderId);
  }
  // A dispatch records its carrier and tracking number (none given: none kept); other moves
  // leave them as they were.
  const dispatch = move.to === 'Dispatched' ? (move.dispatch ?? {}) : undefined;
  const updated = await tx.query<{ version: number }>(
    `UPDATE orders SET status = $2, updated_at = now(), version = version + 1,
       carrier = CASE WHEN $5 THEN $3 ELSE carrier END,
       tracking_number = CASE WHEN $5 THEN $4 ELSE tracking_number END,
       return_reason = coalesce($6, return_reason)
     WHERE id = $1 RETURNING version`,
    [
      move.orderId,
      move.to,
      dispatch?.carrier ?? null,
      dispatch?.trackingNumber ?? null,
      dispatch !== undefined,
      move.goodsBack?.reason ?? null,
    ],
  );
  await tx.query(
    `INSERT INTO order_events (order_id, kind, actor_id, from_status, to_status, text)
     VALUES ($1, 'status', $2, $3, $4, $5)`,
    [move.orderId, move.actorId, move.from, move.to, returned],
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
