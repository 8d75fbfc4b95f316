import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useIntl } from 'react-intl';
import { dataTableColumns } from '@bloom/ui';
import type { OrderStatus } from '../__generated__/graphql.ts';
import { useFormat } from '../format.ts';
import { OrderStatusBadge } from './OrderStatusBadge.tsx';

/** What every table of orders shows of one. */
export interface OrderSummary {
  id: string;
  createdAt: string;
  status: OrderStatus;
  totalAmount: number;
}

/**
 * The columns every table of orders shares (the orders list, a customer's orders), headed in the
 * screen's language: the order's number linking to it (the row's header), when it was placed, its
 * status and its total. On a phone a row is a card led by its number, status and total. Each
 * column keeps its field's id, which the lists' sorting names.
 */
export function useOrderColumns<Row extends OrderSummary>() {
  const intl = useIntl();
  const format = useFormat();
  return useMemo(() => {
    const column = dataTableColumns<Row>();
    const say = (id: string) => intl.formatMessage({ id });
    return {
      number: column.accessor((row) => row.id, {
        id: 'id',
        header: say('admin.orders.order'),
        meta: { rowHeader: true },
        cell: (info) => (
          <Link to={`/orders/${encodeURIComponent(info.getValue())}`}>{info.getValue()}</Link>
        ),
      }),
      placed: column.accessor((row) => row.createdAt, {
        id: 'createdAt',
        header: say('admin.orders.placed'),
        cell: (info) => format.dateTime(info.getValue()),
      }),
      status: column.accessor((row) => row.status, {
        id: 'status',
        header: say('admin.orders.status'),
        meta: { card: 'first' },
        cell: (info) => <OrderStatusBadge status={info.getValue()} />,
      }),
      total: column.accessor((row) => row.totalAmount, {
        id: 'totalAmount',
        header: say('admin.orders.total'),
        meta: { align: 'end', card: 'first' },
        cell: (info) => format.money(info.getValue()),
      }),
    };
  }, [intl, format]);
}
