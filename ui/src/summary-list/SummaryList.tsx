import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../internal/cx';
import styles from './SummaryList.module.css';

/** Props of {@link SummaryList}. */
export type SummaryListProps = Omit<ComponentPropsWithRef<'dl'>, 'children'> & {
  /** The {@link SummaryRow}s. */
  children: ReactNode;
};

/**
 * Label and value pairs, one per row, values aligned at the end: the cart's Items and Total
 * Amount; the checkout's lines, Subtotal, Coupon and Total. A description list, so each value is
 * read with its label.
 */
export function SummaryList({ className, ...props }: SummaryListProps) {
  return <dl className={cx(styles.root, className)} {...props} />;
}

/** Look of a {@link SummaryRow}. */
export type SummaryRowVariant = 'default' | 'discount' | 'total' | 'text';

/** Props of {@link SummaryRow}. */
export type SummaryRowProps = Omit<ComponentPropsWithRef<'div'>, 'children'> & {
  /** What the value is: "Subtotal", "Coupon (GLOW10)", "Rose Glow Serum × 2". */
  label: ReactNode;
  /** The value: a `<Price>`, `formatPrice(...)` text or a count. */
  children: ReactNode;
  /**
   * default: a plain row; discount: money taken off, in the success colour; total: the amount
   * to pay, larger and bold under a rule; text: a name or a sentence rather than a figure, under
   * its label and wrapping within the list (a figure's row never wraps its value).
   * @default 'default'
   */
  variant?: SummaryRowVariant;
};

/** One row of a {@link SummaryList}: a label and its value. */
export function SummaryRow({
  label,
  children,
  variant = 'default',
  className,
  ...props
}: SummaryRowProps) {
  return (
    <div className={cx(styles.row, className)} data-variant={variant} {...props}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}
