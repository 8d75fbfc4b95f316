import { Link } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import {
  Columns,
  DataTable,
  FormMessage,
  Page,
  PageLoader,
  Panel,
  dataTableColumns,
  formatPrice,
} from '@bloom/ui';
import { graphql } from '../__generated__/gql.ts';
import type { AdminDashboardQuery } from '../__generated__/graphql.ts';
import { errorMessage } from '../graphql/errors.ts';
import { PermissionGuard } from '../layout/permissions.tsx';
import { useScreenTitle } from '../layout/useScreenTitle.ts';

/** Today's figures. */
export const AdminDashboardQueryDocument = graphql(`
  query AdminDashboard {
    dashboard {
      todayOrders
      todayRevenue
      pendingOrders
      last14Days {
        date
        orders
        revenue
      }
      newMessages
      lowStock {
        id
        name
        stock
      }
      lowStockThreshold
    }
  }
`);

type Day = AdminDashboardQuery['dashboard']['last14Days'][number];

const day = dataTableColumns<Day>();
const dayColumns = [
  day.accessor('date', {
    header: 'Day',
    cell: (info) => (
      <Link to={`/orders?from=${info.getValue()}&to=${info.getValue()}`}>{info.getValue()}</Link>
    ),
  }),
  day.accessor('orders', { header: 'Orders', meta: { align: 'end' } }),
  day.accessor('revenue', {
    header: 'Revenue',
    meta: { align: 'end' },
    cell: (info) => formatPrice(info.getValue()),
  }),
];

/** The shop's day, in the shop's time zone. */
function today(days: readonly Day[]): string | undefined {
  return days.at(-1)?.date;
}

/**
 * /admin: today's orders and revenue, pending orders, the last 14 days, new messages and
 * low-stock products; each figure links to its filtered list.
 */
export function DashboardPage() {
  useScreenTitle('Dashboard');
  const { data, loading, error } = useQuery(AdminDashboardQueryDocument);
  if (!data && loading) return <PageLoader label="Loading the dashboard" />;
  if (!data) {
    return (
      <Page title="Dashboard">
        <FormMessage variant="error">{errorMessage(error)}</FormMessage>
      </Page>
    );
  }
  const { dashboard } = data;
  const day14 = today(dashboard.last14Days);
  return (
    <Page title="Dashboard">
      <Columns>
        <Panel title="Today's orders">
          <p>
            <Link to={day14 ? `/orders?from=${day14}&to=${day14}` : '/orders'}>
              {dashboard.todayOrders} {dashboard.todayOrders === 1 ? 'order' : 'orders'}
            </Link>
          </p>
          <p>{formatPrice(dashboard.todayRevenue)} revenue</p>
        </Panel>
        <Panel title="Pending">
          <p>
            <Link to="/orders?status=PENDING">
              {dashboard.pendingOrders} pending {dashboard.pendingOrders === 1 ? 'order' : 'orders'}
            </Link>
          </p>
        </Panel>
        <PermissionGuard permission="MESSAGES_HANDLE">
          <Panel title="Messages">
            <p>
              <Link to="/messages?state=NEW">
                {dashboard.newMessages} new {dashboard.newMessages === 1 ? 'message' : 'messages'}
              </Link>
            </p>
          </Panel>
        </PermissionGuard>
      </Columns>
      <Panel title="The last 14 days">
        <DataTable<Day>
          caption="Orders a day, the last 14 days"
          hideCaption
          columns={dayColumns}
          rows={dashboard.last14Days}
          getRowId={(row) => row.date}
        />
      </Panel>
      <Panel title={`Low stock (${dashboard.lowStockThreshold} or fewer)`}>
        {dashboard.lowStock.length > 0 ? (
          <ul aria-label="Low stock">
            {dashboard.lowStock.map((product) => (
              <li key={product.id}>
                {product.name}: {product.stock} left
              </li>
            ))}
          </ul>
        ) : (
          <p>Nothing is running low.</p>
        )}
      </Panel>
    </Page>
  );
}
