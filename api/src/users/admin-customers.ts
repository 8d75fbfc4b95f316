/**
 * The back office's customer list: shopper accounts filtered (a search, whether they have
 * ordered, when they signed up, whether they are verified buyers), sorted, paged, and the same
 * rows as a streamed CSV.
 */
import { Readable } from 'node:stream';
import { stringify, type Stringifier } from 'csv-stringify';
import { z } from 'zod';
import type { Queryable } from '../db/index.ts';
import { text } from '../http/validation.ts';
import { likeEscaped } from '../orders/admin-orders.ts';
import { neutralised } from '../orders/export.ts';
import { shopDay, shopDayStart } from '../staff/listing.ts';

/** Which customers a list (or an export) holds; every field optional. */
export const customerFilter = z.strictObject({
  search: text('The search', 0, 100).optional().describe('Part of a name, email or phone.'),
  orders: z
    .enum(['any', 'none'], { error: '"orders" must be any or none.' })
    .optional()
    .describe('Only customers who have placed an order (any) or never have (none).'),
  verified: z
    .enum(['true', 'false'], { error: '"verified" must be true or false.' })
    .optional()
    .describe('Only verified buyers (an order of theirs was delivered), or only the others.'),
  from: shopDay('from')
    .optional()
    .describe('Only customers who signed up on or after this shop day.'),
  to: shopDay('to').optional().describe('Only customers who signed up on or before this shop day.'),
});

/** Which customers a list holds. */
export type CustomerFilter = z.output<typeof customerFilter>;

/** How a list of customers is ordered. */
export const customerSort = z.strictObject({
  sort: z
    .enum(['joined', 'name', 'orders'], { error: 'must be one of joined, name, orders.' })
    .default('joined')
    .describe('By when they signed up, their name (any case) or how many orders they placed.'),
  direction: z
    .enum(['asc', 'desc'], { error: 'must be asc or desc.' })
    .optional()
    .describe('Ascending or descending: joined and orders default to desc, name to asc.'),
});

/** How a list of customers is ordered. */
export type CustomerSort = z.output<typeof customerSort>;

/** A customer as a row of the list. */
export const customerSummary = z
  .strictObject({
    id: z.uuid().describe('Account id.'),
    name: z.string().describe('Full name.'),
    email: z.string().describe('Email.'),
    phone: z.string().describe("Phone; '' until given."),
    orderCount: z.int().describe('Orders placed.'),
    verifiedBuyer: z.boolean().describe('Whether an order of theirs was delivered.'),
    createdAt: z.iso.datetime().describe('When the account was created.'),
  })
  .meta({ id: 'AdminCustomerSummary', description: 'A customer as a row of the list.' });

/** A customer as a row of the list. */
export type CustomerSummary = z.output<typeof customerSummary>;

const orderCount = '(SELECT count(*)::int FROM orders o WHERE o.user_id = u.id)';
const verifiedBuyer = `EXISTS (SELECT 1 FROM orders o WHERE o.user_id = u.id AND o.status = 'Delivered')`;

/** Each sort's SQL; ties go by the account's id. */
const sortColumns: Record<CustomerSort['sort'], string> = {
  joined: 'u.created_at',
  name: 'lower(u.name)',
  orders: orderCount,
};

/** The SQL condition and parameters for `filter`, over `users u`. */
export function customerConditions(filter: CustomerFilter): { where: string; params: unknown[] } {
  const conditions = [`u.role = 'customer'`];
  const params: unknown[] = [];
  const add = (sql: (placeholder: string) => string, value: unknown) => {
    params.push(value);
    conditions.push(sql(`$${params.length}`));
  };
  const search = filter.search?.trim();
  if (search) {
    params.push(`%${likeEscaped(search.toLowerCase())}%`);
    const name = `$${params.length}`;
    const digits = search.replace(/[\s()-]/g, '');
    let phone = '';
    if (digits) {
      params.push(`%${likeEscaped(digits)}%`);
      phone = ` OR u.phone LIKE $${params.length}`;
    }
    conditions.push(`(lower(u.name) LIKE ${name} OR lower(u.email) LIKE ${name}${phone})`);
  }
  if (filter.orders === 'any') conditions.push(`${orderCount} > 0`);
  if (filter.orders === 'none') conditions.push(`${orderCount} = 0`);
  if (filter.verified === 'true') conditions.push(verifiedBuyer);
  if (filter.verified === 'false') conditions.push(`NOT ${verifiedBuyer}`);
  if (filter.from) add((p) => `u.created_at >= ${shopDayStart(p)}`, filter.from);
  if (filter.to) add((p) => `u.created_at < ${shopDayStart(`(${p}::date + 1)`)}`, filter.to);
  return { where: `WHERE ${conditions.join(' AND ')}`, params };
}

interface SummaryRow {
  id: string;
  name: string;
  email: string;
  phone: string;
  address: string;
  order_count: number;
  verified_buyer: boolean;
  created_at: Date;
}

const summaryColumns = `u.id, u.name, u.email, u.phone, u.address, u.created_at,
  ${orderCount} AS order_count, ${verifiedBuyer} AS verified_buyer`;

const toSummary = (row: SummaryRow): CustomerSummary => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  orderCount: row.order_count,
  verifiedBuyer: row.verified_buyer,
  createdAt: new Date(row.created_at).toISOString(),
});

/** One page of customers matching `filter` in the `order` asked for, and how many match. */
export async function listCustomers(
  db: Queryable,
  filter: CustomerFilter,
  page: { limit: number; offset: number },
  order: CustomerSort = { sort: 'joined' },
): Promise<{ customers: CustomerSummary[]; total: number }> {
  const { where, params } = customerConditions(filter);
  const direction =
    (order.direction ?? (order.sort === 'name' ? 'asc' : 'desc')) === 'asc' ? 'ASC' : 'DESC';
  const count = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM users u ${where}`,
    params,
  );
  const rows = await db.query<SummaryRow>(
    `SELECT ${summaryColumns} FROM users u ${where}
     ORDER BY ${sortColumns[order.sort]} ${direction}, u.id ${direction}
     LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, page.limit, page.offset],
  );
  return { customers: rows.rows.map(toSummary), total: count.rows[0]?.total ?? 0 };
}

/** The CSV's columns, in order. */
export const customerCsvColumns = [
  'customer_id',
  'name',
  'email',
  'phone',
  'address',
  'signed_up_at',
  'orders',
  'verified_buyer',
] as const;

type CsvRow = Record<(typeof customerCsvColumns)[number], string | number>;

const batchSize = 500;

/** Every matching customer, newest first, read a batch at a time (keyset on the sign-up time). */
async function* csvRows(db: Queryable, filter: CustomerFilter): AsyncGenerator<CsvRow> {
  const { where, params } = customerConditions(filter);
  let after: { createdText: string; id: string } | undefined;
  for (;;) {
    const keyset = after
      ? `${where} AND (u.created_at, u.id) < ($${params.length + 1}::timestamptz, $${params.length + 2})`
      : where;
    const rows = await db.query<SummaryRow & { created_text: string }>(
      `SELECT ${summaryColumns}, u.created_at::text AS created_text FROM users u ${keyset}
       ORDER BY u.created_at DESC, u.id DESC LIMIT ${batchSize}`,
      after ? [...params, after.createdText, after.id] : params,
    );
    for (const row of rows.rows) {
      yield {
        customer_id: row.id,
        name: neutralised(row.name),
        email: neutralised(row.email),
        phone: neutralised(row.phone),
        address: neutralised(row.address),
        signed_up_at: new Date(row.created_at).toISOString(),
        orders: row.order_count,
        verified_buyer: row.verified_buyer ? 'yes' : 'no',
      };
    }
    const last = rows.rows.at(-1);
    if (!last || rows.rows.length < batchSize) return;
    after = { createdText: last.created_text, id: last.id };
  }
}

/** The customers matching `filter` as a stream of CSV text (CRLF line ends, a header row). */
export function customersCsv(db: Queryable, filter: CustomerFilter): Stringifier {
  const csv = stringify({
    header: true,
    columns: [...customerCsvColumns],
    record_delimiter: 'windows',
  });
  Readable.from(csvRows(db, filter))
    .on('error', (error) => csv.destroy(error))
    .pipe(csv);
  return csv;
}
