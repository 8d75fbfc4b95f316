/**
 * The back office's view of orders: the filtered list (also what the CSV exports), and one order
 * with its customer, version, internal notes and timeline. Lines and totals come from the same
 * loader the shopper's own order pages use.
 */
import { z } from 'zod';
import type { Queryable } from '../db/index.ts';
import { text } from '../http/validation.ts';
import { rupees } from '../products/product.ts';
import { staffRef } from '../staff/accounts.ts';
import { shopDay, shopDayStart } from '../staff/listing.ts';
import { loadOrder, order, orderItem, orderStatuses, type OrderStatus } from './order.ts';
import { asksWhatCameBack, nextStatuses } from './status.ts';

/** Which orders a list (or an export) holds; every field optional. */
export const orderFilter = z.strictObject({
  status: z
    .enum(orderStatuses, { error: `"status" must be one of ${orderStatuses.join(', ')}.` })
    .optional()
    .describe('Only orders with this status.'),
  from: shopDay('from').optional().describe('Only orders placed on or after this shop day.'),
  to: shopDay('to').optional().describe('Only orders placed on or before this shop day.'),
  search: text('The search', 0, 100)
    .optional()
    .describe(
      "Part of an order number, the shopper's name or email, the order's phone, or a product's name on it.",
    ),
});

/** Which orders a list holds. */
export type OrderFilter = z.output<typeof orderFilter>;

/** How a list of orders is ordered (the CSV export stays newest first). */
export const orderSort = z.strictObject({
  sort: z
    .enum(['placed', 'customer', 'status', 'total'], {
      error: 'must be one of placed, customer, status, total.',
    })
    .default('placed')
    .describe(
      "By when it was placed, the shopper's name (any case), the status in the order an order moves through them, or the total.",
    ),
  direction: z
    .enum(['asc', 'desc'], { error: 'must be asc or desc.' })
    .optional()
    .describe(
      'Ascending or descending: placed defaults to desc (newest first), the others to asc.',
    ),
});

/** How a list of orders is ordered. */
export type OrderSort = z.output<typeof orderSort>;

/** Each sort's SQL; ties (same name, status or total) are broken by the order's id. */
const orderSortColumns: Record<OrderSort['sort'], string> = {
  placed: 'o.created_at',
  customer: 'lower(o.name)',
  status: `array_position(ARRAY[${orderStatuses.map((status) => `'${status}'`).join(', ')}]::text[], o.status)`,
  total: 'o.total_paisa',
};

/** An order as a row of the back office's list. */
export const orderSummary = z
  .strictObject({
    id: z.string().describe('Order id.'),
    createdAt: z.iso.datetime().describe('When it was placed.'),
    status: z.enum(orderStatuses).describe('Where it stands.'),
    name: z.string().describe("The recipient's name."),
    email: z.string().describe("The customer's account email."),
    phone: z.string().describe("The order's phone."),
    itemCount: z.int().describe('Units ordered.'),
    totalAmount: z.number().describe('What was charged, in rupees.'),
    version: z.int().describe('Rises with every change; send it with a status change.'),
  })
  .meta({ id: 'AdminOrderSummary', description: 'An order as a row of the orders list.' });

/** An order as a row of the back office's list. */
export type OrderSummary = z.output<typeof orderSummary>;

/** An order line as the back office sees it: its number, and how many units came back. */
const adminOrderItem = orderItem
  .extend({
    line: z.int().describe("The line's number on the order: name it when saying what came back."),
    returnedQuantity: z
      .int()
      .describe('Units of this line that came back and went back on sale (0 when none).'),
  })
  .meta({ id: 'AdminOrderItem', description: 'One line of an order, and what of it came back.' });

/** What was collected on delivery and what was given back (cash on delivery is the only payment). */
export const orderPayment = z
  .strictObject({
    collected: z.number().describe('What the courier collected, in rupees (0 until recorded).'),
    collectedNote: z.string().nullable().describe('A note on the collection, if any.'),
    refunded: z
      .number()
      .describe('What was given back to the shopper, in rupees; never above `collected`.'),
    refundedNote: z.string().nullable().describe('A note on what was given back, if any.'),
  })
  .meta({ id: 'AdminOrderPayment', description: 'Money collected on delivery and given back.' });

const timelineEntry = z
  .strictObject({
    id: z.string(),
    kind: z.enum(['placed', 'status', 'note', 'mail', 'payment']).describe('What happened.'),
    at: z.iso.datetime().describe('When.'),
    by: staffRef
      .nullable()
      .describe('The staff member who did it; null for the shopper or the shop.'),
    summary: z.string().describe('A sentence ready to show.'),
    from: z.enum(orderStatuses).optional().describe('Status before (status changes).'),
    to: z.enum(orderStatuses).optional().describe('Status after (status changes).'),
    text: z
      .string()
      .optional()
      .describe(
        "A note's text, a mail's subject, what came back with a return, or a payment's amounts.",
      ),
    goodsBack: z
      .strictObject({
        lines: z
          .array(
            z.strictObject({
              name: z.string().describe("The line's product name when ordered."),
              quantity: z.int().describe('Units of it that came back.'),
            }),
          )
          .describe('The lines that came back, in order; empty when nothing did.'),
        reason: z.string().describe('Why, as staff put it.'),
      })
      .optional()
      .describe(
        'A status change to Cancelled after dispatch, or to Returned: what came back and why (`text` in words).',
      ),
    payment: orderPayment
      .optional()
      .describe(
        'A payment entry: both amounts and their notes as recorded then (`text` in words).',
      ),
  })
  .meta({ id: 'AdminOrderTimelineEntry', description: "One entry of an order's timeline." });

/** One order with everything the back office's order page shows. */
export const adminOrder = order
  .extend({
    items: z.array(adminOrderItem).describe('What was bought, and what of it came back.'),
    returnReason: z
      .string()
      .nullable()
      .describe('Why it came back (Returned, or Cancelled after dispatch), as staff put it.'),
    payment: orderPayment,
    version: z.int().describe('Rises with every change; send it with a status change.'),
    allowedStatuses: z.array(z.enum(orderStatuses)).describe('Where the status may move next.'),
    customer: z
      .strictObject({ id: z.uuid(), name: z.string(), email: z.string(), phone: z.string() })
      .describe('The account that placed it.'),
    notes: z
      .array(
        z.strictObject({
          id: z.uuid(),
          text: z.string(),
          at: z.iso.datetime(),
          by: staffRef.nullable(),
        }),
      )
      .describe('Internal notes, oldest first; never shown to the shopper.'),
    timeline: z
      .array(timelineEntry)
      .describe('Placed, status changes, notes and mails, oldest first.'),
  })
  .meta({ id: 'AdminOrder', description: 'An order as the back office sees it.' });

/** One order as the back office sees it. */
export type AdminOrder = z.output<typeof adminOrder>;

/** `%`, `_` and `\` taken literally inside a LIKE pattern. */
export const likeEscaped = (value: string) => value.replace(/[\\%_]/g, (match) => `\\${match}`);

/** The SQL condition and parameters for `filter`, over `orders o JOIN users u`. */
export function orderConditions(filter: OrderFilter): { where: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const add = (sql: (placeholder: string) => string, value: unknown) => {
    params.push(value);
    conditions.push(sql(`$${params.length}`));
  };
  if (filter.status) add((p) => `o.status = ${p}`, filter.status);
  if (filter.from) add((p) => `o.created_at >= ${shopDayStart(p)}`, filter.from);
  if (filter.to) add((p) => `o.created_at < ${shopDayStart(`(${p}::date + 1)`)}`, filter.to);
  const search = filter.search?.trim();
  if (search) {
    const pattern = `%${likeEscaped(search.toLowerCase())}%`;
    const digits = search.replace(/[\s()-]/g, '');
    // The name the order was placed under (the list's and the packing slip's), and any line's
    // product name as ordered (kept on the line: a product renamed or removed since still finds
    // its orders).
    add(
      (p) =>
        `(lower(o.id) LIKE ${p} OR lower(u.email) LIKE ${p} OR lower(o.name) LIKE ${p}` +
        ` OR EXISTS (SELECT 1 FROM order_items si WHERE si.order_id = o.id AND lower(si.name) LIKE ${p})` +
        (digits ? ` OR o.phone LIKE '%' || $${params.length + 1} || '%')` : ')'),
      pattern,
    );
    if (digits) params.push(likeEscaped(digits));
  }
  return { where: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params };
}

interface SummaryRow {
  id: string;
  created_at: Date;
  status: OrderStatus;
  name: string;
  email: string;
  phone: string;
  item_count: number;
  total_paisa: number;
  version: number;
}

const summaryColumns = `o.id, o.created_at, o.status, o.name, u.email, o.phone, o.total_paisa,
  o.version,
  (SELECT coalesce(sum(i.quantity), 0)::int FROM order_items i WHERE i.order_id = o.id)
    AS item_count`;

const toSummary = (row: SummaryRow): OrderSummary => ({
  id: row.id,
  createdAt: new Date(row.created_at).toISOString(),
  status: row.status,
  name: row.name,
  email: row.email,
  phone: row.phone,
  itemCount: row.item_count,
  totalAmount: rupees(row.total_paisa),
  version: row.version,
});

/**
 * One page of orders matching `filter` in the `order` asked for (newest first by default), and
 * how many match in all. Every order is total: ties go by the order's id in the same direction.
 */
export async function listOrderSummaries(
  db: Queryable,
  filter: OrderFilter,
  page: { limit: number; offset: number },
  order: OrderSort = { sort: 'placed' },
): Promise<{ orders: OrderSummary[]; total: number }> {
  const { where, params } = orderConditions(filter);
  const direction =
    (order.direction ?? (order.sort === 'placed' ? 'desc' : 'asc')) === 'asc' ? 'ASC' : 'DESC';
  const from = 'FROM orders o JOIN users u ON u.id = o.user_id';
  const count = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total ${from} ${where}`,
    params,
  );
  const rows = await db.query<SummaryRow>(
    `SELECT ${summaryColumns} ${from} ${where}
     ORDER BY ${orderSortColumns[order.sort]} ${direction}, o.id ${direction}
     LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, page.limit, page.offset],
  );
  return { orders: rows.rows.map(toSummary), total: count.rows[0]?.total ?? 0 };
}

/** The summaries of `ids` (in no particular order). */
export async function loadOrderSummaries(db: Queryable, ids: string[]): Promise<OrderSummary[]> {
  const rows = await db.query<SummaryRow>(
    `SELECT ${summaryColumns} FROM orders o JOIN users u ON u.id = o.user_id
     WHERE o.id = ANY($1::text[]) ORDER BY o.created_at DESC, o.id DESC`,
    [ids],
  );
  return rows.rows.map(toSummary);
}

/** A customer's orders as list rows, newest first. */
export async function customerOrderSummaries(
  db: Queryable,
  userId: string,
): Promise<OrderSummary[]> {
  const rows = await db.query<SummaryRow>(
    `SELECT ${summaryColumns} FROM orders o JOIN users u ON u.id = o.user_id
     WHERE o.user_id = $1 ORDER BY o.created_at DESC, o.id DESC`,
    [userId],
  );
  return rows.rows.map(toSummary);
}

interface TimelineRow {
  id: string;
  kind: 'status' | 'mail' | 'note' | 'payment';
  at: Date;
  actor_id: string | null;
  actor_name: string | null;
  actor_role: string | null;
  from_status: OrderStatus | null;
  to_status: OrderStatus | null;
  text: string | null;
}

const staffOnly = (row: TimelineRow) =>
  row.actor_id && row.actor_name && row.actor_role && row.actor_role !== 'customer'
    ? { id: row.actor_id, name: row.actor_name, role: row.actor_role }
    : null;

function describe(row: TimelineRow, shopper: boolean): string {
  if (row.kind === 'note') return 'Internal note added';
  if (row.kind === 'mail') return `Mail sent to the shopper: ${row.text ?? ''}`;
  if (row.kind === 'payment') return `Payment recorded: ${row.text ?? ''}`;
  const who = shopper ? ' by the shopper' : '';
  const goods = row.text ? `. ${row.text}` : '';
  return `Status changed from ${row.from_status} to ${row.to_status}${who}${goods}`;
}

/**
 * Each payment entry's amounts and notes, by the entry's id. The entry's `text` is an English
 * sentence; the same facts are in the activity row `recordPayment` writes in the same
 * transaction, so the n-th payment entry is the n-th `order.payment` row of the order. When the
 * two do not pair up (a row written another way), none are given and `text` alone says it.
 */
async function recordedPayments(
  db: Queryable,
  orderId: string,
  events: readonly TimelineRow[],
): Promise<Map<string, z.output<typeof orderPayment>>> {
  const entries = events.filter((event) => event.kind === 'payment');
  const byEntry = new Map<string, z.output<typeof orderPayment>>();
  if (entries.length === 0) return byEntry;
  const recorded = await db.query<{ after: Partial<z.output<typeof orderPayment>> | null }>(
    `SELECT after FROM activity
     WHERE entity_type = 'order' AND entity_id = $1 AND action = 'order.payment' ORDER BY id`,
    [orderId],
  );
  if (recorded.rows.length !== entries.length) return byEntry;
  entries.forEach((entry, index) => {
    const after = recorded.rows[index]!.after;
    if (typeof after?.collected !== 'number' || typeof after.refunded !== 'number') return;
    byEntry.set(entry.id, {
      collected: after.collected,
      collectedNote: after.collectedNote ?? null,
      refunded: after.refunded,
      refundedNote: after.refundedNote ?? null,
    });
  });
  return byEntry;
}

/** The order `id` with its customer, version, notes and timeline, or a 404. */
export async function loadAdminOrder(db: Queryable, id: string): Promise<AdminOrder> {
  const base = await loadOrder(db, id);
  const extra = await db.query<{
    version: number;
    customer_id: string;
    customer_name: string;
    customer_email: string;
    customer_phone: string;
    return_reason: string | null;
    collected_paisa: number;
    collected_note: string | null;
    refunded_paisa: number;
    refunded_note: string | null;
  }>(
    `SELECT o.version, u.id AS customer_id, u.name AS customer_name, u.email AS customer_email,
       u.phone AS customer_phone, o.return_reason, o.collected_paisa, o.collected_note,
       o.refunded_paisa, o.refunded_note
     FROM orders o JOIN users u ON u.id = o.user_id WHERE o.id = $1`,
    [id],
  );
  const row = extra.rows[0]!;
  // The same lines in the same order as `base.items` (both by position).
  const lines = await db.query<{ line: number; returned_quantity: number }>(
    'SELECT position AS line, returned_quantity FROM order_items WHERE order_id = $1 ORDER BY position',
    [id],
  );
  const events = await db.query<TimelineRow>(
    `SELECT e.id::text, e.kind, e.created_at AS at, e.actor_id, a.name AS actor_name,
       a.role AS actor_role, e.from_status, e.to_status, e.text
     FROM order_events e LEFT JOIN users a ON a.id = e.actor_id WHERE e.order_id = $1
     UNION ALL
     SELECT n.id::text, 'note', n.created_at, n.author_id, a.name, a.role, NULL, NULL, n.text
     FROM order_notes n LEFT JOIN users a ON a.id = n.author_id WHERE n.order_id = $1
     ORDER BY at, id`,
    [id],
  );
  // A return's or a cancellation after dispatch's timeline sentence (`text`) was written in
  // English from these facts, kept on the order: only one such move can happen (Cancelled and
  // Returned are final), so the order's returned units and reason are that entry's.
  const goodsBack = {
    lines: base.items.flatMap((item, index) => {
      const quantity = lines.rows[index]!.returned_quantity;
      return quantity > 0 ? [{ name: item.name, quantity }] : [];
    }),
    reason: row.return_reason ?? '',
  };
  const payments = await recordedPayments(db, id, events.rows);
  const timeline: AdminOrder['timeline'] = [
    {
      id: `placed:${base.id}`,
      kind: 'placed',
      at: base.createdAt,
      by: null,
      summary: 'Order placed',
    },
    ...events.rows.map((event) => ({
      id: event.id,
      kind: event.kind,
      at: new Date(event.at).toISOString(),
      by: staffOnly(event),
      summary: describe(event, event.actor_id === row.customer_id),
      ...(event.from_status ? { from: event.from_status } : {}),
      ...(event.to_status ? { to: event.to_status } : {}),
      ...(event.text !== null ? { text: event.text } : {}),
      ...(event.kind === 'status' &&
      event.text !== null &&
      row.return_reason !== null &&
      event.from_status &&
      event.to_status &&
      asksWhatCameBack(event.from_status, event.to_status)
        ? { goodsBack }
        : {}),
      ...(payments.has(event.id) ? { payment: payments.get(event.id)! } : {}),
    })),
  ];
  return {
    ...base,
    items: base.items.map((item, index) => ({
      ...item,
      line: lines.rows[index]!.line,
      returnedQuantity: lines.rows[index]!.returned_quantity,
    })),
    returnReason: row.return_reason,
    payment: {
      collected: rupees(row.collected_paisa),
      collectedNote: row.collected_note,
      refunded: rupees(row.refunded_paisa),
      refundedNote: row.refunded_note,
    },
    version: row.version,
    allowedStatuses: [...nextStatuses[base.status]],
    customer: {
      id: row.customer_id,
      name: row.customer_name,
      email: row.customer_email,
      phone: row.customer_phone,
    },
    notes: events.rows
      .filter((event) => event.kind === 'note')
      .map((note) => ({
        id: note.id,
        text: note.text ?? '',
        at: new Date(note.at).toISOString(),
        by: staffOnly(note),
      })),
    timeline,
  };
}
