import type { RestClient } from '../rest/client.ts';
import type { RestReply } from '../rest/contract.ts';
import type { RestCategory } from '../rest/types.ts';

/** `POST /api/coupons/verifyCouponAtCheckout` reply: the coupon applies. */
export type CouponVerificationRecord = RestReply<'post', '/api/coupons/verifyCouponAtCheckout'>;

/** The coupons area of the api. */
export class CouponsAPI {
  /** Wraps the request's REST client. */
  constructor(private readonly rest: RestClient) {}

  /**
   * `POST /api/coupons/verifyCouponAtCheckout`: checks, for the session's shopper, without
   * redeeming. With the cart's `items` the api prices the exact discount for the eligible lines.
   * A coupon that does not apply is a refusal (400, 404 or 409), never a reply.
   */
  verify(
    code: string,
    categories: RestCategory[],
    items?: Array<{ id: string; quantity: number }>,
  ): Promise<CouponVerificationRecord> {
    return this.rest.post('/api/coupons/verifyCouponAtCheckout', {
      body: { code, category: categories, ...(items?.length ? { items } : {}) },
    });
  }
}
