/**
 * Facets (DESIGN.md, Discovery): what a listing can be narrowed by, how each product's yes/no
 * facets are stored as bits (migration 007's `products.facets`), and how one pass over a
 * listing's facet groups gives the count beside every facet value.
 *
 * A facet's counts are taken with every other facet applied but not itself, as shoppers expect:
 * ticking "Oily" still shows how many "Dry" products there are. Skin types widen (oily OR dry);
 * free-from narrows (free of fragrance AND of parabens); the yes/no facets narrow.
 */

/** The skin types a product may suit; an empty list suits them all. */
export const skinTypes = ['dry', 'oily', 'combination', 'sensitive', 'normal'] as const;
export type SkinType = (typeof skinTypes)[number];

/** What a product can be free from. */
export const freeFromTags = ['fragrance', 'parabens', 'sulfates', 'alcohol', 'silicones'] as const;
export type FreeFrom = (typeof freeFromTags)[number];

/** The listing orders a shopper can choose. */
export const sortOrders = ['newest', 'price-asc', 'price-desc', 'rating'] as const;
export type SortOrder = (typeof sortOrders)[number];

/** The bit of each facet value in `products.facets` (migration 007 computes them). */
export const skinBit: Record<SkinType, number> = {
  dry: 1,
  oily: 2,
  combination: 4,
  sensitive: 8,
  normal: 16,
};
export const freeFromBit: Record<FreeFrom, number> = {
  fragrance: 32,
  parabens: 64,
  sulfates: 128,
  alcohol: 256,
  silicones: 512,
};
export const onSaleBit = 1024;
export const inStockBit = 2048;
export const topRatedBit = 4096;

/** What a listing is narrowed by; absent means not narrowed. Prices in paisa. */
export interface ListFilters {
  /** Suits any of these skin types. */
  skin?: readonly SkinType[] | undefined;
  /** Free from every one of these. */
  free?: readonly FreeFrom[] | undefined;
  onSale?: boolean | undefined;
  inStock?: boolean | undefined;
  /** Rated 4 stars or more. */
  topRated?: boolean | undefined;
  /** What one pays now, at least. */
  minPrice?: number | undefined;
  /** What one pays now, at most. */
  maxPrice?: number | undefined;
}

/** Whether `filters` narrows anything. */
export const narrows = (filters: ListFilters): boolean =>
  (filters.skin?.length ?? 0) > 0 ||
  (filters.free?.length ?? 0) > 0 ||
  filters.onSale === true ||
  filters.inStock === true ||
  filters.topRated === true ||
  filters.minPrice !== undefined ||
  filters.maxPrice !== undefined;

/** One facet group of a listing: how many of its products share one bit set. */
export interface FacetGroup {
  facets: number;
  /** Whether these products' current prices lie in the asked range. */
  inRange: boolean;
  n: number;
  /** Their lowest and highest current prices, paisa. */
  low: number;
  high: number;
}

/** The count beside every facet value, and the price span of what the other facets leave. */
export interface FacetCounts {
  /** Products the whole filter set matches. */
  total: number;
  skin: Record<SkinType, number>;
  free: Record<FreeFrom, number>;
  onSale: number;
  inStock: number;
  topRated: number;
  /** The lowest and highest current price with every facet but price applied; null when none. */
  price: { min: number; max: number } | null;
}

type Facet = 'skin' | 'free' | 'onSale' | 'inStock' | 'topRated' | 'price';

const skinMaskOf = (filters: ListFilters) =>
  (filters.skin ?? []).reduce((mask, type) => mask | skinBit[type], 0);
const requiredBitsOf = (filters: ListFilters, without?: Facet) =>
  (without === 'free'
    ? 0
    : (filters.free ?? []).reduce((mask, tag) => mask | freeFromBit[tag], 0)) |
  (without !== 'onSale' && filters.onSale ? onSaleBit : 0) |
  (without !== 'inStock' && filters.inStock ? inStockBit : 0) |
  (without !== 'topRated' && filters.topRated ? topRatedBit : 0);

/** Whether a facet bit set passes every yes/no facet of `filters` but `without`. */
function bitsPass(facets: number, filters: ListFilters, without?: Facet): boolean {
  const skinMask = without === 'skin' ? 0 : skinMaskOf(filters);
  if (skinMask !== 0 && (facets & skinMask) === 0) return false;
  const required = requiredBitsOf(filters, without);
  return (facets & required) === required;
}

/** Whether a group passes every facet but `without`. */
function passes(group: FacetGroup, filters: ListFilters, without?: Facet): boolean {
  if (without !== 'price' && !group.inRange) return false;
  return bitsPass(group.facets, filters, without);
}

/** A listing's products that share one facet bit set: their current prices, ascending. */
export interface PricedSet {
  facets: number;
  prices: Int32Array;
}

/** The first index of ascending `prices` whose price is at least `price`. */
function firstFrom(prices: Int32Array, price: number): number {
  let low = 0;
  let high = prices.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (prices[middle]! < price) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * A listing's facet groups with the price range of `filters` marked: each bit set splits into
 * the products inside the range and those outside, with their lowest and highest prices. Any
 * range is a few binary searches, so no price range is ever counted afresh in the database.
 */
export function groupsInRange(sets: readonly PricedSet[], filters: ListFilters): FacetGroup[] {
  const groups: FacetGroup[] = [];
  for (const { facets, prices } of sets) {
    const last = prices.length - 1;
    if (last < 0) continue;
    const from = filters.minPrice === undefined ? 0 : firstFrom(prices, filters.minPrice);
    const to =
      filters.maxPrice === undefined ? prices.length : firstFrom(prices, filters.maxPrice + 1);
    const inside = Math.max(0, to - from);
    if (inside > 0) {
      groups.push({ facets, inRange: true, n: inside, low: prices[from]!, high: prices[to - 1]! });
    }
    if (inside < prices.length) {
      groups.push({
        facets,
        inRange: false,
        n: prices.length - inside,
        low: from > 0 || inside === 0 ? prices[0]! : prices[to]!,
        high: to <= last || inside === 0 ? prices[last]! : prices[from - 1]!,
      });
    }
  }
  return groups;
}

/** Every facet value's count from a listing's facet groups. */
export function countFacets(groups: readonly FacetGroup[], filters: ListFilters): FacetCounts {
  const sum = (without: Facet | undefined, bit: number) =>
    groups.reduce(
      (total, group) =>
        passes(group, filters, without) && (group.facets & bit) === bit ? total + group.n : total,
      0,
    );
  const priced = groups.filter((group) => group.n > 0 && passes(group, filters, 'price'));
  return {
    total: sum(undefined, 0),
    skin: Object.fromEntries(skinTypes.map((type) => [type, sum('skin', skinBit[type])])) as Record<
      SkinType,
      number
    >,
    // Ticking one more free-from narrows further: its count keeps the ones already ticked.
    free: Object.fromEntries(
      freeFromTags.map((tag) => [tag, sum(undefined, freeFromBit[tag])]),
    ) as Record<FreeFrom, number>,
    onSale: sum('onSale', onSaleBit),
    inStock: sum('inStock', inStockBit),
    topRated: sum('topRated', topRatedBit),
    price:
      priced.length === 0
        ? null
        : {
            min: Math.min(...priced.map((group) => group.low)),
            max: Math.max(...priced.map((group) => group.high)),
          },
  };
}

/**
 * The SQL condition a product row (alias `p`) meets to pass every facet of `filters`, with its
 * parameters numbered from `next`. The yes/no facets are said as the bit sets that pass, of
 * those the listing holds (`held`): the planner knows how common each set is, so a rare mix is
 * read through the (category, facets) index and a common one by walking the listing in order.
 */
export function facetCondition(
  filters: ListFilters,
  next: number,
  held: readonly number[],
): { sql: string; params: (number | number[])[] } {
  const parts: string[] = [];
  const params: (number | number[])[] = [];
  const wanted = held.filter((facets) => bitsPass(facets, filters));
  if (wanted.length === 0) parts.push('false');
  else if (wanted.length < held.length) {
    params.push(wanted);
    parts.push(`p.facets = ANY($${next + params.length - 1}::int[])`);
  }
  if (filters.minPrice !== undefined) {
    params.push(filters.minPrice);
    parts.push(`p.price_now >= $${next + params.length - 1}`);
  }
  if (filters.maxPrice !== undefined) {
    params.push(filters.maxPrice);
    parts.push(`p.price_now <= $${next + params.length - 1}`);
  }
  return { sql: parts.length > 0 ? parts.join(' AND ') : 'true', params };
}

/** The ORDER BY of a sort order over alias `p`; every order ends on the id, so pages are stable. */
export const orderBy: Record<SortOrder, string> = {
  newest: 'p.created_at DESC, p.id DESC',
  'price-asc': 'p.price_now ASC, p.id ASC',
  'price-desc': 'p.price_now DESC, p.id DESC',
  rating: 'p.rating_avg DESC NULLS LAST, p.review_count DESC, p.id ASC',
};
