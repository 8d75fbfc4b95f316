/** How the back office writes times and statuses, the same on every screen. */
import type { OrderStatus } from './__generated__/graphql.ts';

import shopConfig from '../../shop.config.json';

/** The shop's time zone (shop.config.json): every time the back office writes is the shop's. */
export const shopTimeZone: string = shopConfig.timeZone;

const dateTime = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  hourCycle: 'h23',
  timeZone: shopTimeZone,
});

/**
 * "24 Nov 2026, 16:05": 24-hour, in the shop's time zone whatever the browser's, the same on
 * every screen, list and timeline.
 */
export function formatDateTime(when: string | Date): string {
  return dateTime.format(typeof when === 'string' ? new Date(when) : when);
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
