/**
 * The activity log: one append-only row per staff change, written with the caller's transaction
 * so a change and its row are committed, or rolled back, together. The table refuses UPDATE,
 * DELETE and TRUNCATE itself (migration 009); nothing here offers either.
 */
import { z } from 'zod';
import type { Queryable } from '../db/index.ts';
import { staffRef } from '../staff/accounts.ts';
import type { StaffActor } from '../staff/sessions.ts';
import { shopDayStart } from '../staff/listing.ts';

/** What kind of thing a change is about. */
export const entityTypes = [
  'order',
  'customer',
  'message',
  'staff',
  'product',
  'coupon',
  'review',
] as const;

/** One entity type. */
export type EntityType = (typeof entityTypes)[number];

/** A change to record. */
export interface ActivityChange {
  /** What was done, `area.verb` (e.g. `order.status`). */
  action: string;
  /** What kind of thing it was done to. */
  entityType: EntityType;
  /** Its id. */
  entityId: string;
  /** Its name at the time (an order number, an email), if any. */
  entityName?: string | null;
  /** The changed fields before the change; null for a creation. */
  before?: Record<string, unknown> | null;
  /** The changed fields after the change; null for a removal. */
  after?: Record<string, unknown> | null;
}

/** Appends one row for `change` by `actor`, inside `tx` (the change's own transaction). */
export async function recordActivity(
  tx: Queryable,
  actor: StaffActor,
  change: ActivityChange,
): Promise<void> {
  await tx.query(
    `INSERT INTO activity (staff_id, staff_name, staff_email, role, action, entity_type,
       entity_id, entity_name, before, after, request_id, address)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10::jsonb, $11, $12)`,
    [
      actor.id,
      actor.name,
      actor.email,
      actor.role,
      change.action,
      change.entityType,
      change.entityId,
      change.entityName ?? null,
      change.before ? JSON.stringify(change.before) : null,
      change.after ? JSON.stringify(change.after) : null,
      actor.requestId,
      actor.address,
    ],
  );
}

/** Which entries to list. */
export interface ActivityFilter {
  /** Only this staff member's. */
  staffId?: string | undefined;
  /** Only this kind of thing. */
  entityType?: EntityType | undefined;
  /** From this shop day on (YYYY-MM-DD). */
  from?: string | undefined;
  /** Up to and including this shop day. */
  to?: string | undefined;
}

/** One activity row on the wire. */
export const activityEntry = z
  .strictObject({
    id: z.string().describe('Entry id (rising with time).'),
    at: z.iso.datetime().describe('When.'),
    staff: staffRef.nullable().describe('Who.'),
    role: z.string().describe('Their role then.'),
    action: z.string().describe('What they did, e.g. `order.status`.'),
    entityType: z.enum(entityTypes).describe('What kind of thing changed.'),
    entityId: z.string().describe('Its id.'),
    entityName: z.string().nullable().describe('Its name then, if any.'),
    before: z.record(z.string(), z.unknown()).nullable().describe('Changed fields before.'),
    after: z.record(z.string(), z.unknown()).nullable().describe('Changed fields after.'),
    requestId: z.string().nullable().describe("The request's id, as in the logs."),
    address: z.string().nullable().describe('The address it came from.'),
  })
  .meta({ id: 'AdminActivityEntry', description: 'One staff change.' });

/** One activity row on the wire. */
export type ActivityEntry = z.output<typeof activityEntry>;

interface ActivityRow {
  id: string;
  at: Date;
  staff_id: string | null;
  staff_name: string;
  role: string;
  action: string;
  entity_type: EntityType;
  entity_id: string;
  entity_name: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  request_id: string | null;
  address: string | null;
}

/** One page of entries matching `filter`, newest first, and how many match in all. */
export async function listActivity(
  db: Queryable,
  filter: ActivityFilter,
  page: { limit: number; offset: number },
): Promise<{ entries: ActivityEntry[]; total: number }> {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const add = (sql: (placeholder: string) => string, value: unknown) => {
    params.push(value);
    conditions.push(sql(`$${params.length}`));
  };
  if (filter.staffId) add((p) => `staff_id = ${p}`, filter.staffId);
  if (filter.entityType) add((p) => `entity_type = ${p}`, filter.entityType);
  if (filter.from) add((p) => `at >= ${shopDayStart(p)}`, filter.from);
  if (filter.to) add((p) => `at < ${shopDayStart(`(${p}::date + 1)`)}`, filter.to);
  const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
  const count = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM activity ${where}`,
    params,
  );
  const rows = await db.query<ActivityRow>(
    `SELECT id::text, at, staff_id, staff_name, role, action, entity_type, entity_id,
       entity_name, before, after, request_id, address
     FROM activity ${where} ORDER BY at DESC, id DESC
     LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, page.limit, page.offset],
  );
  return {
    total: count.rows[0]?.total ?? 0,
    entries: rows.rows.map((row) => ({
      id: row.id,
      at: new Date(row.at).toISOString(),
      staff: row.staff_id ? { id: row.staff_id, name: row.staff_name, role: row.role } : null,
      role: row.role,
      action: row.action,
      entityType: row.entity_type,
      entityId: row.entity_id,
      entityName: row.entity_name,
      before: row.before,
      after: row.after,
      requestId: row.request_id,
      address: row.address,
    })),
  };
}
