import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from '../internal/cx';
import styles from './PageSection.module.css';

/** Props of {@link PageSection}. */
export type PageSectionProps = Omit<ComponentPropsWithRef<'section'>, 'title' | 'children'> & {
  /** The section's heading: "New arrivals", "Reviews (3)", "You may also like". */
  title: ReactNode;
  /** A link or button at the end of the heading row: View all, More skincare. */
  action?: ReactNode;
  /** A sentence under the heading. */
  description?: ReactNode;
  /** Level of the heading. @default 2 */
  headingLevel?: 2 | 3;
  /** Id of the heading, e.g. to name a list after it; generated when omitted. */
  titleId?: string;
  /** The section's content, spaced evenly one block under the other. */
  children?: ReactNode;
};

/**
 * A titled band of a page, set apart from its neighbours by generous space: the home page's
 * rows of products, a product's reviews and related products, the customer reviews of About
 * Us. A landmark named by its heading.
 */
export function PageSection({
  title,
  action,
  description,
  headingLevel = 2,
  titleId,
  className,
  children,
  ...props
}: PageSectionProps) {
  const generatedId = useId();
  const headingId = titleId ?? generatedId;
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={cx(styles.root, className)} aria-labelledby={headingId} {...props}>
      <div className={styles.header}>
        <Heading id={headingId} className={styles.title} data-level={headingLevel}>
          {title}
        </Heading>
        {action}
      </div>
      {description && <p className={styles.description}>{description}</p>}
      {children}
    </section>
  );
}
