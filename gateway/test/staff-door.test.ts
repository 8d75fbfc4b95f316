/**
 * The staff door is the only door: every operation of the shop schema, sent with a shop session
 * of each seeded staff account (owner, manager, support), answers exactly as it does for a plain
 * shopper, and the shop schema carries no staff-only mutation.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { buildSchema } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Shopper } from './support/gateway.ts';
import {
  placeOrderAs,
  signedUpShopper,
  staffShopSession,
  type GraphQLReply,
} from './support/gateway.ts';
import { seededStaff, signedInStaff } from './support/staff.ts';
import { useStack } from './support/stack.ts';

const stack = useStack();

const schema = buildSchema(readFileSync(new URL('../schema.graphql', import.meta.url), 'utf8'));

interface Victim {
  orderId: string;
  reviewId: string;
  productId: string;
}

let victim: Victim;

beforeAll(async () => {
  const shopper = await signedUpShopper(stack.gateway.url);
  const { orderId, productId } = await placeOrderAs(shopper);
  const review = await shopper.gql<{ createReview: { review: { id: string } } }>(
    'mutation ($input: CreateReviewInput!) { createReview(input: $input) { review { id } } }',
    { input: { productId, rating: 4, text: 'Mine, not the staff’s.' } },
  );
  expect(review.errors).toBeUndefined();
  victim = { orderId, reviewId: review.data!.createReview.review.id, productId };
});

/** One operation per root field, aimed at the other shopper's things where it can name them. */
const operations: Record<string, () => { query: string; variables?: Record<string, unknown> }> = {
  products: () => ({ query: '{ products { items { id } } }' }),
  searchSuggestions: () => ({ query: '{ searchSuggestions(term: "ro") { __typename } }' }),
  categories: () => ({ query: '{ categories { __typename } }' }),
  productsByIds: () => ({
    query: 'query ($ids: [ID!]!) { productsByIds(ids: $ids) { id } }',
    variables: { ids: [victim.productId] },
  }),
  product: () => ({
    query: 'query ($id: ID!) { product(id: $id) { id reviews { id } } }',
    variables: { id: victim.productId },
  }),
  latestProducts: () => ({ query: '{ latestProducts { id } }' }),
  productIndex: () => ({ query: '{ productIndex(limit: 2) { __typename } }' }),
  bundles: () => ({ query: '{ bundles { items { id } } }' }),
  me: () => ({ query: '{ me { __typename } }' }),
  myOrders: () => ({ query: '{ myOrders { id status } }' }),
  myWishlist: () => ({ query: '{ myWishlist { id } }' }),
  signup: () => ({
    query: 'mutation ($input: SignupInput!) { signup(input: $input) { message } }',
    variables: { input: { name: 'X', email: 'not an email', password: 'short' } },
  }),
  login: () => ({
    query: 'mutation ($input: LoginInput!) { login(input: $input) { message } }',
    variables: { input: { email: 'nobody@example.com', password: 'not the password' } },
  }),
  logout: () => ({ query: 'mutation { logout { message } }' }),
  updateProfile: () => ({
    query: 'mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { __typename } }',
    variables: { input: { phone: 'not a phone' } },
  }),
  requestPasswordReset: () => ({
    query:
      'mutation ($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { __typename } }',
    variables: { input: { email: 'not an email' } },
  }),
  verifyResetCode: () => ({
    query:
      'mutation ($input: VerifyResetCodeInput!) { verifyResetCode(input: $input) { __typename } }',
    variables: { input: { requestId: 'nope', code: '000000' } },
  }),
  resetPassword: () => ({
    query: 'mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) { __typename } }',
    variables: { input: { requestId: 'nope', token: 'nope', password: 'new password 123' } },
  }),
  sendContactMessage: () => ({
    query:
      'mutation ($input: SendContactMessageInput!) { sendContactMessage(input: $input) { __typename } }',
    variables: { input: { name: '', email: 'not an email', phone: '' } },
  }),
  verifyCoupon: () => ({
    query:
      'mutation ($input: VerifyCouponInput!) { verifyCoupon(input: $input) { valid message } }',
    variables: { input: { code: 'NO-SUCH-CODE', categories: ['SKINCARE'] } },
  }),
  placeOrder: () => ({
    query: 'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { id } }',
    variables: {
      input: {
        idempotencyKey: randomUUID(),
        name: 'Staff Member',
        phone: '03001112233',
        address: '1 Mall Road',
        items: [],
        totalAmount: 0,
      },
    },
  }),
  cancelOrder: () => ({
    query: 'mutation ($input: CancelOrderInput!) { cancelOrder(input: $input) { id status } }',
    variables: { input: { orderId: victim.orderId } },
  }),
  createReview: () => ({
    query:
      'mutation ($input: CreateReviewInput!) { createReview(input: $input) { review { rating } } }',
    variables: { input: { productId: victim.productId, rating: 9, text: '' } },
  }),
  updateReview: () => ({
    query:
      'mutation ($input: UpdateReviewInput!) { updateReview(input: $input) { review { rating } } }',
    variables: { input: { reviewId: victim.reviewId, rating: 1, text: 'Changed by staff.' } },
  }),
  deleteReview: () => ({
    query: 'mutation ($input: DeleteReviewInput!) { deleteReview(input: $input) { reviewId } }',
    variables: { input: { reviewId: victim.reviewId } },
  }),
  addToWishlist: () => ({
    query: 'mutation ($input: AddToWishlistInput!) { addToWishlist(input: $input) { __typename } }',
    variables: { input: { productIds: ['not-a-product'] } },
  }),
  removeFromWishlist: () => ({
    query:
      'mutation ($input: RemoveFromWishlistInput!) { removeFromWishlist(input: $input) { __typename } }',
    variables: { input: { productIds: ['not-a-product'] } },
  }),
};

/** The reply as a caller compares it: error codes and sentences, and the data's shape. */
function answer(reply: GraphQLReply<unknown>) {
  const shape = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.length === 0
        ? []
        : [shape(value[0])]
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, shape(inner)]))
        : value === null
          ? null
          : typeof value;
  return {
    errors: (reply.errors ?? []).map((error) => [error.extensions?.['code'], error.message]),
    data: shape(reply.data ?? null),
  };
}

describe('a shop session of a staff member', () => {
  const rootFields = ['Query', 'Mutation'].flatMap((type) =>
    Object.keys((schema.getType(type) as { getFields(): Record<string, unknown> }).getFields()),
  );

  it('has an operation here for every root field of the shop schema, and no staff-only one', () => {
    expect(rootFields.filter((field) => !(field in operations))).toEqual([]);
    expect(rootFields).not.toContain('updateOrderStatus');
    expect(readFileSync(new URL('../schema.graphql', import.meta.url), 'utf8')).not.toMatch(
      /isStaff|Staff only/,
    );
  });

  it('answers every operation exactly as it answers a plain shopper, and changes nothing of another’s', async () => {
    const differences: string[] = [];
    for (const field of rootFields) {
      const operation = operations[field]!;
      // Fresh sessions for each operation: one of them logs out.
      const shopper = await signedUpShopper(stack.gateway.url);
      const expected = answer(await shopper.gql(operation().query, operation().variables));
      for (const [role, account] of Object.entries(seededStaff)) {
        const staff: Shopper = await staffShopSession(stack.gateway.url, account);
        const got = answer(await staff.gql(operation().query, operation().variables));
        if (JSON.stringify(got) !== JSON.stringify(expected)) {
          differences.push(
            `${field} as ${role}: ${JSON.stringify(got)} vs ${JSON.stringify(expected)}`,
          );
        }
      }
    }
    expect(differences).toEqual([]);

    const owner = await signedUpShopper(stack.gateway.url);
    const read = await owner.gql<{ product: { reviews: { id: string; rating: number }[] } }>(
      'query ($id: ID!) { product(id: $id) { reviews { id rating } } }',
      { id: victim.productId },
    );
    expect(read.data?.product.reviews).toContainEqual({ id: victim.reviewId, rating: 4 });
    const office = await signedInStaff(stack.gateway.url, 'owner');
    const order = await office.gql<{ order: { status: string } }>(
      'query ($id: ID!) { order(id: $id) { status } }',
      { id: victim.orderId },
    );
    expect(order.data?.order.status).toBe('PENDING');
  });
});
