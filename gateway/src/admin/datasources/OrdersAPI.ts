import type { RestClient } from '../../rest/client.ts';
import type { RestBody, RestQuery, RestReply } from '../../rest/contract.ts';
import type { AdminOrderRecord, ApiOrderStatus } from '../types.ts';
import { compact } from './query.ts';

/** Which orders to list, in the api's words. */
export interface OrderQuery {
  /** Only this status. */
  status?: ApiOrderStatus | undefined;
  /** Placed on or after this day (`YYYY-MM-DD`). */
  from?: string | null | undefined;
  /** Placed on or before this day. */
  to?: string | null | undefined;
  /** Part of an order number, the shopper's name, email or phone, or a product's name. */
  search?: string | null | undefined;
  /** The order of a list (the export stays newest first). */
  sort?: NonNullable<RestQuery<'get', '/api/admin/orders'>>['sort'] | undefined;
  /** Its direction. */
  direction?: 'asc' | 'desc' | undefined;
}

/** One page of orders as the api answers it. */
export type OrderPageRecord = RestReply<'get', '/api/admin/orders'>;

/** A status change as the api takes it: a dispatch's carrier, or what came back and why. */
type StatusBody = RestBody<'post', '/api/admin/orders/{id}/status'>;

/** The payment as the api takes it. */
export type PaymentBody = RestBody<'post', '/api/admin/orders/{id}/payment'>;

/** What the bulk dispatch did. */
export type DispatchRecord = RestReply<'post', '/api/admin/orders/dispatch'>;

/** The staff side of the orders area: `/api/admin/orders`. */
export class AdminOrdersAPI {
  /** Wraps the request's REST client. */
  constructor(private readonly rest: RestClient) {}

  /** `GET /api/admin/orders`: one page, newest first unless sorted otherwise. */
  list(filter: OrderQuery, page: number): Promise<OrderPageRecord> {
    return this.rest.get('/api/admin/orders', { query: compact({ ...filter, page }) });
  }

  /** `GET /api/admin/orders/{id}`. */
  async get(id: string): Promise<AdminOrderRecord> {
    const reply = await this.rest.get('/api/admin/orders/{id}', { params: { id } });
    return reply.order;
  }

  /**
   * `POST /api/admin/orders/{id}/status`: 409 when `version` is stale or the move forbidden; a
   * dispatch may carry the carrier and tracking number (400 when the api refuses them).
   */
  async setStatus(
    id: string,
    status: ApiOrderStatus,
    version: number,
    details: Omit<StatusBody, 'status' | 'version'> = {},
  ): Promise<AdminOrderRecord> {
    const reply = await this.rest.post('/api/admin/orders/{id}/status', {
      params: { id },
      body: { status, version, ...details },
    });
    return reply.order;
  }

  /**
   * `POST /api/admin/orders/{id}/payment`: what was collected and given back, in all; 400 past
   * the total or the collected amount, 409 when `version` is stale or the order Pending.
   */
  async recordPayment(id: string, body: PaymentBody): Promise<AdminOrderRecord> {
    const reply = await this.rest.post('/api/admin/orders/{id}/payment', {
      params: { id },
      body,
    });
    return reply.order;
  }

  /** `POST /api/admin/orders/{id}/notes`. */
  async addNote(id: string, text: string): Promise<AdminOrderRecord> {
    const reply = await this.rest.post('/api/admin/orders/{id}/notes', {
      params: { id },
      body: { text },
    });
    return reply.order;
  }

  /** `POST /api/admin/orders/dispatch`: each order its own transaction, PENDING ones only. */
  dispatch(ids: string[], carrier?: string): Promise<DispatchRecord> {
    return this.rest.post('/api/admin/orders/dispatch', {
      body: carrier === undefined ? { ids } : { ids, carrier },
    });
  }
}
