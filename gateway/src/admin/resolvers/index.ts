import { DateTimeResolver, LocalDateResolver } from 'graphql-scalars';
import type { Resolvers } from '../../__generated__/admin-resolvers-types.ts';
import { Money } from '../../resolvers/scalars.ts';
import { ActivityEntry } from './Activity.ts';
import { Coupon } from './Coupon.ts';
import { CouponMutations } from './CouponMutations.ts';
import { Dashboard } from './Dashboard.ts';
import { Message, MessageSummary } from './Message.ts';
import { Mutation } from './Mutation.ts';
import { Order, OrderLine, OrderSummary } from './Order.ts';
import { Product, ProductEvent, ProductSummary } from './Product.ts';
import { ProductMutations } from './ProductMutations.ts';
import { Query } from './Query.ts';
import { ModeratedReview } from './Review.ts';
import { ReviewMutations } from './ReviewMutations.ts';
import { StaffInvitation, StaffMember, StaffRef } from './StaffMember.ts';
import { OrderNote, TimelineEvent } from './Timeline.ts';

/** Every resolver of the staff schema, one file per type (or per family of types). */
export const adminResolvers: Resolvers = {
  Query,
  // Back-office part 2's changes sit in a file per area beside part 1's.
  Mutation: { ...Mutation, ...ProductMutations, ...CouponMutations, ...ReviewMutations },
  StaffMember,
  StaffRef,
  StaffInvitation,
  OrderSummary,
  Order,
  OrderLine,
  OrderNote,
  TimelineEvent,
  MessageSummary,
  Message,
  ActivityEntry,
  Dashboard,
  ProductSummary,
  Product,
  ProductEvent,
  Coupon,
  ModeratedReview,
  Money,
  DateTime: DateTimeResolver,
  // `YYYY-MM-DD`, kept as text: a JavaScript Date would shift the day with the time zone.
  Date: LocalDateResolver,
};
