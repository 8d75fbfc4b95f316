import { createHash } from 'node:crypto';
import type { Queryable } from '../db/index.ts';
import { HttpError } from '../http/errors.ts';
import { paisa } from '../products/product.ts';
import type { Language } from '../products/locale.ts';

/** The parts of an order request that decide which order it places. */
export interface OrderRequest {
  /** Delivery name. */
  name: string;
  /** Delivery phone, normalized. */
  phone: string;
  /** Delivery address. */
  address: string;
  /** Cart lines; other fields a client sends along are ignored. */
  items: { id: string; quantity: number }[];
  /** The total the client expects, in rupees. */
  totalAmount: number;
  /** The coupon asked for, if any. */
  couponUsed?: { code: string } | null | undefined;
  /** The shopper's language, which the order's mails are written in (not part of the hash). */
  lang?: Language | undefined;
}

/**
 * SHA-256 of `request` normalized: lines merged per product and sorted, the coupon code in
 * capitals, money in paisa. Two requests that would place the same order hash alike, whatever
 * the order of their lines or the extra fields a cart carries.
 */
export function orderRequestHash(request: OrderRequest): Buffer {
  const quantities = new Map<string, number>();
  for (const { id, quantity } of request.items) {
    const key = id.toLowerCase();
    quantities.set(key, (quantities.get(key) ?? 0) + quantity);
  }
  const normalized = {
    name: request.name,
    phone: request.phone,
    address: request.address,
    items: [...quantities].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
    totalPaisa: paisa(request.totalAmount),
    coupon: request.couponUsed ? request.couponUsed.code.toUpperCase() : null,
  };
  return createHash('sha256').update(JSON.stringify(normalized)).digest();
}

/** The order an earlier request with the same key placed, if any. */
export interface EarlierOrder {
  /** Its id. */
  id: string;
  /** The hash of the request that placed it (null for orders older than the hash). */
  requestHash: Buffer | null;
}

/** The order `userId` already placed with `key`, if any. */
export async function findOrderByKey(
  db: Queryable,
  userId: string,
  key: string,
): Promise<EarlierOrder | undefined> {
  const found = await db.query<{ id: string; idempotency_request_hash: Uint8Array | null }>(
    'SELECT id, idempotency_request_hash FROM orders WHERE user_id = $1 AND idempotency_key = $2',
    [userId, key],
  );
  const row = found.rows[0];
  if (!row) return undefined;
  const stored = row.idempotency_request_hash;
  return { id: row.id, requestHash: stored ? Buffer.from(stored) : null };
}

/**
 * The earlier order's id when `requestHash` is what placed it; a 422 when the key was used for
 * a different order (as Stripe answers), so a reused key never silently returns the wrong order.
 * The 422 names that order (`orderId`, the caller's own): a shopper who changed the cart after
 * an answer was lost learns the first order was placed, instead of placing it twice.
 */
export function replayableOrderId(earlier: EarlierOrder, requestHash: Buffer): string {
  if (earlier.requestHash && !earlier.requestHash.equals(requestHash)) {
    throw new HttpError(
      422,
      'This Idempotency-Key was used with a different order; use a new key for a new order.',
      { extra: { orderId: earlier.id } },
    );
  }
  return earlier.id;
}
