import type { Queryable } from '../db/index.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import { rupees } from '../products/product.ts';

/** A coupons row. */
export interface CouponRow {
  id: string;
  code: string;
  kind: 'percent' | 'fixed';
  /** Percent (1..100) or paisa. */
  value: number;
  /** Eligible categories; empty means all. */
  categories: string[];
  expires_at: Date | null;
  active: boolean;
  max_uses: number | null;
  uses: number;
  /** Each shopper may use it once (false: as often as the global limit allows). */
  one_per_shopper: boolean;
}

/** A priced cart line, as far as a coupon cares. */
export interface PricedLine {
  /** The product's category. */
  category: string;
  /** Unit price times quantity, in paisa. */
  lineTotalPaisa: number;
}

/** The coupon named by `code` (any case), or a 404. `lock` takes its row lock for redemption. */
export async function findCoupon(db: Queryable, code: string, lock = false): Promise<CouponRow> {
  const result = await db.query<CouponRow>(
    `SELECT id, code, kind, value, categories, expires_at, active, max_uses, uses, one_per_shopper
     FROM coupons WHERE upper(code) = upper($1)${lock ? ' FOR UPDATE' : ''}`,
    [code],
  );
  const coupon = result.rows[0];
  if (!coupon) throw notFound('There is no coupon with this code.');
  return coupon;
}

/** Refuses (409) a coupon that is paused, expired, used up, or already used by `userId`. */
export async function assertUsable(
  db: Queryable,
  coupon: CouponRow,
  userId: string,
): Promise<void> {
  if (!coupon.active) throw conflict('This coupon is not active.');
  if (coupon.expires_at && new Date(coupon.expires_at).getTime() <= Date.now()) {
    throw conflict('This coupon has expired.');
  }
  if (coupon.max_uses !== null && coupon.uses >= coupon.max_uses) {
    throw conflict('This coupon has been used up.');
  }
  if (!coupon.one_per_shopper) return;
  const used = await db.query(
    'SELECT 1 FROM coupon_redemptions WHERE coupon_id = $1 AND user_id = $2',
    [coupon.id, userId],
  );
  if (used.rowCount > 0) throw conflict('You have already used this coupon.');
}

/** Whether a line of `category` earns the coupon's discount. */
export const isEligible = (coupon: CouponRow, category: string) =>
  coupon.categories.length === 0 || coupon.categories.includes(category);

/**
 * The discount in paisa over the eligible lines only, never more than they cost; a 400 when no
 * line is eligible.
 */
export function discountPaisa(coupon: CouponRow, lines: PricedLine[]): number {
  const eligible = lines
    .filter((line) => isEligible(coupon, line.category))
    .reduce((sum, line) => sum + line.lineTotalPaisa, 0);
  if (eligible === 0) throw badRequest(notApplicable(coupon));
  const discount =
    coupon.kind === 'percent' ? Math.round((eligible * coupon.value) / 100) : coupon.value;
  return Math.min(discount, eligible);
}

/** The sentence for a coupon that fits none of the cart's categories. */
export const notApplicable = (coupon: CouponRow) =>
  coupon.categories.length > 0
    ? `This coupon applies only to ${coupon.categories.join(', ')}.`
    : 'This coupon does not apply to your cart.';

/** The coupon's nominal value on the wire: a percent, or rupees. */
export const nominalDiscount = (coupon: CouponRow) =>
  coupon.kind === 'percent' ? coupon.value : rupees(coupon.value);
