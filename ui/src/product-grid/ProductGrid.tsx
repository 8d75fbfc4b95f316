import { Children, type ComponentPropsWithRef, type CSSProperties } from 'react';
import { cx } from '../internal/cx';
import styles from './ProductGrid.module.css';

/** Props of {@link ProductGrid}. */
export type ProductGridProps = ComponentPropsWithRef<'ul'> & {
  /** Columns on wide screens (1024 px and up); fewer below. @default 4 */
  columns?: number;
  /** Columns from 768 to 1023 px. @default min(columns, 3) */
  columnsMedium?: number;
  /** Columns from 480 to 767 px. @default min(columns, 2) */
  columnsSmall?: number;
};

/**
 * A responsive list of product cards (the bundle page passes `columns={2}`). Each child becomes
 * a list item, so screen readers announce how many products there are.
 */
export function ProductGrid({
  columns = 4,
  columnsMedium,
  columnsSmall,
  className,
  style,
  children,
  ...props
}: ProductGridProps) {
  const vars = {
    '--grid-columns': columns,
    '--grid-columns-md': columnsMedium ?? Math.min(columns, 3),
    '--grid-columns-sm': columnsSmall ?? Math.min(columns, 2),
  } as CSSProperties;
  return (
    <ul className={cx(styles.root, className)} style={{ ...vars, ...style }} {...props}>
      {Children.map(children, (child) => (child == null ? null : <li>{child}</li>))}
    </ul>
  );
}
