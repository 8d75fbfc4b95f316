import type { ComponentPropsWithRef } from 'react';
import { Badge } from '../badge/Badge';
import styles from './StatusBadge.module.css';

/** Colour of a {@link StatusBadge}: what the state means, not which state it is. */
export type StatusTone = 'neutral' | 'accent' | 'info' | 'success' | 'warning' | 'danger';

/**
 * The back office's states and their tones: orders (Pending, Dispatched, Delivered, Cancelled,
 * Returned),
 * contact messages (New, Handled) and staff accounts (Active, Invited, Deactivated). Keys are
 * lower case; a state not listed is neutral.
 */
export const statusTones: Readonly<Record<string, StatusTone>> = {
  pending: 'warning',
  dispatched: 'info',
  delivered: 'success',
  cancelled: 'danger',
  returned: 'neutral',
  new: 'accent',
  handled: 'neutral',
  active: 'success',
  invited: 'info',
  deactivated: 'neutral',
};

/** Props of {@link StatusBadge}. */
export type StatusBadgeProps = Omit<ComponentPropsWithRef<'span'>, 'children'> & {
  /** The state as staff read it ("Dispatched", "New", "Invited"); always shown as text. */
  status: string;
  /**
   * The colour, when the state is not one of {@link statusTones} or should read differently.
   * @default the tone of `status` in statusTones, else 'neutral'
   */
  tone?: StatusTone;
};

/**
 * A state in the back office (an order's status, a message's, a staff account's) as a badge
 * whose colour follows its meaning, with the word always written out: colour is never the only
 * signal. Use it in tables and headings; the storefront's own order badge is OrderStatus.
 */
export function StatusBadge({ status, tone, ...props }: StatusBadgeProps) {
  const key = status.toLowerCase();
  // Own keys only: "constructor" is not a state.
  const resolved = tone ?? (Object.hasOwn(statusTones, key) ? statusTones[key] : 'neutral');
  return (
    <Badge variant={resolved} data-tone={resolved} data-status={status} {...props}>
      <span className={styles.dot} aria-hidden="true" />
      {status}
    </Badge>
  );
}
