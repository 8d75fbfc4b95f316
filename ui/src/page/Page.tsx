import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from '../internal/cx';
import styles from './Page.module.css';

/** Props of {@link Page}. */
export type PageProps = Omit<ComponentPropsWithRef<'section'>, 'title' | 'children'> & {
  /** The page's title, its only `<h1>`: "Shopping Cart", "Checkout", "My Orders", "Shop". */
  title: ReactNode;
  /** A line under the title ("All products matching “serum”"). */
  description?: ReactNode;
  /** Links or buttons at the end of the title row (e.g. Return to Shop). */
  actions?: ReactNode;
  /** Id of the title, e.g. to name a form after it; generated when omitted. */
  titleId?: string;
  /** The page's content, spaced evenly one block under the other. */
  children?: ReactNode;
};

/**
 * A page of the shop that opens with its title rather than a {@link Hero}: cart, checkout,
 * orders, the shop's listing. A landmark named by its title; the content follows with even
 * spacing, so pages add no margins of their own.
 */
export function Page({
  title,
  description,
  actions,
  titleId,
  className,
  children,
  ...props
}: PageProps) {
  const generatedId = useId();
  const headingId = titleId ?? generatedId;
  return (
    <section className={cx(styles.root, className)} aria-labelledby={headingId} {...props}>
      <div className={styles.header}>
        <div className={styles.heading}>
          <h1 id={headingId} className={styles.title}>
            {title}
          </h1>
          {description && <p className={styles.description}>{description}</p>}
        </div>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
      {children}
    </section>
  );
}
