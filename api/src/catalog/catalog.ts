import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { imagesDir } from '../config.ts';
import type { Database } from '../db/index.ts';
import { describeIssue } from '../http/validation.ts';
import { categories, paisa } from '../products/product.ts';

const money = z.number().min(0).max(10_000_000);

const productEntry = z
  .strictObject({
    name: z.string().trim().min(1).max(200),
    description: z.string().trim().max(5000).default(''),
    category: z.enum(categories),
    subCategory: z.string().trim().max(100).default(''),
    price: money.refine((value) => value > 0, { error: 'price must be above 0' }),
    sale_price: money.default(0),
    stock: z.int().min(0).max(1_000_000).default(0),
    latest: z.boolean().default(false),
    image: z
      .string()
      .regex(/^[\w.-]+\.(svg|webp|png|jpe?g)$/i, {
        error: 'image must be a file name in api/images',
      })
      .refine((file) => existsSync(path.join(imagesDir, file)), {
        error: 'image must name a file that exists in api/images',
      }),
    contents: z
      .array(z.strictObject({ name: z.string().min(1), quantity: z.int().min(1).default(1) }))
      .optional(),
  })
  // Compared as stored, in paisa: 10.004 and 10.001 are both 1000 paisa, a "sale" at the price,
  // which the database's own check would refuse mid-import with a message meant for nobody.
  .refine((product) => paisa(product.sale_price) < paisa(product.price), {
    error: 'sale_price must be below price (0 for no sale)',
  });

const couponEntry = z
  .strictObject({
    code: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{2,40}$/),
    kind: z.enum(['percent', 'fixed']),
    value: z.number().positive(),
    categories: z.array(z.enum(categories)).default([]),
    expiresAt: z.iso.datetime({ offset: true }).nullable().default(null),
    active: z.boolean().default(true),
    maxUses: z.int().positive().nullable().default(null),
  })
  .refine((coupon) => coupon.kind !== 'percent' || coupon.value <= 100, {
    error: 'a percent coupon is at most 100',
  });

/** The catalogue file `npm run catalog -w api -- import FILE.json` reads. */
export const catalogFile = z.strictObject({
  products: z.array(productEntry).default([]),
  coupons: z.array(couponEntry).default([]),
});

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
export function parseCatalog(input: unknown): z.output<typeof catalogFile> {
  const result = catalogFile.safeParse(input, { reportInput: true });
  if (!result.success) throw new CatalogError(describeIssue(result.error.issues[0]!));
  return result.data;
}

/**
 * Loads products and coupons, matching existing ones by product name and coupon code, so running
 * the same file twice changes nothing. One transaction: a bad entry leaves the shop untouched.
 */
export async function importCatalog(db: Database, input: unknown): Promise<ImportSummary> {
  const data = parseCatalog(input);
  const summary: ImportSummary = {
    productsCreated: 0,
    productsUpdated: 0,
    couponsCreated: 0,
    couponsUpdated: 0,
  };
  await db.transaction(async (tx) => {
    for (const product of data.products) {
      const saved = await tx.query<{ created: boolean }>(
        `INSERT INTO products (name, description, category, sub_category, price_paisa,
           sale_price_paisa, stock, image_file, image_name, latest)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $1, $9)
         ON CONFLICT (name) DO UPDATE SET description = excluded.description,
           category = excluded.category, sub_category = excluded.sub_category,
           price_paisa = excluded.price_paisa, sale_price_paisa = excluded.sale_price_paisa,
           stock = excluded.stock, image_file = excluded.image_file, latest = excluded.latest
         RETURNING (xmax = 0) AS created`,
        [
          product.name,
          product.description,
          product.category,
          product.subCategory,
          paisa(product.price),
          paisa(product.sale_price),
          product.stock,
          product.image,
          product.latest,
        ],
      );
      if (saved.rows[0]?.created) summary.productsCreated += 1;
      else summary.productsUpdated += 1;
    }
    for (const bundle of data.products.filter((product) => product.contents)) {
      await tx.query(
        'DELETE FROM bundle_items WHERE bundle_id = (SELECT id FROM products WHERE name = $1)',
        [bundle.name],
      );
      for (const item of bundle.contents ?? []) {
        const added = await tx.query(
          `INSERT INTO bundle_items (bundle_id, product_id, quantity)
           SELECT b.id, p.id, $3 FROM products b, products p WHERE b.name = $1 AND p.name = $2`,
          [bundle.name, item.name, item.quantity],
        );
        if (added.rowCount === 0) {
          throw new CatalogError(
            `Bundle "${bundle.name}" names "${item.name}", which is not a product.`,
          );
        }
      }
    }
    for (const coupon of data.coupons) {
      const saved = await tx.query<{ created: boolean }>(
        `INSERT INTO coupons (code, kind, value, categories, expires_at, active, max_uses)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT ((upper(code))) DO UPDATE SET kind = excluded.kind, value = excluded.value,
           categories = excluded.categories, expires_at = excluded.expires_at,
           active = excluded.active, max_uses = excluded.max_uses
         RETURNING (xmax = 0) AS created`,
        [
          coupon.code.toUpperCase(),
          coupon.kind,
          coupon.kind === 'fixed' ? paisa(coupon.value) : Math.round(coupon.value),
          coupon.categories,
          coupon.expiresAt,
          coupon.active,
          coupon.maxUses,
        ],
      );
      if (saved.rows[0]?.created) summary.couponsCreated += 1;
      else summary.couponsUpdated += 1;
    }
    // A real catalogue replaces the demo one: the first start then seeds accounts only.
    for (const step of ['products', 'coupons', 'reviews']) {
      await tx.query('INSERT INTO seed_steps (name) VALUES ($1) ON CONFLICT DO NOTHING', [step]);
    }
  });
  return summary;
}

const adjectives = [
  'Rose',
  'Aloe',
  'Vitamin C',
  'Oat',
  'Shea',
  'Argan',
  'Coconut',
  'Green Tea',
  'Lavender',
  'Honey',
  'Charcoal',
  'Ceramide',
  'Peptide',
  'Rosehip',
  'Jasmine',
  'Almond',
  'Cocoa',
  'Hibiscus',
  'Mint',
  'Vanilla',
];
const nouns = [
  'Serum',
  'Cream',
  'Toner',
  'Cleanser',
  'Mask',
  'Shampoo',
  'Conditioner',
  'Hair Oil',
  'Body Wash',
  'Lotion',
  'Scrub',
  'Mist',
  'Balm',
  'Lipstick',
  'Palette',
  'Mascara',
  'Foundation',
  'Powder',
  'Gel',
  'Soap',
  'Sunscreen',
  'Eye Cream',
  'Face Oil',
  'Hand Cream',
  'Bath Salt',
];
const generatedCategories = ['Skincare', 'Haircare', 'Body Care', 'Cosmetics'];

/**
 * Adds `count` synthetic products (for benchmarks) in one statement, spread over the categories
 * with about one in twenty a bundle, varied names for search, and one-second-apart ages.
 */
export async function generateProducts(db: Database, count: number): Promise<number> {
  const existing = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM products WHERE sub_category = 'Synthetic'`,
  );
  const start = existing.rows[0]?.n ?? 0;
  const images = [
    'rose-water-toner.svg',
    'argan-repair-shampoo.svg',
    'shea-butter-body-cream.svg',
    'sunset-eyeshadow-palette.svg',
    'glow-starter-kit.svg',
  ];
  const inserted = await db.query(
    `INSERT INTO products (name, description, category, sub_category, price_paisa,
       sale_price_paisa, stock, image_file, image_name, latest, created_at)
     SELECT
       ($1::text[])[1 + i % 20] || ' ' || ($2::text[])[1 + (i / 20) % 25] || ' No. ' || i,
       'A synthetic product for benchmarks.',
       CASE WHEN i % 20 = 19 THEN 'Bundle' ELSE ($3::text[])[1 + i % 4] END,
       'Synthetic',
       50000 + (i * 7919) % 500000,
       CASE WHEN i % 5 = 0 THEN 40000 ELSE 0 END,
       i % 50,
       ($4::text[])[1 + i % 5],
       'Synthetic product',
       i % 97 = 0,
       now() - make_interval(secs => ($5::int + $6::int - i))
     FROM generate_series($5::int, $5::int + $6::int - 1) AS i`,
    [adjectives, nouns, generatedCategories, images, start, count],
  );
  return inserted.rowCount;
}
