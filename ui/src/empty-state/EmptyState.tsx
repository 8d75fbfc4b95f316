import type { ComponentPropsWithRef, ReactNode } from 'react';
import { BagIcon } from '../internal/icons';
import { cx } from '../internal/cx';
import styles from './EmptyState.module.css';

/** Props of {@link EmptyState}. */
export type EmptyStateProps = Omit<ComponentPropsWithRef<'section'>, 'title'> & {
  /** The headline: "No Item In Cart", "No products", "Page not found". */
  title: ReactNode;
  /** A sentence under the title. */
  description?: ReactNode;
  /** Picture above the title. @default a shopping bag icon */
  icon?: ReactNode;
  /** Buttons or links (e.g. Shop Now); pass Buttons with `asChild` links. */
  actions?: ReactNode;
  /** Heading level of the title. @default 2 */
  headingLevel?: 1 | 2 | 3;
};

/**
 * What a page shows when there is nothing to list (empty cart, no products, 404). Use it in place
 * of the list, with the action that gets the shopper going again as `actions`.
 */
export function EmptyState({
  title,
  description,
  icon = <BagIcon size={32} />,
  actions,
  headingLevel = 2,
  className,
  ...props
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={cx(styles.root, className)} {...props}>
      {icon && <span className={styles.icon}>{icon}</span>}
      <Heading className={styles.title}>{title}</Heading>
      {description && <p className={styles.description}>{description}</p>}
      {actions && <div className={styles.actions}>{actions}</div>}
    </section>
  );
}
