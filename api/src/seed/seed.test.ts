import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../db/index.ts';
import { post, testPasswordHashing, createTestApp, type TestApp } from '../../test/helpers.ts';
import { categories } from '../products/product.ts';
import { seedAccounts } from './catalog-data.ts';
import { seed } from './seed.ts';

// Seeded once before any test, so each test (run alone too) sees the seeded shop; the first
// run's own test seeds a database of its own.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seed(t.db, { passwordHashing: testPasswordHashing });
});
afterAll(() => t.close());

describe('first-run seed', () => {
  it('seeds an empty database once, and a second run adds nothing', async () => {
    const fresh = await createTestApp();
    try {
      const empty = await fresh.db.query<{ n: number }>('SELECT count(*)::int AS n FROM products');
      expect(empty.rows[0]!.n).toBe(0);
      expect(await seed(fresh.db, { passwordHashing: testPasswordHashing })).toEqual([
        'products',
        'accounts',
        'coupons',
        'reviews',
      ]);
      const seeded = await fresh.db.query<{ n: number }>('SELECT count(*)::int AS n FROM products');
      expect(await seed(fresh.db, { passwordHashing: testPasswordHashing })).toEqual([]);
      expect(await migrate(fresh.db)).toEqual([]);
      const again = await fresh.db.query<{ n: number }>('SELECT count(*)::int AS n FROM products');
      expect(again.rows[0]!.n).toBe(seeded.rows[0]!.n);
    } finally {
      await fresh.close();
    }
  });

  it('fills the shop: 60+ products in every category, bundles, coupons, reviews, accounts', async () => {
    const counts = await t.db.query<{
      category: string;
      n: number;
      on_sale: number;
      sold_out: number;
      latest: number;
    }>(
      `SELECT category, count(*)::int AS n, count(*) FILTER (WHERE sale_price_paisa > 0)::int AS on_sale,
         count(*) FILTER (WHERE stock = 0)::int AS sold_out, count(*) FILTER (WHERE latest)::int AS latest
       FROM products GROUP BY category`,
    );
    const total = counts.rows.reduce((sum, row) => sum + row.n, 0);
    expect(total).toBeGreaterThanOrEqual(60);
    expect(counts.rows.map((row) => row.category).sort()).toEqual([...categories].sort());
    expect(counts.rows.reduce((sum, row) => sum + row.on_sale, 0)).toBeGreaterThan(0);
    expect(counts.rows.reduce((sum, row) => sum + row.sold_out, 0)).toBeGreaterThan(0);
    expect(counts.rows.reduce((sum, row) => sum + row.latest, 0)).toBeGreaterThan(0);

    const bundles = (await post(t.app, '/api/products/getProducts?category=Bundle')).json();
    expect(bundles.productData.length).toBeGreaterThan(0);
    for (const bundle of bundles.productData)
      expect(bundle.bundleContents.length).toBeGreaterThan(1);

    const reviewed = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM products WHERE review_count > 0',
    );
    expect(reviewed.rows[0]!.n).toBeGreaterThan(3);
    const coupons = await t.db.query('SELECT code FROM coupons');
    expect(coupons.rowCount).toBeGreaterThan(2);
  });

  it('gives every seeded product its own shipped image', async () => {
    const products = await t.db.query<{ image_file: string }>('SELECT image_file FROM products');
    expect(products.rowCount).toBeGreaterThanOrEqual(60);
    const files = new Set(products.rows.map((row) => row.image_file));
    expect(files.size).toBe(products.rowCount);
    for (const file of files) {
      const image = await t.app.inject({ method: 'GET', url: `/images/${file}` });
      expect(image.statusCode, file).toBe(200);
      expect(image.rawPayload.length, file).toBeLessThan(5 * 1024);
    }
  });

  it('seeds a staff account that can log in and manage orders', async () => {
    const staff = seedAccounts.find((account) => account.role === 'staff')!;
    const login = await post(t.app, '/api/users/login', {
      email: staff.email,
      password: staff.password,
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.role).toBe('staff');
  });
});
