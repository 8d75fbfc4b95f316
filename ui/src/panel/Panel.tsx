import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from '../internal/cx';
import styles from './Panel.module.css';

/** Props of {@link Panel}. */
export type PanelProps = Omit<ComponentPropsWithRef<'section'>, 'title' | 'children'> & {
  /** The panel's heading: "Cart Total", "Order Summary", "Contact Information". */
  title: ReactNode;
  /** Level of the heading. @default 2 */
  headingLevel?: 2 | 3;
  /** Id of the heading, e.g. to name a form inside after it; generated when omitted. */
  titleId?: string;
  /** The content, spaced evenly one block under the other. */
  children?: ReactNode;
};

/**
 * A titled box that groups one task of a page: the cart's total and its Checkout button, the
 * order summary with coupon and ORDER NOW, the checkout's contact form. A landmark named by its
 * heading.
 */
export function Panel({
  title,
  headingLevel = 2,
  titleId,
  className,
  children,
  ...props
}: PanelProps) {
  const generatedId = useId();
  const headingId = titleId ?? generatedId;
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={cx(styles.root, className)} aria-labelledby={headingId} {...props}>
      <Heading id={headingId} className={styles.title}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
