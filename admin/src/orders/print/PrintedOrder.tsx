/**
 * What every printed document of an order shares: the shop's letterhead (its name, address,
 * phone and email from shop.config.json, the file the storefront's footer reads), the document's
 * title and number, and who it goes to.
 */
import { useId, type ReactNode } from 'react';
import shopConfig from '../../../../shop.config.json';
import type { AdminOrderQuery } from '../../__generated__/graphql.ts';
import { formatDateTime } from '../../format.ts';
import type { PrintPaper } from './printAddress.ts';
import styles from './PrintedOrder.module.css';

/** An order as the print view reads it: the order page's own query. */
export type PrintedOrderData = NonNullable<AdminOrderQuery['order']>;

const { street, district, city } = shopConfig.address;

/** The shop's name, address, phone and email at the top of every document. */
function Letterhead() {
  return (
    <header className={styles.letterhead}>
      <p className={styles.shopName}>{shopConfig.name}</p>
      <address className={styles.shopAddress}>
        {street}, {district}, {city}
        <br />
        {shopConfig.phone} · {shopConfig.email}
      </address>
    </header>
  );
}

/** Props of {@link PrintedOrder}. */
export interface PrintedOrderProps {
  /** The document's name: "Packing slip", "Invoice". */
  title: string;
  /** What its number is called: "Order number", "Invoice number". */
  numberLabel: string;
  /** The order it is for; its id is the document's number. */
  order: PrintedOrderData;
  /** Who it goes to: "Ship to", "Bill to". */
  partyLabel: string;
  /** Lines of the party's block under the name and address (a phone, an email). */
  partyDetails: string[];
  /** The paper it is laid out for. */
  paper: PrintPaper;
  /** The lines and what follows them. */
  children: ReactNode;
}

/**
 * One order's printed document, starting a page of its own: the letterhead, "<title> <number>",
 * the date, the party's name and address, then the document's own part.
 */
export function PrintedOrder({
  title,
  numberLabel,
  order,
  partyLabel,
  partyDetails,
  paper,
  children,
}: PrintedOrderProps) {
  const titleId = useId();
  return (
    <article className={styles.document} data-paper={paper} aria-labelledby={titleId}>
      <Letterhead />
      <h2 id={titleId} className={styles.title}>
        {title} {order.id}
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>{numberLabel}</dt>
          <dd>{order.id}</dd>
        </div>
        <div>
          <dt>Date</dt>
          <dd>
            <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
          </dd>
        </div>
      </dl>
      <div className={styles.party}>
        <h3 className={styles.heading}>{partyLabel}</h3>
        <address className={styles.partyAddress}>
          {order.name}
          <br />
          {order.address}
          {partyDetails.map((detail) => (
            <span key={detail}>
              <br />
              {detail}
            </span>
          ))}
        </address>
      </div>
      {children}
    </article>
  );
}

/** The number of items in an order: its lines' quantities added up. */
export const itemCount = (order: PrintedOrderData) =>
  order.lines.reduce((sum, line) => sum + line.quantity, 0);

/** A line's React key: its product (gone for a deleted one) and place. */
export const lineKey = (line: PrintedOrderData['lines'][number], index: number) =>
  `${line.productId ?? 'gone'}-${index}`;
