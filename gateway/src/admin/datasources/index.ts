import type { RestClient } from '../../rest/client.ts';
import { ActivityAPI } from './ActivityAPI.ts';
import { CatalogueAPI } from './CatalogueAPI.ts';
import { AdminCouponsAPI } from './CouponsAPI.ts';
import { CustomersAPI } from './CustomersAPI.ts';
import { DashboardAPI } from './DashboardAPI.ts';
import { MessagesAPI } from './MessagesAPI.ts';
import { AdminOrdersAPI } from './OrdersAPI.ts';
import { ProductsAPI } from './ProductsAPI.ts';
import { ModerationAPI } from './ReviewsAPI.ts';
import { SessionAPI } from './SessionAPI.ts';
import { StaffAPI } from './StaffAPI.ts';

/** One data source per /api/admin area, all sharing one request's REST client. */
export interface AdminDataSources {
  /** Staff sessions and two-factor. */
  session: SessionAPI;
  /** Staff accounts and invitations. */
  staff: StaffAPI;
  /** Orders, as staff work them. */
  orders: AdminOrdersAPI;
  /** Shopper accounts. */
  customers: CustomersAPI;
  /** Contact messages. */
  messages: MessagesAPI;
  /** The activity log. */
  activity: ActivityAPI;
  /** Today's figures. */
  dashboard: DashboardAPI;
  /** The catalogue as staff edit it. */
  products: ProductsAPI;
  /** Coupons. */
  coupons: AdminCouponsAPI;
  /** Review moderation. */
  reviews: ModerationAPI;
  /** Catalogue file imports. */
  catalogue: CatalogueAPI;
}

/** The staff API's data sources for one request. */
export function createAdminDataSources(rest: RestClient): AdminDataSources {
  return {
    session: new SessionAPI(rest),
    staff: new StaffAPI(rest),
    orders: new AdminOrdersAPI(rest),
    customers: new CustomersAPI(rest),
    messages: new MessagesAPI(rest),
    activity: new ActivityAPI(rest),
    dashboard: new DashboardAPI(rest),
    products: new ProductsAPI(rest),
    coupons: new AdminCouponsAPI(rest),
    reviews: new ModerationAPI(rest),
    catalogue: new CatalogueAPI(rest),
  };
}
