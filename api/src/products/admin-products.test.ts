/**
 * The back office's products: who may read and save, the import's rules on create and edit,
 * stale versions, stock adjustments on the timeline and in the activity log, and an
 * unpublished product gone from every shopper read and refused at checkout.
 */
import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { post, signUpAndLogIn, useTestApp } from '../../test/helpers.ts';
import { call, productFormBody, signedInStaff, type TestStaff } from '../../test/staff.ts';

const t = useTestApp();

let owner: TestStaff;
let manager: TestStaff;
let support: TestStaff;

beforeAll(async () => {
  [owner, manager, support] = await Promise.all([
    signedInStaff(t.app, t.db, 'owner'),
    signedInStaff(t.app, t.db, 'manager'),
    signedInStaff(t.app, t.db, 'support'),
  ]);
});

/** A product body as the form sends it; a unique made-up word keeps searches to this product. */
const newProduct = (fields: Record<string, unknown> = {}) =>
  productFormBody({ name: `Qx${randomBytes(3).toString('hex')} Glow Serum`, ...fields });

const create = (body: unknown, cookie = manager.cookie) =>
  call(t.app, 'POST', '/api/admin/products', { cookie, body });

async function created(fields: Record<string, unknown> = {}) {
  const reply = await create(newProduct(fields));
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json().product;
}

const editBody = (product: Record<string, unknown>, changes: Record<string, unknown>) => ({
  name: product['name'],
  description: product['description'],
  category: product['category'],
  subCategory: product['subCategory'],
  price: product['price'],
  sale_price: product['sale_price'],
  latest: product['latest'],
  published: product['published'],
  lowStockThreshold: product['lowStockThreshold'],
  ingredients: product['ingredients'],
  skinTypes: product['skinTypes'],
  image: { file: (product['image'] as { file: string }).file, alt: 'A serum bottle' },
  version: product['version'],
  ...changes,
});

const activityOf = async (id: string) =>
  (
    await t.db.query<{ action: string; before: unknown; after: unknown; staff_id: string }>(
      `SELECT action, before, after, staff_id FROM activity WHERE entity_id = $1 ORDER BY id`,
      [id],
    )
  ).rows;

describe('who may read and save products', () => {
  it('lets every staff role read and only catalog:write save (support 403, nothing saved)', async () => {
    const product = await created();
    for (const staff of [owner, manager, support]) {
      const list = await call(t.app, 'GET', '/api/admin/products', { cookie: staff.cookie });
      expect(list.statusCode, list.body).toBe(200);
      const one = await call(t.app, 'GET', `/api/admin/products/${product.id}`, {
        cookie: staff.cookie,
      });
      expect(one.statusCode).toBe(200);
    }
    const refusedCalls: LightMyRequestResponse[] = [
      await create(newProduct(), support.cookie),
      await call(t.app, 'PATCH', `/api/admin/products/${product.id}`, {
        cookie: support.cookie,
        body: editBody(product, { price: 1 }),
      }),
      await call(t.app, 'POST', '/api/admin/products/publish', {
        cookie: support.cookie,
        body: { ids: [product.id], published: false },
      }),
      await call(t.app, 'POST', `/api/admin/products/${product.id}/stock`, {
        cookie: support.cookie,
        body: { reason: 'received', quantity: 1 },
      }),
    ];
    for (const reply of refusedCalls) {
      expect(reply.statusCode).toBe(403);
      expect(reply.json().error).toBe(
        'Your role (support) does not have the catalog:write permission.',
      );
    }
    const after = await call(t.app, 'GET', `/api/admin/products/${product.id}`, {
      cookie: support.cookie,
    });
    expect(after.json().product).toMatchObject({
      price: 1500,
      stock: 12,
      published: true,
      version: 1,
    });
    expect((await call(t.app, 'GET', '/api/admin/products')).statusCode).toBe(401);
  });
});

describe('create and edit by the import rules', () => {
  it('creates a product with its timeline and an activity row', async () => {
    const product = await created({ sale_price: 1200 });
    expect(product).toMatchObject({
      price: 1500,
      sale_price: 1200,
      stock: 12,
      stockLevel: 'in',
      lowStockThreshold: 5,
      published: true,
      version: 1,
      freeFrom: ['fragrance', 'parabens', 'sulfates', 'alcohol', 'silicones'],
    });
    expect(product.timeline).toEqual([
      expect.objectContaining({ kind: 'created', summary: 'Created with 12 in stock' }),
    ]);
    const rows = await activityOf(product.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'product.create', staff_id: manager.id, before: null });
  });

  it('refuses a sale price not below the price, beside the field, and saves nothing', async () => {
    const name = `Qx${randomBytes(3).toString('hex')} Refused`;
    for (const salePrice of [1500, 1600]) {
      const reply = await create(newProduct({ name, sale_price: salePrice }));
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toEqual({
        error: 'The sale price must be below the price (0 for no sale).',
        field: 'sale_price',
      });
    }
    const found = await t.db.query('SELECT 1 FROM products WHERE name = $1', [name]);
    expect(found.rowCount).toBe(0);
  });

  it('refuses a free-from claim the ingredients contradict, naming the field', async () => {
    const reply = await create(
      newProduct({ ingredients: ['Aqua', 'Parfum'], freeFrom: ['parabens', 'fragrance'] }),
    );
    expect(reply.statusCode).toBe(400);
    expect(reply.json().field).toBe('freeFrom.1');
    expect(reply.json().error).toMatch(/cannot be fragrance-free: its ingredients list "Parfum"/);
  });

  it('refuses an unknown image, a bundle of a non-bundle and a taken name', async () => {
    const image = await create(newProduct({ image: { file: 'nope.svg', alt: '' } }));
    expect(image.statusCode).toBe(400);
    expect(image.json().field).toBe('image.file');
    const upload = await create(
      newProduct({ image: { file: `u/${'a'.repeat(32)}_800x600.webp`, alt: '' } }),
    );
    expect(upload.statusCode).toBe(400);
    expect(upload.json().field).toBe('image.file');
    const other = await created();
    const bundle = await create(
      newProduct({ bundleContents: [{ productId: other.id, quantity: 2 }] }),
    );
    expect(bundle.statusCode).toBe(400);
    expect(bundle.json()).toEqual({
      error: 'Only a bundle holds other products.',
      field: 'bundleContents',
    });
    const taken = await create(newProduct({ name: other.name }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      error: `A product named "${other.name}" already exists.`,
      field: 'name',
    });
  });

  it('edits at the version seen, records before and after, and refuses a stale version', async () => {
    const product = await created();
    const first = await call(t.app, 'PATCH', `/api/admin/products/${product.id}`, {
      cookie: manager.cookie,
      body: editBody(product, { price: 1800 }),
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().product).toMatchObject({ price: 1800, version: 2 });
    expect(first.json().product.timeline.at(-1)).toMatchObject({
      kind: 'edited',
      fields: ['price'],
      summary: 'Edited: price',
    });
    const stale = await call(t.app, 'PATCH', `/api/admin/products/${product.id}`, {
      cookie: owner.cookie,
      body: editBody(product, { price: 900 }),
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      error: 'This product was changed since you opened it.',
      version: 2,
    });
    const rows = await activityOf(product.id);
    expect(rows.map((row) => row.action)).toEqual(['product.create', 'product.update']);
    expect(rows[1]).toMatchObject({ before: { price: 1500 }, after: { price: 1800 } });
    // The shop's next read has the new price.
    const shop = await post(t.app, '/api/products/getProductById', { id: product.id });
    expect(shop.json().product.price).toBe(1800);
  });
});

describe('stock adjustments', () => {
  it('receives, removes damaged, counts, and refuses removing more than there is', async () => {
    const product = await created({ stock: 4 });
    expect(product.stockLevel).toBe('low');
    const adjust = (body: unknown) =>
      call(t.app, 'POST', `/api/admin/products/${product.id}/stock`, {
        cookie: manager.cookie,
        body,
      });
    expect(
      (await adjust({ reason: 'received', quantity: 10, note: 'Delivery 42' })).json().product
        .stock,
    ).toBe(14);
    expect((await adjust({ reason: 'damaged', quantity: 3 })).json().product.stock).toBe(11);
    const counted = await adjust({ reason: 'counted', quantity: 0 });
    expect(counted.json().product).toMatchObject({ stock: 0, stockLevel: 'out', version: 1 });
    const tooMany = await adjust({ reason: 'damaged', quantity: 1 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().error).toBe('Only 0 in stock: 1 cannot be removed.');
    const bad = await adjust({ reason: 'stolen', quantity: 1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('"reason": must be one of received, damaged, counted.');
    const zero = await adjust({ reason: 'received', quantity: 0 });
    expect(zero.statusCode).toBe(400);
    expect(
      counted.json().product.timeline.map((event: { summary: string }) => event.summary),
    ).toEqual([
      'Created with 4 in stock',
      'Stock 4 → 14 (received)',
      'Stock 14 → 11 (damaged)',
      'Stock 11 → 0 (counted)',
    ]);
    expect(counted.json().product.timeline[1]).toMatchObject({
      note: 'Delivery 42',
      reason: 'received',
    });
    const rows = await activityOf(product.id);
    expect(rows.filter((row) => row.action === 'product.stock').map((row) => row.after)).toEqual([
      { stock: 14, reason: 'received', note: 'Delivery 42' },
      { stock: 11, reason: 'damaged' },
      { stock: 0, reason: 'counted' },
    ]);
  });

  it("puts a product on the dashboard's low-stock list by its own threshold", async () => {
    const product = await created({ stock: 7, lowStockThreshold: 10 });
    expect(product.stockLevel).toBe('low');
    const dashboard = await call(t.app, 'GET', '/api/admin/dashboard', { cookie: manager.cookie });
    expect(dashboard.json().lowStock.map((each: { id: string }) => each.id)).toContain(product.id);
  });

  it('filters the list by stock level, published and search, and sorts', async () => {
    const word = `Qf${randomBytes(3).toString('hex')}`;
    await created({ name: `${word} A`, stock: 0, price: 300 });
    await created({ name: `${word} B`, stock: 3, price: 100 });
    await created({ name: `${word} C`, stock: 30, price: 200, published: false });
    const list = async (query: string) =>
      (
        await call(t.app, 'GET', `/api/admin/products?search=${word.toLowerCase()}&${query}`, {
          cookie: support.cookie,
        })
      )
        .json()
        .products.map((product: { name: string }) => product.name.slice(-1));
    expect(await list('stock=out')).toEqual(['A']);
    expect(await list('stock=low')).toEqual(['B']);
    expect(await list('stock=in')).toEqual(['C']);
    expect(await list('published=false')).toEqual(['C']);
    expect(await list('sort=price')).toEqual(['B', 'C', 'A']);
    expect(await list('sort=name&direction=desc')).toEqual(['C', 'B', 'A']);
    expect(await list('sort=newest')).toEqual(['C', 'B', 'A']);
    const bad = await call(t.app, 'GET', '/api/admin/products?stock=some', {
      cookie: owner.cookie,
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('an unpublished product leaves the shop at once', () => {
  it('is gone from listings, search, suggestions, facets, the sitemap, its page and batch reads, and refused at checkout', async () => {
    const word = `Zq${randomBytes(3).toString('hex')}`;
    const product = await created({ name: `${word} Night Cream`, category: 'Body Care' });
    const shopper = await signUpAndLogIn(t.app, 'Unpublished Shopper');

    const listing = async () =>
      (await post(t.app, `/api/products/getProducts?category=Body%20Care&search=${word}`)).json();
    const category = async () =>
      (await post(t.app, '/api/products/getProducts?category=Body%20Care')).json();
    const suggestions = async () =>
      (await post(t.app, '/api/products/getSuggestions', { term: word })).json();
    const sitemap = async () =>
      (await post(t.app, '/api/products/getProductIndex', { offset: 0, limit: 50000 })).json();
    const checkout = () =>
      post(
        t.app,
        '/api/orders/createOrder',
        {
          name: 'Amna Tariq',
          phone: '03001234567',
          address: '12 Canal Road, Lahore',
          items: [{ id: product.id, quantity: 1 }],
          totalAmount: 1500,
        },
        { cookie: shopper.cookie },
      );

    // Seen (and remembered by every cache) while published.
    const shownListing = await listing();
    expect(shownListing.productData.map((p: { id: string }) => p.id)).toEqual([product.id]);
    const before = await category();
    expect(before.productData.map((p: { id: string }) => p.id)).toContain(product.id);
    expect((await suggestions()).products.map((p: { id: string }) => p.id)).toEqual([product.id]);
    const sitemapBefore = await sitemap();
    expect(sitemapBefore.productIndex.map((p: { id: string }) => p.id)).toContain(product.id);

    const unpublish = await call(t.app, 'POST', '/api/admin/products/publish', {
      cookie: manager.cookie,
      body: { ids: [product.id], published: false },
    });
    expect(unpublish.statusCode, unpublish.body).toBe(200);
    expect(unpublish.json().products[0]).toMatchObject({ published: false, version: 2 });

    const hiddenListing = await listing();
    expect(hiddenListing.productData).toEqual([]);
    expect(hiddenListing.facets.total ?? hiddenListing.total).toBe(0);
    const after = await category();
    expect(after.productData.map((p: { id: string }) => p.id)).not.toContain(product.id);
    expect(after.total).toBe(before.total - 1);
    expect(after.facets.inStock).toBe(before.facets.inStock - 1);
    expect((await suggestions()).products).toEqual([]);
    const sitemapAfter = await sitemap();
    expect(sitemapAfter.total).toBe(sitemapBefore.total - 1);
    expect(sitemapAfter.productIndex.map((p: { id: string }) => p.id)).not.toContain(product.id);
    const page = await post(t.app, '/api/products/getProductById', { id: product.id });
    expect(page.statusCode).toBe(404);
    const batch = await post(t.app, '/api/products/getProductsByIds', { ids: [product.id] });
    expect(batch.json().productData).toEqual([]);
    const refused = await checkout();
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error).toBe('An item in your cart is no longer sold. Please remove it.');

    // Published again, it is back everywhere.
    await call(t.app, 'POST', '/api/admin/products/publish', {
      cookie: manager.cookie,
      body: { ids: [product.id], published: true },
    });
    expect((await listing()).productData.map((p: { id: string }) => p.id)).toEqual([product.id]);
    expect((await category()).total).toBe(before.total);
    const rows = await activityOf(product.id);
    expect(rows.map((row) => row.action)).toEqual([
      'product.create',
      'product.unpublish',
      'product.publish',
    ]);
  });

  it('refuses an unknown id in a bulk publish and changes nothing', async () => {
    const product = await created();
    const reply = await call(t.app, 'POST', '/api/admin/products/publish', {
      cookie: manager.cookie,
      body: { ids: [product.id, '00000000-0000-4000-8000-000000000000'], published: false },
    });
    expect(reply.statusCode).toBe(400);
    const one = await call(t.app, 'GET', `/api/admin/products/${product.id}`, {
      cookie: manager.cookie,
    });
    expect(one.json().product.published).toBe(true);
  });
});
