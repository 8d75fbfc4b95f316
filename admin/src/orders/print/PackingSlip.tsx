import { PrintedOrder, itemCount, lineKey, type PrintedOrderData } from './PrintedOrder.tsx';
import type { PrintPaper } from './printAddress.ts';
import styles from './PrintedOrder.module.css';

/** Props of {@link PackingSlip}. */
export interface PackingSlipProps {
  /** The order packed. */
  order: PrintedOrderData;
  /** The paper it is laid out for. */
  paper: PrintPaper;
}

/**
 * What goes in the parcel and on the packing table: where it ships, each product and how many
 * (no prices: the slip travels with the goods), the number of items to count out, and the
 * carrier and tracking number once it is dispatched.
 */
export function PackingSlip({ order, paper }: PackingSlipProps) {
  const items = itemCount(order);
  return (
    <PrintedOrder
      title="Packing slip"
      numberLabel="Order number"
      order={order}
      partyLabel="Ship to"
      partyDetails={[order.phone]}
      paper={paper}
    >
      <table className={styles.lines}>
        <caption className={styles.caption}>Items in order {order.id}</caption>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col" className={styles.number}>
              Quantity
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line, index) => (
            <tr key={lineKey(line, index)}>
              <td>{line.name}</td>
              <td className={styles.number}>{line.quantity}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Number of items</th>
            <td className={styles.number}>{items}</td>
          </tr>
        </tfoot>
      </table>
      {order.carrier || order.trackingNumber ? (
        <dl className={styles.facts}>
          <div>
            <dt>Carrier</dt>
            <dd>{order.carrier ?? 'Not recorded'}</dd>
          </div>
          <div>
            <dt>Tracking number</dt>
            <dd>{order.trackingNumber ?? 'Not recorded'}</dd>
          </div>
        </dl>
      ) : null}
    </PrintedOrder>
  );
}
