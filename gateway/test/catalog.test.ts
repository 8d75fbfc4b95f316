/**
 * Catalogue operations through the real gateway and a real api (PGlite, seeded): what the shop's
 * pages get back, and what it costs in REST calls.
 */
import { request as httpRequest } from 'node:http';
import { beforeEach, describe, expect, it } from 'vitest';
import { codesOf, Shopper } from './support/gateway.ts';
import { useStack } from './support/stack.ts';

const stack = useStack();
let shopper: Shopper;

beforeEach(() => {
  shopper = new Shopper(stack.gateway.url);
  stack.gateway.restCalls.length = 0;
});

interface ListedProduct {
  id: string;
  name: string;
  category: string;
  price: number;
  currentPrice: number;
  onSale: boolean;
  salePrice: number | null;
  effectivePrice: number;
  imageUrl: string;
  imageAlt: string;
  stock: number;
  inStock: boolean;
  latest: boolean;
  averageRating: number;
  reviewCount: number;
}

interface ProductPage {
  page: number;
  totalPages: number;
  items: ListedProduct[];
}

const productFields = `id name category price currentPrice onSale salePrice effectivePrice imageUrl
  imageAlt stock inStock latest averageRating reviewCount`;

const listing = `query Listing($category: Category, $page: Int, $search: String) {
  products(category: $category, page: $page, search: $search) {
    page totalPages items { ${productFields} }
  }
}`;

/** Lists a page and fails the test on any GraphQL error. */
async function list(variables: Record<string, unknown> = {}): Promise<ProductPage> {
  const reply = await shopper.gql<{ products: ProductPage }>(listing, variables);
  expect(reply.errors).toBeUndefined();
  if (!reply.data) throw new Error('no data');
  return reply.data.products;
}

describe('products', () => {
  it('lists the first page of every category but bundles, 15 a page, newest first', async () => {
    const page = await list();
    expect(page.page).toBe(1);
    expect(page.totalPages).toBeGreaterThan(1);
    expect(page.items).toHaveLength(15);
    expect(new Set(page.items.map((product) => product.category)).has('BUNDLE')).toBe(false);
  });

  it('filters by category with the GraphQL enum', async () => {
    const page = await list({ category: 'BODY_CARE' });
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((product) => product.category === 'BODY_CARE')).toBe(true);
  });

  it('pages through a listing without repeating products', async () => {
    const first = await list({ page: 1 });
    const second = await list({ page: 2 });
    expect(second.page).toBe(2);
    const firstIds = new Set(first.items.map((product) => product.id));
    expect(second.items.some((product) => firstIds.has(product.id))).toBe(false);
  });

  it('searches names case-insensitively', async () => {
    const page = await list({ search: 'SERUM' });
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((product) => /serum/i.test(product.name))).toBe(true);
  });

  it('says what a unit costs now (currentPrice) and whether it is on sale, in rupees', async () => {
    const { items } = await list({ category: 'SKINCARE' });
    const onSale = items.filter((product) => product.onSale);
    const regular = items.filter((product) => !product.onSale);
    expect(onSale.length).toBeGreaterThan(0);
    expect(regular.length).toBeGreaterThan(0);
    for (const product of onSale) {
      expect(product.currentPrice).toBeLessThan(product.price);
      expect(product.salePrice).toBe(product.currentPrice);
    }
    for (const product of regular) {
      expect(product.currentPrice).toBe(product.price);
      expect(product.salePrice).toBeNull();
    }
    // The deprecated name answers the same amount for clients that still ask for it.
    for (const product of items) expect(product.effectivePrice).toBe(product.currentPrice);
    for (const product of items) expect(Math.round(product.price * 100)).toBe(product.price * 100);
  });

  it('says whether a product is in stock, and links its image on this origin', async () => {
    const { items } = await list({ category: 'SKINCARE' });
    for (const product of items) {
      expect(product.inStock).toBe(product.stock > 0);
      expect(product.imageUrl).toMatch(/^\/images\//);
      expect(product.imageAlt.length).toBeGreaterThan(0);
    }
  });

  it.each([
    ['101 characters', 'a'.repeat(101)],
    ['90 KB', 'serum '.repeat(15_000)],
  ])(
    'refuses a search of %s with BAD_USER_INPUT and a sentence, before any REST call',
    async (_, search) => {
      const reply = await shopper.gql(listing, { search });
      expect(codesOf(reply)).toEqual(['BAD_USER_INPUT']);
      expect(reply.errors?.[0]?.message).toBe('search can be at most 100 characters.');
      expect(reply.text).not.toMatch(/431|Header|Too Large/i);
      expect(stack.gateway.restCalls).toEqual([]);
    },
  );

  it('accepts a search of exactly 100 characters', async () => {
    const page = await list({ search: `${'x'.repeat(95)}serum` });
    expect(page.page).toBe(1);
  });

  it('refuses page 0 with BAD_USER_INPUT', async () => {
    const reply = await shopper.gql(listing, { page: 0 });
    expect(codesOf(reply)).toEqual(['BAD_USER_INPUT']);
  });

  it('proxies product images from the api', async () => {
    const [product] = (await list()).items;
    const response = await fetch(stack.gateway.url + (product?.imageUrl ?? ''));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\//);
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(0);
  });
});

describe('image proxy', () => {
  /** A GET sent with the path exactly as written (fetch would normalise the dot segments). */
  function rawGet(path: string): Promise<number> {
    const { hostname, port } = new URL(stack.gateway.url);
    return new Promise((resolve, reject) => {
      const request = httpRequest({ hostname, port, path, method: 'GET' }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.on('error', reject);
      request.end();
    });
  }

  it('never lets an image path walk into the api', async () => {
    for (const path of [
      '/images/../api/health',
      '/images/%2e%2e/api/health',
      '/images/..%2fapi/health',
    ]) {
      expect(await rawGet(path), path).toBe(404);
    }
  });
});

describe('product', () => {
  it('returns one product by id with its reviews', async () => {
    const { items } = await list({ search: 'Vitamin C Brightening Serum' });
    const id = items[0]?.id;
    const reply = await shopper.gql<{
      product: {
        id: string;
        name: string;
        reviewCount: number;
        reviews: Array<{ rating: number; text: string; authorName: string }>;
      };
    }>(
      `query ($id: ID!) { product(id: $id) { id name reviewCount reviews { rating text authorName } } }`,
      { id },
    );
    expect(reply.errors).toBeUndefined();
    expect(reply.data?.product.name).toBe('Vitamin C Brightening Serum');
    expect(reply.data?.product.reviews.length).toBe(reply.data?.product.reviewCount);
    expect(reply.data?.product.reviews.length).toBeGreaterThan(0);
    for (const review of reply.data?.product.reviews ?? []) {
      expect(review.rating).toBeGreaterThanOrEqual(1);
      expect(review.text.length).toBeGreaterThan(0);
      expect(review.authorName.length).toBeGreaterThan(0);
    }
  });

  it('says when a product was added as an RFC 3339 date-time in UTC, the instant the api holds', async () => {
    const { items } = await list({ search: 'Vitamin C Brightening Serum' });
    const id = items[0]?.id;
    const reply = await shopper.gql<{ product: { createdAt: string } }>(
      `query ($id: ID!) { product(id: $id) { createdAt } }`,
      { id },
    );
    const direct = await fetch(`${stack.api.url}/api/products/getProductsByIds`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ids: [id] }),
    });
    const { productData } = (await direct.json()) as { productData: Array<{ createdAt: string }> };
    const createdAt = reply.data?.product.createdAt ?? '';
    expect(createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
    expect(Date.parse(createdAt)).toBe(Date.parse(productData[0]?.createdAt ?? ''));
  });

  it('returns null for an id no product has', async () => {
    const reply = await shopper.gql(
      `{ product(id: "00000000-0000-4000-8000-000000000000") { id } }`,
    );
    expect(reply.errors).toBeUndefined();
    expect(reply.data).toEqual({ product: null });
  });

  it('refuses a malformed id with BAD_USER_INPUT and the api sentence', async () => {
    const reply = await shopper.gql(`{ product(id: "not-an-id") { id } }`);
    expect(codesOf(reply)).toEqual(['BAD_USER_INPUT']);
    expect(reply.errors?.[0]?.message.length).toBeGreaterThan(0);
  });
});

describe('latestProducts and bundles', () => {
  it('lists only new arrivals', async () => {
    const reply = await shopper.gql<{ latestProducts: Array<{ latest: boolean }> }>(
      '{ latestProducts { id latest } }',
    );
    expect(reply.errors).toBeUndefined();
    expect(reply.data?.latestProducts.length).toBeGreaterThan(0);
    expect(reply.data?.latestProducts.every((product) => product.latest)).toBe(true);
  });

  it('lists bundles with their contents as products', async () => {
    const reply = await shopper.gql<{
      bundles: {
        items: Array<{
          category: string;
          bundleContents: Array<{
            name: string;
            quantity: number;
            product: { name: string } | null;
          }>;
        }>;
      };
    }>(
      '{ bundles { page totalPages items { category bundleContents { name quantity product { id name } } } } }',
    );
    expect(reply.errors).toBeUndefined();
    const items = reply.data?.bundles.items ?? [];
    expect(items.length).toBeGreaterThan(0);
    for (const bundle of items) {
      expect(bundle.category).toBe('BUNDLE');
      expect(bundle.bundleContents.length).toBeGreaterThan(0);
      for (const line of bundle.bundleContents) {
        expect(line.quantity).toBeGreaterThan(0);
        expect(line.product?.name).toBe(line.name);
      }
    }
  });

  it('gives other products no bundle contents', async () => {
    const reply = await shopper.gql<{ products: { items: Array<{ bundleContents: unknown }> } }>(
      '{ products { items { bundleContents { name } } } }',
    );
    expect(reply.data?.products.items.every((product) => product.bundleContents === null)).toBe(
      true,
    );
  });
});

describe('REST calls per operation (DataLoader)', () => {
  const callsTo = (path: string) => stack.gateway.restCalls.filter((call) => call.includes(path));

  it('fetches each product’s reviews at most once, however often the operation asks', async () => {
    const reply = await shopper.gql<{ products: { items: Array<{ id: string }> } }>(`{
      products { items { id reviews { id } again: reviews { rating } } }
      same: products { items { id reviews { id } } }
    }`);
    expect(reply.errors).toBeUndefined();
    const ids = reply.data?.products.items.map((product) => product.id) ?? [];
    expect(ids).toHaveLength(15);
    // The two identical listings were in flight together, so they shared one api request.
    expect(callsTo('/api/products/getProducts?')).toHaveLength(1);
    // One batch read of reviews for the whole page, none per product.
    expect(callsTo('/api/reviews/getReviewsByProducts')).toHaveLength(1);
    expect(callsTo('/api/reviews/getAllReviewsByProduct')).toHaveLength(0);
  });

  it('asks the api once for a product the operation names twice', async () => {
    const id = (await list()).items[0]?.id;
    stack.gateway.restCalls.length = 0;
    const reply = await shopper.gql(
      `query ($id: ID!) { a: product(id: $id) { id } b: product(id: $id) { name price } }`,
      { id },
    );
    expect(reply.errors).toBeUndefined();
    expect(stack.gateway.restCalls).toEqual(['POST /api/products/getProductsByIds']);
  });

  it('loads each product inside bundles once, even when several bundles contain it', async () => {
    const reply = await shopper.gql<{
      bundles: { items: Array<{ bundleContents: Array<{ product: { id: string } | null }> }> };
    }>('{ bundles { items { bundleContents { product { id } } } } }');
    expect(reply.errors).toBeUndefined();
    const contained = new Set(
      reply.data?.bundles.items.flatMap((bundle) =>
        bundle.bundleContents.map((line) => line.product?.id),
      ),
    );
    expect(contained.size).toBeGreaterThan(1);
    expect(callsTo('/api/products/getProductsByIds')).toHaveLength(1);
    expect(callsTo('/api/products/getProductById')).toHaveLength(0);
  });
});
