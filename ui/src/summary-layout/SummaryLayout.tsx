import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../internal/cx';
import styles from './SummaryLayout.module.css';

/** Props of {@link SummaryLayout}. */
export type SummaryLayoutProps = Omit<ComponentPropsWithRef<'div'>, 'children'> & {
  /** What is being bought or filled in: the cart's lines, the checkout's contact form. */
  children: ReactNode;
  /**
   * Its summary (usually a {@link Panel}): the cart total, the order summary. Beside the content
   * on screens wider than 1024 px, under it on smaller ones (in reading order after it).
   */
  summary: ReactNode;
};

/**
 * The two columns of the cart and the checkout: the content, and its summary beside it. Use it for
 * a page whose task ends in a total.
 */
export function SummaryLayout({ children, summary, className, ...props }: SummaryLayoutProps) {
  return (
    <div className={cx(styles.root, className)} {...props}>
      <div className={styles.content}>{children}</div>
      <div className={styles.summary}>{summary}</div>
    </div>
  );
}
