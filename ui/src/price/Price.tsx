import type { ComponentPropsWithRef } from 'react';
import { cx } from '../internal/cx';
import hidden from '../internal/visually-hidden.module.css';
import { formatPrice } from './formatPrice';
import styles from './Price.module.css';
import { useUiMessages } from '../i18n/useUiMessages';

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
 * The amount as written ("Rs. 1,450.00"), isolated and left to right: inside Urdu (right to
 * left) text the bidirectional algorithm would otherwise move the currency sign and the digits
 * around the words beside them.
 */
function Amount({ value, currency }: { value: number; currency: string }) {
  return <bdi dir="ltr">{formatPrice(value, currency)}</bdi>;
}

/**
 * A price in rupees with two decimals; a current price below the regular one shows as a sale:
 * the current price, then the regular one struck through. It shows what it is given: which
 * products are on sale is the shop's rule, decided before the price gets here. The amount is a
 * left-to-right `<bdi>`, so it reads the same in a right-to-left page.
 */
export function Price({
  price,
  currentPrice = price,
  currency = 'Rs.',
  size = 'md',
  className,
  ...props
}: PriceProps) {
  const t = useUiMessages();
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
            <span className={hidden.hidden}>{t('ui.price.sale')} </span>
            <Amount value={currentPrice} currency={currency} />
          </span>
          <s className={styles.regular}>
            <span className={hidden.hidden}>{t('ui.price.regular')} </span>
            <Amount value={price} currency={currency} />
          </s>
        </>
      ) : (
        <span className={styles.current}>
          <Amount value={currentPrice} currency={currency} />
        </span>
      )}
    </span>
  );
}
