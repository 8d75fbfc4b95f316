/**
 * The staff schema's enum values and the api's spellings of them, both ways. Written out rather
 * than derived so that a value added on either side does not compile until it is mapped here.
 */
import type {
  ActivityEntityType,
  MessageState,
  OrderStatus,
  TimelineEventKind,
} from '../__generated__/admin-resolvers-types.ts';
import type { ApiMessageState } from './datasources/MessagesAPI.ts';
import type { ActivityRecord, ApiOrderStatus, TimelineRecord } from './types.ts';

/** Each order status's api spelling. */
export const apiOrderStatus: Record<OrderStatus, ApiOrderStatus> = {
  PENDING: 'Pending',
  DISPATCHED: 'Dispatched',
  DELIVERED: 'Delivered',
  CANCELLED: 'Cancelled',
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
  received: 'RECEIVED',
  assigned: 'ASSIGNED',
  reply: 'REPLIED',
  handled: 'HANDLED',
  reopened: 'REOPENED',
};
