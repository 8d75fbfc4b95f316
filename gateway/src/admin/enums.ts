/**
 * The staff schema's enum values and the api's spellings of them, both ways. Written out rather
 * than derived so that a value added on either side does not compile until it is mapped here.
 */
import type {
  ActivityEntityType,
  CouponKind,
  CouponStatus,
  CustomerSortField,
  HideReason,
  MessageState,
  OrderSortField,
  OrderStatus,
  ProductSortField,
  ReviewState,
  SortDirection,
  StockLevel,
  StockReason,
  TimelineEventKind,
} from '../__generated__/admin-resolvers-types.ts';
import type { CustomerQuery } from './datasources/CustomersAPI.ts';
import type { ApiMessageState } from './datasources/MessagesAPI.ts';
import type { OrderQuery } from './datasources/OrdersAPI.ts';
import type { ProductQuery } from './datasources/ProductsAPI.ts';
import type {
  ActivityRecord,
  AdminCouponRecord,
  AdminProductSummaryRecord,
  ApiOrderStatus,
  ModeratedReviewRecord,
  ProductEventRecord,
  TimelineRecord,
} from './types.ts';

/** Each order status's api spelling. */
export const apiOrderStatus: Record<OrderStatus, ApiOrderStatus> = {
  PENDING: 'Pending',
  DISPATCHED: 'Dispatched',
  DELIVERED: 'Delivered',
  CANCELLED: 'Cancelled',
  RETURNED: 'Returned',
};

/** The schema's order status for the api's. */
export const orderStatusOf = (status: ApiOrderStatus): OrderStatus =>
  status.toUpperCase() as OrderStatus;

/** Each message state's api spelling. */
export const apiMessageState: Record<MessageState, ApiMessageState> = {
  NEW: 'new',
  HANDLED: 'handled',
};

/** The schema's message state for the api's. */
export const messageStateOf = (state: ApiMessageState): MessageState =>
  state.toUpperCase() as MessageState;

/** Each activity entity type's api spelling. */
export const apiEntityType: Record<ActivityEntityType, ActivityRecord['entityType']> = {
  ORDER: 'order',
  CUSTOMER: 'customer',
  MESSAGE: 'message',
  STAFF: 'staff',
  // Deprecated in the schema: the api files invitations under `staff`.
  INVITATION: 'staff',
  PRODUCT: 'product',
  COUPON: 'coupon',
  REVIEW: 'review',
};

/** The schema's entity type for the api's. */
export const entityTypeOf = (type: ActivityRecord['entityType']): ActivityEntityType =>
  type.toUpperCase() as ActivityEntityType;

/** Each timeline kind the api writes, as the schema names it. */
export const timelineKind: Record<TimelineRecord['kind'], TimelineEventKind> = {
  placed: 'PLACED',
  status: 'STATUS_CHANGED',
  note: 'NOTE_ADDED',
  mail: 'MAIL_SENT',
  payment: 'PAYMENT_RECORDED',
  received: 'RECEIVED',
  assigned: 'ASSIGNED',
  reply: 'REPLIED',
  handled: 'HANDLED',
  reopened: 'REOPENED',
};

/** Each stock level's api spelling. */
export const apiStockLevel: Record<StockLevel, AdminProductSummaryRecord['stockLevel']> = {
  OUT: 'out',
  LOW: 'low',
  IN: 'in',
};

/** The schema's stock level for the api's. */
export const stockLevelOf = (level: AdminProductSummaryRecord['stockLevel']): StockLevel =>
  level.toUpperCase() as StockLevel;

/** Each product sort's api spelling. */
export const apiProductSort: Record<ProductSortField, NonNullable<ProductQuery['sort']>> = {
  NEWEST: 'newest',
  NAME: 'name',
  PRICE: 'price',
  STOCK: 'stock',
};

/** Each customer sort's api spelling. */
export const apiCustomerSort: Record<CustomerSortField, NonNullable<CustomerQuery['sort']>> = {
  JOINED: 'joined',
  NAME: 'name',
  ORDERS: 'orders',
};

/** Each order sort's api spelling. */
export const apiOrderSort: Record<OrderSortField, NonNullable<OrderQuery['sort']>> = {
  PLACED: 'placed',
  CUSTOMER: 'customer',
  STATUS: 'status',
  TOTAL: 'total',
};

/** Each sort direction's api spelling. */
export const apiDirection: Record<SortDirection, NonNullable<ProductQuery['direction']>> = {
  ASC: 'asc',
  DESC: 'desc',
};

/** The schema's stock reason for the api's. */
export const stockReasonOf = (reason: NonNullable<ProductEventRecord['reason']>): StockReason =>
  reason.toUpperCase() as StockReason;

/** Each coupon kind's api spelling. */
export const apiCouponKind: Record<CouponKind, AdminCouponRecord['kind']> = {
  PERCENT: 'percent',
  FIXED: 'fixed',
};

/** Each coupon status's api spelling. */
export const apiCouponStatus: Record<CouponStatus, AdminCouponRecord['status']> = {
  ACTIVE: 'active',
  INACTIVE: 'inactive',
  EXPIRED: 'expired',
  USED_UP: 'used up',
};

/** The schema's coupon status for the api's. */
export const couponStatusOf = (status: AdminCouponRecord['status']): CouponStatus =>
  status === 'used up' ? 'USED_UP' : (status.toUpperCase() as CouponStatus);

/** Each review state's api spelling. */
export const apiReviewState: Record<ReviewState, ModeratedReviewRecord['state']> = {
  VISIBLE: 'visible',
  HIDDEN: 'hidden',
};

/** Each reason to hide a review, as the api spells it. */
export const apiHideReason: Record<
  HideReason,
  NonNullable<ModeratedReviewRecord['hiddenReason']>
> = {
  SPAM: 'spam',
  ABUSE: 'abuse',
  OFF_TOPIC: 'off-topic',
};

/** The schema's hide reason for the api's. */
export const hideReasonOf = (
  reason: NonNullable<ModeratedReviewRecord['hiddenReason']>,
): HideReason => (reason === 'off-topic' ? 'OFF_TOPIC' : (reason.toUpperCase() as HideReason));
