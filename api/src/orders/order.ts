import type { Queryable } from '../db/index.ts';
import { imageOf, rupees } from '../products/product.ts';

/** The four order statuses. */
export const orderStatuses = ['Pending', 'Dispatched', 'Delivered', 'Cancelled'] as const;

/** One order status. */
export type OrderStatus = (typeof orderStatuses)[number];

/** An order on the wire; money in rupees. */
export interface Order {
  /** Order id, like BLM-482913. */
  id: string;
  /** The shopper's id. */
  userId: string;
  /** Name for delivery. */
  name: string;
  /** Phone for delivery. */
  phone: string;
  /** Shipping address. */
  address: string;
  /** What was bought, at the prices charged. */
  items: OrderItem[];
  /** Sum of the lines. */
  subtotal: number;
  /** Coupon discount. */
  discount: number;
  /** What was charged: subtotal minus discount. */
  totalAmount: number;
  /** The coupon redeemed, if any. */
  couponUsed: { code: string; discount: number } | null;
  /** Where the order stands. */
  status: OrderStatus;
  /** When it was placed (ISO 8601). */
  createdAt: string;
  /** When its status last changed (ISO 8601). */
  updatedAt: string;
}

/** One line of an order. */
export interface OrderItem {
  /** The product's id (null if it left the catalogue). */
  productId: string | null;
  /** Product name when ordered. */
  name: string;
  /** Product category when ordered. */
  category: string;
  /** Unit price charged. */
  price: number;
  /** Units. */
  quantity: number;
  /** price × quantity. */
  lineTotal: number;
  /** Product picture. */
  image: { downloadURL: string; name: string; type: string };
}

interface OrderRow {
  id: string;
  user_id: string;
  name: string;
  phone: string;
  address: string;
  subtotal_paisa: number;
  discount_paisa: number;
  total_paisa: number;
  coupon_code: string | null;
  status: OrderStatus;
  created_at: Date;
  updated_at: Date;
}

interface ItemRow {
  order_id: string;
  product_id: string | null;
  name: string;
  category: string;
  image_file: string;
  unit_price_paisa: number;
  quantity: number;
}

/** Loads orders with their lines, newest first. */
export async function loadOrders(
  db: Queryable,
  where: { userId: string } | { orderId: string },
): Promise<Order[]> {
  const orders = await db.query<OrderRow>(
    `SELECT id, user_id, name, phone, address, subtotal_paisa, discount_paisa, total_paisa,
       coupon_code, status, created_at, updated_at
     FROM orders WHERE ${'userId' in where ? 'user_id' : 'id'} = $1
     ORDER BY created_at DESC, id DESC`,
    ['userId' in where ? where.userId : where.orderId],
  );
  if (orders.rows.length === 0) return [];
  const items = await db.query<ItemRow>(
    `SELECT order_id, product_id, name, category, image_file, unit_price_paisa, quantity
     FROM order_items WHERE order_id = ANY($1::text[]) ORDER BY order_id, position`,
    [orders.rows.map((order) => order.id)],
  );
  const itemsByOrder = new Map<string, OrderItem[]>();
  for (const item of items.rows) {
    const list = itemsByOrder.get(item.order_id) ?? [];
    list.push({
      productId: item.product_id,
      name: item.name,
      category: item.category,
      price: rupees(item.unit_price_paisa),
      quantity: item.quantity,
      lineTotal: rupees(item.unit_price_paisa * item.quantity),
      image: imageOf(item.image_file, item.name),
    });
    itemsByOrder.set(item.order_id, list);
  }
  return orders.rows.map((order) => ({
    id: order.id,
    userId: order.user_id,
    name: order.name,
    phone: order.phone,
    address: order.address,
    items: itemsByOrder.get(order.id) ?? [],
    subtotal: rupees(order.subtotal_paisa),
    discount: rupees(order.discount_paisa),
    totalAmount: rupees(order.total_paisa),
    couponUsed: order.coupon_code
      ? { code: order.coupon_code, discount: rupees(order.discount_paisa) }
      : null,
    status: order.status,
    createdAt: new Date(order.created_at).toISOString(),
    updatedAt: new Date(order.updated_at).toISOString(),
  }));
}
