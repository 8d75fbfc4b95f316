/**
 * Cash on delivery is the shop's only payment: staff record what the courier collected and what
 * was given back, each with a note. Money in paisa inside, rupees on the wire; nothing is given
 * back beyond what was collected, and nothing is collected beyond the order's total.
 */
import { z } from 'zod';
import { recordActivity } from '../activity/activity.ts';
import type { Queryable } from '../db/index.ts';
import { badRequest, conflict } from '../http/errors.ts';
import { standalone, text } from '../http/validation.ts';
import { paisa, rupees } from '../products/product.ts';
import { shop } from '../shop.ts';
import type { StaffActor } from '../staff/sessions.ts';
import { orderNotFound, type OrderStatus } from './order.ts';

/** An amount of rupees as a form sends it: 0 or more, at most two decimals. */
const amount = (field: string) =>
  z
    .number({ error: `"${field}" must be an amount in rupees.` })
    .min(0, { error: `"${field}" cannot be negative.` })
    .max(10_000_000, { error: `"${field}" is too large.` })
    .refine((value) => Number.isInteger(Math.round(value * 100 * 1e6) / 1e6), {
      error: `"${field}" can have at most two decimals (paisa).`,
      params: standalone,
    });

/** An optional note on an amount: one line, up to 500 characters; blank means none. */
const note = (what: string) =>
  text(what, 0, 500)
    .transform((value) => value || null)
    .optional();

/** The payment form's body: both amounts as they now stand, with their notes. */
export const paymentBody = z
  .strictObject({
    version: z
      .int({ error: '"version" must be the whole number the order showed.' })
      .min(1, { error: '"version" must be the whole number the order showed.' }),
    collected: amount('collected').describe('What the courier collected in all, in rupees.'),
    collectedNote: note('The collection note').describe(
      'A note on the collection (one line, at most 500 characters; blank: none).',
    ),
    refunded: amount('refunded').describe(
      'What was given back to the shopper in all, in rupees; never above `collected`.',
    ),
    refundedNote: note('The refund note').describe(
      'A note on what was given back (one line, at most 500 characters; blank: none).',
    ),
  })
  .refine((body) => paisa(body.refunded) <= paisa(body.collected), {
    error: 'What was given back cannot be more than what was collected.',
    params: standalone,
  });

/** The payment form's body, checked. */
export type PaymentBody = z.output<typeof paymentBody>;

/** Rupees as the timeline writes them: "Rs. 1299.00". */
const money = (amountPaisa: number) => `${shop.currency} ${rupees(amountPaisa).toFixed(2)}`;

interface PaymentRow {
  status: OrderStatus;
  version: number;
  total_paisa: number;
  collected_paisa: number;
  collected_note: string | null;
  refunded_paisa: number;
  refunded_note: string | null;
}

/**
 * Records the order's payment as `body` says, at the version the page showed, with its timeline
 * entry and activity row, in `tx`. A stale version or a Pending order: 409; more collected than
 * the order's total: 400. Saving what is already there writes nothing.
 */
export async function recordPayment(
  tx: Queryable,
  actor: StaffActor,
  id: string,
  body: PaymentBody,
): Promise<void> {
  const found = await tx.query<PaymentRow>(
    `SELECT status, version, total_paisa, collected_paisa, collected_note, refunded_paisa,
       refunded_note
     FROM orders WHERE id = $1 FOR UPDATE`,
    [id],
  );
  const row = found.rows[0];
  if (!row) throw orderNotFound();
  if (row.version !== body.version) {
    throw conflict('This order was changed since you opened it.', { version: row.version });
  }
  if (row.status === 'Pending') {
    throw conflict('Nothing is collected before the order is dispatched.');
  }
  const collected = paisa(body.collected);
  const refunded = paisa(body.refunded);
  if (collected > row.total_paisa) {
    throw badRequest(
      `What was collected cannot be more than the order's total of ${money(row.total_paisa)}.`,
    );
  }
  const before = {
    collected: rupees(row.collected_paisa),
    collectedNote: row.collected_note,
    refunded: rupees(row.refunded_paisa),
    refundedNote: row.refunded_note,
  };
  const after = {
    collected: rupees(collected),
    collectedNote: body.collectedNote ?? null,
    refunded: rupees(refunded),
    refundedNote: body.refundedNote ?? null,
  };
  if (JSON.stringify(before) === JSON.stringify(after)) return;
  const updated = await tx.query<{ version: number }>(
    `UPDATE orders SET collected_paisa = $2, collected_note = $3, refunded_paisa = $4,
       refunded_note = $5, version = version + 1, updated_at = now()
     WHERE id = $1 RETURNING version`,
    [id, collected, after.collectedNote, refunded, after.refundedNote],
  );
  const withNote = (sum: number, said: string | null) =>
    said ? `${money(sum)} (${said})` : money(sum);
  await tx.query(
    `INSERT INTO order_events (order_id, kind, actor_id, text) VALUES ($1, 'payment', $2, $3)`,
    [
      id,
      actor.id,
      `collected ${withNote(collected, after.collectedNote)}; given back ${withNote(refunded, after.refundedNote)}`,
    ],
  );
  await recordActivity(tx, actor, {
    action: 'order.payment',
    entityType: 'order',
    entityId: id,
    entityName: id,
    before: { ...before, version: row.version },
    after: { ...after, version: updated.rows[0]!.version },
  });
}
