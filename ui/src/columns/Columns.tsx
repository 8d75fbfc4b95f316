import type { ComponentPropsWithRef } from 'react';
import { Slot } from 'radix-ui';
import { cx } from '../internal/cx';
import styles from './Columns.module.css';

/** Props of {@link Columns}. */
export type ColumnsProps = ComponentPropsWithRef<'div'> & {
  /**
   * Lays out the single child element (e.g. a `<ul>` whose items are the columns) instead of a
   * `<div>`. List bullets and indents are removed. @default false
   */
  asChild?: boolean;
};

/**
 * Equal columns of at least 16 rem, as many as fit, one under the other on phones: the shop's
 * promises, Our Story / Vision / Mission, the contact form beside the contact details.
 */
export function Columns({ asChild = false, className, ...props }: ColumnsProps) {
  const Component = asChild ? Slot.Root : 'div';
  return <Component className={cx(styles.root, className)} {...props} />;
}
