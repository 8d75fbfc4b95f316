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
   * Sale price in rupees. Shown, with the regular price struck through, only when above 0 and
   * below the regular price.
   */
  salePrice?: number | null;
  /** Currency label before the amount. @default 'Rs.' */
  currency?: string;
  /** Text size. @default 'md' */
  size?: 'sm' | 'md' | 'lg';
};

/** A price in rupees with two decimals; on sale, the sale price then the regular one struck through. */
export function Price({
  price,
  salePrice,
  currency = 'Rs.',
  size = 'md',
  className,
  ...props
}: PriceProps) {
  const onSale = salePrice != null && salePrice > 0 && salePrice < price;
  return (
    <span
      className={cx(styles.root, className)}
      data-size={size}
      data-on-sale={onSale || undefined}
      {...props}
    >
      {onSale ? (
        <>
          <span className={styles.current}>
            <span className={hidden.hidden}>Sale price </span>
            {formatPrice(salePrice, currency)}
          </span>
          <s className={styles.regular}>
            <span className={hidden.hidden}>Regular price </span>
            {formatPrice(price, currency)}
          </s>
        </>
      ) : (
        <span className={styles.current}>{formatPrice(price, currency)}</span>
      )}
    </span>
  );
}
