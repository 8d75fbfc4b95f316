import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { generateProducts } from '../../scripts/synthetic-products.ts';
import { post, signUpAndLogIn, useTestApp } from '../../test/helpers.ts';
import { importCatalog, saveProducts } from './catalog.ts';

const t = useTestApp();

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

  describe('ingredients, free-from and skin types', () => {
    const toner = {
      name: 'Calm Toner',
      category: 'Skincare',
      price: 900,
      image: 'rose-water-toner.svg',
      ingredients: ['Aqua', 'Glycerin', 'Parfum', 'Limonene'],
      skinTypes: ['dry', 'sensitive'],
    };
    const stored = async (name: string) =>
      (
        await t.db.query<{ ingredients: string[]; free_from: string[]; skin_types: string[] }>(
          'SELECT ingredients, free_from, skin_types FROM products WHERE name = $1',
          [name],
        )
      ).rows[0];

    it('stores the list in order, the skin types, and the free-from tags the list supports', async () => {
      await importCatalog(t.db, { products: [toner] });
      expect(await stored('Calm Toner')).toEqual({
        ingredients: ['Aqua', 'Glycerin', 'Parfum', 'Limonene'],
        free_from: ['parabens', 'sulfates', 'alcohol', 'silicones'],
        skin_types: ['dry', 'sensitive'],
      });
    });

    it('keeps fewer free-from tags when staff claim fewer', async () => {
      await importCatalog(t.db, {
        products: [{ ...toner, name: 'Modest Toner', freeFrom: ['parabens'] }],
      });
      expect((await stored('Modest Toner'))?.free_from).toEqual(['parabens']);
    });

    it.each([
      [
        'a free-from tag the list contradicts',
        { freeFrom: ['parabens', 'fragrance'] },
        '"Calm Toner" cannot be fragrance-free: its ingredients list "Parfum".',
      ],
      [
        'an unknown skin type',
        { skinTypes: ['dry', 'greasy'] },
        '"products[1].skinTypes[1]": skinTypes must be one of dry, oily, combination, sensitive, normal.',
      ],
      [
        'an unknown free-from tag',
        { freeFrom: ['gluten'] },
        '"products[1].freeFrom[0]": freeFrom must be one of fragrance, parabens, sulfates, alcohol, silicones.',
      ],
      [
        'a skin type twice',
        { skinTypes: ['dry', 'dry'] },
        '"products[1].skinTypes": skinTypes lists a value twice.',
      ],
    ])(
      'refuses %s with a sentence, and writes none of that import',
      async (_, change, sentence) => {
        const file = {
          products: [
            {
              name: 'Innocent Bystander',
              category: 'Skincare',
              price: 500,
              image: 'rose-water-toner.svg',
            },
            { ...toner, ...change },
          ],
        };
        await expect(importCatalog(t.db, file)).rejects.toThrow(sentence);
        expect(await stored('Innocent Bystander')).toBeUndefined();
      },
    );
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

describe('catalog import: what one statement cannot say', () => {
  const product = (name: string, extra: Record<string, unknown> = {}) => ({
    name,
    category: 'Skincare',
    price: 500,
    image: 'rose-water-toner.svg',
    ...extra,
  });
  const written = async (names: string[]) =>
    (await t.db.query(`SELECT name FROM products WHERE name = ANY($1)`, [names])).rowCount;

  it.each([
    [
      'a product named twice',
      { products: [product('Twice Toner'), product('Twice Toner')] },
      '"Twice Toner" is listed twice; name each product once.',
    ],
    [
      'a coupon code twice, whatever its case',
      {
        products: [product('Twice Toner')],
        coupons: [
          { code: 'TWICE5', kind: 'percent', value: 5 },
          { code: 'twice5', kind: 'fixed', value: 50 },
        ],
      },
      'Coupon "twice5" is listed twice; give each code once.',
    ],
    [
      'a bundle naming a product that is not there',
      {
        products: [
          product('Twice Toner'),
          product('Twice Set', { category: 'Bundle', contents: [{ name: 'No Such Serum' }] }),
        ],
      },
      'Bundle "Twice Set" names "No Such Serum", which is not a product.',
    ],
    [
      'a bundle listing one product twice',
      {
        products: [
          product('Twice Toner'),
          product('Twice Set', {
            category: 'Bundle',
            contents: [{ name: 'Twice Toner' }, { name: 'Twice Toner', quantity: 2 }],
          }),
        ],
      },
      'Bundle "Twice Set" lists "Twice Toner" twice; give it a quantity instead.',
    ],
    [
      'a coupon with both kinds of expiry',
      {
        coupons: [
          {
            code: 'BOTH5',
            kind: 'percent',
            value: 5,
            expiresAt: '2030-01-01T00:00:00Z',
            expiresInDays: 30,
          },
        ],
      },
      '"coupons[0]": give expiresAt or expiresInDays, not both.',
    ],
  ])('refuses %s with a sentence and writes nothing', async (_, file, sentence) => {
    await expect(importCatalog(t.db, file)).rejects.toThrow(sentence);
    expect(await written(['Twice Toner', 'Twice Set'])).toBe(0);
  });

  it('counts expiresInDays from the import: a past one is expired, a future one valid', async () => {
    await importCatalog(t.db, {
      coupons: [
        { code: 'LATER10', kind: 'percent', value: 10, expiresInDays: 30 },
        { code: 'GONE10', kind: 'percent', value: 10, expiresInDays: -1 },
      ],
    });
    const days = await t.db.query<{ code: string; days: number }>(
      `SELECT code, round(extract(epoch FROM expires_at - now()) / 86400)::int AS days
       FROM coupons WHERE code IN ('LATER10', 'GONE10') ORDER BY code`,
    );
    expect(days.rows).toEqual([
      { code: 'GONE10', days: -1 },
      { code: 'LATER10', days: 30 },
    ]);
    const shopper = await signUpAndLogIn(t.app);
    const verify = (code: string) =>
      post(t.app, '/api/coupons/verifyCouponAtCheckout', { code }, { cookie: shopper.cookie });
    expect((await verify('LATER10')).statusCode).toBe(200);
    expect((await verify('GONE10')).json().error).toBe('This coupon has expired.');
  });
});

describe('saveProducts', () => {
  it('saves many at once in the order given, backdated; an update keeps the age', async () => {
    const entry = (name: string, createdSecondsAgo: number) => ({
      name,
      description: '',
      category: 'Haircare' as const,
      subCategory: 'Aged',
      price: 700,
      sale_price: 0,
      stock: 1,
      latest: false,
      image: 'argan-repair-shampoo.svg',
      createdSecondsAgo,
    });
    const saved = await saveProducts(t.db, [entry('Aged Oil A', 7200), entry('Aged Oil B', 60)]);
    expect(saved.map(({ name, created }) => ({ name, created }))).toEqual([
      { name: 'Aged Oil A', created: true },
      { name: 'Aged Oil B', created: true },
    ]);
    const again = await saveProducts(t.db, [{ ...entry('Aged Oil A', 0), stock: 9 }]);
    expect(again).toEqual([{ id: saved[0]!.id, name: 'Aged Oil A', created: false }]);
    const rows = await t.db.query<{ name: string; stock: number; minutes: number }>(
      `SELECT name, stock, round(extract(epoch FROM now() - created_at) / 60)::int AS minutes
       FROM products WHERE sub_category = 'Aged' ORDER BY created_at DESC`,
    );
    expect(rows.rows).toEqual([
      { name: 'Aged Oil B', stock: 1, minutes: 1 },
      { name: 'Aged Oil A', stock: 9, minutes: 120 },
    ]);
  });
});

describe('synthetic products (scripts/synthetic-products.ts)', () => {
  it('generates N searchable products across the categories', async () => {
    expect(await generateProducts(t.db, 200)).toBe(200);
    const all = (await post(t.app, '/api/products/getProducts?category=All')).json();
    expect(all.totalPages).toBeGreaterThanOrEqual(Math.ceil(190 / 15));
    const serums = (await post(t.app, '/api/products/getProducts?search=serum')).json();
    expect(serums.productData.length).toBeGreaterThan(0);
    expect(await generateProducts(t.db, 10)).toBe(10);
  });
});
