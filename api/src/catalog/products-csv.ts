/**
 * Products as CSV (columns documented in api/README.md): the export streams every product, and
 * the import reads the same columns back into catalogue entries, checked by the catalogue
 * file's own rules, one bad cell refusing the whole file with its row and column named.
 */
import { Readable } from 'node:stream';
import { parse as parseCsv } from 'csv-parse/sync';
import { stringify, type Stringifier } from 'csv-stringify';
import { z } from 'zod';
import type { Queryable } from '../db/index.ts';
import { badRequest } from '../http/errors.ts';
import { describeIssue } from '../http/validation.ts';
import { neutralised } from '../orders/export.ts';
import { rupees } from '../products/product.ts';
import type { ProductExtras } from './admin-import.ts';
import { catalogFile, productEntry, type CatalogFile } from './schema.ts';

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

/** Reads a products CSV; a 400 naming the row and column of the first problem. */
export function parseProductsCsv(text: string): ParsedCsv {
  let records: string[][];
  try {
    records = parseCsv(text.replace(/^\ufeff/, ''), {
      relax_column_count: false,
      skip_empty_lines: true,
    }) as string[][];
  } catch (error) {
    throw badRequest(`The file is not valid CSV: ${(error as Error).message}`);
  }
  const [header, ...rows] = records;
  if (!header) throw badRequest('The file is empty: it needs a header row and a row per product.');
  const names = header.map((cell) => cell.trim().toLowerCase());
  const missing = productCsvColumns.find((column) => !names.includes(column));
  if (missing) throw badRequest(`The header row has no column "${missing}".`);
  const unknown = names.find((name) => !(productCsvColumns as readonly string[]).includes(name));
  if (unknown !== undefined)
    throw badRequest(`The header row names an unknown column "${unknown}".`);
  if (rows.length === 0) throw badRequest('The file has a header row but no products.');

  const products: unknown[] = [];
  const extras = new Map<string, ProductExtras>();
  for (const [index, record] of rows.entries()) {
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
    const checked = productEntry.safeParse(entry, { reportInput: true });
    if (!checked.success) {
      const issue = checked.error.issues[0]!;
      const field = String(issue.path[0] ?? 'sale_price');
      const sentence = describeIssue(issue).replace(/^"[^"]*": /, '');
      refuse(fieldColumns[field] ?? 'name', sentence);
    }
    extras.set(entry.name.trim(), {
      published: flag('published'),
      lowStockThreshold: threshold,
      imageAlt: alt,
    });
    products.push(entry);
  }
  const file = catalogFile.safeParse({ products }, { reportInput: true });
  if (!file.success) throw badRequest(describeIssue(file.error.issues[0]!));
  return { file: file.data, extras };
}

/** The CSV import's body: the file's text. */
export const csvBody = z.string().describe('The CSV text (Content-Type: text/csv).');
