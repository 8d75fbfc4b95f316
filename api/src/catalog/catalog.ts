import type { Database, Queryable } from '../db/index.ts';
import { describeIssue } from '../http/validation.ts';
import { deriveFreeFrom } from '../products/ingredients.ts';
import { paisa } from '../products/product.ts';
import {
  catalogFile,
  type CatalogCoupon,
  type CatalogFile,
  type CatalogProduct,
} from './schema.ts';
import { saveLabels, saveTranslations } from './translations.ts';

export { catalogFile };

/** What an import did. */
export interface ImportSummary {
  /** Products added. */
  productsCreated: number;
  /** Products already there (by name), now updated. */
  productsUpdated: number;
  /** Coupons added. */
  couponsCreated: number;
  /** Coupons already there (by code), now updated. */
  couponsUpdated: number;
}

/** A catalogue file the import refuses; the message names the first problem. */
export class CatalogError extends Error {
  override name = 'CatalogError';
}

/** Validates a parsed catalogue file, throwing one sentence naming the first problem. */
export function parseCatalog(input: unknown): CatalogFile {
  const result = catalogFile.safeParse(input, { reportInput: true });
  if (!result.success) throw new CatalogError(describeIssue(result.error.issues[0]!));
  return result.data;
}

/** A product to save: a catalogue entry (ingredients and skin types may be left out), optionally backdated. */
export type NewProduct = Omit<CatalogProduct, 'ingredients' | 'skinTypes'> &
  Partial<Pick<CatalogProduct, 'ingredients' | 'skinTypes'>> & {
    /**
     * How long before now it was added, in seconds: listings show the newest first.
     * @default 0 (a new product; an existing one keeps its age)
     */
    createdSecondsAgo?: number;
  };

/** One saved product. */
export interface SavedProduct {
  /** Its id. */
  id: string;
  /** Its name, the key products are matched by. */
  name: string;
  /** False when a product of that name was there already and has been updated. */
  created: boolean;
}

/** Rows per statement: one statement each, however many products come in. */
const batchSize = 5_000;

/** The first value met twice, compared by `key`. */
function firstRepeat<T>(values: readonly T[], key: (value: T) => string): T | undefined {
  const seen = new Set<string>();
  for (const value of values) {
    if (seen.has(key(value))) return value;
    seen.add(key(value));
  }
  return undefined;
}

/** Refuses products named twice, and a bundle listing one item twice. */
export function checkProductsNamedOnce(products: readonly NewProduct[]): void {
  const twice = firstRepeat(products, (product) => product.name);
  if (twice) throw new CatalogError(`"${twice.name}" is listed twice; name each product once.`);
  const repeated = firstRepeat(bundleItems(products), (item) =>
    JSON.stringify([item.bundle, item.item]),
  );
  if (repeated) {
    throw new CatalogError(
      `Bundle "${repeated.bundle}" lists "${repeated.item}" twice; give it a quantity instead.`,
    );
  }
}

/** Refuses coupons whose codes are the same whatever their case. */
export function checkCouponsCodedOnce(coupons: readonly CatalogCoupon[]): void {
  const twice = firstRepeat(coupons, (coupon) => coupon.code.toUpperCase());
  if (twice) throw new CatalogError(`Coupon "${twice.code}" is listed twice; give each code once.`);
}

/** The refusal of a bundle naming something that is not a product. */
export const notAProduct = (bundle: string, item: string) =>
  new CatalogError(`Bundle "${bundle}" names "${item}", which is not a product.`);

/** Every bundle's items, by bundle and item name. */
function bundleItems(products: readonly NewProduct[]) {
  return products
    .filter((product) => product.contents)
    .flatMap((bundle) =>
      (bundle.contents ?? []).map((item) => ({
        bundle: bundle.name,
        item: item.name,
        quantity: item.quantity,
      })),
    );
}

/** A product as the products table's columns hold it (the JSON rows of every statement). */
function productRow(product: NewProduct) {
  return {
    name: product.name,
    description: product.description,
    category: product.category,
    sub_category: product.subCategory,
    price_paisa: paisa(product.price),
    sale_price_paisa: paisa(product.sale_price),
    stock: product.stock,
    image_file: product.image,
    latest: product.latest,
    ingredients: product.ingredients ?? [],
    free_from: product.freeFrom ?? deriveFreeFrom(product.ingredients ?? []),
    skin_types: product.skinTypes ?? [],
    created_seconds_ago: product.createdSecondsAgo ?? 0,
  };
}

/** The back office's fields a row may also give (a CSV's); left out, a new product's defaults. */
export interface ProductRowExtras {
  /** Shown in the shop. */
  published: boolean;
  /** Stock at or below which it is low. */
  lowStockThreshold: number;
  /** The photo's alt text ('' for the name). */
  imageAlt: string;
}

/** The columns of `productRow` as `jsonb_to_recordset` reads them. */
const productColumns = `name text, description text, category text, sub_category text,
  price_paisa integer, sale_price_paisa integer, stock integer, image_file text, latest boolean,
  ingredients text[], free_from text[], skin_types text[], created_seconds_ago double precision,
  published boolean, low_stock_threshold integer, image_alt text`;

const extrasRow = (extras: ProductRowExtras | undefined) => ({
  published: extras?.published ?? null,
  low_stock_threshold: extras?.lowStockThreshold ?? null,
  image_alt: extras?.imageAlt ?? null,
});

/**
 * Adds new products in one statement (the import's way: it knows which are new), with the back
 * office's extra fields where given. Returns each one's id by name.
 */
export async function insertProducts(
  db: Queryable,
  products: readonly { product: NewProduct; extras?: ProductRowExtras | undefined }[],
): Promise<SavedProduct[]> {
  if (products.length === 0) return [];
  const rows = products.map(({ product, extras }, n) => ({
    ...productRow(product),
    ...extrasRow(extras),
    n,
  }));
  const result = await db.query<SavedProduct>(
    `INSERT INTO products (name, description, category, sub_category, price_paisa,
       sale_price_paisa, stock, image_file, image_name, latest, ingredients, free_from,
       skin_types, created_at, published, low_stock_threshold)
     SELECT name, description, category, sub_category, price_paisa, sale_price_paisa, stock,
       image_file, CASE WHEN coalesce(image_alt, '') = '' THEN name ELSE image_alt END, latest,
       ingredients, free_from, skin_types, now() - make_interval(secs => created_seconds_ago),
       coalesce(published, true), coalesce(low_stock_threshold, 5)
     FROM jsonb_to_recordset($1::jsonb) AS entry (${productColumns}, n integer)
     ORDER BY n
     RETURNING id, name, true AS created`,
    [JSON.stringify(rows)],
  );
  return result.rows;
}

/**
 * Changes existing products (by name) in one statement, moving each one's version (an open
 * form on it is stale now: its save must not undo this). The back office's extra fields change
 * where given and stay where not (a catalogue file has no alt text to reset). Returns each
 * changed one's id by name.
 */
export async function updateProducts(
  db: Queryable,
  products: readonly { product: NewProduct; extras?: ProductRowExtras | undefined }[],
): Promise<SavedProduct[]> {
  if (products.length === 0) return [];
  const rows = products.map(({ product, extras }) => ({
    ...productRow(product),
    ...extrasRow(extras),
  }));
  const result = await db.query<SavedProduct>(
    `UPDATE products p SET description = e.description, category = e.category,
       sub_category = e.sub_category, price_paisa = e.price_paisa,
       sale_price_paisa = e.sale_price_paisa, stock = e.stock, image_file = e.image_file,
       latest = e.latest, ingredients = e.ingredients, free_from = e.free_from,
       skin_types = e.skin_types, published = coalesce(e.published, p.published),
       low_stock_threshold = coalesce(e.low_stock_threshold, p.low_stock_threshold),
       image_name = CASE WHEN e.image_alt IS NULL THEN p.image_name
                         WHEN e.image_alt = '' THEN p.name ELSE e.image_alt END,
       version = p.version + 1, updated_at = now()
     FROM jsonb_to_recordset($1::jsonb) AS e (${productColumns})
     WHERE p.name = e.name
     RETURNING p.id, p.name, false AS created`,
    [JSON.stringify(rows)],
  );
  return result.rows;
}

/**
 * The one way products enter the database (import, seed, the benchmark generator, tests): the
 * rows go in as one JSON parameter per 5,000, matched by name (an existing product is updated
 * and keeps its age), then the bundles that list `contents` get exactly those. Run it inside a
 * transaction when it must be all or nothing. Returns each product's id, in the order given.
 */
export async function saveProducts(
  db: Queryable,
  products: readonly NewProduct[],
): Promise<SavedProduct[]> {
  checkProductsNamedOnce(products);
  const saved = new Map<string, SavedProduct>();
  for (let start = 0; start < products.length; start += batchSize) {
    const rows = products.slice(start, start + batchSize).map(productRow);
    const result = await db.query<SavedProduct>(
      `INSERT INTO products (name, description, category, sub_category, price_paisa,
         sale_price_paisa, stock, image_file, image_name, latest, ingredients, free_from,
         skin_types, created_at)
       SELECT name, description, category, sub_category, price_paisa, sale_price_paisa, stock,
         image_file, name, latest, ingredients, free_from, skin_types,
         now() - make_interval(secs => created_seconds_ago)
       FROM jsonb_to_recordset($1::jsonb) AS entry (name text, description text, category text,
         sub_category text, price_paisa integer, sale_price_paisa integer, stock integer,
         image_file text, latest boolean, ingredients text[], free_from text[],
         skin_types text[], created_seconds_ago double precision)
       ON CONFLICT (name) DO UPDATE SET description = excluded.description,
         category = excluded.category, sub_category = excluded.sub_category,
         price_paisa = excluded.price_paisa, sale_price_paisa = excluded.sale_price_paisa,
         stock = excluded.stock, image_file = excluded.image_file,
         image_name = excluded.image_name, latest = excluded.latest,
         ingredients = excluded.ingredients, free_from = excluded.free_from,
         skin_types = excluded.skin_types
       RETURNING id, name, (xmax = 0) AS created`,
      [JSON.stringify(rows)],
    );
    for (const row of result.rows) saved.set(row.name, row);
  }
  await saveBundleContents(db, products);
  await saveTranslations(db, products);
  return products.map((product) => saved.get(product.name)!);
}

/** Gives each bundle that lists `contents` exactly those, by product name. */
export async function saveBundleContents(
  db: Queryable,
  products: readonly NewProduct[],
): Promise<void> {
  const bundles = products.filter((product) => product.contents);
  if (bundles.length === 0) return;
  checkProductsNamedOnce(bundles);
  const items = bundleItems(bundles);
  const unknown = await db.query<{ bundle: string; item: string }>(
    `SELECT bundle, item FROM jsonb_to_recordset($1::jsonb) AS entry (bundle text, item text)
     WHERE NOT EXISTS (SELECT 1 FROM products p WHERE p.name = entry.item) LIMIT 1`,
    [JSON.stringify(items)],
  );
  const missing = unknown.rows[0];
  if (missing) throw notAProduct(missing.bundle, missing.item);
  await db.query(
    'DELETE FROM bundle_items WHERE bundle_id IN (SELECT id FROM products WHERE name = ANY($1))',
    [bundles.map((bundle) => bundle.name)],
  );
  await db.query(
    `INSERT INTO bundle_items (bundle_id, product_id, quantity)
     SELECT b.id, p.id, entry.quantity
     FROM jsonb_to_recordset($1::jsonb) AS entry (bundle text, item text, quantity integer)
     JOIN products b ON b.name = entry.bundle
     JOIN products p ON p.name = entry.item`,
    [JSON.stringify(items)],
  );
}

/**
 * Saves coupons in one statement, matched by code whatever its case (stored upper case); an
 * `expiresInDays` counts from now. Returns how many were new.
 */
export async function saveCoupons(
  db: Queryable,
  coupons: readonly CatalogCoupon[],
): Promise<{ created: number; updated: number }> {
  checkCouponsCodedOnce(coupons);
  if (coupons.length === 0) return { created: 0, updated: 0 };
  const rows = coupons.map((coupon) => ({
    code: coupon.code.toUpperCase(),
    kind: coupon.kind,
    value: coupon.kind === 'fixed' ? paisa(coupon.value) : Math.round(coupon.value),
    categories: coupon.categories,
    expires_at: coupon.expiresAt,
    expires_in_days: coupon.expiresInDays ?? null,
    active: coupon.active,
    max_uses: coupon.maxUses,
  }));
  const result = await db.query<{ created: boolean }>(
    `INSERT INTO coupons (code, kind, value, categories, expires_at, active, max_uses)
     SELECT code, kind, value, categories,
       coalesce(now() + make_interval(days => expires_in_days), expires_at), active, max_uses
     FROM jsonb_to_recordset($1::jsonb) AS entry (code text, kind text, value integer,
       categories text[], expires_at timestamptz, expires_in_days integer, active boolean,
       max_uses integer)
     ON CONFLICT ((upper(code))) DO UPDATE SET kind = excluded.kind, value = excluded.value,
       categories = excluded.categories, expires_at = excluded.expires_at,
       active = excluded.active, max_uses = excluded.max_uses
     RETURNING (xmax = 0) AS created`,
    [JSON.stringify(rows)],
  );
  const created = result.rows.filter((row) => row.created).length;
  return { created, updated: result.rows.length - created };
}

/**
 * Loads products and coupons, matching existing ones by product name and coupon code, so running
 * the same file twice changes nothing. One transaction: a bad entry leaves the shop untouched.
 */
export async function importCatalog(db: Database, input: unknown): Promise<ImportSummary> {
  const data = parseCatalog(input);
  return db.transaction(async (tx) => {
    const products = await saveProducts(tx, data.products);
    const coupons = await saveCoupons(tx, data.coupons);
    await saveLabels(tx, data.labels);
    // A real catalogue replaces the demo one: the first start then seeds accounts only.
    await tx.query(
      `INSERT INTO seed_steps (name) SELECT unnest($1::text[]) ON CONFLICT DO NOTHING`,
      [['products', 'coupons', 'reviews', 'urdu']],
    );
    const productsCreated = products.filter((product) => product.created).length;
    return {
      productsCreated,
      productsUpdated: products.length - productsCreated,
      couponsCreated: coupons.created,
      couponsUpdated: coupons.updated,
    };
  });
}
