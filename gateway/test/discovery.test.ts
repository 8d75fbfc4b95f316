/**
 * Discovery through the real gateway and a real api (PGlite, seeded): filters, facets and sort,
 * search suggestions, ingredients and skin types, reviews by skin type with the verified mark,
 * and the wishlist.
 */
import { describe, expect, it } from 'vitest';
import { codesOf, Shopper, signedUpShopper } from './support/gateway.ts';
import { moveOrderAsStaff } from './support/staff.ts';
import { useStack } from './support/stack.ts';

const stack = useStack();
const guest = () => new Shopper(stack.gateway.url);

interface Facets {
  skinTypes: { skinType: string; count: number }[];
  freeFrom: { freeFrom: string; count: number }[];
  onSale: number;
  inStock: number;
  topRated: number;
  priceRange: { min: number; max: number } | null;
}
interface Listed {
  id: string;
  name: string;
  currentPrice: number;
  freeFrom: string[];
  skinTypes: string[];
  ingredients: string[];
}

const listing = `query ($category: Category, $search: String, $filter: ProductFilter, $sort: ProductSort) {
  products(category: $category, search: $search, filter: $filter, sort: $sort) {
    total totalPages searchedFor
    items { id name currentPrice freeFrom skinTypes ingredients }
    facets {
      skinTypes { skinType count } freeFrom { freeFrom count }
      onSale inStock topRated priceRange { min max }
    }
  }
}`;

async function list(variables: Record<string, unknown>) {
  const reply = await guest().gql<{
    products: { total: number; searchedFor: string | null; items: Listed[]; facets: Facets };
  }>(listing, variables);
  expect(reply.errors).toBeUndefined();
  return reply.data!.products;
}

describe('listing filters', () => {
  it('narrows, counts and sorts under the schema names', async () => {
    const page = await list({
      category: 'SKINCARE',
      filter: { skinTypes: ['OILY'], freeFrom: ['FRAGRANCE'] },
      sort: 'PRICE_LOW_TO_HIGH',
    });
    expect(page.total).toBeGreaterThan(0);
    for (const product of page.items) {
      expect(product.freeFrom).toContain('FRAGRANCE');
      expect(product.skinTypes.length === 0 || product.skinTypes.includes('OILY')).toBe(true);
      expect(product.ingredients.length).toBeGreaterThan(0);
    }
    const prices = page.items.map((product) => product.currentPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(page.facets.skinTypes.map((entry) => entry.skinType)).toEqual([
      'DRY',
      'OILY',
      'COMBINATION',
      'SENSITIVE',
      'NORMAL',
    ]);
    const oily = page.facets.skinTypes.find((entry) => entry.skinType === 'OILY')!;
    expect(oily.count).toBe(page.total);
    const fragrance = page.facets.freeFrom.find((entry) => entry.freeFrom === 'FRAGRANCE')!;
    expect(fragrance.count).toBe(page.total);
  });

  it('names the ingredients that rule out a free-from tag, never one the product claims', async () => {
    const reply = await guest().gql<{
      products: {
        items: {
          ingredients: string[];
          freeFrom: string[];
          ingredientRulings: { ingredient: string; freeFrom: string }[];
        }[];
      };
    }>(
      '{ products(category: BODY_CARE) { items { ingredients freeFrom ingredientRulings { ingredient freeFrom } } } }',
    );
    const items = reply.data!.products.items;
    const rulings = items.flatMap((product) => product.ingredientRulings);
    expect(rulings.some((ruling) => ruling.freeFrom === 'FRAGRANCE')).toBe(true);
    for (const product of items) {
      for (const ruling of product.ingredientRulings) {
        expect(product.ingredients).toContain(ruling.ingredient);
        expect(product.freeFrom).not.toContain(ruling.freeFrom);
      }
    }
  });

  it('says what it searched for when it corrected the term', async () => {
    const page = await list({ search: 'seurm' });
    expect(page.searchedFor).toBe('serum');
    expect(page.items.length).toBeGreaterThan(0);
  });

  it('refuses a rating other than 4 and a negative price as bad input', async () => {
    for (const filter of [{ minRating: 3 }, { minPrice: -1 }]) {
      const reply = await guest().gql(listing, { filter });
      expect(codesOf(reply)).toEqual(['BAD_USER_INPUT']);
    }
  });
});

describe('searchSuggestions', () => {
  const suggestions = `query ($term: String!) {
    searchSuggestions(term: $term) { term categories products { name currentPrice imageUrl } }
  }`;

  it('suggests at most six products and the categories, correcting a misspelling', async () => {
    const reply = await guest().gql<{
      searchSuggestions: { term: string; categories: string[]; products: { name: string }[] };
    }>(suggestions, { term: 'seurm' });
    expect(reply.errors).toBeUndefined();
    const found = reply.data!.searchSuggestions;
    expect(found.term).toBe('serum');
    expect(found.products.length).toBeGreaterThan(0);
    expect(found.products.length).toBeLessThanOrEqual(6);
    expect(found.categories).toContain('SKINCARE');
  });

  it('asks the api nothing under two characters', async () => {
    stack.gateway.restCalls.length = 0;
    const reply = await guest().gql<{ searchSuggestions: { products: unknown[] } }>(suggestions, {
      term: 'r',
    });
    expect(reply.data?.searchSuggestions.products).toEqual([]);
    expect(stack.gateway.restCalls).toEqual([]);
  });
});

describe('reviews by skin type', () => {
  it('keeps a reviewer skin type, averages per skin type, and marks a delivered buyer verified', async () => {
    const buyer = await signedUpShopper(stack.gateway.url);
    const products = await list({ category: 'HAIRCARE', filter: { inStock: true } });
    const product = products.items[0]!;
    const placed = await buyer.gql<{ placeOrder: { id: string } }>(
      `mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { id } }`,
      {
        input: {
          idempotencyKey: crypto.randomUUID(),
          name: 'Noor Shah',
          phone: '03001112233',
          address: '7 Jasmine Road, Clifton',
          items: [{ productId: product.id, quantity: 1 }],
          totalAmount: product.currentPrice,
        },
      },
    );
    expect(placed.errors).toBeUndefined();
    const created = await buyer.gql<{
      createReview: { review: { skinType: string; verifiedBuyer: boolean } };
    }>(
      `mutation ($input: CreateReviewInput!) {
        createReview(input: $input) { review { skinType verifiedBuyer } }
      }`,
      { input: { productId: product.id, rating: 4, text: 'Soft hair.', skinType: 'OILY' } },
    );
    expect(created.data?.createReview.review).toEqual({ skinType: 'OILY', verifiedBuyer: false });
    await moveOrderAsStaff(stack.gateway.url, placed.data!.placeOrder.id, [
      'DISPATCHED',
      'DELIVERED',
    ]);
    const read = await guest().gql<{
      product: {
        ratingsBySkinType: { skinType: string; averageRating: number; count: number }[];
        reviews: { authorName: string; skinType: string | null; verifiedBuyer: boolean }[];
      };
    }>(
      `query ($id: ID!) { product(id: $id) {
        ratingsBySkinType { skinType averageRating count }
        reviews { authorName skinType verifiedBuyer }
      } }`,
      { id: product.id },
    );
    const { ratingsBySkinType, reviews } = read.data!.product;
    expect(reviews.find((review) => review.skinType === 'OILY')?.verifiedBuyer).toBe(true);
    const oily = ratingsBySkinType.find((entry) => entry.skinType === 'OILY')!;
    const oilyReviews = reviews.filter((review) => review.skinType === 'OILY');
    expect(oily.count).toBe(oilyReviews.length);
  });
});

describe('wishlist', () => {
  const ids = async (count: number) =>
    (await list({ category: 'BODY_CARE' })).items.slice(0, count).map((product) => product.id);

  it('adds (merging, no duplicates), lists newest first, removes, and is refused to guests', async () => {
    const [a, b, c] = await ids(3);
    const member = await signedUpShopper(stack.gateway.url);
    const add = `mutation ($input: AddToWishlistInput!) { addToWishlist(input: $input) { message productIds } }`;
    await member.gql(add, { input: { productIds: [a] } });
    const merged = await member.gql<{ addToWishlist: { productIds: string[] } }>(add, {
      input: { productIds: [b, a, c] },
    });
    expect([...merged.data!.addToWishlist.productIds].sort()).toEqual([a, b, c].sort());
    const mine = await member.gql<{ myWishlist: { id: string }[]; me: { wishlistIds: string[] } }>(
      '{ myWishlist { id } me { wishlistIds } }',
    );
    expect(mine.data!.myWishlist.map((product) => product.id)).toEqual(mine.data!.me.wishlistIds);
    const removed = await member.gql<{ removeFromWishlist: { productIds: string[] } }>(
      `mutation ($input: RemoveFromWishlistInput!) { removeFromWishlist(input: $input) { productIds } }`,
      { input: { productIds: [a] } },
    );
    expect(removed.data!.removeFromWishlist.productIds).not.toContain(a);
    expect(codesOf(await guest().gql('{ myWishlist { id } }'))).toEqual(['UNAUTHENTICATED']);
    expect(codesOf(await guest().gql(add, { input: { productIds: [a] } }))).toEqual([
      'UNAUTHENTICATED',
    ]);
  });

  it("reads a guest's list by ids, passing over products gone and refusing a bad id", async () => {
    const [a, b] = await ids(2);
    const reply = await guest().gql<{ productsByIds: { id: string }[] }>(
      'query ($ids: [ID!]!) { productsByIds(ids: $ids) { id } }',
      { ids: [b, crypto.randomUUID(), a] },
    );
    expect(reply.data?.productsByIds.map((product) => product.id)).toEqual([b, a]);
    const bad = await guest().gql('query ($ids: [ID!]!) { productsByIds(ids: $ids) { id } }', {
      ids: ['nope'],
    });
    expect(codesOf(bad)).toEqual(['BAD_USER_INPUT']);
  });
});
