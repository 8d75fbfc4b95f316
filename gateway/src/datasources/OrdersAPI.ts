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
  /** The session user's id. */
  userID: string;
  /** The total the shopper saw. */
  totalAmount: number;
  /** A verified coupon. */
  couponUsed?: { code: string };
}

/** The orders area of the api. */
export class OrdersAPI {
  /** Wraps the request's REST client. */
  constructor(private readonly rest: RestClient) {}

  /** `POST /api/orders/createOrder` with an Idempotency-Key so retries return the first order. */
  create(
    body: CreateOrderBody,
    idempotencyKey: string,
  ): Promise<{ message: string; order?: OrderRecord | null }> {
    return this.rest.call('/api/orders/createOrder', {
      body,
      headers: { 'idempotency-key': idempotencyKey },
    });
  }

  /** `POST /api/orders/getAllOrdersForUser`: the user's orders, newest first. */
  async forUser(userId: string): Promise<OrderRecord[]> {
    const reply = await this.rest.call<{ orders?: OrderRecord[] } | OrderRecord[]>(
      '/api/orders/getAllOrdersForUser',
      { body: { id: userId } },
    );
    return Array.isArray(reply) ? reply : (reply.orders ?? []);
  }

  /** `POST /api/orders/updateOrder`: a status change (owner cancels, staff sets any). */
  async updateStatus(
    orderId: string,
    status: RestOrderStatus,
  ): Promise<{ message: string; order: OrderRecord }> {
    const reply = await this.rest.call<{ message: string; order?: OrderRecord | null }>(
      '/api/orders/updateOrder',
      { body: { id: orderId, status } },
    );
    if (!reply.order) throw badGatewayError();
    return { message: reply.message, order: reply.order };
  }
}
