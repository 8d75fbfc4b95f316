import type { OrderItemResolvers, OrderResolvers } from '../__generated__/resolvers-types.ts';
import { fromRestStatus, roundMoney } from '../rest/mapping.ts';
import type { OrderItemRecord } from '../rest/types.ts';

/**
 * The price charged for one unit of a line, whichever way the api spells it. It is what the api
 * recorded when the order was placed, never re-derived from today's catalogue prices.
 */
function unitPriceOf(item: OrderItemRecord): number {
  return item.unitPrice ?? item.price ?? 0;
}

/** Order fields derived from the REST record. */
export const Order: OrderResolvers = {
  status: (order) => fromRestStatus(order.status),
  phone: (order) => String(order.phone),
  subtotal: (order) => order.subtotal ?? order.totalAmount + (order.discount ?? 0),
  discount: (order) => order.discount ?? order.couponUsed?.discount ?? 0,
  coupon: (order) =>
    order.couponUsed
      ? {
          code: order.couponUsed.code,
          discountAmount: order.couponUsed.discountAmount ?? order.couponUsed.discount ?? 0,
        }
      : null,
};

/** Order lines; the current product comes through the per-request loader. */
export const OrderItem: OrderItemResolvers = {
  productId: (item) => item.productId ?? item.id ?? null,
  product: (item, _args, { loaders }) => {
    const id = item.productId ?? item.id;
    return id ? loaders.productById.load(id) : null;
  },
  name: (item) => item.name ?? '',
  unitPrice: unitPriceOf,
  lineTotal: (item) => item.lineTotal ?? roundMoney(unitPriceOf(item) * item.quantity),
  imageUrl: (item) => item.image?.downloadURL ?? '',
};
