import { z } from 'zod';
import type { Queryable } from '../db/index.ts';
import { notFound } from '../http/errors.ts';
import { imageOf, rupees } from '../products/product.ts';
import { groupBy } from '../products/repository.ts';
import { productImage } from '../products/routes.ts';
import { trackingUrl } from '../shop.ts';

/** What dispatching records besides the status; each part optional. */
export interface DispatchDetails {
  /** A carrier's name from shop.config.json `carriers`. */
  carrier?: string | undefined;
  /** The parcel's tracking number, trimmed. */
  trackingNumber?: string | undefined;
}

/** The order statuses: Returned follows Dispatched or Delivered when the goods came back. */
export const orderStatuses = [
  'Pending',
  'Dispatched',
  'Delivered',
  'Cancelled',
  'Returned',
] as const;

/** One order status. */
export type OrderStatus = (typeof orderStatuses)[number];

/** One line of an order on the wire: what was bought, at the price charged then. */
export const orderItem = z
  .strictObject({
    productId: z.uuid().nullable().describe("The product's id (null once it left the catalogue)."),
    name: z.string().describe('Product name when ordered.'),
    category: z.string().describe('Product category when ordered.'),
    price: z.number().describe('Unit price charged, in rupees.'),
    quantity: z.int().describe('Units.'),
    lineTotal: z.number().describe('price × quantity, in rupees.'),
    image: productImage,
  })
  .meta({ id: 'OrderItem', description: 'One line of an order, at the price charged.' });

/** An order on the wire (DESIGN.md "Storefront"); money in rupees. */
export const order = z
  .strictObject({
    id: z.string().describe('Order id, like BLM-7KQ2M9XH4T (older orders: BLM-482913).'),
    userId: z.uuid().describe("The shopper's id."),
    name: z.string().describe('Name for delivery.'),
    phone: z.string().describe('Phone for delivery.'),
    address: z.string().describe('Shipping address.'),
    items: z.array(orderItem).describe('What was bought, at the prices charged.'),
    subtotal: z.number().describe('Sum of the lines.'),
    discount: z.number().describe('Coupon discount.'),
    totalAmount: z.number().describe('What was charged: subtotal minus discount.'),
    couponUsed: z
      .strictObject({
        code: z.string().describe('The code redeemed.'),
        discount: z.number().describe('What it took off, in rupees.'),
      })
      .nullable()
      .describe('The coupon redeemed, if any.'),
    status: z.enum(orderStatuses).describe('Where the order stands.'),
    carrier: z
      .string()
      .nullable()
      .describe('The carrier it was dispatched with (a name from the shop config), if recorded.'),
    trackingNumber: z
      .string()
      .nullable()
      .describe("The parcel's tracking number with the carrier, if recorded."),
    trackingUrl: z
      .url()
      .nullable()
      .describe(
        "Where the parcel is followed: the carrier's page for this tracking number, if it has one.",
      ),
    createdAt: z.iso.datetime().describe('When it was placed.'),
    updatedAt: z.iso.datetime().describe('When its status last changed.'),
  })
  .meta({ id: 'Order', description: 'An order, as its shopper and the shop see it.' });

/** An order on the wire; money in rupees. */
export type Order = z.output<typeof order>;

/** One line of an order. */
export type OrderItem = z.output<typeof orderItem>;

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
  carrier: string | null;
  tracking_number: string | null;
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

/** An order line on the wire; the picture is the one it had when ordered. */
const toOrderItem = (row: ItemRow): OrderItem => ({
  productId: row.product_id,
  name: row.name,
  category: row.category,
  price: rupees(row.unit_price_paisa),
  quantity: row.quantity,
  lineTotal: rupees(row.unit_price_paisa * row.quantity),
  image: imageOf(row.image_file, row.name),
});

/** Loads orders with their lines, newest first. */
export async function loadOrders(
  db: Queryable,
  where: { userId: string } | { orderId: string },
): Promise<Order[]> {
  const orders = await db.query<OrderRow>(
    `SELECT id, user_id, name, phone, address, subtotal_paisa, discount_paisa, total_paisa,
       coupon_code, status, carrier, tracking_number, created_at, updated_at
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
  const itemsByOrder = groupBy(items.rows, (item) => item.order_id, toOrderItem);
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
    carrier: order.carrier,
    trackingNumber: order.tracking_number,
    trackingUrl:
      order.carrier && order.tracking_number
        ? trackingUrl(order.carrier, order.tracking_number)
        : null,
    createdAt: new Date(order.created_at).toISOString(),
    updatedAt: new Date(order.updated_at).toISOString(),
  }));
}

/** The one answer for an order that is missing or someone else's (they must not differ). */
export const orderNotFound = () => notFound('There is no order with this id.');

/** The order with this id, or a 404. */
export async function loadOrder(db: Queryable, id: string): Promise<Order> {
  const [found] = await loadOrders(db, { orderId: id });
  if (!found) throw orderNotFound();
  return found;
}
