import { Link } from 'react-router-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import { useQuery } from '@apollo/client/react';
import { Columns, FormMessage, MiniBarChart, Page, PageLoader, Panel, StatCard } from '@bloom/ui';
import { graphql } from '../__generated__/gql.ts';
import { useFormat } from '../format.ts';
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

/** "24 Nov" ("24 نومبر") for a `YYYY-MM-DD` day, the day it is wherever the browser is. */
const dayLabels = {
  en: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' }),
  ur: new Intl.DateTimeFormat('ur-PK', { day: 'numeric', month: 'short', timeZone: 'UTC' }),
};

/**
 * /admin: today's orders and revenue, pending orders, new messages (each a card leading to its
 * filtered list), the last 14 days' orders as a chart, and the products running low.
 */
export function DashboardPage() {
  const intl = useIntl();
  const format = useFormat();
  const title = intl.formatMessage({ id: 'admin.dashboard.title' });
  useScreenTitle(title);
  const canHandleMessages = useCan('MESSAGES_HANDLE');
  const { data, loading, error } = useQuery(AdminDashboardQueryDocument);
  if (!data && loading) {
    return <PageLoader label={intl.formatMessage({ id: 'admin.dashboard.loading' })} />;
  }
  if (!data) {
    return (
      <Page title={title}>
        <FormMessage variant="error">{errorMessage(error, intl)}</FormMessage>
      </Page>
    );
  }
  const { dashboard } = data;
  // The last of the 14 days is the shop's today.
  const today = dashboard.last14Days.at(-1)?.date;
  const chartTitle = intl.formatMessage({ id: 'admin.dashboard.chart' });
  const todaysOrders = today ? `/orders?from=${today}&to=${today}` : '/orders';
  return (
    <Page title={title}>
      <Columns>
        <StatCard asChild value={dashboard.todayOrders}>
          <Link to={todaysOrders}>
            <FormattedMessage id="admin.dashboard.ordersToday" />
          </Link>
        </StatCard>
        <StatCard asChild value={format.money(dashboard.todayRevenue)}>
          <Link to={todaysOrders}>
            <FormattedMessage id="admin.dashboard.revenueToday" />
          </Link>
        </StatCard>
        <StatCard asChild value={dashboard.pendingOrders}>
          <Link to="/orders?status=PENDING">
            <FormattedMessage id="admin.dashboard.pendingOrders" />
          </Link>
        </StatCard>
        {canHandleMessages ? (
          <StatCard asChild value={dashboard.newMessages}>
            <Link to="/messages?state=NEW">
              <FormattedMessage id="admin.dashboard.newMessages" />
            </Link>
          </StatCard>
        ) : null}
      </Columns>
      <Panel title={chartTitle}>
        <MiniBarChart
          title={chartTitle}
          hideTitle
          valueLabel={intl.formatMessage({ id: 'admin.dashboard.chartValue' })}
          data={dashboard.last14Days.map((day) => ({
            label: dayLabels[format.locale].format(new Date(`${day.date}T00:00:00Z`)),
            value: day.orders,
          }))}
        />
      </Panel>
      <Panel
        title={intl.formatMessage(
          { id: 'admin.dashboard.lowStock' },
          { threshold: dashboard.lowStockThreshold },
        )}
      >
        {dashboard.lowStock.length > 0 ? (
          <ul aria-label={intl.formatMessage({ id: 'admin.dashboard.lowStockList' })}>
            {dashboard.lowStock.map((product) => (
              <li key={product.id}>
                <FormattedMessage
                  id="admin.dashboard.stockLeft"
                  values={{
                    product: <Link to={`/products/${product.id}`}>{product.name}</Link>,
                    stock: product.stock,
                  }}
                />
              </li>
            ))}
          </ul>
        ) : (
          <p>
            <FormattedMessage id="admin.dashboard.nothingLow" />
          </p>
        )}
      </Panel>
    </Page>
  );
}
