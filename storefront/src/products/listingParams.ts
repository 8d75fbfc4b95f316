/**
 * A listing's state as its address writes it, so a filtered page can be shared, bookmarked,
 * crawled and rendered on the server (DESIGN.md, Discovery):
 *
 *   /products?category=Skincare&search=serum&skin=dry&skin=oily&free=fragrance&minPrice=500
 *            &maxPrice=2000&rating=4&sale=1&stock=1&sort=price-asc&page=2
 *
 * Values are lower case words; repeated keys (or comma lists) choose several. Anything the shop
 * does not know is left out rather than refused: an old or hand-typed link still shows a listing.
 * `searchOf` writes them back in one order, so one listing has one address. That order is the
 * order of the filter form's fields (ListingFilters.tsx), so the form, sent without JavaScript,
 * writes the same address once `tidiedSearch` has dropped the fields it sends empty.
 */
import type { Category, ProductFilter } from '../__generated__/graphql';
import type { FreeFrom, ProductSort, SkinType } from '../__generated__/enums.ts';
import { categoryFromParam, categoryName } from '../catalog/categories.ts';

// The schema's enums at run time: `satisfies` fails the typecheck when the schema gains or
// loses a value, so these cannot drift from it.
const skinTypeValues = {
  DRY: 'dry',
  OILY: 'oily',
  COMBINATION: 'combination',
  SENSITIVE: 'sensitive',
  NORMAL: 'normal',
} as const satisfies Record<SkinType, string>;
const freeFromValues = {
  FRAGRANCE: 'fragrance',
  PARABENS: 'parabens',
  SULFATES: 'sulfates',
  ALCOHOL: 'alcohol',
  SILICONES: 'silicones',
} as const satisfies Record<FreeFrom, string>;
const sortValues = {
  NEWEST: 'newest',
  PRICE_LOW_TO_HIGH: 'price-asc',
  PRICE_HIGH_TO_LOW: 'price-desc',
  TOP_RATED: 'rating',
} as const satisfies Record<ProductSort, string>;

/** Every skin type, in the order the shop lists them. */
export const skinTypes = Object.keys(skinTypeValues) as SkinType[];
/** Every free-from tag, in the order the shop lists them. */
export const freeFromTags = Object.keys(freeFromValues) as FreeFrom[];
/** Every sort order. */
export const sortOrders = Object.keys(sortValues) as ProductSort[];

/** The address word of a skin type (`oily`). */
export const skinParam = (value: SkinType) => skinTypeValues[value];
/** The address word of a free-from tag (`fragrance`). */
export const freeParam = (value: FreeFrom) => freeFromValues[value];
/** The address word of a sort order (`price-asc`). */
export const sortParam = (value: ProductSort) => sortValues[value];

/** The skin types these address words name (what a FacetGroup reports), in the shop's order. */
export const skinTypesOf = (words: readonly string[]) => fromWords(words, skinTypeValues);
/** The free-from tags these address words name, in the shop's order. */
export const freeFromOf = (words: readonly string[]) => fromWords(words, freeFromValues);
/** The sort order an address word names; newest first for anything else. */
export const sortOf = (word: string) => fromWords([word], sortValues)[0] ?? 'NEWEST';

/** Every key a listing's address uses; other keys (a campaign's utm_source) are left alone. */
export const listingKeys = [
  'category',
  'search',
  'skin',
  'free',
  'minPrice',
  'maxPrice',
  'rating',
  'sale',
  'stock',
  'sort',
  'page',
] as const;

/** Most pages a listing may ask for (the api lists at most 100,000). */
const maxPage = 100_000;

/** A listing: what it lists and how it is narrowed and ordered. */
export interface ListingState {
  /** The category; null for All. */
  category: Category | null;
  /** 1-based. */
  page: number;
  /** The search term; '' for none. */
  search: string;
  skinTypes: SkinType[];
  freeFrom: FreeFrom[];
  onSale: boolean;
  inStock: boolean;
  topRated: boolean;
  /** Rupees; undefined for no bound. */
  minPrice: number | undefined;
  maxPrice: number | undefined;
  sort: ProductSort;
}

/** The enum values that `raw` words (each maybe a comma list) name in `words`. */
function fromWords<Value extends string>(
  raw: readonly string[],
  words: Record<Value, string>,
): Value[] {
  const byWord = new Map(Object.entries(words).map(([value, word]) => [word, value as Value]));
  const picked = raw
    .flatMap((text) => text.split(','))
    .map((word) => byWord.get(word.trim().toLowerCase()))
    .filter((value): value is Value => value !== undefined);
  // In the shop's own order, each once.
  return (Object.keys(words) as Value[]).filter((value) => picked.includes(value));
}

/** Every value of `key`, repeated or comma-separated, that `words` maps back to an enum value. */
function chosen<Value extends string>(
  params: URLSearchParams,
  key: string,
  words: Record<Value, string>,
): Value[] {
  return fromWords(params.getAll(key), words);
}

/** A price bound in rupees: a number from 0, else none. */
function price(raw: string | null): number | undefined {
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 ? Math.round(value * 100) / 100 : undefined;
}

const isOn = (raw: string | null) => raw === '1' || raw === 'true' || raw === 'on';

/** The listing an address asks for; `unknownCategory` when it names a category the shop lacks. */
export function listingOf(params: URLSearchParams): ListingState & { unknownCategory: boolean } {
  const named = params.get('category');
  const category = categoryFromParam(named);
  const page = Math.min(Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1), maxPage);
  let minPrice = price(params.get('minPrice'));
  let maxPrice = price(params.get('maxPrice'));
  // Bounds given the wrong way round still mean the range between them.
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
    [minPrice, maxPrice] = [maxPrice, minPrice];
  }
  const rating = Number(params.get('rating'));
  return {
    category,
    page,
    search: params.get('search')?.trim().slice(0, 100) ?? '',
    skinTypes: chosen(params, 'skin', skinTypeValues),
    freeFrom: chosen(params, 'free', freeFromValues),
    onSale: isOn(params.get('sale')),
    inStock: isOn(params.get('stock')),
    topRated: rating >= 4,
    minPrice,
    maxPrice,
    sort: chosen(params, 'sort', sortValues)[0] ?? 'NEWEST',
    unknownCategory: category === null && named !== null && named !== '' && named !== 'All',
  };
}

/**
 * The shop's listing pages, each as it reads its address and writes its links: /products by
 * category and search, /bundle with neither.
 */
export const listingPages = {
  '/products': {
    read(params: URLSearchParams): ListingState {
      const { unknownCategory: _unknown, ...listing } = listingOf(params);
      return listing;
    },
    scope: { withCategory: true },
  },
  '/bundle': {
    read: (params: URLSearchParams): ListingState => ({
      ...listingOf(params),
      category: null,
      search: '',
    }),
    scope: { withCategory: false },
  },
} as const;

/** A listing page's path. */
export type ListingPath = keyof typeof listingPages;

/** Whether a listing is narrowed by anything but its category and search. */
export function isFiltered(state: ListingState): boolean {
  return (
    state.skinTypes.length > 0 ||
    state.freeFrom.length > 0 ||
    state.onSale ||
    state.inStock ||
    state.topRated ||
    state.minPrice !== undefined ||
    state.maxPrice !== undefined
  );
}

/** The listing without its filters (Clear all): the same category, search and order, page 1. */
export function unfiltered<State extends ListingState>(state: State): State {
  return {
    ...state,
    page: 1,
    skinTypes: [],
    freeFrom: [],
    onSale: false,
    inStock: false,
    topRated: false,
    minPrice: undefined,
    maxPrice: undefined,
  };
}

/** How many filters are chosen (a price range counts once). */
export function activeFilterCount(state: ListingState): number {
  return (
    state.skinTypes.length +
    state.freeFrom.length +
    Number(state.onSale) +
    Number(state.inStock) +
    Number(state.topRated) +
    Number(state.minPrice !== undefined || state.maxPrice !== undefined)
  );
}

/**
 * The query string of a listing, in one order; `withCategory: false` leaves the category out
 * (the bundle page has its own address). Page 1 and the newest-first order are left out.
 */
export function searchOf(state: ListingState, { withCategory = true } = {}): string {
  const query = new URLSearchParams();
  if (withCategory && state.category) query.set('category', categoryName(state.category));
  if (state.search) query.set('search', state.search);
  for (const value of state.skinTypes) query.append('skin', skinTypeValues[value]);
  for (const value of state.freeFrom) query.append('free', freeFromValues[value]);
  if (state.minPrice !== undefined) query.set('minPrice', String(state.minPrice));
  if (state.maxPrice !== undefined) query.set('maxPrice', String(state.maxPrice));
  if (state.topRated) query.set('rating', '4');
  if (state.onSale) query.set('sale', '1');
  if (state.inStock) query.set('stock', '1');
  if (state.sort !== 'NEWEST') query.set('sort', sortValues[state.sort]);
  if (state.page > 1) query.set('page', String(state.page));
  const text = query.toString();
  return text ? `?${text}` : '';
}

/**
 * The listing's address without what a GET form sends for a field left alone (`minPrice=`, an
 * empty `search=`, `sort=newest`): `searchOf(state)` followed by any keys that are not the
 * listing's, in their order. Null when the address has nothing of the sort, so a page reached by
 * a link (even one spelled otherwise, `page=1` or `skin=OILY`) is never sent elsewhere; its
 * canonical link names the listing instead.
 */
export function tidiedSearch(
  params: URLSearchParams,
  state: ListingState,
  options?: { withCategory?: boolean },
): string | null {
  const isListingKey = (key: string) => (listingKeys as readonly string[]).includes(key);
  const leftover = [...params].some(
    ([key, value]) =>
      isListingKey(key) && (value.trim() === '' || (key === 'sort' && sortOf(value) === 'NEWEST')),
  );
  if (!leftover) return null;
  const query = new URLSearchParams(searchOf(state, options));
  for (const [key, value] of params) if (!isListingKey(key)) query.append(key, value);
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** The listing's `filter` and `sort` as the schema takes them; none when nothing narrows. */
export function filterVariables(state: ListingState): {
  filter?: ProductFilter;
  sort?: ProductSort;
} {
  const filter: ProductFilter = {};
  if (state.skinTypes.length > 0) filter.skinTypes = state.skinTypes;
  if (state.freeFrom.length > 0) filter.freeFrom = state.freeFrom;
  if (state.onSale) filter.onSale = true;
  if (state.inStock) filter.inStock = true;
  if (state.topRated) filter.minRating = 4;
  if (state.minPrice !== undefined) filter.minPrice = state.minPrice;
  if (state.maxPrice !== undefined) filter.maxPrice = state.maxPrice;
  return {
    ...(isFiltered(state) ? { filter } : {}),
    ...(state.sort !== 'NEWEST' ? { sort: state.sort } : {}),
  };
}
