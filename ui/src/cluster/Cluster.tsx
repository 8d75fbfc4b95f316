import type { ComponentPropsWithRef } from 'react';
import { Slot } from 'radix-ui';
import { cx } from '../internal/cx';
import styles from './Cluster.module.css';

/** Props of {@link Cluster}. */
export type ClusterProps = ComponentPropsWithRef<'div'> & {
  /** Space between the children: condensed 8 px, normal 12 px, spacious 16 px. @default 'normal' */
  gap?: 'condensed' | 'normal' | 'spacious';
  /**
   * Where the row's children sit: at the start, centred, at the end, or spread with the first
   * at the start and the last at the end (filters on one side, search on the other).
   * @default 'start'
   */
  justify?: 'start' | 'center' | 'end' | 'between';
  /** How children of different heights line up. @default 'center' */
  align?: 'start' | 'center' | 'end' | 'baseline';
  /**
   * Lays out the single child element (a `<ul>` of shortcuts, a `<p>`) instead of a `<div>`.
   * List bullets and indents are removed. @default false
   */
  asChild?: boolean;
};

/**
 * Children side by side, wrapping onto the next line when there is no room: a row of buttons,
 * category shortcuts, a product's category and sub-category, a listing's filters and search.
 */
export function Cluster({
  gap = 'normal',
  justify = 'start',
  align = 'center',
  asChild = false,
  className,
  ...props
}: ClusterProps) {
  const Component = asChild ? Slot.Root : 'div';
  return (
    <Component
      className={cx(styles.root, className)}
      data-gap={gap}
      data-justify={justify}
      data-align={align}
      {...props}
    />
  );
}
