/**
 * The back office's coupons: the wire shape with uses and what is left, the list's filters, and
 * saving by the catalogue file's rules with a version against concurrent edits. Orders keep the
 * discount and code they were charged (orders.discount_paisa, coupon_code), so an edit never
 * reaches back into them.
 */
import { z } from 'zod';
import { recordActivity } from '../activity/activity.ts';
import { PgErrorCode, pgErrorCode, type Queryable } from '../db/index.ts';
import { conflict, HttpError, notFound } from '../http/errors.ts';
import { standalone } from '../http/validation.ts';
import { categories, paisa, rupees } from '../products/product.ts';
import type { StaffActor } from '../staff/sessions.ts';

/** What the list can be narrowed to. */
export const couponStatuses = ['active', 'inactive', 'expired', 'used up'] as const;

/** One coupon in the back office. */
export const adminCoupon = z
  .strictObject({
    id: z.uuid(),
    code: z.string().describe('Upper case; unique whatever the case.'),
    kind: z.enum(['percent', 'fixed']),
    value: z.number().describe('Percent (1–100) or rupees.'),
    categories: z.array(z.enum(categories)).describe('Empty: every product.'),
    expiresAt: z.iso.datetime().nullable(),
    active: z.boolean(),
    maxUses: z.int().nullable().describe('The global limit; null: none.'),
    onePerShopper: z.boolean(),
    uses: z.int(),
    remaining: z.int().nullable().describe('Uses left under the global limit; null: no limit.'),
    status: z.enum(couponStatuses),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    version: z.int().describe('Send it back with an edit: a stale one is refused (409).'),
  })
  .meta({ id: 'AdminCoupon', description: 'A coupon with its uses.' });

/** One coupon in the back office. */
export type AdminCoupon = z.output<typeof adminCoupon>;

const couponFields = {
  code: z
    .string({ error: 'must be text.' })
    .trim()
    .regex(/^[A-Za-z0-9_-]{2,40}$/, {
      error: 'must be 2 to 40 letters, digits, - or _.',
    }),
  kind: z.enum(['percent', 'fixed'], { error: 'must be percent or fixed.' }),
  value: z
    .number({ error: 'must be a number.' })
    .positive({ error: 'must be above 0.' })
    .max(10_000_000, { error: 'is too large.' }),
  categories: z
    .array(z.enum(categories, { error: `must be among ${categories.join(', ')}.` }))
    .refine((list) => new Set(list).size === list.length, { error: 'lists a category twice.' })
    .default([]),
  expiresAt: z.iso
    .datetime({ offset: true, error: 'must be a date and time like 2026-12-31T23:59:00+05:00.' })
    .nullable()
    .default(null),
  active: z.boolean({ error: 'must be true or false.' }).default(true),
  maxUses: z
    .int({ error: 'must be a whole number or null.' })
    .positive({ error: 'must be at least 1 (or null for no limit).' })
    .max(10_000_000)
    .nullable()
    .default(null),
  onePerShopper: z.boolean({ error: 'must be true or false.' }).default(true),
};

const percentAtMost100 = <Schema extends z.ZodType<{ kind: string; value: number }>>(
  schema: Schema,
) =>
  schema.refine((coupon) => coupon.kind !== 'percent' || coupon.value <= 100, {
    error: 'A percent coupon is at most 100.',
    path: ['value'],
    params: standalone,
  });

/** A new coupon. */
export const createCouponBody = percentAtMost100(z.strictObject(couponFields));

const version = z
  .int({ error: '"version" must be the whole number the coupon showed.' })
  .min(1, { error: '"version" must be the whole number the coupon showed.' });

/** An edit, with the version seen. */
export const updateCouponBody = percentAtMost100(z.strictObject({ ...couponFields, version }));

/** What a save holds. */
export type CouponInput = z.output<typeof createCouponBody>;

interface AdminCouponRow {
  id: string;
  code: string;
  kind: 'percent' | 'fixed';
  value: number;
  categories: string[];
  expires_at: Date | null;
  active: boolean;
  max_uses: number | null;
  one_per_shopper: boolean;
  uses: number;
  created_at: Date;
  updated_at: Date;
  version: number;
}

const columns = `id, code, kind, value, categories, expires_at, active, max_uses, one_per_shopper,
  uses, created_at, updated_at, version`;

/** SQL for a coupon's status (unaliased columns). */
const statusSql = `CASE WHEN NOT active THEN 'inactive'
  WHEN expires_at IS NOT NULL AND expires_at <= now() THEN 'expired'
  WHEN max_uses IS NOT NULL AND uses >= max_uses THEN 'used up' ELSE 'active' END`;

function toCoupon(row: AdminCouponRow & { status: AdminCoupon['status'] }): AdminCoupon {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    value: row.kind === 'fixed' ? rupees(row.value) : row.value,
    categories: row.categories as AdminCoupon['categories'],
    expiresAt: row.expires_at ? new Date(row.expires_at).toISOString() : null,
    active: row.active,
    maxUses: row.max_uses,
    onePerShopper: row.one_per_shopper,
    uses: row.uses,
    remaining: row.max_uses === null ? null : Math.max(0, row.max_uses - row.uses),
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    version: row.version,
  };
}

/** The list's query. */
export const couponFilter = z.strictObject({
  status: z
    .enum(couponStatuses, { error: `must be one of ${couponStatuses.join(', ')}.` })
    .optional(),
  search: z.string().trim().max(40).optional().describe('Part of the code, any case.'),
});

/** One page of coupons, newest first, and how many match. */
export async function listCoupons(
  db: Queryable,
  filter: z.output<typeof couponFilter>,
  page: { limit: number; offset: number },
): Promise<{ coupons: AdminCoupon[]; total: number }> {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (filter.status) {
    params.push(filter.status);
    conditions.push(`(${statusSql}) = $${params.length}`);
  }
  if (filter.search) {
    params.push(`%${filter.search.toUpperCase().replace(/[\\%_]/g, '\\$&')}%`);
    conditions.push(`upper(code) LIKE $${params.length}`);
  }
  const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
  const counted = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM coupons ${where}`,
    params,
  );
  const rows = await db.query<AdminCouponRow & { status: AdminCoupon['status'] }>(
    `SELECT ${columns}, ${statusSql} AS status FROM coupons ${where}
     ORDER BY created_at DESC, id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, page.limit, page.offset],
  );
  return { coupons: rows.rows.map(toCoupon), total: counted.rows[0]?.total ?? 0 };
}

/** One coupon, or a 404. */
export async function loadCoupon(db: Queryable, id: string): Promise<AdminCoupon> {
  const found = await db.query<AdminCouponRow & { status: AdminCoupon['status'] }>(
    `SELECT ${columns}, ${statusSql} AS status FROM coupons WHERE id = $1`,
    [id],
  );
  const row = found.rows[0];
  if (!row) throw notFound('There is no coupon with this id.');
  return toCoupon(row);
}

/** A coupon's saved fields as the activity log records them. */
const snapshotOf = (coupon: AdminCoupon): Record<string, unknown> => ({
  code: coupon.code,
  kind: coupon.kind,
  value: coupon.value,
  categories: coupon.categories,
  expiresAt: coupon.expiresAt,
  active: coupon.active,
  maxUses: coupon.maxUses,
  onePerShopper: coupon.onePerShopper,
});

const values = (input: CouponInput) => [
  input.code.toUpperCase(),
  input.kind,
  input.kind === 'fixed' ? paisa(input.value) : Math.round(input.value),
  input.categories,
  input.expiresAt,
  input.active,
  input.maxUses,
  input.onePerShopper,
];

/** Runs `work`, turning a taken code (any case: the unique index is on upper(code)) into a 409. */
async function coding<T>(code: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (pgErrorCode(error) === PgErrorCode.uniqueViolation) {
      throw new HttpError(409, `A coupon with the code ${code.toUpperCase()} already exists.`, {
        extra: { field: 'code' },
      });
    }
    throw error;
  }
}

/** Creates a coupon with its activity row, inside `tx`. */
export async function createCoupon(
  tx: Queryable,
  actor: StaffActor,
  input: CouponInput,
): Promise<string> {
  const inserted = await coding(input.code, () =>
    tx.query<{ id: string }>(
      `INSERT INTO coupons (code, kind, value, categories, expires_at, active, max_uses,
         one_per_shopper) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      values(input),
    ),
  );
  const id = inserted.rows[0]!.id;
  await recordActivity(tx, actor, {
    action: 'coupon.create',
    entityType: 'coupon',
    entityId: id,
    entityName: input.code.toUpperCase(),
    after: snapshotOf(await loadCoupon(tx, id)),
  });
  return id;
}

/** Locks coupon `id` at `expected` version (409 when stale) and answers it as it is. */
async function lockAt(tx: Queryable, id: string, expected: number | undefined) {
  const locked = await tx.query<{ version: number }>(
    'SELECT version FROM coupons WHERE id = $1 FOR UPDATE',
    [id],
  );
  const row = locked.rows[0];
  if (!row) throw notFound('There is no coupon with this id.');
  if (expected !== undefined && row.version !== expected) {
    throw conflict('This coupon was changed since you opened it.', { version: row.version });
  }
  return loadCoupon(tx, id);
}

/** Records the fields that moved between `before` and `after`; nothing when none did. */
async function recordChange(
  tx: Queryable,
  actor: StaffActor,
  action: string,
  before: AdminCoupon,
  after: AdminCoupon,
): Promise<void> {
  const was = snapshotOf(before);
  const now = snapshotOf(after);
  const fields = Object.keys(now).filter(
    (key) => JSON.stringify(was[key]) !== JSON.stringify(now[key]),
  );
  if (fields.length === 0) return;
  await recordActivity(tx, actor, {
    action,
    entityType: 'coupon',
    entityId: after.id,
    entityName: after.code,
    before: Object.fromEntries(fields.map((key) => [key, was[key]])),
    after: Object.fromEntries(fields.map((key) => [key, now[key]])),
  });
}

/** Saves an edit made at `version` inside `tx`; past orders keep what they were charged. */
export async function updateCoupon(
  tx: Queryable,
  actor: StaffActor,
  id: string,
  input: CouponInput,
  version: number,
): Promise<void> {
  const before = await lockAt(tx, id, version);
  if (input.maxUses !== null && input.maxUses < before.uses) {
    throw new HttpError(
      400,
      `"maxUses": it has been used ${before.uses} times already; the limit cannot be lower.`,
      { extra: { field: 'maxUses' } },
    );
  }
  await coding(input.code, () =>
    tx.query(
      `UPDATE coupons SET code = $1, kind = $2, value = $3, categories = $4, expires_at = $5,
         active = $6, max_uses = $7, one_per_shopper = $8, version = version + 1,
         updated_at = now() WHERE id = $9`,
      [...values(input), id],
    ),
  );
  await recordChange(tx, actor, 'coupon.update', before, await loadCoupon(tx, id));
}

/** Deactivates coupon `id` inside `tx` (at `version` when given); already inactive: no change. */
export async function deactivateCoupon(
  tx: Queryable,
  actor: StaffActor,
  id: string,
  expected: number | undefined,
): Promise<void> {
  const before = await lockAt(tx, id, expected);
  if (!before.active) return;
  await tx.query(
    'UPDATE coupons SET active = false, version = version + 1, updated_at = now() WHERE id = $1',
    [id],
  );
  await recordChange(tx, actor, 'coupon.deactivate', before, await loadCoupon(tx, id));
}
