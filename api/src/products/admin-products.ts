/**
 * The back office's products: the wire shapes, the list with its filters and sorts, one product
 * with its timeline, and saving a product by the catalogue import's own rules, each change with
 * its timeline entry and activity row in one transaction.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { recordActivity } from '../activity/activity.ts';
import {
  productFields,
  productImageFile,
  storedLine,
  withProductRules,
} from '../catalog/schema.ts';
import { PgErrorCode, pgErrorCode, type Queryable } from '../db/index.ts';
import { badRequest, conflict, HttpError, notFound } from '../http/errors.ts';
import { uuid } from '../http/validation.ts';
import { parseUploadName, responsiveImage } from '../images/variants.ts';
import { staffRef } from '../staff/accounts.ts';
import type { StaffActor } from '../staff/sessions.ts';
import { freeFromTags, skinTypes, type FreeFrom, type SkinType } from './facets.ts';
import { deriveFreeFrom } from './ingredients.ts';
import { categories, imageOf, paisa, rupees, type Category } from './product.ts';

/** Stock at or below which a product counts as low, unless it says otherwise. */
export const defaultLowStockThreshold = 5;

/** The stock filter's values. */
export const stockLevels = ['out', 'low', 'in'] as const;

/** Why stock moved by hand. */
export const stockReasons = ['received', 'damaged', 'counted'] as const;

/** One stock reason. */
export type StockReason = (typeof stockReasons)[number];

/** A product's picture as the back office shows and saves it. */
export const productImageInfo = z
  .strictObject({
    file: z.string().describe('What a save sends back: `rose-toner.svg` or `u/…webp`.'),
    url: z.string().describe('Where it is served: `/images/<file>`.'),
    alt: z.string().describe('Its alt text.'),
    type: z.string().describe('Its MIME type.'),
    width: z.int().nullable().describe('Pixel width of an upload; null for an illustration.'),
    height: z.int().nullable().describe('Pixel height of an upload; null for an illustration.'),
    srcSet: z.string().nullable().describe('WebP srcset of an upload; null for an illustration.'),
    avifSrcSet: z.string().nullable().describe('AVIF srcset of an upload; null otherwise.'),
  })
  .meta({ id: 'AdminProductImage', description: "A product's picture." });

/** A product's picture as the back office shows and saves it. */
export type ProductImageInfo = z.output<typeof productImageInfo>;

/** The picture info of a stored file and its alt text. */
export function imageInfo(file: string, alt: string): ProductImageInfo {
  const wire = imageOf(file, alt);
  return { file, url: wire.downloadURL, alt, type: wire.type, ...responsiveImage(file) };
}

/** One row of the back office's product list. */
export const adminProductSummary = z
  .strictObject({
    id: z.uuid(),
    name: z.string(),
    category: z.enum(categories),
    subCategory: z.string(),
    price: z.number().describe('Rupees.'),
    sale_price: z.number().describe('Rupees; 0 when not on sale.'),
    stock: z.int(),
    lowStockThreshold: z.int().describe('Stock at or below which it is low (default 5).'),
    stockLevel: z.enum(stockLevels).describe('out: 0; low: up to the threshold; in: above.'),
    published: z.boolean().describe('Shown in the shop.'),
    latest: z.boolean(),
    image: productImageInfo,
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    version: z.int().describe('Send it back with an edit: a stale one is refused (409).'),
  })
  .meta({ id: 'AdminProductSummary', description: 'A product in the back office list.' });

/** One row of the back office's product list. */
export type AdminProductSummary = z.output<typeof adminProductSummary>;

/** One entry of a product's timeline. */
export const productEvent = z
  .strictObject({
    id: z.uuid(),
    kind: z.enum(['created', 'edited', 'stock', 'published', 'unpublished']),
    at: z.iso.datetime(),
    by: staffRef.nullable().describe('Who; null for the system.'),
    summary: z.string().describe('A sentence ready to show.'),
    reason: z
      .enum([...stockReasons, 'import', 'returned'])
      .optional()
      .describe('Why stock moved: by hand, an import, or goods an order brought back.'),
    stockBefore: z.int().optional(),
    stockAfter: z.int().optional(),
    note: z.string().optional().describe("The adjustment's note, or why the order came back."),
    orderId: z.string().optional().describe('The order whose goods came back (returned).'),
    fields: z.array(z.string()).optional().describe('The fields an edit changed.'),
  })
  .meta({ id: 'AdminProductEvent', description: "One entry of a product's timeline." });

/** One product as the back office edits it. */
export const adminProduct = adminProductSummary
  .extend({
    description: z.string(),
    ingredients: z.array(z.string()).describe('The INCI list in label order.'),
    freeFrom: z.array(z.enum(freeFromTags)),
    derivedFreeFrom: z.array(z.enum(freeFromTags)).describe('What the list alone allows.'),
    skinTypes: z.array(z.enum(skinTypes)),
    bundleContents: z.array(
      z.strictObject({ productId: z.uuid(), name: z.string(), quantity: z.int() }),
    ),
    averageRating: z.number(),
    reviewCount: z.int(),
    timeline: z.array(productEvent).describe('Oldest first.'),
  })
  .meta({ id: 'AdminProduct', description: 'A product with its timeline.' });

/** One product as the back office edits it. */
export type AdminProduct = z.output<typeof adminProduct>;

const inputFields = {
  ...productFields,
  published: z.boolean().default(true),
  lowStockThreshold: z.int().min(0).max(1_000_000).default(defaultLowStockThreshold),
  bundleContents: z
    .array(z.strictObject({ productId: uuid('productId'), quantity: z.int().min(1).default(1) }))
    .max(50)
    .default([]),
  image: z.strictObject({
    file: productImageFile,
    alt: storedLine(z.string().trim().max(200), 'alt').default(''),
  }),
};

const { stock, ...editableFields } = inputFields;

/** A new product: the catalogue's rules, with its opening stock. */
export const createProductBody = withProductRules(z.strictObject({ ...editableFields, stock }), {
  onField: true,
});

/** An edit: every field but stock (which moves by adjustments), with the version seen. */
export const updateProductBody = withProductRules(
  z.strictObject({
    ...editableFields,
    version: z
      .int({ error: '"version" must be the whole number the product showed.' })
      .min(1, { error: '"version" must be the whole number the product showed.' }),
  }),
  { onField: true },
);

/** What a save holds. */
export type ProductInput = Omit<z.output<typeof createProductBody>, 'stock'>;

/** A products row as the back office reads it. */
interface AdminRow {
  id: string;
  name: string;
  description: string;
  category: Category;
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
  free_from: FreeFrom[];
  skin_types: SkinType[];
  rating_sum: number;
  review_count: number;
  created_at: Date;
  updated_at: Date;
  version: number;
}

const adminColumns = `p.id, p.name, p.description, p.category, p.sub_category, p.price_paisa,
  p.sale_price_paisa, p.stock, p.low_stock_threshold, p.published, p.latest, p.image_file,
  p.image_name, p.ingredients, p.free_from, p.skin_types, p.rating_sum, p.review_count,
  p.created_at, p.updated_at, p.version`;

const levelOf = (row: Pick<AdminRow, 'stock' | 'low_stock_threshold'>) =>
  row.stock === 0 ? 'out' : row.stock <= row.low_stock_threshold ? 'low' : 'in';

function toSummary(row: AdminRow): AdminProductSummary {
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    subCategory: row.sub_category,
    price: rupees(row.price_paisa),
    sale_price: rupees(row.sale_price_paisa),
    stock: row.stock,
    lowStockThreshold: row.low_stock_threshold,
    stockLevel: levelOf(row),
    published: row.published,
    latest: row.latest,
    image: imageInfo(row.image_file, row.image_name || row.name),
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    version: row.version,
  };
}

/** The list's query. */
export const productFilter = z.strictObject({
  search: z.string().trim().max(200).optional().describe('Part of the name, any case.'),
  category: z.enum(categories, { error: `must be one of ${categories.join(', ')}.` }).optional(),
  stock: z.enum(stockLevels, { error: `must be one of ${stockLevels.join(', ')}.` }).optional(),
  published: z.enum(['true', 'false'], { error: 'must be true or false.' }).optional(),
  sort: z
    .enum(['newest', 'name', 'price', 'stock'], {
      error: 'must be one of newest, name, price, stock.',
    })
    .default('newest'),
  direction: z.enum(['asc', 'desc'], { error: 'must be asc or desc.' }).optional(),
});

const sortColumns = {
  newest: 'p.created_at',
  name: 'p.name_lower',
  price: 'p.price_now',
  stock: 'p.stock',
} as const;

/** One page of the back office's product list and how many match. */
export async function listAdminProducts(
  db: Queryable,
  filter: z.output<typeof productFilter>,
  page: { limit: number; offset: number },
): Promise<{ products: AdminProductSummary[]; total: number }> {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const add = (sql: (placeholder: string) => string, value: unknown) => {
    params.push(value);
    conditions.push(sql(`$${params.length}`));
  };
  if (filter.search) {
    add(
      (p) => `p.name_lower LIKE ${p}`,
      `%${filter.search.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`,
    );
  }
  if (filter.category) add((p) => `p.category = ${p}`, filter.category);
  if (filter.published) add((p) => `p.published = ${p}`, filter.published === 'true');
  if (filter.stock === 'out') conditions.push('p.stock = 0');
  if (filter.stock === 'low') conditions.push('p.stock > 0 AND p.stock <= p.low_stock_threshold');
  if (filter.stock === 'in') conditions.push('p.stock > p.low_stock_threshold');
  const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
  const direction =
    (filter.direction ?? (filter.sort === 'newest' ? 'desc' : 'asc')) === 'asc' ? 'ASC' : 'DESC';
  const counted = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM products p ${where}`,
    params,
  );
  const rows = await db.query<AdminRow>(
    `SELECT ${adminColumns} FROM products p ${where}
     ORDER BY ${sortColumns[filter.sort]} ${direction}, p.id ${direction}
     LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, page.limit, page.offset],
  );
  return { products: rows.rows.map(toSummary), total: counted.rows[0]?.total ?? 0 };
}

/** The 404 for an unknown product id. */
export const productNotFound = () => notFound('There is no product with this id.');

interface EventRow {
  id: string;
  kind: z.output<typeof productEvent>['kind'];
  created_at: Date;
  actor_id: string | null;
  actor_name: string | null;
  actor_role: string | null;
  reason: StockReason | 'import' | 'returned' | null;
  stock_before: number | null;
  stock_after: number | null;
  fields: string[] | null;
  note: string | null;
  order_id: string | null;
}

function eventSummary(row: EventRow): string {
  switch (row.kind) {
    case 'created':
      return `Created with ${row.stock_after ?? 0} in stock`;
    case 'edited':
      return `Edited: ${(row.fields ?? []).join(', ')}`;
    case 'published':
      return 'Published';
    case 'unpublished':
      return 'Unpublished';
    case 'stock':
      return row.reason === 'returned'
        ? `Stock ${row.stock_before} → ${row.stock_after} (returned with order ${row.order_id ?? 'since deleted'}: ${row.note ?? ''})`
        : `Stock ${row.stock_before} → ${row.stock_after} (${row.reason})`;
  }
}

/** One product with its bundle contents and timeline; a 404 when there is none. */
export async function loadAdminProduct(db: Queryable, id: string): Promise<AdminProduct> {
  const found = await db.query<AdminRow>(`SELECT ${adminColumns} FROM products p WHERE p.id = $1`, [
    id,
  ]);
  const row = found.rows[0];
  if (!row) throw productNotFound();
  const contents = await db.query<{ product_id: string; name: string; quantity: number }>(
    `SELECT b.product_id, p.name, b.quantity FROM bundle_items b
     JOIN products p ON p.id = b.product_id WHERE b.bundle_id = $1 ORDER BY p.name`,
    [id],
  );
  const events = await db.query<EventRow>(
    `SELECT e.id, e.kind, e.created_at, e.actor_id, u.name AS actor_name, u.role AS actor_role,
       e.reason, e.stock_before, e.stock_after, e.fields, e.note, e.order_id
     FROM product_events e LEFT JOIN users u ON u.id = e.actor_id
     WHERE e.product_id = $1 ORDER BY e.seq`,
    [id],
  );
  return {
    ...toSummary(row),
    description: row.description,
    ingredients: row.ingredients,
    freeFrom: row.free_from,
    derivedFreeFrom: deriveFreeFrom(row.ingredients),
    skinTypes: row.skin_types,
    bundleContents: contents.rows.map((item) => ({
      productId: item.product_id,
      name: item.name,
      quantity: item.quantity,
    })),
    averageRating:
      row.review_count > 0 ? Math.round((row.rating_sum / row.review_count) * 10) / 10 : 0,
    reviewCount: row.review_count,
    timeline: events.rows.map((event) => ({
      id: event.id,
      kind: event.kind,
      at: new Date(event.created_at).toISOString(),
      by:
        event.actor_id && event.actor_name
          ? { id: event.actor_id, name: event.actor_name, role: event.actor_role ?? '' }
          : null,
      summary: eventSummary(event),
      ...(event.reason ? { reason: event.reason } : {}),
      ...(event.stock_before !== null ? { stockBefore: event.stock_before } : {}),
      ...(event.stock_after !== null ? { stockAfter: event.stock_after } : {}),
      ...(event.note ? { note: event.note } : {}),
      ...(event.fields ? { fields: event.fields } : {}),
      ...(event.order_id ? { orderId: event.order_id } : {}),
    })),
  };
}

/** A product's editable fields as compared for an edit and recorded in the activity log. */
function snapshotOf(product: AdminProduct): Record<string, unknown> {
  return {
    name: product.name,
    description: product.description,
    category: product.category,
    subCategory: product.subCategory,
    price: product.price,
    sale_price: product.sale_price,
    latest: product.latest,
    published: product.published,
    lowStockThreshold: product.lowStockThreshold,
    ingredients: product.ingredients,
    freeFrom: product.freeFrom,
    skinTypes: product.skinTypes,
    bundleContents: product.bundleContents.map(({ productId, quantity }) => ({
      productId,
      quantity,
    })),
    image: { file: product.image.file, alt: product.image.alt },
  };
}

/** The fields of `before` and `after` that differ, each side holding only those. */
export function changes(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { fields: string[]; before: Record<string, unknown>; after: Record<string, unknown> } {
  const fields = Object.keys(after).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  return {
    fields,
    before: Object.fromEntries(fields.map((key) => [key, before[key]])),
    after: Object.fromEntries(fields.map((key) => [key, after[key]])),
  };
}

/** Refuses an uploaded image file that is not in `uploadsDir` (a name made up, or not yet written). */
export function assertImageExists(file: string, uploadsDir: string, field = 'image'): void {
  if (parseUploadName(file) && !existsSync(path.join(uploadsDir, file))) {
    throw new HttpError(400, `"${field}": no uploaded photo has this name; upload it first.`, {
      extra: { field },
    });
  }
}

/** Checks a bundle's contents: only on bundles, real products, no bundle in a bundle. */
async function checkContents(tx: Queryable, input: ProductInput, selfId?: string): Promise<void> {
  const ids = input.bundleContents.map((item) => item.productId);
  if (ids.length === 0) return;
  const refuse = (message: string) =>
    new HttpError(400, message, { extra: { field: 'bundleContents' } });
  if (input.category !== 'Bundle') throw refuse('Only a bundle holds other products.');
  if (new Set(ids).size !== ids.length) {
    throw refuse('A product is listed twice in the bundle; give it a quantity instead.');
  }
  if (selfId && ids.includes(selfId)) throw refuse('A bundle cannot hold itself.');
  const found = await tx.query<{ id: string; category: string }>(
    'SELECT id, category FROM products WHERE id = ANY($1::uuid[])',
    [ids],
  );
  if (found.rows.length !== ids.length)
    throw refuse('The bundle names a product that does not exist.');
  if (found.rows.some((row) => row.category === 'Bundle')) {
    throw refuse('A bundle cannot hold another bundle.');
  }
}

const nameTaken = (name: string) =>
  new HttpError(409, `A product named "${name}" already exists.`, { extra: { field: 'name' } });

/** The row values of an input, as the products table stores them. */
const rowValues = (input: ProductInput) => [
  input.name,
  input.description,
  input.category,
  input.subCategory,
  paisa(input.price),
  paisa(input.sale_price),
  input.latest,
  input.published,
  input.lowStockThreshold,
  input.ingredients,
  input.freeFrom ?? deriveFreeFrom(input.ingredients),
  input.skinTypes,
  input.image.file,
  input.image.alt || input.name,
];

async function saveContents(tx: Queryable, id: string, input: ProductInput): Promise<void> {
  await tx.query('DELETE FROM bundle_items WHERE bundle_id = $1', [id]);
  if (input.bundleContents.length === 0) return;
  await tx.query(
    `INSERT INTO bundle_items (bundle_id, product_id, quantity)
     SELECT $1, item.product_id, item.quantity
     FROM jsonb_to_recordset($2::jsonb) AS item (product_id uuid, quantity integer)`,
    [
      id,
      JSON.stringify(
        input.bundleContents.map((item) => ({
          product_id: item.productId,
          quantity: item.quantity,
        })),
      ),
    ],
  );
}

/** Runs `work`, turning a taken name into the 409 that says so. */
async function naming<T>(name: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (pgErrorCode(error) === PgErrorCode.uniqueViolation) throw nameTaken(name);
    throw error;
  }
}

/** Creates a product with its opening stock, timeline entry and activity row, inside `tx`. */
export async function createProduct(
  tx: Queryable,
  actor: StaffActor,
  input: ProductInput & { stock: number },
): Promise<string> {
  await checkContents(tx, input);
  const inserted = await naming(input.name, () =>
    tx.query<{ id: string }>(
      `INSERT INTO products (name, description, category, sub_category, price_paisa,
         sale_price_paisa, latest, published, low_stock_threshold, ingredients, free_from,
         skin_types, image_file, image_name, stock)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) RETURNING id`,
      [...rowValues(input), input.stock],
    ),
  );
  const id = inserted.rows[0]!.id;
  await saveContents(tx, id, input);
  await tx.query(
    `INSERT INTO product_events (product_id, kind, actor_id, stock_after) VALUES ($1, 'created', $2, $3)`,
    [id, actor.id, input.stock],
  );
  const after = snapshotOf(await loadAdminProduct(tx, id));
  await recordActivity(tx, actor, {
    action: 'product.create',
    entityType: 'product',
    entityId: id,
    entityName: input.name,
    after: { ...after, stock: input.stock },
  });
  return id;
}

/**
 * Saves an edit made at `version` inside `tx`: 409 when the product moved on since, else every
 * field, a timeline entry naming the changed ones and an activity row with before and after.
 */
export async function updateProduct(
  tx: Queryable,
  actor: StaffActor,
  id: string,
  input: ProductInput,
  version: number,
): Promise<void> {
  const locked = await tx.query<{ version: number }>(
    'SELECT version FROM products WHERE id = $1 FOR UPDATE',
    [id],
  );
  const current = locked.rows[0];
  if (!current) throw productNotFound();
  if (current.version !== version) {
    throw conflict('This product was changed since you opened it.', { version: current.version });
  }
  await checkContents(tx, input, id);
  const before = snapshotOf(await loadAdminProduct(tx, id));
  await naming(input.name, () =>
    tx.query(
      `UPDATE products SET name = $1, description = $2, category = $3, sub_category = $4,
         price_paisa = $5, sale_price_paisa = $6, latest = $7, published = $8,
         low_stock_threshold = $9, ingredients = $10, free_from = $11, skin_types = $12,
         image_file = $13, image_name = $14, version = version + 1, updated_at = now()
       WHERE id = $15`,
      [...rowValues(input), id],
    ),
  );
  await saveContents(tx, id, input);
  const after = snapshotOf(await loadAdminProduct(tx, id));
  const changed = changes(before, after);
  if (changed.fields.length === 0) return;
  await tx.query(
    `INSERT INTO product_events (product_id, kind, actor_id, fields) VALUES ($1, 'edited', $2, $3)`,
    [id, actor.id, changed.fields],
  );
  await recordActivity(tx, actor, {
    action: 'product.update',
    entityType: 'product',
    entityId: id,
    entityName: input.name,
    before: changed.before,
    after: changed.after,
  });
}

/**
 * Publishes or unpublishes `ids` in one transaction (`tx`): 400 naming an unknown id, else a
 * timeline entry and activity row for each product that changed.
 */
export async function setPublished(
  tx: Queryable,
  actor: StaffActor,
  ids: readonly string[],
  published: boolean,
): Promise<void> {
  const unique = [...new Set(ids)];
  const known = await tx.query<{ id: string }>(
    'SELECT id FROM products WHERE id = ANY($1::uuid[]) ORDER BY id FOR UPDATE',
    [unique],
  );
  const missing = unique.find((id) => !known.rows.some((row) => row.id === id));
  if (missing) throw badRequest(`There is no product with the id ${missing}.`);
  const changed = await tx.query<{ id: string; name: string }>(
    `UPDATE products SET published = $2, version = version + 1, updated_at = now()
     WHERE id = ANY($1::uuid[]) AND published <> $2 RETURNING id, name`,
    [unique, published],
  );
  for (const row of changed.rows) {
    await tx.query('INSERT INTO product_events (product_id, kind, actor_id) VALUES ($1, $2, $3)', [
      row.id,
      published ? 'published' : 'unpublished',
      actor.id,
    ]);
    await recordActivity(tx, actor, {
      action: published ? 'product.publish' : 'product.unpublish',
      entityType: 'product',
      entityId: row.id,
      entityName: row.name,
      before: { published: !published },
      after: { published },
    });
  }
}

/** The summaries of `ids`, in the order given. */
export async function loadSummaries(
  db: Queryable,
  ids: readonly string[],
): Promise<AdminProductSummary[]> {
  const rows = await db.query<AdminRow>(
    `SELECT ${adminColumns} FROM products p WHERE p.id = ANY($1::uuid[])
     ORDER BY array_position($1::uuid[], p.id)`,
    [ids],
  );
  return rows.rows.map(toSummary);
}

/** A stock adjustment's body. */
export const stockBody = z
  .strictObject({
    reason: z.enum(stockReasons, {
      error: `must be one of ${stockReasons.join(', ')}.`,
    }),
    quantity: z
      .int({ error: '"quantity" must be a whole number.' })
      .min(0, { error: '"quantity" must be 0 or more.' })
      .max(1_000_000, { error: '"quantity" can be at most 1000000.' }),
    note: z.string().trim().max(500).optional(),
  })
  .refine((body) => body.reason === 'counted' || body.quantity >= 1, {
    error: '"quantity" must be at least 1 for received or damaged stock.',
  });

/**
 * Moves a product's stock by hand inside `tx`: received adds, damaged removes (never below 0),
 * counted sets; with its timeline entry and activity row.
 */
export async function adjustStock(
  tx: Queryable,
  actor: StaffActor,
  id: string,
  body: z.output<typeof stockBody>,
): Promise<void> {
  const locked = await tx.query<{ stock: number; name: string }>(
    'SELECT stock, name FROM products WHERE id = $1 FOR UPDATE',
    [id],
  );
  const row = locked.rows[0];
  if (!row) throw productNotFound();
  const after =
    body.reason === 'received'
      ? row.stock + body.quantity
      : body.reason === 'damaged'
        ? row.stock - body.quantity
        : body.quantity;
  if (after < 0) {
    throw conflict(`Only ${row.stock} in stock: ${body.quantity} cannot be removed.`, {
      stock: row.stock,
    });
  }
  if (after > 1_000_000) throw badRequest('Stock can be at most 1000000.');
  await tx.query('UPDATE products SET stock = $2, updated_at = now() WHERE id = $1', [id, after]);
  await tx.query(
    `INSERT INTO product_events (product_id, kind, actor_id, reason, stock_before, stock_after, note)
     VALUES ($1, 'stock', $2, $3, $4, $5, $6)`,
    [id, actor.id, body.reason, row.stock, after, body.note || null],
  );
  await recordActivity(tx, actor, {
    action: 'product.stock',
    entityType: 'product',
    entityId: id,
    entityName: row.name,
    before: { stock: row.stock },
    after: { stock: after, reason: body.reason, ...(body.note ? { note: body.note } : {}) },
  });
}
