import type { DashboardResolvers } from '../../__generated__/admin-resolvers-types.ts';

/** Today's figures: the api's `today` and `ordersPerDay` under the schema's names. */
export const Dashboard: DashboardResolvers = {
  todayOrders: (dashboard) => dashboard.today.orders,
  todayRevenue: (dashboard) => dashboard.today.revenue,
  last14Days: (dashboard) => dashboard.ordersPerDay,
};
