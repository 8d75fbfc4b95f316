import { useIntl } from 'react-intl';
import { StatusBadge, statusTones } from '@bloom/ui';
import type { OrderStatus as Status } from '../__generated__/graphql.ts';
import { statusLabels, statusMessageIds } from '../format.ts';

/**
 * An order's status as a badge in the screen's language, coloured by the status itself (the
 * English word names the tone and `data-status`, whatever language the badge reads in).
 */
export function OrderStatusBadge({ status }: { /** The order's status. */ status: Status }) {
  const intl = useIntl();
  const english = statusLabels[status];
  return (
    <StatusBadge
      status={intl.formatMessage({ id: statusMessageIds[status] })}
      tone={statusTones[english.toLowerCase()]}
      data-status={english}
    />
  );
}
