import type { ComponentPropsWithRef } from 'react';
import { Badge, type BadgeVariant } from '../badge/Badge';

/** The statuses an order goes through (DESIGN.md). */
export type OrderStatusValue = 'Pending' | 'Dispatched' | 'Delivered' | 'Cancelled';

const variants: Record<OrderStatusValue, BadgeVariant> = {
  Pending: 'warning',
  Dispatched: 'info',
  Delivered: 'success',
  Cancelled: 'danger',
};

/** Props of {@link OrderStatus}. */
export type OrderStatusProps = Omit<ComponentPropsWithRef<'span'>, 'children'> & {
  /** The order's status; an unknown value shows as a neutral badge. */
  status: OrderStatusValue | (string & {});
};

/** An order's status as a coloured badge, with the word always visible (colour is not enough). */
export function OrderStatus({ status, ...props }: OrderStatusProps) {
  const variant = variants[status as OrderStatusValue] ?? 'neutral';
  return (
    <Badge variant={variant} data-status={status} {...props}>
      <span aria-hidden="true" style={{ fontSize: '0.6em' }}>
        ●
      </span>
      {status}
    </Badge>
  );
}
