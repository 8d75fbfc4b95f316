import { formatPrice } from '@bloom/ui';
import { PrintedOrder, lineKey, type PrintedOrderData } from './PrintedOrder.tsx';
import type { PrintPaper } from './printAddress.ts';
import styles from './PrintedOrder.module.css';

/** Props of {@link Invoice}. */
export interface InvoiceProps {
  /** The order billed; its id is the invoice's number. */
  order: PrintedOrderData;
  /** The paper it is laid out for. */
  paper: PrintPaper;
}

/** Rupees to whole paisa, so amounts subtract without floating-point crumbs. */
const paisa = (rupees: number) => Math.round(rupees * 100);

/**
 * The bill for an order: each line at the unit price charged, the coupon's discount, delivery,
 * the total, and how it is paid (cash on delivery, the shop's only way).
 */
export function Invoice({ order, paper }: InvoiceProps) {
  // The order carries no delivery charge of its own: whatever the total holds beyond the lines
  // less the coupon is delivery (nothing, as the shop charges today).
  const delivery = (paisa(order.totalAmount) - paisa(order.subtotal) + paisa(order.discount)) / 100;
  return (
    <PrintedOrder
      title="Invoice"
      numberLabel="Invoice number"
      order={order}
      partyLabel="Bill to"
      partyDetails={[order.phone, order.email]}
      paper={paper}
    >
      <table className={styles.lines}>
        <caption className={styles.caption}>Items in order {order.id}</caption>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col" className={styles.number}>
              Unit price
            </th>
            <th scope="col" className={styles.number}>
              Qty
            </th>
            <th scope="col" className={styles.number}>
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line, index) => (
            <tr key={lineKey(line, index)}>
              <td>{line.name}</td>
              <td className={styles.number}>{formatPrice(line.unitPrice)}</td>
              <td className={styles.number}>{line.quantity}</td>
              <td className={styles.number}>{formatPrice(line.lineTotal)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              Subtotal
            </th>
            <td className={styles.number}>{formatPrice(order.subtotal)}</td>
          </tr>
          {order.coupon ? (
            <tr>
              <th scope="row" colSpan={3}>
                Coupon ({order.coupon.code})
              </th>
              <td className={styles.number}>−{formatPrice(order.discount)}</td>
            </tr>
          ) : null}
          <tr>
            <th scope="row" colSpan={3}>
              Delivery
            </th>
            <td className={styles.number}>{delivery === 0 ? 'Free' : formatPrice(delivery)}</td>
          </tr>
          <tr className={styles.total}>
            <th scope="row" colSpan={3}>
              Total
            </th>
            <td className={styles.number}>{formatPrice(order.totalAmount)}</td>
          </tr>
        </tfoot>
      </table>
      <p className={styles.payment}>Payment: Cash on delivery</p>
    </PrintedOrder>
  );
}
