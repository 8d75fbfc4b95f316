/**
 * The api's /api/admin records as they travel on the REST wire, named for the resolvers that
 * receive them as parents (codegen mappers). Each is read off the api's OpenAPI document, which
 * `npm run codegen` turns into `src/__generated__/rest-api.ts`: nothing here is written by hand.
 */
import type { RestBody, RestReply } from '../rest/contract.ts';

/** The staff session: the member, the api's permission names, whether only enrolment is open. */
export type StaffSessionRecord = RestReply<'get', '/api/admin/session'>;

/** A staff member. */
export type StaffRecord = StaffSessionRecord['staff'];

/** An invitation not yet accepted. */
export type InvitationRecord = RestReply<'get', '/api/admin/staff'>['invitations'][number];

/** An active staff member with their role, as the assignable list names them. */
export type StaffNameRecord = RestReply<'get', '/api/admin/staff/names'>['staff'][number];

/** An order as a row of the list. */
export type OrderSummaryRecord = RestReply<'get', '/api/admin/orders'>['orders'][number];

/** An order with its lines, notes and timeline. */
export type AdminOrderRecord = RestReply<'get', '/api/admin/orders/{id}'>['order'];

/** One line of an order. */
export type AdminOrderItemRecord = AdminOrderRecord['items'][number];

/** An internal note. */
export type OrderNoteRecord = AdminOrderRecord['notes'][number];

/** One entry of an order's timeline. */
export type OrderTimelineRecord = AdminOrderRecord['timeline'][number];

/** A customer as a row of the list. */
export type CustomerSummaryRecord = RestReply<'get', '/api/admin/customers'>['customers'][number];

/** A customer with their orders, wishlist size and reviews. */
export type CustomerRecord = RestReply<'get', '/api/admin/customers/{id}'>['customer'];

/** A review on a customer's page. */
export type CustomerReviewRecord = CustomerRecord['reviews'][number];

/** A contact message as a row of the inbox. */
export type MessageSummaryRecord = RestReply<'get', '/api/admin/messages'>['messages'][number];

/** A contact message with its timeline. */
export type MessageRecord = RestReply<'get', '/api/admin/messages/{id}'>['message'];

/** One entry of a message's timeline. */
export type MessageTimelineRecord = MessageRecord['timeline'][number];

/** One entry of the activity log. */
export type ActivityRecord = RestReply<'get', '/api/admin/activity'>['entries'][number];

/** The dashboard's figures. */
export type DashboardRecord = RestReply<'get', '/api/admin/dashboard'>;

/** A staff member as named anywhere: a note's author, an assignee, the assignable list. */
export type StaffRefRecord = NonNullable<OrderNoteRecord['by']> | StaffNameRecord;

/** A timeline entry of either kind of parent. */
export type TimelineRecord = OrderTimelineRecord | MessageTimelineRecord;

/** An order status as the api spells it. */
export type ApiOrderStatus = OrderSummaryRecord['status'];

/** A product as a row of the back office's list. */
export type AdminProductSummaryRecord = RestReply<'get', '/api/admin/products'>['products'][number];

/** A product with every editable field and its timeline. */
export type AdminProductRecord = RestReply<'get', '/api/admin/products/{id}'>['product'];

/** A product's photo with its variants. */
export type AdminProductImageRecord = AdminProductRecord['image'];

/** One entry of a product's timeline. */
export type ProductEventRecord = AdminProductRecord['timeline'][number];

/** A product's fields as a save sends them. */
export type ApiProductInput = RestBody<'post', '/api/admin/products'>;

/** A coupon as staff see it, with its uses. */
export type AdminCouponRecord = RestReply<'get', '/api/admin/coupons/{id}'>['coupon'];

/** A coupon's fields as a save sends them. */
export type ApiCouponInput = RestBody<'post', '/api/admin/coupons'>;

/** A review as the moderation queue shows it. */
export type ModeratedReviewRecord = RestReply<'get', '/api/admin/reviews'>['reviews'][number];
