/**
 * The orders CSV: every order matching the list's filter, one row per order line, streamed in
 * batches so a year of orders never sits in memory. `csv-stringify` does RFC 4180's quoting;
 * what is ours is keeping a spreadsheet from running a cell as a formula.
 */
import { Readable } from 'node:stream';
import { stringify, type Stringifier } from 'csv-stringify';
import type { Queryable } from '../db/index.ts';
import { rupees } from '../products/product.ts';
import { orderConditions, type OrderFilter } from './admin-orders.ts';

/** The columns, in order. */
export const csvColumns = [
  'order_id',
  'placed_at',
  'status',
  'customer_name',
  'email',
  'phone',
  'address',
  'coupon',
  'discount',
  'order_total',
  'collected',
  'collected_note',
  'refunded',
  'refunded_note',
  'return_reason',
  'product',
  'category',
  'unit_price',
  'quantity',
  'line_total',
  'returned_quantity',
] as const;

type CsvRow = Record<(typeof csvColumns)[number], string | number>;

/**
 * `value` made safe to open in a spreadsheet: a cell starting with `=`, `+`, `-`, `@`, a tab or
 * a carriage return would be read as a formula (OWASP "CSV injection"), so it gets a leading `'`,
 * which spreadsheets show as text. Numbers we write ourselves are left alone.
 */
export const neutralised = (value: string): string =>
  /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;

const batchSize = 200;

interface ExportRow {
  id: string;
  created_at: Date;
  /** Microseconds kept: a JavaScript Date's milliseconds would make the keyset skip rows. */
  created_text: string;
  status: string;
  name: string;
  email: string;
  phone: string;
  address: string;
  coupon_code: string | null;
  discount_paisa: number;
  total_paisa: number;
  collected_paisa: number;
  collected_note: string | null;
  refunded_paisa: number;
  refunded_note: string | null;
  return_reason: string | null;
}

interface ExportItem {
  order_id: string;
  name: string;
  category: string;
  unit_price_paisa: number;
  quantity: number;
  returned_quantity: number;
}

/** Every row of the export, newest order first, read a batch of orders at a time. */
async function* exportRows(db: Queryable, filter: OrderFilter): AsyncGenerator<CsvRow> {
  const { where, params } = orderConditions(filter);
  let after: { createdText: string; id: string } | undefined;
  for (;;) {
    const keyset = after
      ? `${where ? `${where} AND` : 'WHERE'} (o.created_at, o.id) < ($${params.length + 1}::timestamptz, $${params.length + 2})`
      : where;
    const orders = await db.query<ExportRow>(
      `SELECT o.id, o.created_at, o.created_at::text AS created_text, o.status, o.name, u.email, o.phone, o.address, o.coupon_code,
         o.discount_paisa, o.total_paisa, o.collected_paisa, o.collected_note, o.refunded_paisa,
         o.refunded_note, o.return_reason
       FROM orders o JOIN users u ON u.id = o.user_id ${keyset}
       ORDER BY o.created_at DESC, o.id DESC LIMIT ${batchSize}`,
      after ? [...params, after.createdText, after.id] : params,
    );
    if (orders.rows.length === 0) return;
    const items = await db.query<ExportItem>(
      `SELECT order_id, name, category, unit_price_paisa, quantity, returned_quantity FROM order_items
       WHERE order_id = ANY($1::text[]) ORDER BY order_id, position`,
      [orders.rows.map((order) => order.id)],
    );
    for (const order of orders.rows) {
      for (const item of items.rows.filter((line) => line.order_id === order.id)) {
        yield {
          order_id: order.id,
          placed_at: new Date(order.created_at).toISOString(),
          status: order.status,
          customer_name: neutralised(order.name),
          email: neutralised(order.email),
          phone: neutralised(order.phone),
          address: neutralised(order.address),
          coupon: neutralised(order.coupon_code ?? ''),
          discount: rupees(order.discount_paisa).toFixed(2),
          order_total: rupees(order.total_paisa).toFixed(2),
          collected: rupees(order.collected_paisa).toFixed(2),
          collected_note: neutralised(order.collected_note ?? ''),
          refunded: rupees(order.refunded_paisa).toFixed(2),
          refunded_note: neutralised(order.refunded_note ?? ''),
          return_reason: neutralised(order.return_reason ?? ''),
          product: neutralised(item.name),
          category: neutralised(item.category),
          unit_price: rupees(item.unit_price_paisa).toFixed(2),
          quantity: item.quantity,
          line_total: rupees(item.unit_price_paisa * item.quantity).toFixed(2),
          returned_quantity: item.returned_quantity,
        };
      }
    }
    const last = orders.rows[orders.rows.length - 1]!;
    after = { createdText: last.created_text, id: last.id };
    if (orders.rows.length < batchSize) return;
  }
}

/** The export as a stream of CSV text (CRLF line ends, a header row). */
export function ordersCsv(db: Queryable, filter: OrderFilter): Stringifier {
  const csv = stringify({
    header: true,
    columns: [...csvColumns],
    record_delimiter: 'windows',
  });
  Readable.from(exportRows(db, filter))
    .on('error', (error) => csv.destroy(error))
    .pipe(csv);
  return csv;
}
