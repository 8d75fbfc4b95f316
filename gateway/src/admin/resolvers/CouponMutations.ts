import type { MutationResolvers } from '../../__generated__/admin-resolvers-types.ts';
import { toApiCoupon } from './Coupon.ts';

/** Coupon saves, each behind coupons:write (support is refused before the api). */
export const CouponMutations: MutationResolvers = {
  createCoupon: async (_parent, { input }, { staff, dataSources }) => {
    await staff.require('coupons:write');
    return dataSources.coupons.create(toApiCoupon(input));
  },

  updateCoupon: async (_parent, { id, version, input }, { staff, dataSources }) => {
    await staff.require('coupons:write');
    return dataSources.coupons.update(id, version, toApiCoupon(input));
  },

  deactivateCoupon: async (_parent, { id, version }, { staff, dataSources }) => {
    await staff.require('coupons:write');
    return dataSources.coupons.deactivate(id, version ?? undefined);
  },
};
