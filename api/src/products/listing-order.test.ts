/**
 * Listing order: every order a shopper can choose is total (ties broken on the product id), so
 * the same page comes back the same and paging neither repeats nor skips a product; and a deep
 * page found by seeking from the page before it (issue 34) is exactly the page an offset finds,
 * through ties, unpublished products and catalogue changes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post, type TestApp } from '../../test/helpers.ts';
import { saveProducts } from '../catalog/catalog.ts';
import type { Category } from './product.ts';
import { createListingCache } from './listing-cache.ts';
import { listProducts, pageSize } from './repository.ts';

let t: TestApp;

const product = (name: string, category: Category, secondsAgo: number) => ({
  name,
  description: 'A test product.',
  category,
  subCategory: 'Test',
  price: 1000,
  sale_price: 0,
  stock: 10,
  latest: false,
  image: 'test.svg',
  createdSecondsAgo: secondsAgo,
});

beforeAll(async () => {
  t = await createTestApp();
  // Twins: 40 Cosmetics alike in everything a sort reads (age, price, rating, reviews).
  await saveProducts(
    t.db,
    Array.from({ length: 40 }, (_, i) => product(`Twin ${i}`, 'Cosmetics', 0)),
  );
  await t.db.query(
    `UPDATE products SET created_at = '2026-01-01T00:00:00Z', rating_sum = 8, review_count = 2
     WHERE name LIKE 'Twin %'`,
  );
  // Haircare at 8 ages, 9 products each: ties straddle page boundaries. Some are unpublished,
  // and bundles sit among them: neither is listed.
  await saveProducts(
    t.db,
    Array.from({ length: 72 }, (_, i) =>
      product(`Hair ${i}`, i % 12 === 5 ? 'Bundle' : 'Haircare', 1000 + 60 * (i % 8)),
    ),
  );
  await t.db.query(
    `UPDATE products SET created_at = date_trunc('second', created_at) WHERE name LIKE 'Hair %'`,
  );
  await t.db.query(`UPDATE products SET published = false WHERE name IN ('Hair 3', 'Hair 40')`);
});
afterAll(() => t.close());

interface WirePage {
  productData: { id: string }[];
  totalPages: number;
}

const page = async (query: string): Promise<WirePage> => {
  const reply = await post(t.app, `/api/products/getProducts?${query}`);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json();
};

/** The ids of every page of a listing, in order. */
const allPages = async (query: string): Promise<string[]> => {
  const first = await page(`${query}&page=1`);
  const ids = first.productData.map((p) => p.id);
  for (let n = 2; n <= first.totalPages; n += 1) {
    ids.push(...(await page(`${query}&page=${n}`)).productData.map((p) => p.id));
  }
  return ids;
};

const twinIds = async (direction: 'ASC' | 'DESC') =>
  (
    await t.db.query<{ id: string }>(
      `SELECT id FROM products WHERE name LIKE 'Twin %' ORDER BY id ${direction}`,
    )
  ).rows.map((row) => row.id);

describe('every listing order is total', () => {
  // The plain newest-first listing, then each order with a facet ticked (the filtered path).
  it.each([
    ['newest', 'category=Cosmetics', 'DESC'],
    ['newest, in stock', 'category=Cosmetics&stock=1', 'DESC'],
    ['price ascending', 'category=Cosmetics&sort=price-asc', 'ASC'],
    ['price descending', 'category=Cosmetics&sort=price-desc', 'DESC'],
    ['rating', 'category=Cosmetics&sort=rating', 'ASC'],
    ['rating, top rated', 'category=Cosmetics&sort=rating&rating=4', 'ASC'],
  ] as const)('%s: products alike are ordered by id, every page once', async (_, query, by) => {
    expect(await allPages(query)).toEqual(await twinIds(by));
    // And the same page comes twice.
    const again = [await page(`${query}&page=2`), await page(`${query}&page=2`)];
    expect(again[1]!.productData).toEqual(again[0]!.productData);
  });
});

describe('deep pages sought from the page before', () => {
  /** The Haircare listing as an offset over the whole order finds it. */
  const expected = async () =>
    (
      await t.db.query<{ id: string }>(
        `SELECT id FROM products WHERE category = 'Haircare' AND published
         ORDER BY created_at DESC, id DESC`,
      )
    ).rows.map((row) => row.id);

  /** Every page through `listProducts`, seeking from the second page on. */
  const sought = async (cache = createListingCache({ seekFrom: pageSize })) => {
    const ids: string[] = [];
    const first = await listProducts(t.db, { category: 'Haircare', page: 1 }, cache);
    ids.push(...first.productData.map((p) => p.id));
    // Last page first: the boundaries are read whole, not built page by page.
    for (let n = first.totalPages; n >= 2; n -= 1) {
      const { productData, totalPages } = await listProducts(
        t.db,
        { category: 'Haircare', page: n },
        cache,
      );
      expect(totalPages).toBe(first.totalPages);
      ids.splice(pageSize, 0, ...productData.map((p) => p.id));
    }
    return { ids, cache };
  };

  it('finds each page exactly as an offset would, through ties in age', async () => {
    const { ids, cache } = await sought();
    const listed = await expected();
    expect(listed.length).toBe(64);
    expect(ids).toEqual(listed);
    // Sought, not skipped to: the listing's boundaries were read, one per full page.
    expect(cache.boundaries.get('Haircare')?.ids).toHaveLength(Math.floor(listed.length / 15));
    // Past the end: an empty page.
    const past = await listProducts(t.db, { category: 'Haircare', page: 9 }, cache);
    expect(past.productData).toEqual([]);
  });

  it('reads the boundaries again when the catalogue moves', async () => {
    const cache = createListingCache({ seekFrom: pageSize });
    await sought(cache);
    const soughtAtCurrentVersion = async () => {
      expect((await sought(cache)).ids).toEqual(await expected());
      const { rows } = await t.db.query<{ version: string }>(
        'SELECT version::text AS version FROM catalog_version',
      );
      // Sought at the new version, not counted to ever after.
      expect(cache.boundaries.get('Haircare')?.version).toBe(rows[0]!.version);
    };
    // A product older than it was: as many listed, later pages shift.
    await t.db.query(
      `UPDATE products SET created_at = created_at - interval '1 hour' WHERE name = 'Hair 0'`,
    );
    await soughtAtCurrentVersion();
    // Unpublishing one, then publishing another: one fewer, then as many again.
    await t.db.query(`UPDATE products SET published = false WHERE name = 'Hair 9'`);
    await soughtAtCurrentVersion();
    await t.db.query(`UPDATE products SET published = true WHERE name = 'Hair 3'`);
    await soughtAtCurrentVersion();
  });
});
