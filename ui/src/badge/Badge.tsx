import type { ComponentPropsWithRef } from 'react';
import { cx } from '../internal/cx';
import styles from './Badge.module.css';

/** Colour of a {@link Badge}. */
export type BadgeVariant =
  'neutral' | 'accent' | 'solid' | 'success' | 'warning' | 'danger' | 'info';

/** Props of {@link Badge}. */
export type BadgeProps = ComponentPropsWithRef<'span'> & {
  /** Colour: neutral, accent (blush), solid (rose), or a status colour. @default 'neutral' */
  variant?: BadgeVariant;
};

/** A small pill label: Sale, New, Out of stock, an order's status. */
export function Badge({ variant = 'neutral', className, ...props }: BadgeProps) {
  return <span className={cx(styles.root, className)} data-variant={variant} {...props} />;
}
