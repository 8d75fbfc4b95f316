import type { ComponentPropsWithRef } from 'react';
import { cx } from '../internal/cx';
import hidden from '../internal/visually-hidden.module.css';
import { formatPrice } from './formatPrice';
import styles from './Price.module.css';

/** Props of {@link Price}. */
export type PriceProps = Omit<ComponentPropsWithRef<'span'>, 'children'> & {
  /** Regular price in rupees. */
  price: number;
  /**
   * What one pays now, in rupees, as the shop decided it (the gateway's `Product.currentPrice`).
   * When it is below `price`, it is shown as the sale price with `price` struck through.
   * @default price
   */
  currentPrice?: number;
  /** Currency label before the amount. @default 'Rs.' */
  currency?: string;
  /** Text size. @default 'md' */
  size?: 'sm' | 'md' | 'lg';
};

/**
 * A price in rupees with two decimals; a current price below the regular one shows as a sale:
 * the current price, then the regular one struck through. It shows what it is given: which
 * products are on sale is the shop's rule, decided before the price gets here.
 */
export function Price({
  price,
  currentPrice = price,
  currency = 'Rs.',
  size = 'md',
  className,
  ...props
}: PriceProps) {
  const reduced = currentPrice < price;
  return (
    <span
      className={cx(styles.root, className)}
      data-size={size}
      data-on-sale={reduced || undefined}
      {...props}
    >
      {reduced ? (
        <>
          <span className={styles.current}>
            <span className={hidden.hidden}>Sale price </span>
            {formatPrice(currentPrice, currency)}
          </span>
          <s className={styles.regular}>
            <span className={hidden.hidden}>Regular price </span>
            {formatPrice(price, currency)}
          </s>
        </>
      ) : (
        <span className={styles.current}>{formatPrice(currentPrice, currency)}</span>
      )}
    </span>
  );
}
