/**
 * Names and numbers that differ between the REST wire and the schema, each mapped in one place.
 */
import type {
  Category,
  FreeFrom,
  OrderStatus,
  ProductSort,
  SkinType,
} from '../__generated__/resolvers-types.ts';
import type { ProductRecord, RestCategory, RestOrderStatus } from './types.ts';

const restCategoryByEnum: Record<Category, RestCategory> = {
  SKINCARE: 'Skincare',
  HAIRCARE: 'Haircare',
  BODY_CARE: 'Body Care',
  COSMETICS: 'Cosmetics',
  BUNDLE: 'Bundle',
};

const enumByRestCategory = new Map<string, Category>(
  Object.entries(restCategoryByEnum).map(([key, value]) => [value, key as Category]),
);

/** The api's spelling of a category. */
export function toRestCategory(category: Category): RestCategory {
  return restCategoryByEnum[category];
}

/** The schema's enum value for the api's category; an unknown one is a contract break. */
export function fromRestCategory(category: string): Category {
  const mapped = enumByRestCategory.get(category);
  if (!mapped) throw new Error(`Unknown category from the api: ${category}`);
  return mapped;
}

const restStatusByEnum: Record<OrderStatus, RestOrderStatus> = {
  PENDING: 'Pending',
  DISPATCHED: 'Dispatched',
  DELIVERED: 'Delivered',
  CANCELLED: 'Cancelled',
  RETURNED: 'Returned',
};

/** The api's spelling of an order status. */
export function toRestStatus(status: OrderStatus): RestOrderStatus {
  return restStatusByEnum[status];
}

/** The schema's enum value for the api's order status. */
export function fromRestStatus(status: string): OrderStatus {
  const upper = status.toUpperCase();
  if (upper in restStatusByEnum) return upper as OrderStatus;
  throw new Error(`Unknown order status from the api: ${status}`);
}

/** A skin type, free-from tag or sort order as the api spells it (lower case words). */
type RestSkinType = ProductRecord['skinTypes'][number];
type RestFreeFrom = ProductRecord['freeFrom'][number];

const restSkinTypeByEnum: Record<SkinType, RestSkinType> = {
  DRY: 'dry',
  OILY: 'oily',
  COMBINATION: 'combination',
  SENSITIVE: 'sensitive',
  NORMAL: 'normal',
};
const restFreeFromByEnum: Record<FreeFrom, RestFreeFrom> = {
  FRAGRANCE: 'fragrance',
  PARABENS: 'parabens',
  SULFATES: 'sulfates',
  ALCOHOL: 'alcohol',
  SILICONES: 'silicones',
};
const restSortByEnum: Record<ProductSort, 'newest' | 'price-asc' | 'price-desc' | 'rating'> = {
  NEWEST: 'newest',
  PRICE_LOW_TO_HIGH: 'price-asc',
  PRICE_HIGH_TO_LOW: 'price-desc',
  TOP_RATED: 'rating',
};

/** Every skin type, in the schema's order. */
export const skinTypeEnums = Object.keys(restSkinTypeByEnum) as SkinType[];
/** Every free-from tag, in the schema's order. */
export const freeFromEnums = Object.keys(restFreeFromByEnum) as FreeFrom[];

/** The api's word for a skin type. */
export const toRestSkinType = (value: SkinType): RestSkinType => restSkinTypeByEnum[value];
/** The api's word for a free-from tag. */
export const toRestFreeFrom = (value: FreeFrom): RestFreeFrom => restFreeFromByEnum[value];
/** The api's word for a sort order. */
export const toRestSort = (value: ProductSort) => restSortByEnum[value];
/** The schema's skin type for the api's word. */
export const fromRestSkinType = (value: string): SkinType => value.toUpperCase() as SkinType;
/** The schema's free-from tag for the api's word. */
export const fromRestFreeFrom = (value: string): FreeFrom => value.toUpperCase() as FreeFrom;

/** Rupees rounded to paisa, so float noise (0.1 + 0.2) never reaches a price tag. */
export function roundMoney(rupees: number): number {
  return Math.round(rupees * 100) / 100;
}
