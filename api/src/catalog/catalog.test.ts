import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  makeStaff,
  post,
  signUpAndLogIn,
  type TestApp,
} from '../../test/helpers.ts';
import { generateProducts, importCatalog } from './catalog.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const example = async () =>
  JSON.parse(await readFile(new URL('../../catalog.example.json', import.meta.url), 'utf8')) as {
    products: { name: string; price: number }[];
  };

describe('catalog import', () => {
  it('loads the example file, and a second run changes nothing', async () => {
    const data = await example();
    expect(await importCatalog(t.db, data)).toEqual({
      productsCreated: 3,
      productsUpdated: 0,
      couponsCreated: 2,
      couponsUpdated: 0,
    });
    expect(await importCatalog(t.db, data)).toEqual({
      productsCreated: 0,
      productsUpdated: 3,
      couponsCreated: 0,
      couponsUpdated: 2,
    });
    const bundles = (await post(t.app, '/api/products/getProducts?category=Bundle')).json();
    expect(bundles.productData).toHaveLength(1);
    expect(bundles.productData[0].bundleContents).toHaveLength(2);
    const all = (await post(t.app, '/api/products/getProducts')).json();
    expect(all.productData).toHaveLength(2);
  });

  it('updates a product found by name', async () => {
    const data = await example();
    data.products[0]!.price = 1999;
    await importCatalog(t.db, data);
    const found = (await post(t.app, '/api/products/getProducts?search=Rose%20Water')).json();
    expect(found.productData[0].price).toBe(1999);
  });

  it('refuses a bad file with a sentence and changes nothing', async () => {
    await expect(
      importCatalog(t.db, {
        products: [{ name: 'X', category: 'Perfume', price: 1, image: 'rose-water-toner.svg' }],
      }),
    ).rejects.toThrow(/category/);
    await expect(
      importCatalog(t.db, {
        products: [{ name: 'X', category: 'Skincare', price: 1, image: 'missing.svg' }],
      }),
    ).rejects.toThrow(/api\/images/);
    const none = (await post(t.app, '/api/products/getProducts?search=X')).json();
    expect(none.productData.filter((p: { name: string }) => p.name === 'X')).toEqual([]);
  });

  it.each([
    ['equal to the price', 1200, 1200],
    ['above the price', 1200, 1500],
    ['the price once rounded to paisa', 10.004, 10.001],
  ])(
    'refuses a sale price %s with a sentence naming the product, and writes nothing',
    async (_, price, salePrice) => {
      const file = {
        products: [
          { name: 'Fine Toner', category: 'Skincare', price: 900, image: 'rose-water-toner.svg' },
          {
            name: 'Not Really On Sale',
            category: 'Skincare',
            price,
            sale_price: salePrice,
            image: 'rose-water-toner.svg',
          },
        ],
      };
      await expect(importCatalog(t.db, file)).rejects.toThrow(
        '"products[1]": sale_price must be below price (0 for no sale).',
      );
      const found = await t.db.query<{ name: string }>(
        `SELECT name FROM products WHERE name IN ('Fine Toner', 'Not Really On Sale')`,
      );
      expect(found.rows).toEqual([]);
    },
  );
});

describe('synthetic products', () => {
  it('generates N searchable products across the categories', async () => {
    expect(await generateProducts(t.db, 200)).toBe(200);
    const all = (await post(t.app, '/api/products/getProducts?category=All')).json();
    expect(all.totalPages).toBeGreaterThanOrEqual(Math.ceil(190 / 15));
    const serums = (await post(t.app, '/api/products/getProducts?search=serum')).json();
    expect(serums.productData.length).toBeGreaterThan(0);
    expect(await generateProducts(t.db, 10)).toBe(10);
  });
});

describe('POST /api/catalog/import', () => {
  it('lets staff import, and refuses shoppers (403), guests (401) and bad files (400)', async () => {
    const staff = await signUpAndLogIn(t.app, 'Staff');
    await makeStaff(t.db, staff.id);
    const shopper = await signUpAndLogIn(t.app);
    const file = {
      products: [
        {
          name: 'Staff Added Cream',
          category: 'Skincare',
          price: 999,
          stock: 3,
          image: 'rose-water-toner.svg',
        },
      ],
    };
    const imported = await post(t.app, '/api/catalog/import', file, { cookie: staff.cookie });
    expect(imported.statusCode).toBe(200);
    expect(imported.json()).toMatchObject({ productsCreated: 1, productsUpdated: 0 });
    expect(
      (await post(t.app, '/api/catalog/import', file, { cookie: shopper.cookie })).statusCode,
    ).toBe(403);
    expect((await post(t.app, '/api/catalog/import', file)).statusCode).toBe(401);
    const bad = await post(
      t.app,
      '/api/catalog/import',
      { products: [{ name: 'Y' }] },
      { cookie: staff.cookie },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toEqual(expect.any(String));
  });
});
