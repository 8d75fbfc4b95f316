/**
 * The catalogue import as the back office runs it: what a file would create and change (a dry
 * run, which applies it in a transaction and rolls back, so it meets every rule the real run
 * meets), then the run itself, with a timeline entry and an activity row for every product and
 * coupon it creates or changes, all in one transaction.
 */
import { recordActivity } from '../activity/activity.ts';
import type { Database, Queryable } from '../db/index.ts';
import { deriveFreeFrom } from '../products/ingredients.ts';
import { paisa } from '../products/product.ts';
import type { StaffActor } from '../staff/sessions.ts';
import { saveCoupons, saveProducts } from './catalog.ts';
import { saveLabels } from './translations.ts';
import type { CatalogFile } from './schema.ts';

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

/** Thrown to roll a dry run back once it has met every rule. */
class DryRun extends Error {}

async function existingProducts(
  tx: Queryable,
  names: string[],
): Promise<Map<string, ExistingProduct>> {
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
  return new Map(
    rows.rows.map((row) => [
      row.name,
      {
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
      },
    ]),
  );
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
    [codes],
  );
  return new Map(
    rows.rows.map((row) => [
      row.code.toUpperCase(),
      {
        id: row.id,
        snapshot: {
          kind: row.kind,
          value: row.value,
          categories: row.categories,
          expiresAt: row.expires_at ? new Date(row.expires_at).toISOString() : null,
          active: row.active,
          maxUses: row.max_uses,
        },
      },
    ]),
  );
}

/**
 * Plans and (unless `dryRun`) applies `file` as `actor`; `extras` are a CSV's per-product
 * fields beyond the file's (published, low-stock threshold, alt text), by product name.
 */
export async function runImport(
  db: Database,
  actor: StaffActor,
  file: CatalogFile,
  options: { dryRun: boolean; extras?: Map<string, ProductExtras> },
): Promise<ImportPlan> {
  let plan: ImportPlan | undefined;
  try {
    await db.transaction(async (tx) => {
      plan = await apply(tx, actor, file, options);
      if (options.dryRun) throw new DryRun();
    });
  } catch (error) {
    if (!(error instanceof DryRun)) throw error;
  }
  return plan!;
}

async function apply(
  tx: Queryable,
  actor: StaffActor,
  file: CatalogFile,
  options: { dryRun: boolean; extras?: Map<string, ProductExtras> },
): Promise<ImportPlan> {
  const names = file.products.map((entry) => entry.name);
  const before = await existingProducts(tx, names);
  const plan: ImportPlan = {
    dryRun: options.dryRun,
    products: { created: [], changed: [], unchanged: 0 },
    coupons: { created: [], changed: [], unchanged: 0 },
  };
  const productChanges = new Map<string, { fields: string[]; before: Snapshot; after: Snapshot }>();
  for (const entry of file.products) {
    const after = wanted(entry, options.extras?.get(entry.name));
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
  const codes = file.coupons.map((coupon) => coupon.code.toUpperCase());
  const couponsBefore = await couponSnapshots(tx, codes);

  const saved = await saveProducts(tx, file.products);
  await saveCoupons(tx, file.coupons);
  await saveLabels(tx, file.labels);
  if (options.extras && options.extras.size > 0) {
    await tx.query(
      `UPDATE products p SET published = e.published, low_stock_threshold = e.threshold,
         image_name = CASE WHEN e.alt = '' THEN p.name ELSE e.alt END
       FROM jsonb_to_recordset($1::jsonb) AS e (name text, published boolean, threshold integer, alt text)
       WHERE p.name = e.name`,
      [
        JSON.stringify(
          [...options.extras].map(([name, extra]) => ({
            name,
            published: extra.published,
            threshold: extra.lowStockThreshold,
            alt: extra.imageAlt,
          })),
        ),
      ],
    );
  }
  const couponsAfter = await couponSnapshots(tx, codes);
  for (const code of codes) {
    const now = couponsAfter.get(code)!;
    const was = couponsBefore.get(code);
    if (!was) {
      plan.coupons.created.push(code);
      await recordActivity(tx, actor, {
        action: 'coupon.import',
        entityType: 'coupon',
        entityId: now.id,
        entityName: code,
        after: now.snapshot,
      });
      continue;
    }
    const fields = differing(was.snapshot, now.snapshot);
    if (fields.length === 0) {
      plan.coupons.unchanged += 1;
      continue;
    }
    plan.coupons.changed.push({ code, fields });
    await tx.query('UPDATE coupons SET version = version + 1, updated_at = now() WHERE id = $1', [
      now.id,
    ]);
    await recordActivity(tx, actor, {
      action: 'coupon.import',
      entityType: 'coupon',
      entityId: now.id,
      entityName: code,
      before: pick(was.snapshot, fields),
      after: pick(now.snapshot, fields),
    });
  }

  for (const product of saved) {
    const entry = file.products.find((each) => each.name === product.name)!;
    if (product.created) {
      await tx.query(
        `INSERT INTO product_events (product_id, kind, actor_id, stock_after, reason)
         VALUES ($1, 'created', $2, $3, 'import')`,
        [product.id, actor.id, entry.stock],
      );
      await recordActivity(tx, actor, {
        action: 'product.import',
        entityType: 'product',
        entityId: product.id,
        entityName: product.name,
        after: wanted(entry, options.extras?.get(entry.name)),
      });
      continue;
    }
    const change = productChanges.get(product.name);
    if (!change) continue;
    // An open form on it is now stale: its save must not undo the import.
    await tx.query('UPDATE products SET version = version + 1, updated_at = now() WHERE id = $1', [
      product.id,
    ]);
    const edited = change.fields.filter((field) => field !== 'stock');
    if (edited.length > 0) {
      await tx.query(
        `INSERT INTO product_events (product_id, kind, actor_id, fields, reason)
         VALUES ($1, 'edited', $2, $3, 'import')`,
        [product.id, actor.id, edited],
      );
    }
    if (change.fields.includes('stock')) {
      await tx.query(
        `INSERT INTO product_events (product_id, kind, actor_id, reason, stock_before, stock_after)
         VALUES ($1, 'stock', $2, 'import', $3, $4)`,
        [product.id, actor.id, change.before['stock'], change.after['stock']],
      );
    }
    await recordActivity(tx, actor, {
      action: 'product.import',
      entityType: 'product',
      entityId: product.id,
      entityName: product.name,
      before: change.before,
      after: change.after,
    });
  }
  // A real catalogue replaces the demo one: the first start then seeds accounts only.
  await tx.query(`INSERT INTO seed_steps (name) SELECT unnest($1::text[]) ON CONFLICT DO NOTHING`, [
    ['products', 'coupons', 'reviews'],
  ]);
  return plan;
}
