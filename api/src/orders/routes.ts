import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/index.ts';
import { cartLine } from '../coupons/routes.ts';
import { assertUsable, discountPaisa, findCoupon } from '../coupons/coupon.ts';
import { HttpError, conflict, forbidden, notFound } from '../http/errors.ts';
import { parse, phone, text, uuid } from '../http/validation.ts';
import { paisa, rupees } from '../products/product.ts';
import { shop } from '../shop.ts';
import { assertSelf, requireUser } from '../users/sessions.ts';
import { findOrderByKey, orderRequestHash, replayableOrderId } from './idempotency.ts';
import { loadOrders, orderStatuses, type Order } from './order.ts';
import { priceCart } from './pricing.ts';

const createOrderBody = z.strictObject({
  name: text('Name', 1, 100),
  phone,
  address: text('Address', 1, 500),
  items: z
    .array(cartLine, { error: '"items" must be a list of cart items.' })
    .min(1, { error: 'The order has no items.' })
    .max(50, { error: 'An order can hold at most 50 different items.' }),
  userID: uuid('The user id').optional(),
  totalAmount: z
    .number({ error: '"totalAmount" must be a number.' })
    .min(0, { error: '"totalAmount" cannot be negative.' })
    .max(10_000_000, { error: '"totalAmount" is too large.' }),
  couponUsed: z
    .strictObject({
      code: text('The coupon code', 1, 40),
      // The client's figure is only a claim; the server computes the discount itself.
      discount: z.number({ error: '"couponUsed.discount" must be a number.' }).optional(),
    })
    .nullable()
    .optional(),
});

const orderId = z
  .string({ error: 'The order id must be text.' })
  .regex(/^BLM-\d{6}$/, { error: 'The order id must look like BLM-123456.' });

const listBody = z.strictObject({ id: uuid('The user id').optional() }).optional();

const updateBody = z.strictObject({
  id: orderId,
  status: z.enum(orderStatuses, { error: `status must be one of ${orderStatuses.join(', ')}.` }),
});

const idempotencyKey = z
  .string()
  .regex(/^[\x21-\x7e]{1,200}$/, { error: 'Idempotency-Key must be 1 to 200 visible characters.' })
  .optional();

const newOrderId = () => `BLM-${randomInt(100_000, 1_000_000)}`;

type PlaceResult = { kind: 'placed'; id: string } | { kind: 'replayed'; id: string };

/** The order calls of SPEC.md §7. */
export function registerOrderRoutes(app: FastifyInstance, context: AppContext): void {
  const { db, mailer } = context;

  const one = async (id: string): Promise<Order> => {
    const [order] = await loadOrders(db, { orderId: id });
    if (!order) throw notFound('There is no order with this id.');
    return order;
  };

  app.post('/api/orders/createOrder', async (request, reply) => {
    const user = await requireUser(request, context);
    const body = parse(createOrderBody, request.body);
    assertSelf(user, body.userID);
    const header = request.headers['idempotency-key'];
    const key = parse(idempotencyKey, Array.isArray(header) ? header[0] : header);

    const requestHash = orderRequestHash(body);
    // The first order of this key when this request is a retry of it; a 422 when the key was
    // used for a different order.
    const earlierOrder = async (queryable: Queryable = db) => {
      if (!key) return undefined;
      const earlier = await findOrderByKey(queryable, user.id, key);
      return earlier && replayableOrderId(earlier, requestHash);
    };
    const replayOf = async (id: string) => ({
      message: 'Order PLaced Succcessfully',
      order: await one(id),
    });

    const before = await earlierOrder();
    if (before) return replayOf(before);

    const result = await db
      .transaction(async (tx): Promise<PlaceResult> => {
        const lines = await priceCart(tx, body.items);
        const subtotal = lines.reduce((sum, line) => sum + line.lineTotalPaisa, 0);
        const coupon = body.couponUsed ? await findCoupon(tx, body.couponUsed.code) : undefined;
        if (coupon) await assertUsable(tx, coupon, user.id);
        const discount = coupon ? discountPaisa(coupon, lines) : 0;
        const total = subtotal - discount;
        if (paisa(body.totalAmount) !== total) {
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
             total_paisa, coupon_id, coupon_code, idempotency_key, idempotency_request_hash)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
           ON CONFLICT DO NOTHING RETURNING id`,
            [
              newOrderId(),
              user.id,
              body.name,
              body.phone,
              body.address,
              subtotal,
              discount,
              total,
              coupon?.id ?? null,
              coupon?.code ?? null,
              key ?? null,
              key ? requestHash : null,
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
          // The key (coupon, user) and the guarded counter make redemption race-free: of two
          // concurrent orders, the second waits and then finds no row to claim.
          const redeemed = await tx.query(
            `INSERT INTO coupon_redemptions (coupon_id, user_id, order_id) VALUES ($1, $2, $3)
           ON CONFLICT DO NOTHING`,
            [coupon.id, user.id, id],
          );
          if (redeemed.rowCount === 0) throw conflict('You have already used this coupon.');
          const counted = await tx.query(
            `UPDATE coupons SET uses = uses + 1 WHERE id = $1 AND active
             AND (expires_at IS NULL OR expires_at > now())
             AND (max_uses IS NULL OR uses < max_uses)`,
            [coupon.id],
          );
          if (counted.rowCount === 0) throw conflict('This coupon has just been used up.');
        }
        return { kind: 'placed', id };
      })
      .catch(async (error: unknown) => {
        // A resubmit racing its first attempt may see the first one's effects (stock taken,
        // coupon used) before its key: it still gets the first order back.
        const first =
          error instanceof HttpError && error.status === 409 ? await earlierOrder() : undefined;
        if (first) return { kind: 'replayed' as const, id: first };
        throw error;
      });

    const order = await one(result.id);
    if (result.kind === 'placed') {
      const lines = order.items
        .map(
          (item) =>
            `- ${item.quantity} × ${item.name}: ${shop.currency} ${item.lineTotal.toFixed(2)}`,
        )
        .join('\n');
      mailer
        .send({
          to: shop.ordersEmail,
          subject: `New order ${order.id} (${shop.currency} ${order.totalAmount.toFixed(2)})`,
          text: `Order ${order.id} from ${order.name}, ${order.phone}\n${order.address}\n\n${lines}\n\nSubtotal: ${order.subtotal.toFixed(2)}\nDiscount: ${order.discount.toFixed(2)}${order.couponUsed ? ` (${order.couponUsed.code})` : ''}\nTotal: ${order.totalAmount.toFixed(2)}\n`,
        })
        .catch((error: unknown) => request.log.error({ err: error }, 'order mail failed'));
      return reply.status(201).send({ message: 'Order PLaced Succcessfully', order });
    }
    return replayOf(order.id);
  });

  app.post('/api/orders/getAllOrdersForUser', async (request) => {
    const user = await requireUser(request, context);
    const body = parse(listBody, request.body);
    if (user.role !== 'staff') assertSelf(user, body?.id);
    return { orders: await loadOrders(db, { userId: body?.id ?? user.id }) };
  });

  app.post('/api/orders/updateOrder', async (request) => {
    const user = await requireUser(request, context);
    const body = parse(updateBody, request.body);
    await db.transaction(async (tx) => {
      const found = await tx.query<{ user_id: string; status: string }>(
        'SELECT user_id, status FROM orders WHERE id = $1 FOR UPDATE',
        [body.id],
      );
      const order = found.rows[0];
      if (!order) throw notFound('There is no order with this id.');
      const staff = user.role === 'staff';
      if (!staff) {
        if (order.user_id !== user.id) throw forbidden('This order is not yours.');
        if (body.status !== 'Cancelled') throw forbidden('Only the shop can change this status.');
        if (order.status !== 'Pending') {
          throw conflict(`This order is already ${order.status}; it can no longer be cancelled.`);
        }
      }
      if (order.status === body.status) return;
      if (order.status === 'Cancelled') throw conflict('A cancelled order cannot be reopened.');
      if (body.status === 'Cancelled') {
        // Cancelling gives the units back and frees the coupon for another order.
        await tx.query(
          `UPDATE products p SET stock = p.stock + i.quantity FROM order_items i
           WHERE i.order_id = $1 AND p.id = i.product_id`,
          [body.id],
        );
        const released = await tx.query<{ coupon_id: string }>(
          'DELETE FROM coupon_redemptions WHERE order_id = $1 RETURNING coupon_id',
          [body.id],
        );
        for (const row of released.rows) {
          await tx.query('UPDATE coupons SET uses = greatest(uses - 1, 0) WHERE id = $1', [
            row.coupon_id,
          ]);
        }
      }
      await tx.query('UPDATE orders SET status = $2, updated_at = now() WHERE id = $1', [
        body.id,
        body.status,
      ]);
    });
    return { message: 'Order Data Updated', order: await one(body.id) };
  });
}
