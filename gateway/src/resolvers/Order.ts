import type { OrderItemResolvers, OrderResolvers } from '../__generated__/resolvers-types.ts';
import { fromRestStatus } from '../rest/mapping.ts';

/** Order fields derived from the REST record. */
export const Order: OrderResolvers = {
  status: (order) => fromRestStatus(order.status),
  coupon: (order) =>
    order.couponUsed
      ? { code: order.couponUsed.code, discountAmount: order.couponUsed.discount }
      : null,
};

/**
 * Order lines; the current product comes through the per-request loader. The unit price is what
 * the api recorded when the order was placed, never re-derived from today's catalogue prices.
 */
export const OrderItem: OrderItemResolvers = {
  product: (item, _args, { loaders }) =>
    item.productId ? loaders.productById.load(item.productId) : null,
  unitPrice: (item) => item.price,
  imageUrl: (item) => item.image.downloadURL,
};
