import type { RestClient } from '../rest/client.ts';
import { CatalogAPI } from './CatalogAPI.ts';
import { ContactAPI } from './ContactAPI.ts';
import { CouponsAPI } from './CouponsAPI.ts';
import { OrdersAPI } from './OrdersAPI.ts';
import { ReviewsAPI } from './ReviewsAPI.ts';
import { UsersAPI } from './UsersAPI.ts';
import { WishlistAPI } from './WishlistAPI.ts';

/** One data source per REST area, all sharing one request's REST client. */
export interface DataSources {
  /** Products, listings, new arrivals. */
  catalog: CatalogAPI;
  /** Reviews of products. */
  reviews: ReviewsAPI;
  /** Accounts, sessions, password recovery. */
  users: UsersAPI;
  /** Orders. */
  orders: OrdersAPI;
  /** Coupon checks. */
  coupons: CouponsAPI;
  /** Contact messages. */
  contact: ContactAPI;
  /** The session's wishlist. */
  wishlist: WishlistAPI;
}

/** The data sources for one request. */
export function createDataSources(rest: RestClient): DataSources {
  return {
    catalog: new CatalogAPI(rest),
    reviews: new ReviewsAPI(rest),
    users: new UsersAPI(rest),
    orders: new OrdersAPI(rest),
    coupons: new CouponsAPI(rest),
    contact: new ContactAPI(rest),
    wishlist: new WishlistAPI(rest),
  };
}
