/**
 * The catalogue import as the back office runs it: what a file would create and change (a dry
 * run, worked out in memory against the catalogue as it stands, writing nothing), then the run
 * itself, with a timeline entry and an activity row for every product and coupon it creates or
 * changes, all in one transaction.
 *
 * A file may hold up to 5 MB (some 14,000 products), and the shop keeps serving while it goes
 * in: every read and write is one statement per few hundred rows, other requests get their turn
 * between statements, and the file's checks and the plan give them a turn every few milliseconds. (On PGlite, which is
 * one connection, a request that needs the database still waits for the write transaction.)
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { z } from 'zod';
import type { Database, Queryable } from '../db/index.ts';
import { describeIssue } from '../http/validation.ts';
import { deriveFreeFrom } from '../products/ingredients.ts';
import { paisa } from '../products/product.ts';
import type { StaffActor } from '../staff/sessions.ts';
import {
  CatalogError,
  checkCouponsCodedOnce,
  checkProductsNamedOnce,
  insertProducts,
  notAProduct,
  saveBundleContents,
  saveCoupons,
  updateProducts,
} from './catalog.ts';
import { saveLabels, saveTranslations, type SavedTranslation } from './translations.ts';
import { catalogueLabels } from './translation-schema.ts';
import { couponEntry, productEntry, type CatalogCoupon, type CatalogFile } from './schema.ts';

/** What an import creates and changes. */
export interface ImportPlan {
  /** True: nothing was written. */
  dryRun: boolean;
  /** Products by name. */
  products: Changes<'name'>;
  /** Coupons by code (upper case). */
  coupons: Changes<'code'>;
}

/** What an import does to one kind of thing. */
type Changes<Key extends string> = {
  /** The ones it adds. */
  created: string[];
  /** The ones it changes, with the fields that move. */
  changed: ({ fields: string[] } & Record<Key, string>)[];
  /** How many it names that stay as they are. */
  unchanged: number;
};

/** Fields a CSV row gives beyond the catalogue file's. */
export interface ProductExtras {
  /** Shown in the shop. */
  published: boolean;
  /** Stock at or below which it is low. */
  lowStockThreshold: number;
  /** The photo's alt text ('' for the name). */
  imageAlt: string;
}

type Snapshot = Record<string, unknown>;

interface ExistingProduct {
  id: string;
  name: string;
  snapshot: Snapshot;
}

/** Rows per statement. */
export const importBatchSize = 250;

/** How long an import's work may hold the event loop before other requests get a turn. */
const turnMs = 10;

/**
 * A turn-taker for one piece of long work: `await turns()` in its loops lets other requests run
 * once the work has held the event loop for `turnMs` since its last turn (a few hundred entries
 * at a fixed count took 100 to 200 ms per turn, and every request waited that long).
 */
export function takingTurns(): () => Promise<void> {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < turnMs) return;
    await nextTurn();
    since = performance.now();
  };
}

/** `values` in slices of `importBatchSize`, letting other requests run before each one after the first. */
async function* batches<Value>(values: readonly Value[]): AsyncGenerator<Value[]> {
  for (let start = 0; start < values.length; start += importBatchSize) {
    if (start > 0) await nextTurn();
    yield values.slice(start, start + importBatchSize);
  }
}

async function existingProducts(
  tx: Queryable,
  names: string[],
): Promise<Map<string, ExistingProduct>> {
  const found = new Map<string, ExistingProduct>();
  for await (const slice of batches(names)) {
    for (const product of await someExistingProducts(tx, slice)) found.set(product.name, product);
  }
  return found;
}

async function someExistingProducts(tx: Queryable, names: string[]): Promise<ExistingProduct[]> {
  const rows = await tx.query<{
    id: string;
    name: string;
    description: string;
    category: string;
    sub_category: string;
    price_paisa: number;
    sale_price_paisa: number;
    stock: number;
    latest: boolean;
    image_file: string;
    image_name: string;
    ingredients: string[];
    free_from: string[];
    skin_types: string[];
    published: boolean;
    low_stock_threshold: number;
    contents: { name: string; quantity: number }[];
  }>(
    `SELECT p.id, p.name, p.description, p.category, p.sub_category, p.price_paisa,
       p.sale_price_paisa, p.stock, p.latest, p.image_file, p.image_name, p.ingredients,
       p.free_from, p.skin_types, p.published, p.low_stock_threshold,
       coalesce((SELECT json_agg(json_build_object('name', c.name, 'quantity', b.quantity)
                 ORDER BY c.name)
                 FROM bundle_items b JOIN products c ON c.id = b.product_id
                 WHERE b.bundle_id = p.id), '[]'::json) AS contents
     FROM products p WHERE p.name = ANY($1::text[])`,
    [names],
  );
  return rows.rows.map((row) => ({
    id: row.id,
    name: row.name,
    snapshot: {
      description: row.description,
      category: row.category,
      subCategory: row.sub_category,
      price: row.price_paisa / 100,
      sale_price: row.sale_price_paisa / 100,
      stock: row.stock,
      latest: row.latest,
      image: row.image_file,
      ingredients: row.ingredients,
      freeFrom: row.free_from,
      skinTypes: row.skin_types,
      bundleContents: row.contents,
      published: row.published,
      lowStockThreshold: row.low_stock_threshold,
      imageAlt: row.image_name === row.name ? '' : row.image_name,
    },
  }));
}

/** The snapshot a file's entry would leave, with only the fields it decides. */
function wanted(
  entry: CatalogFile['products'][number],
  extras: ProductExtras | undefined,
): Snapshot {
  return {
    description: entry.description,
    category: entry.category,
    subCategory: entry.subCategory,
    price: paisa(entry.price) / 100,
    sale_price: paisa(entry.sale_price) / 100,
    stock: entry.stock,
    latest: entry.latest,
    image: entry.image,
    ingredients: entry.ingredients,
    freeFrom: entry.freeFrom ?? deriveFreeFrom(entry.ingredients),
    skinTypes: entry.skinTypes,
    ...(entry.contents
      ? {
          bundleContents: [...entry.contents].sort((a, b) => (a.name < b.name ? -1 : 1)),
        }
      : {}),
    ...(extras ?? {}),
  };
}

const differing = (before: Snapshot, after: Snapshot) =>
  Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));

const pick = (snapshot: Snapshot, fields: string[]) =>
  Object.fromEntries(fields.map((field) => [field, snapshot[field]]));

async function couponSnapshots(
  tx: Queryable,
  codes: string[],
): Promise<Map<string, { id: string; snapshot: Snapshot }>> {
  const found = new Map<string, { id: string; snapshot: Snapshot }>();
  for await (const slice of batches(codes)) {
    const rows = await tx.query<{
      id: string;
      code: string;
      kind: string;
      value: number;
      categories: string[];
      expires_at: Date | null;
      active: boolean;
      max_uses: number | null;
    }>(
      `SELECT id, code, kind, value, categories, expires_at, active, max_uses FROM coupons
       WHERE upper(code) = ANY($1::text[])`,
      [slice],
    );
    for (const row of rows.rows) {
      found.set(row.code.toUpperCase(), {
        id: row.id,
        snapshot: couponSnapshot({
          kind: row.kind,
          value: row.value,
          categories: row.categories,
          expiresAt: row.expires_at,
          active: row.active,
          maxUses: row.max_uses,
        }),
      });
    }
  }
  return found;
}

const couponSnapshot = (coupon: {
  kind: string;
  value: number;
  categories: string[];
  expiresAt: Date | string | null;
  active: boolean;
  maxUses: number | null;
}): Snapshot => ({
  kind: coupon.kind,
  value: coupon.value,
  categories: coupon.categories,
  expiresAt: coupon.expiresAt === null ? null : new Date(coupon.expiresAt).toISOString(),
  active: coupon.active,
  maxUses: coupon.maxUses,
});

/**
 * A coupon as the import stores it: a relative expiry fixed to a date from `now` (so the plan,
 * the row and its activity entry agree), a fixed value in paisa.
 */
function storedCoupon(coupon: CatalogCoupon, now: number): CatalogCoupon {
  const { expiresInDays, ...rest } = coupon;
  return expiresInDays === undefined
    ? rest
    : { ...rest, expiresAt: new Date(now + expiresInDays * 86_400_000).toISOString() };
}

const wantedCoupon = (coupon: CatalogCoupon): Snapshot =>
  couponSnapshot({
    kind: coupon.kind,
    value: coupon.kind === 'fixed' ? paisa(coupon.value) : Math.round(coupon.value),
    categories: coupon.categories,
    expiresAt: coupon.expiresAt,
    active: coupon.active,
    maxUses: coupon.maxUses,
  });

/** The catalogue file's outline: its lists are checked entry by entry afterwards. */
const fileOutline = z.strictObject({
  products: z.array(z.unknown()).default([]),
  coupons: z.array(z.unknown()).default([]),
  labels: catalogueLabels.default({}),
});

/**
 * Checks a catalogue file as `catalogFile` does (the same rules, the same sentence for the first
 * problem, naming its entry), a few hundred entries at a time so that a 5 MB file never holds up
 * other requests; a CatalogError for the first problem.
 */
export async function readCatalogFile(input: unknown): Promise<CatalogFile> {
  const outline = fileOutline.safeParse(input, { reportInput: true });
  const outlineIssue = outline.error?.issues[0];
  if (outlineIssue && outlineIssue.code !== 'unrecognized_keys') {
    throw new CatalogError(describeIssue(outlineIssue));
  }
  const raw = input as { products?: unknown[]; coupons?: unknown[] };
  const products = await checkEach(raw.products ?? [], 'products', productEntry);
  const coupons = await checkEach(raw.coupons ?? [], 'coupons', couponEntry);
  if (outlineIssue || !outline.success) throw new CatalogError(describeIssue(outlineIssue!));
  return { products, coupons, labels: outline.data.labels };
}

async function checkEach<Schema extends z.ZodType>(
  entries: unknown[],
  list: string,
  schema: Schema,
): Promise<z.output<Schema>[]> {
  const checked: z.output<Schema>[] = [];
  const turns = takingTurns();
  for (const [index, entry] of entries.entries()) {
    await turns();
    const result = schema.safeParse(entry, { reportInput: true });
    if (!result.success) {
      const issue = result.error.issues[0]!;
      throw new CatalogError(describeIssue({ ...issue, path: [list, index, ...issue.path] }));
    }
    checked.push(result.data);
  }
  return checked;
}

/** What the run writes, worked out by the plan. */
interface Work {
  plan: ImportPlan;
  /** The file's coupons with their expiry fixed. */
  coupons: CatalogCoupon[];
  /** Coupon snapshots before, by code (upper case). */
  couponsBefore: Map<string, { id: string; snapshot: Snapshot }>;
  /** Product changes by name: the fields that move, before and after. */
  productChanges: Map<string, { fields: string[]; before: Snapshot; after: Snapshot }>;
}

/**
 * Plans and (unless `dryRun`) applies `file` as `actor`; `extras` are a CSV's per-product
 * fields beyond the file's (published, low-stock threshold, alt text), by product name. A dry
 * run only reads; the run plans again inside its transaction, so it acts on what is there then.
 */
export async function runImport(
  db: Database,
  actor: StaffActor,
  file: CatalogFile,
  options: { dryRun: boolean; extras?: Map<string, ProductExtras> },
): Promise<ImportPlan> {
  checkProductsNamedOnce(file.products);
  checkCouponsCodedOnce(file.coupons);
  const now = Date.now();
  if (options.dryRun) return (await planImport(db, file, options.extras, now, true)).plan;
  return db.transaction(async (tx) => {
    const work = await planImport(tx, file, options.extras, now, false);
    await write(tx, actor, file, options.extras, work);
    return work.plan;
  });
}

async function planImport(
  tx: Queryable,
  file: CatalogFile,
  extras: Map<string, ProductExtras> | undefined,
  now: number,
  dryRun: boolean,
): Promise<Work> {
  const named = new Set(file.products.map((entry) => entry.name));
  const itemNames = file.products.flatMap((entry) =>
    (entry.contents ?? []).map((item) => item.name),
  );
  const before = await existingProducts(tx, [
    ...named,
    ...new Set(itemNames.filter((name) => !named.has(name))),
  ]);
  for (const bundle of file.products) {
    const missing = bundle.contents?.find(
      (item) => !named.has(item.name) && !before.has(item.name),
    );
    if (missing) throw notAProduct(bundle.name, missing.name);
  }
  const plan: ImportPlan = {
    dryRun,
    products: { created: [], changed: [], unchanged: 0 },
    coupons: { created: [], changed: [], unchanged: 0 },
  };
  const productChanges = new Map<string, { fields: string[]; before: Snapshot; after: Snapshot }>();
  const turns = takingTurns();
  for (const entry of file.products) {
    await turns();
    const after = wanted(entry, extras?.get(entry.name));
    const existing = before.get(entry.name);
    if (!existing) {
      plan.products.created.push(entry.name);
      continue;
    }
    const fields = differing(existing.snapshot, after);
    if (fields.length === 0) plan.products.unchanged += 1;
    else {
      plan.products.changed.push({ name: entry.name, fields });
      productChanges.set(entry.name, {
        fields,
        before: pick(existing.snapshot, fields),
        after: pick(after, fields),
      });
    }
  }
  const coupons = file.coupons.map((coupon) => storedCoupon(coupon, now));
  const couponsBefore = await couponSnapshots(
    tx,
    coupons.map((coupon) => coupon.code.toUpperCase()),
  );
  for (const coupon of coupons) {
    const code = coupon.code.toUpperCase();
    const was = couponsBefore.get(code);
    if (!was) plan.coupons.created.push(code);
    else {
      const fields = differing(was.snapshot, wantedCoupon(coupon));
      if (fields.length === 0) plan.coupons.unchanged += 1;
      else plan.coupons.changed.push({ code, fields });
    }
  }
  return { plan, coupons, couponsBefore, productChanges };
}

/**
 * The translations the named products have now (by `productId|language`), and the products'
 * names by id: what a translation change is logged against.
 */
async function translationSnapshots(
  tx: Queryable,
  names: string[],
): Promise<{ texts: Map<string, Snapshot>; names: Map<string, string> }> {
  const texts = new Map<string, Snapshot>();
  const byId = new Map<string, string>();
  if (names.length === 0) return { texts, names: byId };
  const found = await tx.query<{
    id: string;
    product: string;
    language: string | null;
    name: string | null;
    description: string | null;
  }>(
    `SELECT p.id, p.name AS product, t.language, t.name, t.description
     FROM products p LEFT JOIN product_translations t ON t.product_id = p.id
     WHERE p.name = ANY($1::text[])`,
    [names],
  );
  for (const row of found.rows) {
    byId.set(row.id, row.product);
    if (row.language) {
      texts.set(`${row.id}|${row.language}`, { name: row.name, description: row.description });
    }
  }
  return { texts, names: byId };
}

/** One activity row to append (see api/src/activity/activity.ts, whose table this writes). */
interface ActivityRow {
  action: string;
  entity_type: 'product' | 'coupon';
  entity_id: string;
  entity_name: string;
  before: Snapshot | null;
  after: Snapshot | null;
}

/**
 * Appends activity rows in one statement per batch, in order, with `recordActivity`'s columns
 * (which writes one row a statement: 14,000 of them held the shop up).
 */
async function recordActivities(
  tx: Queryable,
  actor: StaffActor,
  rows: ActivityRow[],
): Promise<void> {
  for await (const slice of batches(rows)) {
    await tx.query(
      `INSERT INTO activity (staff_id, staff_name, staff_email, role, action, entity_type,
         entity_id, entity_name, before, after, request_id, address)
       SELECT $1, $2, $3, $4, e.action, e.entity_type, e.entity_id, e.entity_name, e.before,
         e.after, $5, $6
       FROM jsonb_to_recordset($7::jsonb) AS e (action text, entity_type text,
         entity_id text, entity_name text, before jsonb, after jsonb, n integer)
       ORDER BY e.n`,
      [
        actor.id,
        actor.name,
        actor.email,
        actor.role,
        actor.requestId,
        actor.address,
        JSON.stringify(slice.map((row, n) => ({ ...row, n }))),
      ],
    );
  }
}

/** One timeline entry to add. */
interface EventRow {
  product_id: string;
  kind: 'created' | 'edited' | 'stock';
  fields: string[] | null;
  stock_before: number | null;
  stock_after: number | null;
}

async function recordEvents(tx: Queryable, actor: StaffActor, rows: EventRow[]): Promise<void> {
  for await (const slice of batches(rows)) {
    await tx.query(
      `INSERT INTO product_events (product_id, kind, actor_id, fields, reason, stock_before,
         stock_after)
       SELECT e.product_id, e.kind, $1, e.fields, 'import', e.stock_before, e.stock_after
       FROM jsonb_to_recordset($2::jsonb) AS e (product_id uuid, kind text,
         fields text[], stock_before integer, stock_after integer, n integer)
       ORDER BY e.n`,
      [actor.id, JSON.stringify(slice.map((row, n) => ({ ...row, n })))],
    );
  }
}

async function write(
  tx: Queryable,
  actor: StaffActor,
  file: CatalogFile,
  extras: Map<string, ProductExtras> | undefined,
  work: Work,
): Promise<void> {
  const { plan, productChanges } = work;
  const created = new Set(plan.products.created);
  const withExtras = (product: CatalogFile['products'][number]) => ({
    product,
    extras: extras?.get(product.name),
  });
  // Bundles last: their contents may name products the file adds.
  const moving = file.products.filter(
    (entry) => created.has(entry.name) || productChanges.has(entry.name),
  );
  const saved = new Map<string, { id: string; created: boolean }>();
  for await (const slice of batches(moving.filter((entry) => created.has(entry.name)))) {
    for (const row of await insertProducts(tx, slice.map(withExtras))) saved.set(row.name, row);
  }
  for await (const slice of batches(moving.filter((entry) => !created.has(entry.name)))) {
    for (const row of await updateProducts(tx, slice.map(withExtras))) saved.set(row.name, row);
  }
  const bundles = moving.filter((entry) => entry.contents);
  for await (const slice of batches(bundles)) await saveBundleContents(tx, slice);
  // Translations and labels are staff changes too: whatever they changed is logged below.
  const translated = file.products.filter((entry) => entry.translations);
  const translationsBefore = await translationSnapshots(
    tx,
    translated.map((entry) => entry.name),
  );
  const savedTranslations: SavedTranslation[] = [];
  for await (const slice of batches(translated)) {
    savedTranslations.push(...(await saveTranslations(tx, slice)));
  }

  for await (const slice of batches(work.coupons)) await saveCoupons(tx, slice);
  const savedLabels = await saveLabels(tx, file.labels);
  const changedCoupons = new Set(plan.coupons.changed.map((change) => change.code));
  const couponsAfter = await couponSnapshots(tx, [...plan.coupons.created, ...changedCoupons]);
  const changedIds = [...changedCoupons].map((code) => couponsAfter.get(code)!.id);
  for await (const slice of batches(changedIds)) {
    await tx.query(
      'UPDATE coupons SET version = version + 1, updated_at = now() WHERE id = ANY($1::uuid[])',
      [slice],
    );
  }

  const activities: ActivityRow[] = [];
  for (const coupon of work.coupons) {
    const code = coupon.code.toUpperCase();
    const now = couponsAfter.get(code);
    if (!now) continue;
    const was = work.couponsBefore.get(code);
    const fields = was ? differing(was.snapshot, now.snapshot) : [];
    activities.push({
      action: 'coupon.import',
      entity_type: 'coupon',
      entity_id: now.id,
      entity_name: code,
      before: was ? pick(was.snapshot, fields) : null,
      after: was ? pick(now.snapshot, fields) : now.snapshot,
    });
  }
  const events: EventRow[] = [];
  const turns = takingTurns();
  for (const entry of moving) {
    await turns();
    const product = saved.get(entry.name)!;
    if (created.has(entry.name)) {
      events.push({
        product_id: product.id,
        kind: 'created',
        fields: null,
        stock_before: null,
        stock_after: entry.stock,
      });
      activities.push({
        action: 'product.import',
        entity_type: 'product',
        entity_id: product.id,
        entity_name: entry.name,
        before: null,
        after: wanted(entry, extras?.get(entry.name)),
      });
      continue;
    }
    const change = productChanges.get(entry.name)!;
    const edited = change.fields.filter((field) => field !== 'stock');
    if (edited.length > 0) {
      events.push({
        product_id: product.id,
        kind: 'edited',
        fields: edited,
        stock_before: null,
        stock_after: null,
      });
    }
    if (change.fields.includes('stock')) {
      events.push({
        product_id: product.id,
        kind: 'stock',
        fields: null,
        stock_before: change.before['stock'] as number,
        stock_after: change.after['stock'] as number,
      });
    }
    activities.push({
      action: 'product.import',
      entity_type: 'product',
      entity_id: product.id,
      entity_name: entry.name,
      before: change.before,
      after: change.after,
    });
  }
  const loggedProducts = new Set(
    activities.filter((row) => row.entity_type === 'product').map((row) => row.entity_id),
  );
  const translationChanges = new Map<string, { before: Snapshot; after: Snapshot }>();
  for (const saved of savedTranslations) {
    if (loggedProducts.has(saved.productId)) continue;
    const change = translationChanges.get(saved.productId) ?? { before: {}, after: {} };
    change.before[saved.language] =
      translationsBefore.texts.get(`${saved.productId}|${saved.language}`) ?? null;
    change.after[saved.language] = { name: saved.name, description: saved.description };
    translationChanges.set(saved.productId, change);
  }
  for (const [productId, change] of translationChanges) {
    activities.push({
      action: 'product.translations',
      entity_type: 'product',
      entity_id: productId,
      entity_name: translationsBefore.names.get(productId) ?? productId,
      before: change.before,
      after: change.after,
    });
  }
  if (savedLabels.length > 0) {
    activities.push({
      action: 'catalogue.labels',
      entity_type: 'product',
      entity_id: 'labels',
      entity_name: 'Category and subcategory names',
      before: null,
      after: Object.fromEntries(
        savedLabels.map((label) => [
          `${label.language}.${label.kind}.${label.english}`,
          label.name,
        ]),
      ),
    });
  }
  await recordEvents(tx, actor, events);
  await recordActivities(tx, actor, activities);
  // A real catalogue replaces the demo one: the first start then seeds accounts only.
  await tx.query(`INSERT INTO seed_steps (name) SELECT unnest($1::text[]) ON CONFLICT DO NOTHING`, [
    ['products', 'coupons', 'reviews'],
  ]);
}
