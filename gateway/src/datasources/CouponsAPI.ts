import type { RestClient } from '../rest/client.ts';
import type { CouponVerificationRecord, RestCategory } from '../rest/types.ts';

/** The coupons area of the api. */
export class CouponsAPI {
  /** Wraps the request's REST client. */
  constructor(private readonly rest: RestClient) {}

  /**
   * `POST /api/coupons/verifyCouponAtCheckout`: checks, for the session's shopper, without
   * redeeming. With the cart's `items` the api prices the exact discount for the eligible lines.
   */
  verify(
    code: string,
    categories: RestCategory[],
    items?: Array<{ id: string; quantity: number }>,
  ): Promise<CouponVerificationRecord> {
    return this.rest.call('/api/coupons/verifyCouponAtCheckout', {
      body: { code, category: categories, ...(items?.length ? { items } : {}) },
    });
  }
}
