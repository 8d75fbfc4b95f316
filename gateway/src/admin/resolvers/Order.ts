import type {
  OrderLineResolvers,
  OrderResolvers,
  OrderSummaryResolvers,
} from '../../__generated__/admin-resolvers-types.ts';
import { orderStatusOf } from '../enums.ts';

/** An order as a row of the list: its status spelled as the schema's. */
export const OrderSummary: OrderSummaryResolvers = {
  status: (order) => orderStatusOf(order.status),
};

/** The order page's fields, derived from the api's record. */
export const Order: OrderResolvers = {
  status: (order) => orderStatusOf(order.status),
  allowedStatuses: (order) => order.allowedStatuses.map(orderStatusOf),
  email: (order) => order.customer.email,
  lines: (order) => order.items,
  coupon: (order) =>
    order.couponUsed
      ? { code: order.couponUsed.code, discountAmount: order.couponUsed.discount }
      : null,
};

/** A line at the price charged when the order was placed, never today's price. */
export const OrderLine: OrderLineResolvers = {
  unitPrice: (item) => item.price,
  imageUrl: (item) => item.image.downloadURL,
};
