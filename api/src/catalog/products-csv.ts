/**
 * Products as CSV (columns documented in api/README.md): the export streams every product, and
 * the import reads the same columns back into catalogue entries, checked by the catalogue
 * file's own rules, one bad cell refusing the whole file with its row and column named.
 */
import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { parse as parseCsv } from 'csv-parse';
import { stringify, type Stringifier } from 'csv-stringify';
import { z } from 'zod';
import type { Queryable } from '../db/index.ts';
import { badRequest } from '../http/errors.ts';
import { describeIssue } from '../http/validation.ts';
import { neutralised } from '../orders/export.ts';
import { rupees } from '../products/product.ts';
import { takingTurns, type ProductExtras } from './admin-import.ts';
import { productEntry, storedLine, type CatalogFile } from './schema.ts';

/** The columns, in order: what the export writes and the import reads. */
export const productCsvColumns = [
  'name',
  'description',
  'category',
  'subcategory',
  'price',
  'sale_price',
  'stock',
  'low_stock_threshold',
  'published',
  'latest',
  'image',
  'image_alt',
  'ingredients',
  'free_from',
  'skin_types',
  'bundle_contents',
] as const;

type Column = (typeof productCsvColumns)[number];

/** What separates the values of a list cell (INCI names may hold commas: 1,2-Hexanediol). */
export const listSeparator = ' | ';

/** The catalogue entry field each column fills, for naming a column from a rule's path. */
const fieldColumns: Record<string, Column> = {
  name: 'name',
  description: 'description',
  category: 'category',
  subCategory: 'subcategory',
  price: 'price',
  sale_price: 'sale_price',
  stock: 'stock',
  latest: 'latest',
  image: 'image',
  ingredients: 'ingredients',
  freeFrom: 'free_from',
  skinTypes: 'skin_types',
  contents: 'bundle_contents',
};

const batchSize = 500;

interface ExportRow {
  name: string;
  description: string;
  category: string;
  sub_category: string;
  price_paisa: number;
  sale_price_paisa: number;
  stock: number;
  low_stock_threshold: number;
  published: boolean;
  latest: boolean;
  image_file: string;
  image_name: string;
  ingredients: string[];
  free_from: string[];
  skin_types: string[];
  contents: string | null;
}

async function* exportRows(db: Queryable): AsyncGenerator<Record<Column, string | number>> {
  let after: string | undefined;
  for (;;) {
    const rows = await db.query<ExportRow>(
      `SELECT p.name, p.description, p.category, p.sub_category, p.price_paisa,
         p.sale_price_paisa, p.stock, p.low_stock_threshold, p.published, p.latest, p.image_file,
         p.image_name, p.ingredients, p.free_from, p.skin_types,
         (SELECT string_agg(b.quantity || ' x ' || c.name, $3 ORDER BY c.name)
          FROM bundle_items b JOIN products c ON c.id = b.product_id
          WHERE b.bundle_id = p.id) AS contents
       FROM products p WHERE $1::text IS NULL OR p.name > $1
       ORDER BY p.name LIMIT $2`,
      [after ?? null, batchSize, listSeparator],
    );
    for (const row of rows.rows) {
      yield {
        name: neutralised(row.name),
        description: neutralised(row.description),
        category: row.category,
        subcategory: neutralised(row.sub_category),
        price: rupees(row.price_paisa).toFixed(2),
        sale_price: rupees(row.sale_price_paisa).toFixed(2),
        stock: row.stock,
        low_stock_threshold: row.low_stock_threshold,
        published: String(row.published),
        latest: String(row.latest),
        image: row.image_file,
        image_alt: neutralised(row.image_name === row.name ? '' : row.image_name),
        ingredients: neutralised(row.ingredients.join(listSeparator)),
        free_from: row.free_from.join(listSeparator),
        skin_types: row.skin_types.join(listSeparator),
        bundle_contents: neutralised(row.contents ?? ''),
      };
    }
    if (rows.rows.length < batchSize) return;
    after = rows.rows[rows.rows.length - 1]!.name;
  }
}

/** Every product as a stream of CSV text (a header row, CRLF line ends), by name. */
export function productsCsv(db: Queryable): Stringifier {
  const csv = stringify({
    header: true,
    columns: [...productCsvColumns],
    record_delimiter: 'windows',
  });
  Readable.from(exportRows(db))
    .on('error', (error) => csv.destroy(error))
    .pipe(csv);
  return csv;
}

/** A cell as written: the export's apostrophe before a formula-like start taken off again. */
const cellText = (value: string) => (/^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value);

const list = (value: string) =>
  value.trim() === ''
    ? []
    : value
        .split('|')
        .map((part) => part.trim())
        .filter((part) => part !== '');

/** What a CSV file holds: catalogue entries and each product's extra fields by name. */
export interface ParsedCsv {
  /** The entries, as a catalogue file holds them. */
  file: CatalogFile;
  /** Published, threshold and alt text, by product name. */
  extras: Map<string, ProductExtras>;
}

/** Characters of CSV text parsed between two turns of other requests. */
const parseChunk = 64 * 1024;

/**
 * The CSV's records, parsed a slice at a time with other requests let in between (a 5 MB file
 * parsed in one go held the process for a third of a second).
 */
async function csvRecords(text: string): Promise<string[][]> {
  const records: string[][] = [];
  const parser = parseCsv({ relax_column_count: false, skip_empty_lines: true });
  let failure: Error | undefined;
  parser.on('data', (record: string[]) => records.push(record));
  parser.on('error', (error) => (failure ??= error));
  const ended = new Promise<void>((resolve) => parser.on('end', resolve).on('error', resolve));
  for (let start = 0; start < text.length && !failure;) {
    let end = Math.min(start + parseChunk, text.length);
    // Never split a surrogate pair between two writes.
    if (end < text.length && /[\ud800-\udbff]/.test(text[end - 1]!)) end += 1;
    parser.write(text.slice(start, end));
    start = end;
    await nextTurn();
  }
  if (!failure) parser.end();
  await ended;
  if (failure) throw badRequest(`The file is not valid CSV: ${failure.message}`);
  return records;
}

/** Reads a products CSV; a 400 naming the row and column of the first problem. */
export async function parseProductsCsv(text: string): Promise<ParsedCsv> {
  const records = await csvRecords(text.replace(/^\ufeff/, ''));
  const [header, ...rows] = records;
  if (!header) throw badRequest('The file is empty: it needs a header row and a row per product.');
  const names = header.map((cell) => cell.trim().toLowerCase());
  const missing = productCsvColumns.find((column) => !names.includes(column));
  if (missing) throw badRequest(`The header row has no column "${missing}".`);
  const unknown = names.find((name) => !(productCsvColumns as readonly string[]).includes(name));
  if (unknown !== undefined)
    throw badRequest(`The header row names an unknown column "${unknown}".`);
  if (rows.length === 0) throw badRequest('The file has a header row but no products.');

  const products: CatalogFile['products'] = [];
  const extras = new Map<string, ProductExtras>();
  const turns = takingTurns();
  for (const [index, record] of rows.entries()) {
    await turns();
    const rowNumber = index + 2;
    const cell = (column: Column) => cellText(record[names.indexOf(column)] ?? '');
    const refuse = (column: Column, sentence: string): never => {
      throw badRequest(`Row ${rowNumber}, column ${column}: ${sentence}`);
    };
    const number = (column: Column, whole: boolean) => {
      const raw = cell(column).trim();
      const value = Number(raw);
      if (raw === '' || !Number.isFinite(value) || (whole && !Number.isInteger(value))) {
        refuse(column, whole ? 'must be a whole number.' : 'must be a number, like 1250.00.');
      }
      return value;
    };
    const flag = (column: Column) => {
      const raw = cell(column).trim().toLowerCase();
      if (['true', 'yes', '1'].includes(raw)) return true;
      if (['false', 'no', '0'].includes(raw)) return false;
      return refuse(column, 'must be true or false.');
    };
    // PostgreSQL text cannot hold a NUL; no cell of a product has a use for one.
    const nul = record.findIndex((value) => value.includes('\0'));
    if (nul !== -1) {
      refuse(names[nul] as Column, 'cannot contain a NUL character (byte 0).');
    }
    const contents = cell('bundle_contents').trim();
    const entry = {
      name: cell('name'),
      description: cell('description'),
      category: cell('category'),
      subCategory: cell('subcategory'),
      price: number('price', false),
      sale_price: cell('sale_price').trim() === '' ? 0 : number('sale_price', false),
      stock: number('stock', true),
      latest: flag('latest'),
      image: cell('image').trim(),
      ingredients: list(cell('ingredients')),
      // Empty: derived from the ingredients, as a catalogue file that leaves it out.
      ...(cell('free_from').trim() === '' ? {} : { freeFrom: list(cell('free_from')) }),
      skinTypes: list(cell('skin_types')),
      ...(contents === '' && cell('category') !== 'Bundle'
        ? {}
        : {
            contents: list(contents).map((item) => {
              const match = /^(\d+)\s*x\s+(.+)$/i.exec(item);
              if (!match) {
                return refuse('bundle_contents', `"${item}" must read like "2 x Rose Toner".`);
              }
              return { quantity: Number(match[1]), name: match[2]! };
            }),
          }),
    };
    const threshold = number('low_stock_threshold', true);
    if (threshold < 0 || threshold > 1_000_000) {
      refuse('low_stock_threshold', 'must be from 0 to 1000000.');
    }
    const alt = cell('image_alt').trim();
    if (alt.length > 200) refuse('image_alt', 'can be at most 200 characters.');
    const altChecked = imageAlt.safeParse(alt);
    if (!altChecked.success) refuse('image_alt', altChecked.error.issues[0]!.message);
    const checked = productEntry.safeParse(entry, { reportInput: true });
    if (!checked.success) {
      const issue = checked.error.issues[0]!;
      const field = String(issue.path[0] ?? 'sale_price');
      const sentence = describeIssue(issue).replace(/^"[^"]*": /, '');
      return refuse(fieldColumns[field] ?? 'name', sentence);
    }
    extras.set(checked.data.name, {
      published: flag('published'),
      lowStockThreshold: threshold,
      imageAlt: alt,
    });
    products.push(checked.data);
  }
  // Each row is checked by the file's own entry rule above; the file adds nothing across them.
  return { file: { products, coupons: [], labels: {} }, extras };
}

const imageAlt = storedLine(z.string(), 'image_alt');

/** The CSV import's body: the file's text. */
export const csvBody = z.string().describe('The CSV text (Content-Type: text/csv).');
