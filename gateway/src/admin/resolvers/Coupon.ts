import type { CouponInput, CouponResolvers } from '../../__generated__/admin-resolvers-types.ts';
import { fromRestCategory, toRestCategory } from '../../rest/mapping.ts';
import { apiCouponKind, couponStatusOf } from '../enums.ts';
import type { ApiCouponInput } from '../types.ts';

/** A coupon: the api's spellings as the schema's. */
export const Coupon: CouponResolvers = {
  kind: (coupon) => (coupon.kind === 'percent' ? 'PERCENT' : 'FIXED'),
  categories: (coupon) => coupon.categories.map(fromRestCategory),
  status: (coupon) => couponStatusOf(coupon.status),
};

/** A coupon save as the api takes it; the schema's defaults fill what was left out. */
export function toApiCoupon(input: CouponInput): ApiCouponInput {
  return {
    code: input.code,
    kind: apiCouponKind[input.kind],
    value: input.value,
    categories: (input.categories ?? []).map(toRestCategory),
    expiresAt: input.expiresAt ?? null,
    active: input.active ?? true,
    maxUses: input.maxUses ?? null,
    onePerShopper: input.onePerShopper ?? true,
  };
}
