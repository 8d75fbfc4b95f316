import type { ComponentPropsWithRef } from 'react';
import { Badge, type BadgeVariant } from '../badge/Badge';
import type { UiMessageKey } from '../i18n/catalogues';
import { useUiMessages } from '../i18n/useUiMessages';

/** The statuses an order goes through (DESIGN.md). */
export type OrderStatusValue = 'Pending' | 'Dispatched' | 'Delivered' | 'Cancelled' | 'Returned';

/** Each known status by its lower-case value: its colour and its word in the catalogue. */
const known: Record<string, { variant: BadgeVariant; message: UiMessageKey }> = {
  pending: { variant: 'warning', message: 'ui.orderStatus.pending' },
  dispatched: { variant: 'info', message: 'ui.orderStatus.dispatched' },
  delivered: { variant: 'success', message: 'ui.orderStatus.delivered' },
  cancelled: { variant: 'danger', message: 'ui.orderStatus.cancelled' },
  returned: { variant: 'neutral', message: 'ui.orderStatus.returned' },
};

/** Props of {@link OrderStatus}. */
export type OrderStatusProps = Omit<ComponentPropsWithRef<'span'>, 'children'> & {
  /**
   * The order's status, in any case ("Delivered", or the API's "DELIVERED"): it picks the colour
   * and the word, written in the page's language. An unknown value shows as itself on a neutral
   * badge.
   */
  status: OrderStatusValue | (string & {});
  /** The word shown instead of the catalogue's (the colour still follows `status`). */
  label?: string;
};

/** An order's status as a coloured badge, with the word always visible (colour is not enough). */
export function OrderStatus({ status, label, ...props }: OrderStatusProps) {
  const t = useUiMessages();
  const entry = Object.hasOwn(known, status.toLowerCase())
    ? known[status.toLowerCase()]
    : undefined;
  return (
    <Badge variant={entry?.variant ?? 'neutral'} data-status={status} {...props}>
      <span aria-hidden="true" style={{ fontSize: '0.6em' }}>
        ●
      </span>
      {label ?? (entry ? t(entry.message) : status)}
    </Badge>
  );
}
