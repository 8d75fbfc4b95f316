/**
 * Why an order was refused, for `bloom_orders_refused_total{reason}` (DESIGN.md, Operations):
 * stock (a product sold out or short), price_changed (the client's total differs from the
 * server's) or coupon (unknown, inactive, expired, used up, not applicable, already used). Coupon
 * refusals are marked where the coupon is checked; the other two carry their own extras.
 */
import { HttpError } from '../http/errors.ts';
import type { OrderRefusalReason } from '../ops/metrics.ts';

const couponRefusals = new WeakSet<object>();

/** Marks `error` as the coupon's refusal and throws it (also as a `.catch` handler). */
export function asCouponRefusal(error: unknown): never {
  if (typeof error === 'object' && error !== null) couponRefusals.add(error);
  throw error;
}

/** Runs a coupon check, marking what it throws as the coupon's refusal. */
export function couponCheck<T>(check: () => T): T {
  try {
    return check();
  } catch (error) {
    return asCouponRefusal(error);
  }
}

/** The reason an order's refusal counts under, or undefined for anything else. */
export function refusalReason(error: unknown): OrderRefusalReason | undefined {
  if (!(error instanceof HttpError)) return undefined;
  if (couponRefusals.has(error)) return 'coupon';
  if (error.status === 409 && error.extra?.['productId'] !== undefined) return 'stock';
  if (error.status === 409 && error.extra?.['totalAmount'] !== undefined) return 'price_changed';
  return undefined;
}
