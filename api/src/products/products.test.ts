import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  countingQueries,
  buildAppOver,
  createTestApp,
  createTestDatabase,
  insertProduct,
  post,
  testPasswordHashing,
  type TestApp,
} from '../../test/helpers.ts';
import { generateProducts } from '../../scripts/synthetic-products.ts';
import { buildApp } from '../app.ts';

let t: TestApp;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  // 20 Skincare (newest = smallest minutes ago), 3 Haircare, 2 Bundle.
  for (let i = 0; i < 20; i += 1) {
    ids[`skin${i}`] = await insertProduct(t.db, {
      name: `Skin Product ${String(i).padStart(2, '0')}`,
      category: 'Skincare',
      createdMinutesAgo: 100 - i,
      latest: i >= 17,
    });
  }
  for (let i = 0; i < 3; i += 1) {
    ids[`hair${i}`] = await insertProduct(t.db, {
      name: `Hair Oil ${i}`,
      category: 'Haircare',
      createdMinutesAgo: 50 - i,
    });
  }
  ids.bundle = await insertProduct(t.db, {
    name: 'Glow Bundle',
    category: 'Bundle',
    price: 3000,
    salePrice: 2500,
    createdMinutesAgo: 1,
  });
  await insertProduct(t.db, { name: 'Hair Bundle', category: 'Bundle', createdMinutesAgo: 2 });
  await t.db.query(
    'INSERT INTO bundle_items (bundle_id, product_id, quantity) VALUES ($1, $2, 2)',
    [ids.bundle, ids.skin0],
  );
  await insertProduct(t.db, {
    name: '100% Natural_Soap',
    category: 'Body Care',
    createdMinutesAgo: 200,
  });
  await insertProduct(t.db, {
    name: '100 Natural Soap',
    category: 'Body Care',
    createdMinutesAgo: 201,
  });
});
afterAll(() => t.close());

const list = (query: string) => post(t.app, `/api/products/getProducts${query}`);

describe('getProducts', () => {
  it('lists 15 a page, newest first, every category but Bundle for All (the default)', async () => {
    const reply = await list('');
    expect(reply.statusCode).toBe(200);
    const body = reply.json();
    expect(body.page).toBe(1);
    expect(body.totalPages).toBe(2); // 20 + 3 + 2 = 25 products outside Bundle
    expect(body.productData).toHaveLength(15);
    expect(body.productData.some((p: { category: string }) => p.category === 'Bundle')).toBe(false);
    expect(body.productData[0].name).toBe('Hair Oil 2');
    const page2 = (await list('?category=All&page=2')).json();
    expect(page2.productData).toHaveLength(10);
    expect(page2.productData.at(-1).name).toBe('100 Natural Soap');
  });

  it('filters by category and carries the wire shape', async () => {
    const body = (await list('?category=Bundle&page=1')).json();
    expect(body.totalPages).toBe(1);
    expect(body.productData.map((p: { name: string }) => p.name)).toEqual([
      'Glow Bundle',
      'Hair Bundle',
    ]);
    expect(body.productData[0]).toEqual({
      id: ids.bundle,
      name: 'Glow Bundle',
      description: expect.any(String),
      category: 'Bundle',
      subCategory: 'Test',
      price: 3000,
      sale_price: 2500,
      stock: 10,
      image: {
        downloadURL: '/images/test.svg',
        name: 'Glow Bundle',
        type: 'image/svg+xml',
        // An illustration has no responsive variants (uploaded photos have: images/variants.ts).
        width: null,
        height: null,
        srcSet: null,
        avifSrcSet: null,
      },
      latest: false,
      averageRating: 0,
      reviewCount: 0,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      bundleContents: [
        expect.objectContaining({ id: ids.skin0, name: 'Skin Product 00', quantity: 2 }),
      ],
      ingredients: [],
      ingredientRulings: [],
      freeFrom: [],
      skinTypes: [],
    });
    const skincare = (await list('?category=Skincare&page=2')).json();
    expect(skincare.productData.map((p: { name: string }) => p.name)).toEqual([
      'Skin Product 04',
      'Skin Product 03',
      'Skin Product 02',
      'Skin Product 01',
      'Skin Product 00',
    ]);
  });

  it('searches names case-insensitively, treating % and _ as plain text', async () => {
    const oil = (await list('?search=hAiR%20oIl')).json();
    expect(oil.productData).toHaveLength(3);
    const percent = (
      await list(`?category=Body%20Care&search=${encodeURIComponent('100%')}`)
    ).json();
    expect(percent.productData.map((p: { name: string }) => p.name)).toEqual(['100% Natural_Soap']);
    const underscore = (
      await list(`?category=Body%20Care&search=${encodeURIComponent('l_s')}`)
    ).json();
    expect(underscore.productData.map((p: { name: string }) => p.name)).toEqual([
      '100% Natural_Soap',
    ]);
    const none = (await list('?search=zzzz')).json();
    expect(none).toMatchObject({ productData: [], page: 1, totalPages: 1, total: 0 });
  });

  it('answers a misspelt search with the most similar names when no name contains it', async () => {
    const names = async (query: string) =>
      (await list(query)).json().productData.map((p: { name: string }) => p.name);
    // Equally similar names come newest first, like every listing.
    expect(await names('?search=hiar%20oil')).toEqual(['Hair Oil 2', 'Hair Oil 1', 'Hair Oil 0']);
    expect(await names('?category=Body%20Care&search=natral%20soap')).toEqual(
      expect.arrayContaining(['100 Natural Soap', '100% Natural_Soap']),
    );
    expect(await names('?category=Bundle&search=glwo%20bundle')).toEqual([
      'Glow Bundle',
      'Hair Bundle',
    ]);
    // A name that contains the term keeps the search exact: no look-alikes are mixed in.
    expect(await names('?category=Bundle&search=glow')).toEqual(['Glow Bundle']);
    // Too short, or like nothing at all: still an empty page.
    expect((await list('?search=qx')).json().productData).toEqual([]);
    expect((await list('?search=zzzz')).json().productData).toEqual([]);
  });

  it('walks every page once, in order, whichever end a page is read from', async () => {
    const names: string[] = [];
    for (let page = 1; page <= 5; page += 1) {
      const body = (await list(`?category=Skincare&page=${page}`)).json();
      names.push(...body.productData.map((p: { name: string }) => p.name));
    }
    expect(names).toEqual(
      Array.from({ length: 20 }, (_, i) => `Skin Product ${String(19 - i).padStart(2, '0')}`),
    );
    const oil = [1, 2].map(async (page) =>
      (await list(`?search=skin%20product%201&page=${page}`)).json(),
    );
    const [first, second] = await Promise.all(oil);
    expect(first.totalPages).toBe(1);
    expect(first.productData).toHaveLength(10);
    expect(second.productData).toEqual([]);
  });

  it('reads a frequent search from the newest end once counted, and its count follows the catalogue', async () => {
    const { db: counting, calls } = countingQueries(t.db);
    const app = await buildAppOver(t, { db: counting });
    const search = async (page: number) => {
      const reply = await post(app, `/api/products/getProducts?search=probe&page=${page}`);
      const body = reply.json() as {
        productData: { name: string; stock: number }[];
        totalPages: number;
      };
      return {
        names: body.productData.map((p) => p.name),
        stocks: body.productData.map((p) => p.stock),
        totalPages: body.totalPages,
      };
    };
    const walked = () => calls.filter((call) => call.sql.includes('strpos')).length;
    const remembered = () => calls.filter((call) => call.sql.includes('array_position')).length;
    const probes: string[] = [];
    const addProbes = async (count: number) => {
      for (let i = 0; i < count; i += 1) {
        probes.push(
          await insertProduct(t.db, {
            name: `Probe Mist ${String(probes.length).padStart(2, '0')}`,
            category: 'Haircare',
            stock: 5,
            createdMinutesAgo: 500 - probes.length,
          }),
        );
      }
    };
    try {
      await addProbes(20);
      const first = await search(1);
      expect([walked(), remembered()]).toEqual([0, 0]);
      // Counted once: a page not seen yet is read walking the newest-first index.
      const counted = [first, await search(2)];
      expect([walked(), remembered()]).toEqual([1, 0]);
      expect(counted.map((page) => page.totalPages)).toEqual([2, 2]);
      expect(counted.flatMap((page) => page.names)).toEqual(
        Array.from({ length: 20 }, (_, i) => `Probe Mist ${String(19 - i).padStart(2, '0')}`),
      );
      // A page seen before is read again by its ids.
      expect([await search(1), await search(2)]).toEqual(counted);
      expect([walked(), remembered()]).toEqual([1, 2]);

      // A stock change moves no listing: the same page, with the stock as it is now.
      await t.db.query('UPDATE products SET stock = 7 WHERE id = $1', [probes[19]]);
      const restocked = await search(1);
      expect(restocked.names).toEqual(counted[0]!.names);
      expect(restocked.stocks[0]).toBe(7);
      expect(remembered()).toBe(3);

      // New, renamed and deleted products are counted again at once.
      await addProbes(11);
      expect((await search(3)).totalPages).toBe(3);
      expect((await search(1)).names[0]).toBe('Probe Mist 30');
      await t.db.query(`UPDATE products SET name = 'Renamed Mist' WHERE id = $1`, [probes[30]]);
      const renamed = await search(1);
      expect(renamed.totalPages).toBe(2);
      expect(renamed.names[0]).toBe('Probe Mist 29');
      await t.db.query('DELETE FROM products WHERE id = ANY($1::uuid[])', [probes.slice(0, 12)]);
      const after = await search(2);
      expect(after.totalPages).toBe(2);
      expect(after.names).toEqual(['Probe Mist 14', 'Probe Mist 13', 'Probe Mist 12']);
    } finally {
      await app.close();
      await t.db.query('DELETE FROM products WHERE id = ANY($1::uuid[])', [probes]);
    }
  });

  it('serves a listing page again by its remembered ids, fresh, until the catalogue changes', async () => {
    const { db: counting, calls } = countingQueries(t.db);
    const app = await buildAppOver(t, { db: counting });
    const page = async () =>
      (await post(app, '/api/products/getProducts?category=Haircare')).json() as {
        productData: { id: string; name: string; stock: number }[];
        totalPages: number;
      };
    const remembered = () => calls.filter((call) => call.sql.includes('array_position')).length;
    let newcomer: string | undefined;
    try {
      const first = await page();
      const again = await page();
      expect(remembered()).toBe(1);
      expect(again).toEqual(first);
      await t.db.query('UPDATE products SET stock = stock + 3 WHERE id = $1', [
        first.productData[0]!.id,
      ]);
      const restocked = await page();
      expect(restocked.productData[0]!.stock).toBe(first.productData[0]!.stock + 3);
      newcomer = await insertProduct(t.db, { name: 'Newest Hair Serum', category: 'Haircare' });
      const changed = await page();
      expect(changed.productData.map((p) => p.name)).toEqual([
        'Newest Hair Serum',
        ...first.productData.map((p) => p.name),
      ]);
    } finally {
      await app.close();
      if (newcomer) await t.db.query('DELETE FROM products WHERE id = $1', [newcomer]);
    }
  });

  // Slow by design (its own database, 20,000 rows: 8-16 s here): 120 s, not the suite's 30 s.
  it('serves a search, and its misspelt fallback, from the trigram index at catalogue size', async () => {
    // A database of its own with thousands of products and fresh statistics, so the planner
    // makes the choice it makes in a real shop; the statements are the ones the route runs.
    const big = await createTestDatabase();
    try {
      await generateProducts(big.db, 20_000);
      await big.db.exec('ANALYZE products');
      const { db: counting, calls } = countingQueries(big.db);
      const app = await buildApp({ db: counting, passwordHashing: testPasswordHashing });
      try {
        const found = await post(app, '/api/products/getProducts?search=serum');
        expect(found.json().productData).toHaveLength(15);
      } finally {
        await app.close();
      }
      const search = calls.find((call) => call.sql.includes('LIKE'))!;
      const explained = await big.db.query<Record<string, string>>(
        `EXPLAIN ${search.sql}`,
        search.params,
      );
      const plan = explained.rows.map((row) => Object.values(row).join(' ')).join('\n');
      expect(plan).toContain('products_name_lower_trgm');

      // The fallback runs in a transaction (for its similarity threshold): explain its operator.
      const similar = await big.db.query<Record<string, string>>(
        `EXPLAIN SELECT id FROM products WHERE lower($1) <% name_lower`,
        ['serim'],
      );
      expect(similar.rows.map((row) => Object.values(row).join(' ')).join('\n')).toContain(
        'products_name_lower_trgm',
      );
    } finally {
      await big.drop();
    }
  }, 120_000);

  it('answers an empty page past the end', async () => {
    const body = (await list('?category=Haircare&page=9')).json();
    expect(body).toMatchObject({ productData: [], page: 9, totalPages: 1, total: 3 });
  });

  it('keeps page counts exact as products come and go', async () => {
    const before = (await list('?category=Cosmetics')).json().totalPages;
    expect(before).toBe(1);
    const added: string[] = [];
    for (let i = 0; i < 16; i += 1)
      added.push(await insertProduct(t.db, { category: 'Cosmetics' }));
    expect((await list('?category=Cosmetics')).json().totalPages).toBe(2);
    await t.db.query(`UPDATE products SET category = 'Haircare' WHERE id = $1`, [added[0]]);
    expect((await list('?category=Cosmetics')).json().totalPages).toBe(1);
    await t.db.query('DELETE FROM products WHERE id = ANY($1::uuid[])', [added]);
    expect((await list('?category=Cosmetics')).json().productData).toEqual([]);
  });

  it.each([
    ['?category=Perfume', /category must be All or one of/],
    ['?page=0', /page must be a whole number/],
    ['?page=abc', /page must be a whole number/],
    ['?page=99999999999999999999', /page must be a whole number/],
    ['?page=1&page=2', /page must be given once/],
    [`?search=${'x'.repeat(101)}`, /at most 100/],
  ])('answers 400 for %s', async (query, message) => {
    const reply = await list(query);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error).toMatch(message);
  });
});

describe('getProductById and getLatestPRoducts', () => {
  it('returns one product, 404 for an unknown id, 400 for a malformed one', async () => {
    const found = await post(t.app, '/api/products/getProductById', { id: ids.hair1 });
    expect(found.statusCode).toBe(200);
    expect(found.json().product).toMatchObject({ id: ids.hair1, name: 'Hair Oil 1' });
    const missing = await post(t.app, '/api/products/getProductById', {
      id: '00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
    const malformed = await post(t.app, '/api/products/getProductById', { id: "1' OR '1'='1" });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toMatch(/not a valid id/);
    const missingId = await post(t.app, '/api/products/getProductById', {});
    expect(missingId.json().error).toBe('"id" is required.');
  });

  it('lists the latest products, newest first', async () => {
    const reply = await post(t.app, '/api/products/getLatestPRoducts');
    expect(reply.statusCode).toBe(200);
    expect(reply.json().productData.map((p: { name: string }) => p.name)).toEqual([
      'Skin Product 19',
      'Skin Product 18',
      'Skin Product 17',
    ]);
  });
});

describe('getProductsByIds', () => {
  const unknown = '00000000-0000-4000-8000-000000000000';
  const byIds = (body: unknown) => post(t.app, '/api/products/getProductsByIds', body);

  it('returns the known products in the order asked, leaving unknown ids out', async () => {
    const reply = await byIds({ ids: [ids.hair2, unknown, ids.bundle, ids.skin5, ids.hair2] });
    expect(reply.statusCode).toBe(200);
    const { productData } = reply.json();
    expect(productData.map((p: { id: string }) => p.id)).toEqual([
      ids.hair2,
      ids.bundle,
      ids.skin5,
    ]);
  });

  it('gives each product exactly the shape getProductById gives it, bundle contents included', async () => {
    const wanted = [ids.bundle, ids.skin0, ids.hair1];
    const { productData } = (await byIds({ ids: wanted })).json();
    for (const [index, id] of wanted.entries()) {
      const single = (await post(t.app, '/api/products/getProductById', { id })).json().product;
      expect(productData[index]).toEqual(single);
    }
    expect(productData[0].bundleContents).toEqual([
      expect.objectContaining({ id: ids.skin0, quantity: 2 }),
    ]);
    expect(productData[1]).not.toHaveProperty('bundleContents');
  });

  it('reads the products in one query, however many ids are asked', async () => {
    const { db: counting, queries } = countingQueries(t.db);
    const app = await buildAppOver(t, { db: counting });
    try {
      const skincare = Array.from({ length: 20 }, (_, i) => ids[`skin${i}`]!);
      const reply = await post(app, '/api/products/getProductsByIds', { ids: skincare });
      expect(reply.json().productData).toHaveLength(20);
      expect(queries).toHaveLength(1);
      queries.length = 0;
      // A bundle's contents come from one more query, as in a listing.
      await post(app, '/api/products/getProductsByIds', { ids: [...skincare, ids.bundle] });
      expect(queries).toHaveLength(2);
    } finally {
      await app.close();
    }
  });

  it('refuses an empty, oversized or malformed list with a sentence (400)', async () => {
    const cases: Array<[unknown, RegExp]> = [
      [{ ids: [] }, /at least one product id/],
      [{ ids: Array.from({ length: 101 }, () => ids.hair0) }, /at most 100 product ids/],
      [{ ids: [ids.hair0, "1' OR '1'='1"] }, /"ids\[1\]".*not a valid id/],
      [{ ids: [ids.hair0, 42] }, /not a valid id/],
      [{ ids: ids.hair0 }, /"ids" must be a list of product ids/],
      [{}, /"ids" is required/],
      [{ ids: [ids.hair0], extra: true }, /unknown field "extra"/],
      [undefined, /JSON object/],
    ];
    for (const [body, message] of cases) {
      const reply = await byIds(body);
      expect(reply.statusCode, JSON.stringify(body)).toBe(400);
      expect(reply.json().error).toMatch(message);
    }
    // A full list of 100 is fine.
    const hundred = Array.from({ length: 100 }, () => ids.hair0);
    expect((await byIds({ ids: hundred })).json().productData).toHaveLength(1);
  });
});

describe('images', () => {
  it('serves the shipped images with a long cache header', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/images/rose-water-toner.svg' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(reply.headers['cache-control']).toMatch(/max-age=31536000/);
    expect(reply.body).toContain('<svg');
  });

  it('answers 404 for a missing image and never leaves the folder', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/images/nope.svg' })).statusCode).toBe(404);
    const escape = await t.app.inject({ method: 'GET', url: '/images/..%2f..%2fpackage.json' });
    expect([400, 403, 404]).toContain(escape.statusCode);
    expect(escape.body).not.toContain('@bloom/api');
  });
});
