import { Link } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import {
  Columns,
  FormMessage,
  MiniBarChart,
  Page,
  PageLoader,
  Panel,
  StatCard,
  formatPrice,
} from '@bloom/ui';
import { graphql } from '../__generated__/gql.ts';
import { errorMessage } from '../graphql/errors.ts';
import { useCan } from '../layout/permissions.tsx';
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

/** "24 Nov" for a `YYYY-MM-DD` day, written as the day it is wherever the browser is. */
const dayLabel = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/**
 * /admin: today's orders and revenue, pending orders, new messages (each a card leading to its
 * filtered list), the last 14 days' orders as a chart, and the products running low.
 */
export function DashboardPage() {
  useScreenTitle('Dashboard');
  const canHandleMessages = useCan('MESSAGES_HANDLE');
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
  // The last of the 14 days is the shop's today.
  const today = dashboard.last14Days.at(-1)?.date;
  const todaysOrders = today ? `/orders?from=${today}&to=${today}` : '/orders';
  return (
    <Page title="Dashboard">
      <Columns>
        <StatCard asChild value={dashboard.todayOrders}>
          <Link to={todaysOrders}>Orders today</Link>
        </StatCard>
        <StatCard asChild value={formatPrice(dashboard.todayRevenue)}>
          <Link to={todaysOrders}>Revenue today</Link>
        </StatCard>
        <StatCard asChild value={dashboard.pendingOrders}>
          <Link to="/orders?status=PENDING">Pending orders</Link>
        </StatCard>
        {canHandleMessages ? (
          <StatCard asChild value={dashboard.newMessages}>
            <Link to="/messages?state=NEW">New messages</Link>
          </StatCard>
        ) : null}
      </Columns>
      <Panel title="Orders, last 14 days">
        <MiniBarChart
          title="Orders, last 14 days"
          hideTitle
          valueLabel="Orders"
          data={dashboard.last14Days.map((day) => ({
            label: dayLabel.format(new Date(`${day.date}T00:00:00Z`)),
            value: day.orders,
          }))}
        />
      </Panel>
      <Panel title={`Low stock (${dashboard.lowStockThreshold} or fewer)`}>
        {dashboard.lowStock.length > 0 ? (
          <ul aria-label="Low stock">
            {dashboard.lowStock.map((product) => (
              <li key={product.id}>
                <Link to={`/products/${product.id}`}>{product.name}</Link>: {product.stock} left
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
