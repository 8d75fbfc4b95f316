/** How the back office writes times and statuses, the same on every screen. */
import type { OrderStatus } from './__generated__/graphql.ts';

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** "24 Nov 2026, 16:05" in the browser's time zone. */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** Each order status as people read it (the badge's word). */
export const statusLabels: Record<
  OrderStatus,
  'Pending' | 'Dispatched' | 'Delivered' | 'Cancelled' | 'Returned'
> = {
  PENDING: 'Pending',
  DISPATCHED: 'Dispatched',
  DELIVERED: 'Delivered',
  CANCELLED: 'Cancelled',
  RETURNED: 'Returned',
};
