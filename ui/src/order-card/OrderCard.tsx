import { Fragment, useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from '../internal/cx';
import { OrderStatus, type OrderStatusValue } from '../order-status/OrderStatus';
import { Price } from '../price/Price';
import { formatPrice } from '../price/formatPrice';
import styles from './OrderCard.module.css';
import { useUiIntl, useUiMessages } from '../i18n/useUiMessages';
import { englishMessage } from '../i18n/englishMessage';
import { useDefaultDateFormat } from '../i18n/useDefaultDateFormat';

const defaultDateFormat = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** Props of {@link OrderCard}. */
export type OrderCardProps = Omit<ComponentPropsWithRef<'article'>, 'children'> & {
  /** The order's id as the shop writes it ("BLM-482913"); the heading reads "Order BLM-482913". */
  orderId: string;
  /**
   * The order's status ("Pending", or the API's "PENDING"): its colour and its word in the page's
   * language. An unknown value shows as itself on a neutral badge.
   */
  status: OrderStatusValue | (string & {});
  /** When the order was placed: a Date or an ISO 8601 string (it also fills `<time dateTime>`). */
  placedAt: Date | string;
  /**
   * Writes `placedAt` for people. @default en-IN medium date and short time in the browser's
   * time zone, e.g. "21 Nov 2026, 3:45 pm"; under a provider of another language, its intl's
   * medium date and short time (its time zone, Latin digits)
   */
  formatDate?: (date: Date) => string;
  /** The amount paid, in rupees (after any coupon). */
  total: number;
  /** The coupon used, shown with the amount it took off; nothing when omitted or null. */
  coupon?: { code: string; discount: number } | null;
  /** Currency label of the amounts. @default 'Rs.' */
  currency?: string;
  /** Level of the heading, to fit the page outline. @default 2 */
  headingLevel?: 2 | 3;
  /** The items, usually a LineItemList of compact LineItems. */
  children?: ReactNode;
  /** Actions on the order at the foot of the card: Cancel Order while it is Pending. */
  actions?: ReactNode;
};

/**
 * An order in My Orders: its id and status, when it was placed, its total, items and actions. One
 * per order, one under the other.
 */
export function OrderCard({
  orderId,
  status,
  placedAt,
  formatDate: formatDateProp,
  total,
  coupon,
  currency,
  headingLevel = 2,
  children,
  actions,
  className,
  ...props
}: OrderCardProps) {
  const t = useUiMessages();
  const intl = useUiIntl();
  const defaultFormatDate = useDefaultDateFormat(defaultDateFormat, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const formatDate = formatDateProp ?? defaultFormatDate;
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const date = typeof placedAt === 'string' ? new Date(placedAt) : placedAt;
  const valid = !Number.isNaN(date.getTime());
  return (
    <article className={cx(styles.root, className)} aria-labelledby={headingId} {...props}>
      <div className={styles.header}>
        <Heading id={headingId} className={styles.title}>
          {t('ui.orderCard.heading', { orderId })}
        </Heading>
        <OrderStatus status={status} />
      </div>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>{t('ui.orderCard.placed')}</dt>
          <dd>
            {valid ? (
              // dir="auto": an English date in an Urdu page keeps its order ("21 Nov 2026").
              <time dateTime={date.toISOString()} dir="auto">
                {formatDate(date)}
              </time>
            ) : (
              String(placedAt)
            )}
          </dd>
        </div>
        {coupon && (
          <div className={styles.fact}>
            <dt>
              {/* The code as its own text node, as the words around it were always drawn. */}
              {intl.formatMessage(englishMessage('ui.orderCard.coupon'), {
                code: <Fragment key="code">{coupon.code}</Fragment>,
              })}
            </dt>
            <dd className={styles.discount}>
              {/* The amount isolated left to right, so in Urdu the minus stays before it: on its
                  right. */}
              − <bdi dir="ltr">{formatPrice(coupon.discount, currency)}</bdi>
            </dd>
          </div>
        )}
        <div className={styles.fact}>
          <dt>{t('ui.orderCard.total')}</dt>
          <dd>
            <Price price={total} currency={currency} size="sm" />
          </dd>
        </div>
      </dl>
      {children && <div className={styles.items}>{children}</div>}
      {actions && <div className={styles.actions}>{actions}</div>}
    </article>
  );
}
