import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseCatalog } from '../catalog/catalog.ts';
import { migrate } from '../db/index.ts';
import { createTestApp, post, testPasswordHashing, useTestApp } from '../../test/helpers.ts';
import { deriveFreeFrom } from '../products/ingredients.ts';
import { categories } from '../products/product.ts';
import { seedMessages } from './messages.ts';
import { seedPeopleFile } from './schema.ts';
import { readSeedCatalogue, readSeedPeople, seed, seedFiles } from './seed.ts';

// Seeded once before any test, so each test (run alone too) sees the seeded shop; the first
// run's own test seeds a database of its own.
const t = useTestApp();
beforeAll(() => seed(t.db, { passwordHashing: testPasswordHashing }));

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
        'staff-accounts',
        'urdu',
        'messages',
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

  it('gives every skin type and free-from tag products on both sides (a facet that narrows nothing means nothing)', async () => {
    const facets = await t.db.query<{ value: string; with: number; without: number }>(
      `SELECT value, count(*) FILTER (WHERE value = ANY (skin_types) OR skin_types = '{}')::int AS with,
         count(*) FILTER (WHERE NOT (value = ANY (skin_types) OR skin_types = '{}'))::int AS without
       FROM products, unnest(ARRAY['dry', 'oily', 'combination', 'sensitive', 'normal']) value
       WHERE category <> 'Bundle' GROUP BY value
       UNION ALL
       SELECT value, count(*) FILTER (WHERE value = ANY (free_from))::int,
         count(*) FILTER (WHERE NOT value = ANY (free_from))::int
       FROM products, unnest(ARRAY['fragrance', 'parabens', 'sulfates', 'alcohol', 'silicones']) value
       WHERE category <> 'Bundle' GROUP BY value`,
    );
    expect(facets.rows).toHaveLength(10);
    for (const row of facets.rows) {
      expect(row.with, row.value).toBeGreaterThanOrEqual(5);
      expect(row.without, row.value).toBeGreaterThanOrEqual(1);
    }
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

  it("seeds a staff account whose shop login is a shopper's (staff work only in the back office)", async () => {
    const staff = (await readSeedPeople()).accounts.find((account) => account.role === 'owner')!;
    const login = await post(t.app, '/api/users/login', {
      email: staff.email,
      password: staff.password,
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.role).toBe('customer');
  });

  it('seeds the owner, the manager and support, each signing in to the back office without two-factor', async () => {
    const staff = (await readSeedPeople()).accounts.filter(
      (account) => account.role !== 'customer',
    );
    expect(staff.map((account) => account.role)).toEqual(['owner', 'manager', 'support']);
    for (const account of staff) {
      const signIn = await post(t.app, '/api/admin/session', {
        email: account.email,
        password: account.password,
      });
      expect(signIn.statusCode, account.email).toBe(200);
      expect(signIn.json().staff).toMatchObject({ role: account.role, twoFactorEnabled: false });
    }
  });
});

describe('the seeded inbox', () => {
  it('holds two messages, newest first: one new, one answered and handled by support', async () => {
    const owner = (await readSeedPeople()).accounts.find((account) => account.role === 'owner')!;
    const signIn = await post(t.app, '/api/admin/session', {
      email: owner.email,
      password: owner.password,
    });
    const cookie = signIn.cookies.find((entry) => entry.name === 'bloom_staff')!;
    const headers = { cookie: `bloom_staff=${cookie.value}` };
    const inbox = await t.app.inject({ method: 'GET', url: '/api/admin/messages', headers });
    expect(inbox.statusCode).toBe(200);
    const { messages, total } = inbox.json<{
      messages: { id: string; email: string; subject: string; state: string }[];
      total: number;
    }>();
    expect(total).toBe(seedMessages.length);
    expect(messages.map(({ email, subject, state }) => ({ email, subject, state }))).toEqual([
      {
        email: 'bilal.ahmed@example.com',
        subject: 'My order has not arrived yet.',
        state: 'new',
      },
      {
        email: 'hira.baig@example.com',
        subject: 'Is the Rose Water Toner safe for sensitive skin?',
        state: 'handled',
      },
    ]);
    const answered = await t.app.inject({
      method: 'GET',
      url: `/api/admin/messages/${messages[1]!.id}`,
      headers,
    });
    const { message } = answered.json<{
      message: {
        assignee: { name: string } | null;
        timeline: { kind: string; summary: string; by: { name: string } | null; text?: string }[];
      };
    }>();
    expect(message.assignee?.name).toBe('Bloom Support');
    expect(
      message.timeline.map(({ kind, summary, by, text }) => ({
        kind,
        summary,
        by: by?.name,
        text,
      })),
    ).toEqual([
      {
        kind: 'received',
        summary: 'Message received from Hira Baig',
        by: undefined,
        text: undefined,
      },
      {
        kind: 'assigned',
        summary: 'Assigned to Bloom Support',
        by: 'Bloom Support',
        text: undefined,
      },
      {
        kind: 'reply',
        summary: 'Reply mailed to the sender',
        by: 'Bloom Support',
        text: seedMessages[0].reply,
      },
      { kind: 'handled', summary: 'Marked handled', by: 'Bloom Support', text: undefined },
    ]);
  });
});

describe('a shop seeded before the inbox had messages', () => {
  it('gets the two messages on its next start, and nothing twice', async () => {
    await t.db.query('DELETE FROM contact_messages');
    await t.db.query(`DELETE FROM seed_steps WHERE name = 'messages'`);
    expect(await seed(t.db, { passwordHashing: testPasswordHashing })).toEqual(['messages']);
    expect(await seed(t.db, { passwordHashing: testPasswordHashing })).toEqual([]);
    const counted = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM contact_messages',
    );
    expect(counted.rows[0]!.n).toBe(seedMessages.length);
  });
});

describe('a shop seeded before Urdu', () => {
  it('gets the Urdu names, descriptions and labels on its next start, and nothing twice', async () => {
    await t.db.query('DELETE FROM product_translations');
    await t.db.query('DELETE FROM catalogue_labels');
    await t.db.query(`DELETE FROM seed_steps WHERE name = 'urdu'`);
    expect(await seed(t.db, { passwordHashing: testPasswordHashing })).toEqual(['urdu']);
    const counted = await t.db.query<{ products: number; labels: number }>(
      `SELECT (SELECT count(*)::int FROM product_translations) AS products,
         (SELECT count(*)::int FROM catalogue_labels) AS labels`,
    );
    const catalogue = await readSeedCatalogue();
    expect(counted.rows[0]).toEqual({
      products: catalogue.products.length,
      labels:
        Object.keys(catalogue.labels.ur!.categories).length +
        Object.keys(catalogue.labels.ur!.subCategories).length,
    });
    expect(await seed(t.db, { passwordHashing: testPasswordHashing })).toEqual([]);
  });
});

describe('a shop seeded before the back office', () => {
  it('gets the manager and support accounts on its next start, and nothing twice', async () => {
    await t.db.query(
      `DELETE FROM users WHERE email IN ('manager@bloom.example.com', 'support@bloom.example.com')`,
    );
    await t.db.query(`DELETE FROM seed_steps WHERE name = 'staff-accounts'`);
    expect(await seed(t.db, { passwordHashing: testPasswordHashing })).toEqual(['staff-accounts']);
    const staff = await t.db.query<{ email: string; role: string }>(
      `SELECT email, role FROM users WHERE role <> 'customer' ORDER BY email`,
    );
    expect(staff.rows).toEqual([
      { email: 'manager@bloom.example.com', role: 'manager' },
      { email: 'staff@bloom.example.com', role: 'owner' },
      { email: 'support@bloom.example.com', role: 'support' },
    ]);
  });
});

describe('the seed files (api/seed/)', () => {
  it('spell out every field, so whoever reads the raw JSON (e2e) sees what the seed sees', async () => {
    const catalogue: unknown = JSON.parse(await readFile(seedFiles.catalogue, 'utf8'));
    expect(parseCatalog(catalogue)).toEqual(catalogue);
    const people: unknown = JSON.parse(await readFile(seedFiles.people, 'utf8'));
    expect(seedPeopleFile.parse(people)).toEqual(people);
  });

  it('are what the seeded shop holds: products in file order (newest last), coupons, reviews', async () => {
    const catalogue = await readSeedCatalogue();
    const people = await readSeedPeople();
    // Read back in the file's own terms (rupees, its field names), oldest first.
    const products = await t.db.query(
      `SELECT name, description, category, sub_category AS "subCategory",
         price_paisa / 100.0::float8 AS price, sale_price_paisa / 100.0::float8 AS sale_price,
         stock, latest, image_file AS image, ingredients, skin_types AS "skinTypes", free_from
       FROM products WHERE image_name = name ORDER BY created_at`,
    );
    expect(products.rows).toEqual(
      catalogue.products.map(({ contents: _, translations: __, ...product }) => ({
        ...product,
        // Not in the file: derived from its ingredients as any import derives it.
        free_from: deriveFreeFrom(product.ingredients),
      })),
    );
    const translated = await t.db.query<{ name: string; ur: string; description: string }>(
      `SELECT p.name, t.name AS ur, t.description FROM product_translations t
       JOIN products p ON p.id = t.product_id WHERE t.language = 'ur' ORDER BY p.created_at`,
    );
    expect(translated.rows).toEqual(
      catalogue.products.map((product) => ({
        name: product.name,
        ur: product.translations!.ur!.name,
        description: product.translations!.ur!.description,
      })),
    );
    const bundled = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM bundle_items');
    expect(bundled.rows[0]!.n).toBe(
      catalogue.products.reduce((sum, product) => sum + (product.contents?.length ?? 0), 0),
    );

    const coupons = await t.db.query<{ code: string; days: number | null }>(
      `SELECT code, round(extract(epoch FROM expires_at - now()) / 86400)::int AS days
       FROM coupons ORDER BY code`,
    );
    expect(coupons.rows).toEqual(
      catalogue.coupons
        .map((coupon) => ({ code: coupon.code, days: coupon.expiresInDays ?? null }))
        .sort((a, b) => a.code.localeCompare(b.code)),
    );

    const reviews = await t.db.query<{ n: number; ratings: number }>(
      'SELECT sum(review_count)::int AS n, sum(rating_sum)::int AS ratings FROM products',
    );
    expect(reviews.rows[0]).toEqual({
      n: people.reviews.length,
      ratings: people.reviews.reduce((sum, review) => sum + review.rating, 0),
    });
    const users = await t.db.query<{ email: string }>('SELECT email FROM users ORDER BY email');
    expect(users.rows.map((row) => row.email)).toEqual(
      [...people.accounts, ...people.reviewers].map((account) => account.email).sort(),
    );
  });
});
