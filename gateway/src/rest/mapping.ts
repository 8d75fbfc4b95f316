/**
 * Names and numbers that differ between the REST wire and the schema, each mapped in one place.
 */
import type { Category, OrderStatus } from '../__generated__/resolvers-types.ts';
import type { RestCategory, RestOrderStatus } from './types.ts';

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

/** Rupees rounded to paisa, so float noise (0.1 + 0.2) never reaches a price tag. */
export function roundMoney(rupees: number): number {
  return Math.round(rupees * 100) / 100;
}
