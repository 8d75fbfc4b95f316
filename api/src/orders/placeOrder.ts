/**
 * Placing an order (DESIGN.md "REST service", Orders): priced from the catalogue, the coupon
 * re-checked and redeemed, the stock taken, all in one transaction; an Idempotency-Key makes a
 * repeated submit return the first order instead of placing a second. The shop is mailed once
 * the order is committed.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/index.ts';
import { assertUsable, discountPaisa, findCoupon } from '../coupons/coupon.ts';
import { HttpError, conflict } from '../http/errors.ts';
import { paisa, rupees } from '../products/product.ts';
import { shop } from '../shop.ts';
import {
  findOrderByKey,
  orderRequestHash,
  replayableOrderId,
  type OrderRequest,
} from './idempotency.ts';
import { loadOrder, type Order } from './order.ts';
import { newOrderId } from './order-id.ts';
import { priceCart } from './pricing.ts';
import { asCouponRefusal, couponCheck, refusalReason } from './refusal-reason.ts';

/** Who places which order, and under which Idempotency-Key. */
export interface PlaceOrderInput {
  /** The shopper's id (the session's user). */
  userId: string;
  /** The checked request: delivery details, cart lines, expected total, coupon. */
  request: OrderRequest;
  /** The client's Idempotency-Key, if it sent one. */
  idempotencyKey: string | undefined;
}

/** The order, and whether this call placed it or an earlier one with the same key did. */
export interface PlacedOrder {
  /** The order as stored. */
  order: Order;
  /** True when placed now (201); false when returned for a retry of its key (200). */
  placedNow: boolean;
}

type Outcome = { kind: 'placed'; id: string } | { kind: 'replayed'; id: string };

/**
 * Places `input.request` for `input.userId`, or returns the order an earlier request with the
 * same key placed. Refusals are HttpErrors: 404 for a product no longer sold, 409 when the total
 * differs (with the current `totalAmount`), stock runs out or the coupon cannot be used, 422 when
 * the key was used for a different order.
 */
export async function placeOrder(
  { db, mailer, metrics }: Pick<AppContext, 'db' | 'mailer' | 'metrics'>,
  log: Pick<FastifyBaseLogger, 'error'>,
  { userId, request, idempotencyKey: key }: PlaceOrderInput,
): Promise<PlacedOrder> {
  const requestHash = orderRequestHash(request);
  // The first order of this key when this request is a retry of it; a 422 when the key was
  // used for a different order.
  const earlierOrder = async (queryable: Queryable = db) => {
    if (!key) return undefined;
    const earlier = await findOrderByKey(queryable, userId, key);
    return earlier && replayableOrderId(earlier, requestHash);
  };

  const before = await earlierOrder();
  if (before) return { order: await loadOrder(db, before), placedNow: false };

  const outcome = await db
    .transaction(async (tx): Promise<Outcome> => {
      const lines = await priceCart(tx, request.items);
      const subtotal = lines.reduce((sum, line) => sum + line.lineTotalPaisa, 0);
      const coupon = request.couponUsed
        ? await findCoupon(tx, request.couponUsed.code).catch(asCouponRefusal)
        : undefined;
      if (coupon) await assertUsable(tx, coupon, userId).catch(asCouponRefusal);
      const discount = coupon ? couponCheck(() => discountPaisa(coupon, lines)) : 0;
      const total = subtotal - discount;
      if (paisa(request.totalAmount) !== total) {
        throw conflict(
          `The order total is now ${shop.currency} ${rupees(total).toFixed(2)}. Please review your cart and order again.`,
          { totalAmount: rupees(total) },
        );
      }

      // ON CONFLICT covers both a duplicate Idempotency-Key (a concurrent resubmit, which
      // waits here for the first to commit) and the rare clash of two random order ids.
      let id: string | undefined;
      for (let attempt = 0; attempt < 10 && !id; attempt += 1) {
        const inserted = await tx.query<{ id: string }>(
          `INSERT INTO orders (id, user_id, name, phone, address, subtotal_paisa, discount_paisa,
           total_paisa, coupon_id, coupon_code, idempotency_key, idempotency_request_hash, lang)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
         ON CONFLICT DO NOTHING RETURNING id`,
          [
            newOrderId(),
            userId,
            request.name,
            request.phone,
            request.address,
            subtotal,
            discount,
            total,
            coupon?.id ?? null,
            coupon?.code ?? null,
            key ?? null,
            key ? requestHash : null,
            request.lang ?? 'en',
          ],
        );
        id = inserted.rows[0]?.id;
        if (!id && key) {
          const earlier = await earlierOrder(tx);
          if (earlier) return { kind: 'replayed', id: earlier };
        }
      }
      if (!id) throw new Error('could not find a free order id');

      // Sorted, so concurrent orders lock products in one order and cannot deadlock.
      const sorted = [...lines].sort((a, b) => (a.product.id < b.product.id ? -1 : 1));
      for (const [position, line] of sorted.entries()) {
        const decremented = await tx.query(
          'UPDATE products SET stock = stock - $2 WHERE id = $1 AND stock >= $2',
          [line.product.id, line.quantity],
        );
        if (decremented.rowCount === 0) {
          throw conflict(`${line.product.name} sold out while you were ordering.`, {
            productId: line.product.id,
          });
        }
        await tx.query(
          `INSERT INTO order_items (order_id, position, product_id, name, category, image_file,
           unit_price_paisa, quantity) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [
            id,
            position,
            line.product.id,
            line.product.name,
            line.category,
            line.product.image_file,
            line.unitPricePaisa,
            line.quantity,
          ],
        );
      }

      if (coupon) {
        // The key (coupon, user) of a once-per-shopper coupon (migration 011) and the guarded
        // counter make redemption race-free: of two concurrent orders, the second waits and then
        // finds no row to claim.
        const redeemed = await tx.query(
          `INSERT INTO coupon_redemptions (coupon_id, user_id, order_id, once)
           VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
          [coupon.id, userId, id, coupon.one_per_shopper],
        );
        if (redeemed.rowCount === 0)
          asCouponRefusal(conflict('You have already used this coupon.'));
        const counted = await tx.query(
          `UPDATE coupons SET uses = uses + 1 WHERE id = $1 AND active
           AND (expires_at IS NULL OR expires_at > now())
           AND (max_uses IS NULL OR uses < max_uses)`,
          [coupon.id],
        );
        if (counted.rowCount === 0) asCouponRefusal(conflict('This coupon has just been used up.'));
      }
      return { kind: 'placed', id };
    })
    .catch(async (error: unknown): Promise<Outcome> => {
      // A resubmit racing its first attempt may see the first one's effects (stock taken,
      // coupon used) before its key: it still gets the first order back.
      const first =
        error instanceof HttpError && error.status === 409 ? await earlierOrder() : undefined;
      if (first) return { kind: 'replayed', id: first };
      const reason = refusalReason(error);
      if (reason) metrics.ordersRefused.inc({ reason });
      throw error;
    });

  const order = await loadOrder(db, outcome.id);
  if (outcome.kind === 'placed') {
    metrics.ordersPlaced.inc();
    if (order.couponUsed) metrics.couponRedemptions.inc();
    mailer
      .send(newOrderMail(order))
      .catch((error: unknown) => log.error({ err: error }, 'order mail failed'));
  }
  return { order, placedNow: outcome.kind === 'placed' };
}

/** The shop's mail about a new order. */
function newOrderMail(order: Order) {
  const lines = order.items
    .map(
      (item) => `- ${item.quantity} × ${item.name}: ${shop.currency} ${item.lineTotal.toFixed(2)}`,
    )
    .join('\n');
  return {
    to: shop.ordersEmail,
    subject: `New order ${order.id} (${shop.currency} ${order.totalAmount.toFixed(2)})`,
    text: `Order ${order.id} from ${order.name}, ${order.phone}\n${order.address}\n\n${lines}\n\nSubtotal: ${order.subtotal.toFixed(2)}\nDiscount: ${order.discount.toFixed(2)}${order.couponUsed ? ` (${order.couponUsed.code})` : ''}\nTotal: ${order.totalAmount.toFixed(2)}\n`,
  };
}
