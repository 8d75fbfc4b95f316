import { describe, expect, it } from 'vitest';
import {
  countFacets,
  facetCondition,
  freeFromBit,
  inStockBit,
  onSaleBit,
  skinBit,
  topRatedBit,
  type FacetGroup,
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

describe('facetCondition', () => {
  it('numbers its parameters after the ones already taken', () => {
    const { sql, params } = facetCondition(
      { skin: ['dry', 'oily'], free: ['parabens'], inStock: true, minPrice: 100 },
      3,
    );
    expect(sql).toBe('p.facets & $3 <> 0 AND p.facets & $4 = $4 AND p.price_now >= $5');
    expect(params).toEqual([skinBit.dry | skinBit.oily, freeFromBit.parabens | inStockBit, 100]);
  });

  it('is true when nothing narrows', () => {
    expect(facetCondition({}, 1)).toEqual({ sql: 'true', params: [] });
  });
});
