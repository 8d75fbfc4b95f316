import { beforeAll, describe, expect, it } from 'vitest';
import { insertProduct, post, testPasswordHashing, useTestApp } from '../../test/helpers.ts';
import type { Database } from '../db/index.ts';
import { seed } from '../seed/seed.ts';
import { createDiscoveryCache, listingFacets } from './discovery.ts';

// The demo shop: real ingredients, skin types and free-from tags to narrow by.
const t = useTestApp();
beforeAll(() => seed(t.db, { passwordHashing: testPasswordHashing }));

interface WireProduct {
  id: string;
  name: string;
  category: string;
  price: number;
  sale_price: number;
  stock: number;
  averageRating: number;
  skinTypes: string[];
  freeFrom: string[];
}
interface Listing {
  productData: WireProduct[];
  page: number;
  totalPages: number;
  total: number;
  searchedFor: string | null;
  facets: {
    skinTypes: Record<string, number>;
    freeFrom: Record<string, number>;
    onSale: number;
    inStock: number;
    topRated: number;
    priceRange: { min: number; max: number } | null;
  };
}

const list = async (query: string): Promise<Listing> => {
  const reply = await post(t.app, `/api/products/getProducts?${query}`);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json();
};
/** Every product of a listing, all pages. */
const everything = async (query: string): Promise<WireProduct[]> => {
  const first = await list(query);
  const rest = await Promise.all(
    Array.from({ length: first.totalPages - 1 }, (_, i) => list(`${query}&page=${i + 2}`)),
  );
  return [first, ...rest].flatMap((page) => page.productData);
};
const currentPrice = (p: WireProduct) => (p.sale_price > 0 ? p.sale_price : p.price);
const suits = (p: WireProduct, skin: string) =>
  p.skinTypes.length === 0 || p.skinTypes.includes(skin);

describe('facets', () => {
  it('narrows by skin type (any of those ticked) and free-from (all of those ticked)', async () => {
    const found = await everything(
      'category=Skincare&skin=oily,sensitive&free=fragrance&free=alcohol',
    );
    expect(found.length).toBeGreaterThan(0);
    for (const product of found) {
      expect(product.category).toBe('Skincare');
      expect(suits(product, 'oily') || suits(product, 'sensitive'), product.name).toBe(true);
      expect(product.freeFrom, product.name).toEqual(
        expect.arrayContaining(['fragrance', 'alcohol']),
      );
    }
  });

  it("counts each value as the listing would hold with it chosen, the facet's own choice aside", async () => {
    const base = 'category=Skincare&free=fragrance';
    const { facets, total } = await list(`${base}&skin=dry`);
    expect(total).toBe((await everything(`${base}&skin=dry`)).length);
    for (const skin of ['dry', 'oily', 'combination', 'sensitive', 'normal']) {
      expect(facets.skinTypes[skin], skin).toBe((await list(`${base}&skin=${skin}`)).total);
    }
    for (const free of ['parabens', 'sulfates', 'alcohol', 'silicones']) {
      expect(facets.freeFrom[free], free).toBe((await list(`${base}&skin=dry&free=${free}`)).total);
    }
    expect(facets.onSale).toBe((await list(`${base}&skin=dry&sale=1`)).total);
    expect(facets.inStock).toBe((await list(`${base}&skin=dry&stock=1`)).total);
    expect(facets.topRated).toBe((await list(`${base}&skin=dry&rating=4`)).total);
  });

  it('filters by sale, stock, rating and current price, and says the price span', async () => {
    const all = await everything('sale=1&stock=1');
    expect(all.length).toBeGreaterThan(0);
    for (const product of all) {
      expect(product.sale_price).toBeGreaterThan(0);
      expect(product.stock).toBeGreaterThan(0);
    }
    for (const product of await everything('rating=4')) {
      expect(product.averageRating).toBeGreaterThanOrEqual(4);
    }
    const { facets } = await list('category=Haircare');
    const span = facets.priceRange!;
    expect(span.min).toBeLessThan(span.max);
    const middle = Math.round((span.min + span.max) / 2);
    const cheap = await everything(`category=Haircare&maxPrice=${middle}`);
    expect(cheap.length).toBeGreaterThan(0);
    for (const product of cheap) expect(currentPrice(product)).toBeLessThanOrEqual(middle);
    // The span ignores the price range itself, so the control can widen it again.
    expect((await list(`category=Haircare&maxPrice=${middle}`)).facets.priceRange).toEqual(span);
  });

  it('sorts by current price both ways and by rating, every page in order', async () => {
    const up = (await everything('category=Body%20Care&sort=price-asc')).map(currentPrice);
    expect(up).toEqual([...up].sort((a, b) => a - b));
    const down = (await everything('category=Body%20Care&sort=price-desc')).map(currentPrice);
    expect(down).toEqual([...up].reverse());
    const rated = (await everything('sort=rating')).map((p) => p.averageRating);
    const reviewed = rated.filter((rating) => rating > 0);
    expect(reviewed).toEqual([...reviewed].sort((a, b) => b - a));
  });

  it('keeps counts true when a product sells out (facet_version moves)', async () => {
    const before = await list('category=Cosmetics&stock=1');
    const product = before.productData[0]!;
    await t.db.query('UPDATE products SET stock = 0 WHERE id = $1', [product.id]);
    const after = await list('category=Cosmetics&stock=1');
    expect(after.total).toBe(before.total - 1);
    expect(after.facets.inStock).toBe(before.facets.inStock - 1);
    await t.db.query('UPDATE products SET stock = $2 WHERE id = $1', [product.id, product.stock]);
    expect((await list('category=Cosmetics&stock=1')).total).toBe(before.total);
  });

  // A remembered page and its remembered facets answer in one statement that also reads the
  // versions (issue 34): a sale that sells a product out moves facet_version only, so the page
  // still stands but its counts must not.
  it.each(['category=Skincare', 'category=All&search=serum'])(
    'keeps the counts beside a remembered page true when a product on it sells out (%s)',
    async (query) => {
      await list(query);
      const before = await list(query);
      const product = before.productData.find((shown) => shown.stock > 0)!;
      await t.db.query('UPDATE products SET stock = 0 WHERE id = $1', [product.id]);
      try {
        const after = await list(query);
        expect(after.facets.inStock).toBe(before.facets.inStock - 1);
        expect(after.productData.find((shown) => shown.id === product.id)?.stock).toBe(0);
        expect((await list(query)).facets.inStock).toBe(before.facets.inStock - 1);
      } finally {
        await t.db.query('UPDATE products SET stock = $2 WHERE id = $1', [
          product.id,
          product.stock,
        ]);
      }
      expect((await list(query)).facets.inStock).toBe(before.facets.inStock);
    },
  );

  it('reads a listing once for shoppers arriving together, and again after a change', async () => {
    const cache = createDiscoveryCache();
    let reads = 0;
    const counting: Database = {
      ...t.db,
      query: (sql, params) => {
        if (sql.includes('GROUP BY p.facets')) reads += 1;
        return t.db.query(sql, params);
      },
    };
    const together = await Promise.all(
      Array.from({ length: 5 }, () =>
        listingFacets(counting, { category: 'Skincare' }, { minPrice: 50_000 }, cache),
      ),
    );
    expect(reads).toBe(1);
    expect(new Set(together.map((answer) => answer.counts.total)).size).toBe(1);
    // Another price range is counted from what was read.
    await listingFacets(counting, { category: 'Skincare' }, { maxPrice: 50_000 }, cache);
    expect(reads).toBe(1);
    await t.db.query('UPDATE facet_version SET version = version + 1');
    await listingFacets(counting, { category: 'Skincare' }, {}, cache);
    expect(reads).toBe(2);
  });

  it("keeps a search's counts true when a name changes (catalog_version moves)", async () => {
    const before = await list('search=rose&sort=price-asc');
    const { productData } = await list('category=Haircare&sort=price-asc');
    const other = productData.find((product) => !/rose/i.test(product.name))!;
    await t.db.query('UPDATE products SET name = $2 WHERE id = $1', [
      other.id,
      `${other.name} Rose`,
    ]);
    try {
      const after = await list('search=rose&sort=price-asc');
      expect(after.total).toBe(before.total + 1);
      expect(after.productData.map((product) => product.id)).toContain(other.id);
    } finally {
      await t.db.query('UPDATE products SET name = $2 WHERE id = $1', [other.id, other.name]);
    }
    expect((await list('search=rose&sort=price-asc')).total).toBe(before.total);
  });

  it.each([
    [
      'skin=greasy',
      'skin must be among dry, oily, combination, sensitive, normal; "greasy" is not',
    ],
    ['free=gluten', 'free must be among fragrance, parabens, sulfates, alcohol, silicones'],
    ['sort=cheapest', 'sort must be one of newest, price-asc, price-desc, rating.'],
    ['minPrice=-5', 'minPrice must be an amount in rupees from 0'],
    ['rating=2', 'rating must be 4 (rated 4 stars or more).'],
    ['sale=maybe', 'sale must be 1 or 0.'],
  ])('refuses %s with a sentence', async (query, sentence) => {
    const reply = await post(t.app, `/api/products/getProducts?${query}`);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error).toContain(sentence);
  });
});

describe('search', () => {
  it('finds serums for "seurm" and says what it searched for', async () => {
    const found = await list('search=seurm');
    expect(found.searchedFor).toBe('serum');
    expect(found.productData.length).toBeGreaterThan(1);
    for (const product of found.productData) expect(product.name).toMatch(/serum/i);
  });

  it('keeps the term as typed when names contain it', async () => {
    expect((await list('search=rose')).searchedFor).toBe('rose');
  });
});

describe('suggestions', () => {
  const suggest = async (term: string) => {
    const reply = await post(t.app, '/api/products/getSuggestions', { term });
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json() as { term: string; products: WireProduct[]; categories: string[] };
  };

  it('puts a name starting with the term first, at most six', async () => {
    const rose = await suggest('rose');
    expect(rose.products[0]!.name).toBe('Rose Water Toner');
    expect(rose.products.length).toBeLessThanOrEqual(6);
    for (const product of rose.products) expect(product.name.toLowerCase()).toContain('rose');
    expect(rose.categories).toContain('Skincare');
  });

  it('corrects a misspelling against the catalogue', async () => {
    const serums = await suggest('seurm');
    expect(serums.term).toBe('serum');
    expect(serums.products.length).toBeGreaterThan(0);
    for (const product of serums.products) expect(product.name).toMatch(/serum/i);
  });

  it('remembers a term only while the names stand, and always shows stock as it is', async () => {
    const before = await suggest('lavend');
    const first = before.products[0]!;
    await t.db.query('UPDATE products SET stock = 0 WHERE id = $1', [first.id]);
    expect((await suggest('lavend')).products[0]).toMatchObject({ id: first.id, stock: 0 });
    await insertProduct(t.db, { name: 'Lavender Dream Pillow Mist', category: 'Body Care' });
    expect((await suggest('lavend')).products.map((p) => p.name)).toContain(
      'Lavender Dream Pillow Mist',
    );
  });

  it('names the categories the term names', async () => {
    expect((await suggest('hair')).categories[0]).toBe('Haircare');
  });

  it('suggests nothing under two characters, and refuses a term over 100', async () => {
    expect(await suggest('r')).toEqual({ term: 'r', products: [], categories: [] });
    const long = await post(t.app, '/api/products/getSuggestions', { term: 'x'.repeat(101) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toContain('term can be at most 100 characters.');
  });
});
