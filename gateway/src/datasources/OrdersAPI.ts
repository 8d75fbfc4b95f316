import type { RestClient } from '../rest/client.ts';
import type { RestBody } from '../rest/contract.ts';
import type { OrderRecord } from '../rest/types.ts';

/** The order payload of SPEC.md §3 as the api takes it. */
export type CreateOrderBody = RestBody<'post', '/api/orders/createOrder'>;

/** The orders area of the api. */
export class OrdersAPI {
  /** Wraps the request's REST client. */
  constructor(private readonly rest: RestClient) {}

  /**
   * `POST /api/orders/createOrder` for the session's shopper, with an Idempotency-Key so retries
   * return the first order. The api's sentence stays here: the order is the answer.
   */
  async create(body: CreateOrderBody, idempotencyKey: string): Promise<OrderRecord> {
    const reply = await this.rest.post('/api/orders/createOrder', {
      body,
      headers: { 'idempotency-key': idempotencyKey },
    });
    return reply.order;
  }

  /** `POST /api/orders/getAllOrdersForUser`: the session shopper's orders, newest first. */
  async mine(): Promise<OrderRecord[]> {
    const reply = await this.rest.post('/api/orders/getAllOrdersForUser');
    return reply.orders;
  }

  /** `POST /api/orders/updateOrder`: the shopper cancels one of their own orders. */
  async cancel(orderId: string): Promise<OrderRecord> {
    const reply = await this.rest.post('/api/orders/updateOrder', {
      body: { id: orderId, status: 'Cancelled' },
    });
    return reply.order;
  }
}
