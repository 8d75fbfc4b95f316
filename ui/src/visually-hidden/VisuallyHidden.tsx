import type { ComponentPropsWithRef } from 'react';
import { Slot } from 'radix-ui';
import { cx } from '../internal/cx';
// The same rule Price and LineItem use for their spoken-only labels, so there is one copy of it.
import styles from '../internal/visually-hidden.module.css';

/** Props of {@link VisuallyHidden}. */
export type VisuallyHiddenProps = ComponentPropsWithRef<'span'> & {
  /** Renders the single child element (e.g. a heading) hidden instead of a `<span>`. @default false */
  asChild?: boolean;
};

/**
 * Text for screen readers only: read aloud and found by search, but not drawn. For labels the
 * eye gets from context ("Quantity", "Line total") or headings a page needs but does not show.
 */
export function VisuallyHidden({ asChild = false, className, ...props }: VisuallyHiddenProps) {
  const Component = asChild ? Slot.Root : 'span';
  return <Component className={cx(styles.hidden, className)} {...props} />;
}
