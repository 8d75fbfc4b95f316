/**
 * The back office's order calls: the list, one order, status changes along the workflow with
 * optimistic concurrency, internal notes, bulk dispatch and the CSV export.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordActivity } from '../activity/activity.ts';
import type { AppContext } from '../context.ts';
import { refusals } from '../http/contract.ts';
import { csvDownloadReplies, csvDownloadTerms, sendCsvDownload } from '../http/csv-download.ts';
import { conflict, HttpError } from '../http/errors.ts';
import { multilineText, standalone, text } from '../http/validation.ts';
import { pageFields, pageQuery, pageSize, pageWindow } from '../staff/listing.ts';
import { requirePermission, staffActor, type StaffActor } from '../staff/sessions.ts';
import {
  adminOrder,
  listOrderSummaries,
  loadAdminOrder,
  loadOrderSummaries,
  orderFilter,
  orderSort,
  orderSummary,
} from './admin-orders.ts';
import { ordersCsv } from './export.ts';
import { orderNotFound, orderStatuses, type DispatchDetails, type OrderStatus } from './order.ts';
import { orderId } from './order-id.ts';
import { paymentBody, recordPayment } from './payment.ts';
import {
  mailAndRecord,
  moveOrder,
  statusMail,
  transitionRefusal,
  type GoodsBack,
} from './status.ts';
import type { Language } from '../products/locale.ts';
import { carrierNames } from '../shop.ts';

const tags = ['admin'];

const idParams = z.strictObject({ id: orderId });

const orderReply = z.strictObject({ order: adminOrder });

/**
 * A carrier from shop.config.json `carriers`. Text in the contract, not an enum: the list is the
 * shop's setting, and the gateway's types must not change with it.
 */
const carrier = z
  .string({ error: '"carrier" must be text.' })
  .refine((name) => carrierNames.includes(name), {
    error: `"carrier" must be one of the shop's carriers: ${carrierNames.join(', ')}.`,
    params: standalone,
  })
  .describe(
    `The carrier the parcel went with: a name from the shop config's \`carriers\` (${carrierNames.join(', ')}).`,
  );

/** A parcel's tracking number: trimmed, 1 to 64 printable characters; blank means none. */
const trackingNumber = z
  .string({ error: '"trackingNumber" must be text.' })
  .trim()
  .max(64, { error: '"trackingNumber" can be at most 64 characters.' })
  .regex(/^[\x20-\x7E]*$/, {
    error:
      '"trackingNumber" may hold only printable ASCII characters (letters, digits, spaces, - / .).',
  })
  .transform((value) => value || undefined)
  .describe('The tracking number the carrier gave (trimmed; at most 64 printable characters).');

/** Which lines came back, and how many units of each (none listed: nothing came back). */
const returnedLines = z
  .array(
    z.strictObject({
      line: z
        .int({ error: '"line" must be the number of a line of the order.' })
        .min(0, { error: '"line" must be the number of a line of the order.' })
        .describe("The order line's `line`."),
      quantity: z
        .int({ error: '"quantity" must be a whole number of units.' })
        .min(0, { error: '"quantity" must be 0 or more.' })
        .describe('Units of it that came back (at most what was ordered).'),
    }),
    { error: '"returnedLines" must be a list of lines.' },
  )
  .max(100, { error: '"returnedLines" can name at most 100 lines.' })
  .describe(
    'With a cancellation after dispatch, or Returned: the lines whose goods came back and how many units of each; only those go back on sale. An empty list: nothing came back.',
  );

const staleReply = z
  .looseObject({
    error: z.string(),
    version: z.int().optional().describe("The order's current version, when yours was stale."),
  })
  .describe(
    'The workflow forbids the move, or the order was changed since you opened it (`version` is the current one).',
  );

interface LockedOrder {
  status: OrderStatus;
  version: number;
  name: string;
  email: string;
  /** The language the order was placed in: its mails are written in it. */
  lang: Language;
}

/** The back office's order routes. */
export function registerAdminOrderRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const read = requirePermission(context, 'orders:read');
  const write = requirePermission(context, 'orders:write');

  /**
   * Moves one order to `to` in its own transaction (with its activity row), then mails the
   * shopper. `expectedVersion` undefined: whatever the version is now (bulk dispatch).
   */
  async function changeStatus(
    actor: StaffActor,
    id: string,
    to: OrderStatus,
    expectedVersion: number | undefined,
    log: FastifyBaseLogger,
    dispatch: DispatchDetails = {},
    goodsBack?: GoodsBack,
  ): Promise<void> {
    const before = await db.transaction(async (tx) => {
      const found = await tx.query<LockedOrder>(
        `SELECT o.status, o.version, o.name, o.lang, u.email FROM orders o JOIN users u ON u.id = o.user_id
         WHERE o.id = $1 FOR UPDATE OF o`,
        [id],
      );
      const row = found.rows[0];
      if (!row) throw orderNotFound();
      if (expectedVersion !== undefined && row.version !== expectedVersion) {
        throw conflict('This order was changed since you opened it.', { version: row.version });
      }
      const refusal = transitionRefusal(row.status, to);
      if (refusal) throw conflict(refusal);
      const version = await moveOrder(tx, {
        orderId: id,
        from: row.status,
        to,
        actorId: actor.id,
        dispatch,
        goodsBack,
      });
      await recordActivity(tx, actor, {
        action: 'order.status',
        entityType: 'order',
        entityId: id,
        entityName: id,
        before: { status: row.status, version: row.version },
        after: {
          status: to,
          version,
          ...(dispatch.carrier ? { carrier: dispatch.carrier } : {}),
          ...(dispatch.trackingNumber ? { trackingNumber: dispatch.trackingNumber } : {}),
          ...(goodsBack ? { returnedLines: goodsBack.lines, returnReason: goodsBack.reason } : {}),
        },
      });
      return row;
    });
    await mailAndRecord(
      context,
      {
        orderId: id,
        actorId: actor.id,
        mail: statusMail({ id, name: before.name }, before.email, to, before.lang, dispatch),
      },
      log,
    );
  }

  api.get(
    '/api/admin/orders',
    {
      preValidation: read,
      schema: {
        tags,
        operationId: 'adminListOrders',
        description:
          'One page of orders, 50 a page, filtered and sorted (newest first by default).',
        querystring: orderFilter.extend({ ...orderSort.shape, page: pageQuery }),
        response: {
          200: z.strictObject({ orders: z.array(orderSummary), ...pageFields }),
          ...refusals(400, 401, 403),
        },
      },
    },
    async (request) => {
      const { page, sort, direction, ...filter } = request.query;
      const { orders, total } = await listOrderSummaries(db, filter, pageWindow(page), {
        sort,
        direction,
      });
      return { orders, page, pageSize, total };
    },
  );

  api.get(
    '/api/admin/orders/export',
    {
      preValidation: requirePermission(context, 'export'),
      schema: {
        tags,
        operationId: 'adminExportOrders',
        description: `Every order matching the filter, one row per order line, ${csvDownloadTerms}`,
        querystring: orderFilter,
        response: csvDownloadReplies,
      },
    },
    async (request, reply) => sendCsvDownload(reply, 'orders', ordersCsv(db, request.query)),
  );

  api.get(
    '/api/admin/orders/:id',
    {
      preValidation: read,
      schema: {
        tags,
        operationId: 'adminGetOrder',
        description: 'One order with its customer, version, internal notes and timeline.',
        params: idParams,
        response: { 200: orderReply, ...refusals(400, 401, 403, 404) },
      },
    },
    async (request) => ({ order: await loadAdminOrder(db, request.params.id) }),
  );

  api.post(
    '/api/admin/orders/:id/status',
    {
      preValidation: write,
      schema: {
        tags,
        operationId: 'adminSetOrderStatus',
        description:
          "Moves the order along Pending → Dispatched → Delivered, to Cancelled from Pending or Dispatched (the coupon use returned), or to Returned from Dispatched or Delivered, and mails the shopper. `version` is the one you saw. A move to Dispatched may record the `carrier` and `trackingNumber` (kept on the order, named in the mail). Cancelling a Pending order puts all its stock back; cancelling a Dispatched order, or marking one Returned, needs `returnedLines` and `returnReason`, and puts back only the units that came back (each on its product's stock timeline with the order and reason). A bad line or quantity: 400, nothing changed.",
        params: idParams,
        body: z
          .strictObject({
            status: z.enum(orderStatuses, {
              error: `"status" must be one of ${orderStatuses.join(', ')}.`,
            }),
            version: z
              .int({ error: '"version" must be the whole number the order showed.' })
              .min(1, { error: '"version" must be the whole number the order showed.' }),
            carrier: carrier.optional(),
            trackingNumber: trackingNumber.optional(),
            returnedLines: returnedLines.optional(),
            returnReason: text('The reason', 1, 500)
              .optional()
              .describe(
                'With `returnedLines`: why the order came back or was cancelled after dispatch (1 to 500 characters).',
              ),
          })
          .refine(
            (body) =>
              body.status === 'Dispatched' ||
              (body.carrier === undefined && body.trackingNumber === undefined),
            {
              error: 'A carrier and a tracking number are recorded only when dispatching.',
              params: standalone,
            },
          )
          .refine(
            (body) => (body.returnedLines === undefined) === (body.returnReason === undefined),
            {
              error:
                'Say which lines came back ("returnedLines") and why ("returnReason"), together.',
              params: standalone,
            },
          ),
        response: { 200: orderReply, ...refusals(400, 401, 403, 404), 409: staleReply },
      },
    },
    async (request) => {
      const actor = await staffActor(request, context);
      const { id } = request.params;
      const {
        status,
        version,
        returnedLines: lines,
        returnReason: reason,
        ...dispatch
      } = request.body;
      const goodsBack = lines && reason !== undefined ? { lines, reason } : undefined;
      await changeStatus(actor, id, status, version, request.log, dispatch, goodsBack);
      return { order: await loadAdminOrder(db, id) };
    },
  );

  api.post(
    '/api/admin/orders/:id/payment',
    {
      preValidation: write,
      schema: {
        tags,
        operationId: 'adminRecordOrderPayment',
        description:
          "Records what the courier collected and what was given back (cash on delivery is the only payment), each in rupees with an optional note, as they now stand in all; `version` is the one you saw. Refused: more given back than collected, or more collected than the order's total (400); a Pending order or a stale version (409). Saving what is already there changes nothing.",
        params: idParams,
        body: paymentBody,
        response: { 200: orderReply, ...refusals(400, 401, 403, 404), 409: staleReply },
      },
    },
    async (request) => {
      const actor = await staffActor(request, context);
      const { id } = request.params;
      await db.transaction((tx) => recordPayment(tx, actor, id, request.body));
      return { order: await loadAdminOrder(db, id) };
    },
  );

  api.post(
    '/api/admin/orders/:id/notes',
    {
      preValidation: write,
      schema: {
        tags,
        operationId: 'adminAddOrderNote',
        description: 'Adds an internal note; shoppers never see notes.',
        params: idParams,
        body: z.strictObject({ text: multilineText('The note', 1, 2000) }),
        response: { 201: orderReply, ...refusals(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const actor = await staffActor(request, context);
      const { id } = request.params;
      await db.transaction(async (tx) => {
        const found = await tx.query('SELECT 1 FROM orders WHERE id = $1 FOR UPDATE', [id]);
        if (found.rowCount === 0) throw orderNotFound();
        const note = await tx.query<{ id: string }>(
          'INSERT INTO order_notes (order_id, author_id, text) VALUES ($1, $2, $3) RETURNING id',
          [id, actor.id, request.body.text],
        );
        await recordActivity(tx, actor, {
          action: 'order.note',
          entityType: 'order',
          entityId: id,
          entityName: id,
          after: { noteId: note.rows[0]!.id, text: request.body.text },
        });
      });
      return reply.status(201).send({ order: await loadAdminOrder(db, id) });
    },
  );

  api.post(
    '/api/admin/orders/dispatch',
    {
      preValidation: write,
      schema: {
        tags,
        operationId: 'adminDispatchOrders',
        description:
          'Marks Pending orders Dispatched, each in its own transaction and mailed; the others are listed with why. `carrier` (optional) is recorded on each; tracking numbers differ per parcel, so they are set one order at a time.',
        body: z.strictObject({
          ids: z
            .array(orderId, { error: '"ids" must be a list of order ids.' })
            .min(1, { error: '"ids" must name at least one order.' })
            .max(50, { error: '"ids" can name at most 50 orders.' }),
          carrier: carrier.optional(),
        }),
        response: {
          200: z.strictObject({
            dispatched: z.array(orderSummary),
            refused: z.array(z.strictObject({ id: z.string(), error: z.string() })),
          }),
          ...refusals(400, 401, 403),
        },
      },
    },
    async (request) => {
      const actor = await staffActor(request, context);
      const done: string[] = [];
      const refused: { id: string; error: string }[] = [];
      for (const id of new Set(request.body.ids)) {
        try {
          await changeStatus(actor, id, 'Dispatched', undefined, request.log, {
            carrier: request.body.carrier,
          });
          done.push(id);
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
          refused.push({ id, error: `${id}: ${error.message}` });
        }
      }
      return { dispatched: await loadOrderSummaries(db, done), refused };
    },
  );
}
