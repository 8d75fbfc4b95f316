import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Slot } from 'radix-ui';
import { cx } from '../internal/cx';
import styles from './StatCard.module.css';

/** Which way a {@link StatCard}'s figure moved. */
export type StatTrend = 'up' | 'down' | 'flat';

/** Whether a {@link StatCard}'s change is good news, bad news or neither. */
export type StatDeltaTone = 'positive' | 'negative' | 'neutral';

/** Props of {@link StatCard}. */
export type StatCardProps = ComponentPropsWithRef<'div'> & {
  /**
   * What the figure counts ("Orders today", "Pending orders"); read before the figure. With
   * `asChild`, the link's own text is the label and this is left out.
   */
  label?: ReactNode;
  /** The figure itself, already formatted ("12", "Rs 48,300.00"). */
  value: ReactNode;
  /** The change against the period before ("+3 since yesterday"); nothing when omitted. */
  delta?: ReactNode;
  /** Which way the figure moved: an arrow beside the delta. @default 'flat' */
  trend?: StatTrend;
  /**
   * Whether the change is good or bad, which colours the delta (more pending orders is not
   * good news, more revenue is). @default 'neutral'
   */
  deltaTone?: StatDeltaTone;
  /**
   * Renders the single child element (the router's link to the filtered list, its text being
   * the label) as the card, with the figure and delta after that text. @default false
   */
  asChild?: boolean;
};

const arrows: Record<StatTrend, string> = { up: '▲', down: '▼', flat: '' };

/**
 * One figure of a dashboard (today's orders, revenue, pending orders, new messages) with its
 * label and, optionally, its change. With `asChild` and a link, the whole card leads to the
 * list behind the figure.
 */
export function StatCard({
  label,
  value,
  delta,
  trend = 'flat',
  deltaTone = 'neutral',
  asChild = false,
  className,
  children,
  ...props
}: StatCardProps) {
  const Component = asChild ? Slot.Root : 'div';
  return (
    <Component className={cx(styles.root, className)} data-link={asChild || undefined} {...props}>
      {/* With asChild the link becomes the card and its own text, styled as the label, comes
          first; Slottable marks where that text goes. */}
      <Slot.Slottable>{children}</Slot.Slottable>
      {label !== undefined && <span className={styles.label}>{label}</span>}
      <span className={styles.value}>{value}</span>
      {delta !== undefined && delta !== null && (
        <span className={styles.delta} data-trend={trend} data-tone={deltaTone}>
          {arrows[trend] && <span aria-hidden="true">{arrows[trend]}</span>}
          {delta}
        </span>
      )}
    </Component>
  );
}
