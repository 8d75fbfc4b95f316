import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { cartLine } from '../coupons/routes.ts';
import { errorReply, refusals } from '../http/contract.ts';
import { conflict, forbidden } from '../http/errors.ts';
import { phone, standalone, text, uuid } from '../http/validation.ts';
import { assertSelf, requireUser } from '../users/sessions.ts';
import {
  loadOrder,
  loadOrders,
  order,
  orderNotFound,
  orderStatuses,
  type OrderStatus,
} from './order.ts';
import { moveOrder } from './status.ts';
import { orderId } from './order-id.ts';
import { placeOrder } from './placeOrder.ts';
import { langParam } from '../products/locale.ts';

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
  lang: langParam.describe(
    'The language the shopper shops in: en (the default) or ur. Mails about the order are written in it.',
  ),
});

const listBody = z.strictObject({ id: uuid('The user id').optional() }).optional();

const updateBody = z.strictObject({
  id: orderId,
  status: z.enum(orderStatuses, { error: `status must be one of ${orderStatuses.join(', ')}.` }),
});

const createOrderHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .refine((key) => /^[\x21-\x7e]{1,200}$/.test(key), {
      error: 'Idempotency-Key must be 1 to 200 visible characters.',
      params: standalone,
    })
    .optional()
    .describe(
      'Makes a repeated submit return the first order instead of placing a second: 1 to 200 visible ASCII characters.',
    ),
});

const placedReply = z.strictObject({ message: z.literal('Order PLaced Succcessfully'), order });

const orderConflict = errorReply
  .extend({
    totalAmount: z.number().optional().describe("The server's total, when it differs."),
    productId: z.uuid().optional().describe('The product out of stock, when that is the cause.'),
    stock: z.int().optional().describe('Units of it left, when that is the cause.'),
  })
  .describe(
    'The total differs (the new one is `totalAmount`), stock ran out, or the coupon cannot be used.',
  );

const keyUsedForAnotherOrder = errorReply
  .extend({ orderId: orderId.describe('The order this key placed, with another body.') })
  .describe(
    'The Idempotency-Key already placed a different order (`orderId`): that one stands, and a new order needs a new key.',
  );

/** The order calls of SPEC.md §7. */
export function registerOrderRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;
  const api = app.withTypeProvider<ZodTypeProvider>();
  // A guest hears 401 before anything about the body.
  const signedIn = (request: FastifyRequest) => requireUser(request, context);

  api.post(
    '/api/orders/createOrder',
    {
      preValidation: signedIn,
      schema: {
        description:
          'Places an order priced by the server (201), or returns the order an earlier request ' +
          'with the same Idempotency-Key placed (200).',
        headers: createOrderHeaders,
        body: createOrderBody,
        response: {
          200: placedReply.describe('The order placed earlier with this Idempotency-Key.'),
          201: placedReply.describe('The order, placed now.'),
          ...refusals(400, 401, 403, 404),
          409: orderConflict,
          422: keyUsedForAnotherOrder,
        },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, context);
      assertSelf(user, request.body.userID);
      const { order, placedNow } = await placeOrder(context, request.log, {
        userId: user.id,
        request: request.body,
        idempotencyKey: request.headers['idempotency-key'],
      });
      return reply
        .status(placedNow ? 201 : 200)
        .send({ message: 'Order PLaced Succcessfully', order });
    },
  );

  api.post(
    '/api/orders/getAllOrdersForUser',
    {
      preValidation: signedIn,
      schema: {
        description: "The session's shopper's own orders, newest first.",
        body: listBody,
        response: { 200: z.strictObject({ orders: z.array(order) }), ...refusals(400, 401, 403) },
      },
    },
    async (request) => {
      const user = await requireUser(request, context);
      const body = request.body;
      assertSelf(user, body?.id);
      return { orders: await loadOrders(db, { userId: user.id }) };
    },
  );

  api.post(
    '/api/orders/updateOrder',
    {
      preValidation: signedIn,
      schema: {
        description:
          'The owner cancels a Pending order (staff change statuses in the back office).',
        body: updateBody,
        response: {
          200: z.strictObject({ message: z.literal('Order Data Updated'), order }),
          ...refusals(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const user = await requireUser(request, context);
      const body = request.body;
      await db.transaction(async (tx) => {
        const found = await tx.query<{ user_id: string; status: OrderStatus }>(
          'SELECT user_id, status FROM orders WHERE id = $1 FOR UPDATE',
          [body.id],
        );
        const order = found.rows[0];
        // Someone else's order answers exactly as a missing one: a different answer would let
        // anyone map which ids exist. Staff move orders in the back office, never from here.
        if (!order || order.user_id !== user.id) throw orderNotFound();
        if (body.status !== 'Cancelled') throw forbidden('Only the shop can change this status.');
        if (order.status !== 'Pending') {
          throw conflict(`This order is already ${order.status}; it can no longer be cancelled.`);
        }
        // Cancelling gives the units back and frees the coupon; the back office's version and
        // timeline see this route's changes too.
        await moveOrder(tx, {
          orderId: body.id,
          from: order.status,
          to: body.status,
          actorId: user.id,
        });
      });
      return { message: 'Order Data Updated', order: await loadOrder(db, body.id) } as const;
    },
  );
}
