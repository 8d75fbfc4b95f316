import type { QueryResolvers } from '../../__generated__/admin-resolvers-types.ts';
import { hasCode } from '../../rest/errors.ts';
import { toRestCategory } from '../../rest/mapping.ts';
import {
  apiCouponStatus,
  apiCustomerSort,
  apiDirection,
  apiEntityType,
  apiMessageState,
  apiOrderStatus,
  apiOrderSort,
  apiProductSort,
  apiReviewState,
  apiStockLevel,
} from '../enums.ts';

/** How the api pages a list. */
interface ApiPage {
  /** Rows matching, on every page. */
  total: number;
  /** This page's number, from 1. */
  page: number;
  /** Rows a page. */
  pageSize: number;
}

/** The field that answers null for a missing record instead of NOT_FOUND. */
async function orNull<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (hasCode(error, 'NOT_FOUND')) return null;
    throw error;
  }
}

/** The schema's page of `items`, with the api's count and paging. */
function pageOf<T>(items: T[], { total, page, pageSize }: ApiPage): ApiPage & { items: T[] } {
  return { items, total, page, pageSize };
}

/** Everything the back office reads, each field behind the permission it needs. */
export const Query: QueryResolvers = {
  me: async (_parent, _args, { staff }) => (await staff.sessionOrNull())?.staff ?? null,

  staffMembers: async (_parent, _args, { staff, dataSources }) => {
    await staff.require('staff:manage');
    return (await dataSources.staff.list()).staff;
  },

  staffInvitations: async (_parent, _args, { staff, dataSources }) => {
    await staff.require('staff:manage');
    return (await dataSources.staff.list()).invitations;
  },

  assignableStaff: async (_parent, _args, { staff, dataSources }) => {
    await staff.require();
    return dataSources.staff.names();
  },

  orders: async (_parent, { filter, sort, direction, page }, { staff, dataSources }) => {
    await staff.require('orders:read');
    const reply = await dataSources.orders.list(
      {
        status: filter?.status ? apiOrderStatus[filter.status] : undefined,
        from: filter?.from,
        to: filter?.to,
        search: filter?.search,
        sort: apiOrderSort[sort ?? 'PLACED'],
        direction: direction ? apiDirection[direction] : undefined,
      },
      page ?? 1,
    );
    return pageOf(reply.orders, reply);
  },

  order: async (_parent, { id }, { staff, dataSources }) => {
    await staff.require('orders:read');
    return orNull(dataSources.orders.get(id));
  },

  customers: async (_parent, { search, filter, sort, direction, page }, { staff, dataSources }) => {
    await staff.require('customers:read');
    const yesNo = (value: boolean | null | undefined) =>
      value === true ? 'true' : value === false ? 'false' : undefined;
    const hasOrders = yesNo(filter?.hasOrders);
    const reply = await dataSources.customers.list(
      {
        search: filter?.search ?? search ?? undefined,
        orders: hasOrders === 'true' ? 'any' : hasOrders === 'false' ? 'none' : undefined,
        verified: yesNo(filter?.verifiedBuyer),
        from: filter?.from ?? undefined,
        to: filter?.to ?? undefined,
        sort: apiCustomerSort[sort ?? 'JOINED'],
        direction: direction ? apiDirection[direction] : undefined,
      },
      page ?? 1,
    );
    return pageOf(reply.customers, reply);
  },

  customer: async (_parent, { id }, { staff, dataSources }) => {
    await staff.require('customers:read');
    return orNull(dataSources.customers.get(id));
  },

  messages: async (_parent, { state, page }, { staff, dataSources }) => {
    await staff.require('messages:handle');
    const reply = await dataSources.messages.list(
      state ? apiMessageState[state] : undefined,
      page ?? 1,
    );
    return pageOf(reply.messages, reply);
  },

  message: async (_parent, { id }, { staff, dataSources }) => {
    await staff.require('messages:handle');
    return orNull(dataSources.messages.get(id));
  },

  activity: async (_parent, { filter, page }, { staff, dataSources }) => {
    await staff.require('staff:manage');
    const reply = await dataSources.activity.list(
      {
        staffId: filter?.staffId,
        entityType: filter?.entityType ? apiEntityType[filter.entityType] : undefined,
        from: filter?.from,
        to: filter?.to,
      },
      page ?? 1,
    );
    return pageOf(reply.entries, reply);
  },

  dashboard: async (_parent, _args, { staff, dataSources }) => {
    await staff.require('orders:read');
    return dataSources.dashboard.get();
  },

  // Every staff role may look at the catalogue; saving needs catalog:write.
  products: async (_parent, { filter, sort, direction, page }, { staff, dataSources }) => {
    await staff.require();
    const published = filter?.published;
    const reply = await dataSources.products.list(
      {
        search: filter?.search,
        category: filter?.category ? toRestCategory(filter.category) : undefined,
        stock: filter?.stock ? apiStockLevel[filter.stock] : undefined,
        published: published === true ? 'true' : published === false ? 'false' : undefined,
        sort: apiProductSort[sort ?? 'NEWEST'],
        direction: direction ? apiDirection[direction] : undefined,
      },
      page ?? 1,
    );
    return pageOf(reply.products, reply);
  },

  product: async (_parent, { id }, { staff, dataSources }) => {
    await staff.require();
    return orNull(dataSources.products.get(id));
  },

  coupons: async (_parent, { filter, page }, { staff, dataSources }) => {
    await staff.require();
    const reply = await dataSources.coupons.list(
      {
        status: filter?.status ? apiCouponStatus[filter.status] : undefined,
        search: filter?.search,
      },
      page ?? 1,
    );
    return pageOf(reply.coupons, reply);
  },

  coupon: async (_parent, { id }, { staff, dataSources }) => {
    await staff.require();
    return orNull(dataSources.coupons.get(id));
  },

  reviews: async (_parent, { filter, page }, { staff, dataSources }) => {
    await staff.require('reviews:moderate');
    const reply = await dataSources.reviews.list(
      {
        rating: filter?.rating,
        productId: filter?.productId,
        product: filter?.productName,
        state: filter?.state ? apiReviewState[filter.state] : undefined,
      },
      page ?? 1,
    );
    return pageOf(reply.reviews, reply);
  },
};
