import type { DiscountType, MutationResolvers } from '../__generated__/resolvers-types.ts';
import type { CouponVerificationRecord } from '../datasources/CouponsAPI.ts';
import type { ProfileChanges } from '../datasources/UsersAPI.ts';
import { hasCode } from '../rest/errors.ts';
import { toRestCategory, toRestSkinType } from '../rest/mapping.ts';
import { badInput, checkIdempotencyKey, checkProductIds } from './inputs.ts';
import { toRestLanguage } from '../language.ts';

/** The api's ways of saying a coupon does not apply to this shopper or cart. */
const couponRefusals = ['BAD_USER_INPUT', 'NOT_FOUND', 'CONFLICT'] as const;

/** The schema's name for each of the api's coupon kinds. */
const discountTypeOf: Record<CouponVerificationRecord['discountType'], DiscountType> = {
  percent: 'PERCENT',
  fixed: 'FIXED',
};

/**
 * Mutations: each forwards one REST call. The api acts on the session its cookie names, so no
 * user id is looked up first; a guest gets the api's 401 as UNAUTHENTICATED.
 */
export const Mutation: MutationResolvers = {
  signup: async (_root, { input }, { dataSources }) => {
    const reply = await dataSources.users.signup(input);
    return { message: reply.message };
  },

  login: async (_root, { input }, { dataSources }) => {
    const { message, user } = await dataSources.users.login(input);
    return { message, user };
  },

  logout: async (_root, _args, { dataSources }) => {
    const reply = await dataSources.users.logout();
    return { message: reply.message };
  },

  updateProfile: (_root, { input }, { dataSources }) => {
    const changes: ProfileChanges = {};
    for (const key of ['name', 'email', 'phone', 'address'] as const) {
      const value = input[key];
      if (value != null) changes[key] = value;
    }
    if (Object.keys(changes).length === 0) throw badInput('No changes made.');
    // Only an email change needs it; the api refuses it missing or wrong, in its own words.
    if (changes.email !== undefined && input.currentPassword != null) {
      return dataSources.users.updateProfile({
        ...changes,
        currentPassword: input.currentPassword,
      });
    }
    return dataSources.users.updateProfile(changes);
  },

  requestPasswordReset: (_root, { input }, { dataSources }) =>
    dataSources.users.requestPasswordReset(input.email, toRestLanguage(input.locale)),

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

  verifyCoupon: async (_root, { input }, { dataSources }) => {
    const categories = [...new Set(input.categories)].map(toRestCategory);
    const items = input.items?.map((line) => ({ id: line.productId, quantity: line.quantity }));
    let reply;
    try {
      reply = await dataSources.coupons.verify(input.code, categories, items);
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
    // The api answers 2xx only for a coupon that applies (couponDiscountSuccess: true).
    return {
      valid: true,
      message: reply.message,
      code: reply.code,
      discount: reply.discount,
      discountType: discountTypeOf[reply.discountType],
      discountAmount: reply.discountAmount,
    };
  },

  placeOrder: (_root, { input }, { dataSources }) =>
    dataSources.orders.create(
      {
        name: input.name,
        phone: input.phone,
        address: input.address,
        items: input.items.map((line) => ({ id: line.productId, quantity: line.quantity })),
        totalAmount: input.totalAmount,
        ...(input.couponCode ? { couponUsed: { code: input.couponCode } } : {}),
        // English orders go out as before; another language is named.
        ...(input.locale === 'UR' ? { lang: toRestLanguage(input.locale) } : {}),
      },
      // Checked before anything is sent: a key Node cannot put in a header would otherwise
      // fail as if the api were down, and the shopper would retry the same bad key forever.
      checkIdempotencyKey(input.idempotencyKey),
    ),

  cancelOrder: (_root, { input }, { dataSources }) => dataSources.orders.cancel(input.orderId),

  createReview: async (_root, { input }, { dataSources }) => {
    const reply = await dataSources.reviews.create({
      productId: input.productId,
      rating: input.rating,
      comment: input.text,
      ...(input.skinType ? { skinType: toRestSkinType(input.skinType) } : {}),
    });
    return { message: reply.message, review: reply.review };
  },

  updateReview: async (_root, { input }, { dataSources }) => {
    // An explicit null skin type takes it off; a missing one leaves it.
    const skinTypeGiven = input.skinType !== undefined;
    if (input.rating == null && input.text == null && !skinTypeGiven) {
      throw badInput('No changes made');
    }
    const reply = await dataSources.reviews.update({
      id: input.reviewId,
      ...(input.rating != null ? { rating: input.rating } : {}),
      ...(input.text != null ? { comment: input.text } : {}),
      ...(skinTypeGiven
        ? { skinType: input.skinType ? toRestSkinType(input.skinType) : null }
        : {}),
    });
    return { message: reply.message, review: reply.review };
  },

  deleteReview: async (_root, { input }, { dataSources }) => {
    const reply = await dataSources.reviews.delete(input.reviewId);
    return { message: reply.message, reviewId: input.reviewId };
  },

  addToWishlist: async (_root, { input }, { dataSources }) =>
    dataSources.wishlist.add(checkProductIds(input.productIds)),

  removeFromWishlist: async (_root, { input }, { dataSources }) =>
    dataSources.wishlist.remove(checkProductIds(input.productIds)),
};
