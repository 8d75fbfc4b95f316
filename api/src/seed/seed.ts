import { randomBytes } from 'node:crypto';
import type { Options as HashOptions } from '@node-rs/argon2';
import type { Database, Queryable } from '../db/index.ts';
import { paisa } from '../products/product.ts';
import { hashPassword } from '../users/passwords.ts';
import {
  imageFileOf,
  seedAccounts,
  seedCoupons,
  seedProducts,
  seedReviewers,
  seedReviews,
} from './catalog-data.ts';

/** What the first-run seed may skip or tune. */
export interface SeedOptions {
  /** argon2id cost for the seeded accounts. */
  passwordHashing?: HashOptions;
}

/**
 * Runs each seed step once per database (recorded in `seed_steps`), so a first start fills the
 * shop and later starts, or a newer release with more steps, never duplicate anything.
 * Returns the steps it ran.
 */
export async function seed(db: Database, options: SeedOptions = {}): Promise<string[]> {
  const steps: [string, (tx: Queryable) => Promise<void>][] = [
    ['products', seedCatalogue],
    ['accounts', (tx) => seedUsers(tx, options.passwordHashing ?? {})],
    ['coupons', seedCouponRows],
    ['reviews', seedReviewRows],
  ];
  const ran: string[] = [];
  for (const [name, step] of steps) {
    const done = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [72_616_102]);
      const inserted = await tx.query(
        'INSERT INTO seed_steps (name) VALUES ($1) ON CONFLICT DO NOTHING',
        [name],
      );
      if (inserted.rowCount === 0) return false;
      await step(tx);
      return true;
    });
    if (done) ran.push(name);
  }
  return ran;
}

async function seedCatalogue(tx: Queryable): Promise<void> {
  // Oldest first, an hour apart, so "newest first" shows the list's end first.
  const count = seedProducts.length;
  for (const [index, product] of seedProducts.entries()) {
    await tx.query(
      `INSERT INTO products (name, description, category, sub_category, price_paisa,
         sale_price_paisa, stock, image_file, image_name, latest, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now() - make_interval(hours => $11))
       ON CONFLICT (name) DO NOTHING`,
      [
        product.name,
        product.description,
        product.category,
        product.subCategory,
        paisa(product.price),
        paisa(product.salePrice),
        product.stock,
        imageFileOf(product.name),
        product.name,
        product.latest,
        count - index,
      ],
    );
  }
  for (const bundle of seedProducts.filter((product) => product.contents)) {
    for (const item of bundle.contents ?? []) {
      await tx.query(
        `INSERT INTO bundle_items (bundle_id, product_id)
         SELECT b.id, p.id FROM products b, products p WHERE b.name = $1 AND p.name = $2
         ON CONFLICT DO NOTHING`,
        [bundle.name, item],
      );
    }
  }
}

async function seedUsers(tx: Queryable, hashing: HashOptions): Promise<void> {
  for (const account of seedAccounts) {
    await tx.query(
      `INSERT INTO users (name, email, password_hash, role) VALUES ($1, $2, $3, $4)
       ON CONFLICT DO NOTHING`,
      [account.name, account.email, await hashPassword(account.password, hashing), account.role],
    );
  }
  for (const reviewer of seedReviewers) {
    // A random password nobody knows: these sample shoppers sign in only after a reset.
    const unknownPassword = randomBytes(24).toString('base64url');
    await tx.query(
      `INSERT INTO users (name, email, password_hash) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
      [reviewer.name, reviewer.email, await hashPassword(unknownPassword, hashing)],
    );
  }
}

async function seedCouponRows(tx: Queryable): Promise<void> {
  for (const coupon of seedCoupons) {
    await tx.query(
      `INSERT INTO coupons (code, kind, value, categories, expires_at, active, max_uses)
       VALUES ($1, $2, $3, $4, CASE WHEN $5::int IS NULL THEN NULL
         ELSE now() + make_interval(days => $5::int) END, $6, $7)
       ON CONFLICT DO NOTHING`,
      [
        coupon.code,
        coupon.kind,
        coupon.kind === 'fixed' ? paisa(coupon.value) : coupon.value,
        coupon.categories,
        coupon.expiresInDays ?? null,
        coupon.active,
        coupon.maxUses ?? null,
      ],
    );
  }
}

async function seedReviewRows(tx: Queryable): Promise<void> {
  for (const [reviewer, productName, rating, comment] of seedReviews) {
    const email = seedReviewers[reviewer]?.email;
    const inserted = await tx.query<{ product_id: string }>(
      `INSERT INTO reviews (product_id, user_id, rating, comment)
       SELECT p.id, u.id, $3, $4 FROM products p, users u
       WHERE p.name = $1 AND lower(u.email) = $2
       ON CONFLICT DO NOTHING RETURNING product_id`,
      [productName, email, rating, comment],
    );
    for (const row of inserted.rows) {
      await tx.query(
        `UPDATE products SET rating_sum = rating_sum + $2, review_count = review_count + 1
         WHERE id = $1`,
        [row.product_id, rating],
      );
    }
  }
}
