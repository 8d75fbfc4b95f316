import type { RestClient } from '../rest/client.ts';
import { badGatewayError } from '../rest/errors.ts';
import type { OrderRecord, RestOrderStatus } from '../rest/types.ts';

/** The order payload of SPEC.md §3 as the api takes it. */
export interface CreateOrderBody {
  /** Recipient. */
  name: string;
  /** Recipient phone. */
  phone: string;
  /** Shipping address. */
  address: string;
  /** Cart lines: the api prices them from the catalogue. */
  items: Array<{ id: string; quantity: number }>;
  /** The total the shopper saw. */
  totalAmount: number;
  /** A verified coupon. */
  couponUsed?: { code: string };
}

/** The orders area of the api. */
export class OrdersAPI {
  /** Wraps the request's REST client. */
  constructor(private readonly rest: RestClient) {}

  /**
   * `POST /api/orders/createOrder` for the session's shopper, with an Idempotency-Key so retries
   * return the first order. The api's sentence stays here: the order is the answer.
   */
  async create(body: CreateOrderBody, idempotencyKey: string): Promise<OrderRecord> {
    const reply = await this.rest.call<{ order?: OrderRecord | null }>('/api/orders/createOrder', {
      body,
      headers: { 'idempotency-key': idempotencyKey },
    });
    if (!reply.order) throw badGatewayError();
    return reply.order;
  }

  /** `POST /api/orders/getAllOrdersForUser`: the session shopper's orders, newest first. */
  async mine(): Promise<OrderRecord[]> {
    const reply = await this.rest.call<{ orders?: OrderRecord[] } | OrderRecord[]>(
      '/api/orders/getAllOrdersForUser',
    );
    return Array.isArray(reply) ? reply : (reply.orders ?? []);
  }

  /** `POST /api/orders/updateOrder`: a status change (owner cancels, staff sets any). */
  async updateStatus(orderId: string, status: RestOrderStatus): Promise<OrderRecord> {
    const reply = await this.rest.call<{ order?: OrderRecord | null }>('/api/orders/updateOrder', {
      body: { id: orderId, status },
    });
    if (!reply.order) throw badGatewayError();
    return reply.order;
  }
}
