import { describe, expect, it } from 'vitest';
import {
  countFacets,
  facetCondition,
  freeFromBit,
  groupsInRange,
  inStockBit,
  onSaleBit,
  skinBit,
  topRatedBit,
  type FacetGroup,
  type ListFilters,
  type PricedSet,
} from './facets.ts';

const allSkin = 31;
const group = (facets: number, n: number, low: number, high = low, inRange = true): FacetGroup => ({
  facets,
  n,
  low,
  high,
  inRange,
});

// 10 oily-only fragrance-free in stock; 5 for every skin on sale; 3 dry, rated 4+, out of stock.
const groups = [
  group(skinBit.oily | freeFromBit.fragrance | inStockBit, 10, 50_000, 90_000),
  group(allSkin | onSaleBit | inStockBit, 5, 20_000, 30_000),
  group(skinBit.dry | topRatedBit, 3, 150_000),
];

describe('countFacets', () => {
  it('counts each value with the other facets applied, not its own', () => {
    const counts = countFacets(groups, { skin: ['oily'] });
    expect(counts.total).toBe(15);
    // Dry would widen the list: its count ignores the oily tick.
    expect(counts.skin).toEqual({ dry: 8, oily: 15, combination: 5, sensitive: 5, normal: 5 });
    expect(counts.free.fragrance).toBe(10);
    expect(counts.onSale).toBe(5);
    expect(counts.inStock).toBe(15);
    expect(counts.topRated).toBe(0);
    expect(counts.price).toEqual({ min: 20_000, max: 90_000 });
  });

  it('narrows by every free-from tag ticked, and each count keeps the ticked ones', () => {
    const counts = countFacets(groups, { free: ['fragrance'] });
    expect(counts.total).toBe(10);
    expect(counts.free.fragrance).toBe(10);
    expect(counts.free.parabens).toBe(0);
    expect(counts.skin.dry).toBe(0);
  });

  it('leaves the price range out of the price span but in every other count', () => {
    const inRange = [
      group(allSkin | inStockBit, 4, 10_000, 20_000, true),
      group(allSkin | inStockBit, 6, 80_000, 99_000, false),
    ];
    const counts = countFacets(inRange, { maxPrice: 30_000 });
    expect(counts.total).toBe(4);
    expect(counts.inStock).toBe(4);
    expect(counts.price).toEqual({ min: 10_000, max: 99_000 });
  });

  it('says there is no price span when nothing is left', () => {
    expect(countFacets(groups, { free: ['silicones'] }).price).toBeNull();
  });
});

describe('groupsInRange', () => {
  const sets: PricedSet[] = [
    { facets: skinBit.dry, prices: Int32Array.from([100, 200, 300, 400]) },
    { facets: skinBit.oily, prices: Int32Array.from([500]) },
  ];

  it('splits each bit set at the range, with the lowest and highest price of each side', () => {
    expect(groupsInRange(sets, { minPrice: 150, maxPrice: 350 })).toEqual([
      group(skinBit.dry, 2, 200, 300, true),
      group(skinBit.dry, 2, 100, 400, false),
      group(skinBit.oily, 1, 500, 500, false),
    ]);
    expect(groupsInRange(sets, { minPrice: 400 })).toEqual([
      group(skinBit.dry, 1, 400, 400, true),
      group(skinBit.dry, 3, 100, 300, false),
      group(skinBit.oily, 1, 500, 500, true),
    ]);
    expect(groupsInRange(sets, { maxPrice: 100 })).toEqual([
      group(skinBit.dry, 1, 100, 100, true),
      group(skinBit.dry, 3, 200, 400, false),
      group(skinBit.oily, 1, 500, 500, false),
    ]);
    expect(groupsInRange(sets, {})).toEqual([
      group(skinBit.dry, 4, 100, 400, true),
      group(skinBit.oily, 1, 500, 500, true),
    ]);
  });

  it('counts every price range as counting each product one by one would', () => {
    // A small deterministic generator: the same 400 products on every run.
    let state = 7;
    const next = (below: number) => {
      state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
      return state % below;
    };
    const bits = [skinBit.dry, skinBit.oily, freeFromBit.fragrance, onSaleBit, inStockBit];
    const products = Array.from({ length: 400 }, () => ({
      facets: bits.reduce((set, bit) => (next(2) ? set | bit : set), 0),
      price: 100 + next(50) * 100,
    }));
    const byFacets = new Map<number, number[]>();
    for (const { facets, price } of products) {
      byFacets.set(facets, [...(byFacets.get(facets) ?? []), price]);
    }
    const priced = [...byFacets].map(([facets, prices]) => ({
      facets,
      prices: Int32Array.from(prices.sort((a, b) => a - b)),
    }));
    for (let round = 0; round < 200; round += 1) {
      const filters: ListFilters = {
        skin: next(2) ? ['dry'] : undefined,
        free: next(3) === 0 ? ['fragrance'] : undefined,
        onSale: next(4) === 0,
        minPrice: next(2) ? 100 + next(60) * 90 : undefined,
        maxPrice: next(2) ? 100 + next(60) * 90 : undefined,
      };
      const oneByOne = products.map(({ facets, price }) =>
        group(
          facets,
          1,
          price,
          price,
          price >= (filters.minPrice ?? 0) && price <= (filters.maxPrice ?? Infinity),
        ),
      );
      expect(countFacets(groupsInRange(priced, filters), filters), JSON.stringify(filters)).toEqual(
        countFacets(oneByOne, filters),
      );
    }
  });
});

describe('facetCondition', () => {
  const wanted = skinBit.dry | freeFromBit.parabens | inStockBit;
  const held = [wanted, skinBit.oily | inStockBit, skinBit.dry | freeFromBit.parabens];

  it('names the bit sets that pass, numbering its parameters after the ones already taken', () => {
    const { sql, params } = facetCondition(
      { skin: ['dry', 'oily'], free: ['parabens'], inStock: true, minPrice: 100 },
      3,
      held,
    );
    expect(sql).toBe('p.facets = ANY($3::int[]) AND p.price_now >= $4');
    expect(params).toEqual([[wanted], 100]);
  });

  it('is false when no set the listing holds passes', () => {
    expect(facetCondition({ topRated: true }, 1, held)).toEqual({ sql: 'false', params: [] });
  });

  it('is true when nothing narrows, or every set passes', () => {
    expect(facetCondition({}, 1, held)).toEqual({ sql: 'true', params: [] });
    expect(facetCondition({ inStock: true }, 1, held.slice(0, 2))).toEqual({
      sql: 'true',
      params: [],
    });
  });
});
