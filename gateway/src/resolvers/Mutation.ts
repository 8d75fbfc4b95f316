import { GraphQLError } from 'graphql';
import type { DiscountType, MutationResolvers } from '../__generated__/resolvers-types.ts';
import type { ProfileChanges } from '../datasources/UsersAPI.ts';
import { hasCode } from '../rest/errors.ts';
import { toRestCategory, toRestStatus } from '../rest/mapping.ts';
import { requireUser } from './auth.ts';

/** The api's ways of saying a coupon does not apply to this shopper or cart. */
const couponRefusals = ['BAD_USER_INPUT', 'NOT_FOUND', 'CONFLICT'] as const;

/** The schema's name for the api's coupon kind. */
function discountTypeOf(kind: string | null | undefined): DiscountType | null {
  if (kind === 'percent') return 'PERCENT';
  if (kind === 'fixed') return 'FIXED';
  return null;
}

/** A BAD_USER_INPUT error with a sentence a form can show. */
function badInput(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
}

/** Mutations: each forwards one REST call (plus the session lookup where the api needs an id). */
export const Mutation: MutationResolvers = {
  signup: async (_root, { input }, { dataSources }) => {
    const reply = await dataSources.users.signup(input);
    return { message: reply.message };
  },

  login: async (_root, { input }, { dataSources }) => {
    const { message, user } = await dataSources.users.login(input);
    if (!user) throw new GraphQLError('Login did not return a user.');
    return { message, user };
  },

  logout: async (_root, _args, { dataSources }) => {
    const reply = await dataSources.users.logout();
    return { message: reply.message };
  },

  updateProfile: async (_root, { input }, context) => {
    const changes: ProfileChanges = {};
    for (const key of ['name', 'email', 'phone', 'address'] as const) {
      const value = input[key];
      if (value != null) changes[key] = value;
    }
    if (Object.keys(changes).length === 0) throw badInput('No changes made.');
    const user = await requireUser(context);
    const reply = await context.dataSources.users.updateProfile(user.id, changes);
    return { message: reply.message, user: reply.user ?? { ...user, ...changes } };
  },

  requestPasswordReset: (_root, { input }, { dataSources }) =>
    dataSources.users.requestPasswordReset(input.email),

  verifyResetCode: async (_root, { input }, { dataSources }) => ({
    resetToken: await dataSources.users.verifyResetCode(input.resetRequestId, input.code),
  }),

  resetPassword: async (_root, { input }, { dataSources }) => {
    const reply = await dataSources.users.resetPassword(
      input.resetRequestId,
      input.resetToken,
      input.newPassword,
    );
    return { message: reply.message };
  },

  sendContactMessage: async (_root, { input }, { dataSources }) => ({
    message: await dataSources.contact.send({ ...input, message: input.message ?? '' }),
  }),

  verifyCoupon: async (_root, { input }, context) => {
    const user = await requireUser(context);
    const categories = [...new Set(input.categories)].map(toRestCategory);
    const items = input.items?.map((line) => ({ id: line.productId, quantity: line.quantity }));
    let reply;
    try {
      reply = await context.dataSources.coupons.verify(input.code, user.id, categories, items);
    } catch (error) {
      // Unknown, expired, used or inapplicable coupons are answers for the shopper, not faults.
      if (couponRefusals.some((code) => hasCode(error, code)) && error instanceof Error) {
        return {
          valid: false,
          message: error.message,
          code: null,
          discount: null,
          discountType: null,
          discountAmount: null,
        };
      }
      throw error;
    }
    const valid = reply.couponDiscountSuccess === true;
    return {
      valid,
      message: reply.message,
      code: valid ? (reply.code ?? input.code) : null,
      discount: valid ? (reply.discount ?? null) : null,
      discountType: valid ? discountTypeOf(reply.discountType) : null,
      discountAmount: valid ? (reply.discountAmount ?? null) : null,
    };
  },

  placeOrder: async (_root, { input }, context) => {
    if (input.idempotencyKey.trim().length === 0)
      throw badInput('idempotencyKey must not be empty.');
    const user = await requireUser(context);
    const reply = await context.dataSources.orders.create(
      {
        name: input.name,
        phone: input.phone,
        address: input.address,
        items: input.items.map((line) => ({ id: line.productId, quantity: line.quantity })),
        userID: user.id,
        totalAmount: input.totalAmount,
        ...(input.couponCode ? { couponUsed: { code: input.couponCode } } : {}),
      },
      input.idempotencyKey,
    );
    return { message: reply.message, order: reply.order ?? null };
  },

  cancelOrder: (_root, { input }, { dataSources }) =>
    dataSources.orders.updateStatus(input.orderId, 'Cancelled'),

  updateOrderStatus: (_root, { input }, { dataSources }) =>
    dataSources.orders.updateStatus(input.orderId, toRestStatus(input.status)),

  createReview: async (_root, { input }, { dataSources }) => {
    const reply = await dataSources.reviews.create({
      productId: input.productId,
      rating: input.rating,
      comment: input.text,
    });
    return { message: reply.message, review: reply.review ?? null };
  },

  updateReview: async (_root, { input }, { dataSources }) => {
    if (input.rating == null && input.text == null) throw badInput('No changes made');
    const reply = await dataSources.reviews.update({
      id: input.reviewId,
      ...(input.rating != null ? { rating: input.rating } : {}),
      ...(input.text != null ? { comment: input.text } : {}),
    });
    return { message: reply.message, review: reply.review ?? null };
  },

  deleteReview: async (_root, { input }, { dataSources }) => {
    const reply = await dataSources.reviews.delete(input.reviewId);
    return { message: reply.message, reviewId: input.reviewId };
  },
};
