import type { RestClient } from '../../rest/client.ts';
import type { RestReply } from '../../rest/contract.ts';
import { namingInputFields } from '../field-errors.ts';
import type { AdminCouponRecord, ApiCouponInput } from '../types.ts';
import { compact } from './query.ts';

/** One page of coupons as the api answers it. */
export type CouponPageRecord = RestReply<'get', '/api/admin/coupons'>;

/** Which coupons to list, in the api's words. */
export interface CouponQuery {
  /** Only coupons in this state. */
  status?: AdminCouponRecord['status'] | undefined;
  /** Part of the code. */
  search?: string | null | undefined;
}

/** Coupons as staff edit them: `/api/admin/coupons`. */
export class AdminCouponsAPI {
  /** Wraps the request's REST client. */
  constructor(private readonly rest: RestClient) {}

  /** `GET /api/admin/coupons`: one page, newest first. */
  list(filter: CouponQuery, page: number): Promise<CouponPageRecord> {
    return this.rest.get('/api/admin/coupons', { query: compact({ ...filter, page }) });
  }

  /** `GET /api/admin/coupons/{id}`. */
  async get(id: string): Promise<AdminCouponRecord> {
    const reply = await this.rest.get('/api/admin/coupons/{id}', { params: { id } });
    return reply.coupon;
  }

  /** `POST /api/admin/coupons`: a code taken in any case is a 409 naming `code`. */
  async create(input: ApiCouponInput): Promise<AdminCouponRecord> {
    const reply = await namingInputFields(this.rest.post('/api/admin/coupons', { body: input }));
    return reply.coupon;
  }

  /** `PATCH /api/admin/coupons/{id}`: 409 when `version` is stale. */
  async update(id: string, version: number, input: ApiCouponInput): Promise<AdminCouponRecord> {
    const reply = await namingInputFields(
      this.rest.patch('/api/admin/coupons/{id}', { params: { id }, body: { ...input, version } }),
    );
    return reply.coupon;
  }

  /** `POST /api/admin/coupons/{id}/deactivate`; with `version`, 409 when it is stale. */
  async deactivate(id: string, version: number | undefined): Promise<AdminCouponRecord> {
    const reply = await this.rest.post('/api/admin/coupons/{id}/deactivate', {
      params: { id },
      body: version === undefined ? {} : { version },
    });
    return reply.coupon;
  }
}
