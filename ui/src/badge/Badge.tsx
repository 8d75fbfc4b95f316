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

/**
 * A small pill label on a card or a heading: Sale, New, Out of stock. For an order's status use
 * OrderStatus, which picks the colour from the status.
 */
export function Badge({ variant = 'neutral', className, ...props }: BadgeProps) {
  return <span className={cx(styles.root, className)} data-variant={variant} {...props} />;
}
