/**
 * Checkout (SPEC.md §4 "Checkout flow" and "Coupon flow", DESIGN.md): two regions side by side.
 * - order: submit saves the phone and address (updateProfile) and, once that succeeded, places
 *   the order (placeOrder), then shows the success modal; closing it ends the checkout (`done`,
 *   final). While a submit is in flight further submits are ignored. A coupon still being
 *   verified when the order is about to go holds it until the shop answers (`coupon.settled`):
 *   an applied coupon goes with the order, a refused one sends the shopper back to the form, so
 *   an order never goes out at a price the shopper did not see.
 * - coupon: verify a code against the cart's categories; the discount exists only after the
 *   shop says the coupon is valid, and it can be removed again, except while the order that
 *   uses it is being placed. A placed order tells this region with `order.placed`, and it
 *   closes (final).
 * Every attempt carries an idempotency key. It is kept after any failure that may hide a placed
 * order (a timeout, SERVICE_UNAVAILABLE, a lost answer), so the retry returns that order instead
 * of placing a second one; only a definite refusal (`isDefiniteRefusal`) renews it. A retry whose
 * cart changed meanwhile finds its key already placed an order (`earlierOrderId`): that order
 * stands, the shopper is told so and keeps the changed cart, and the key is renewed. Network work
 * is in three actors provided at the React boundary; failures arrive as {@link CheckoutFailure}
 * so the machine needs no Apollo types.
 */
import { assertEvent, assign, fromPromise, not, raise, setup, stateIn } from 'xstate';
import type { Category } from '../__generated__/graphql';
import { COUPON_REFUSED_MESSAGE, GENERIC_FAILURE_MESSAGE } from './sentences.ts';

export { COUPON_REFUSED_MESSAGE } from './sentences.ts';

/** A failed call, reduced to what the checkout shows and decides on. */
export interface CheckoutFailure {
  /**
   * The shop's sentence, or one of the storefront's own in English (sentences.ts: the page
   * shows it with `localSentence`).
   */
  message: string;
  /** The gateway's error code; absent when the shop never answered (network failure). */
  code?: string;
  /** On CONFLICT: the total the shop computed now. */
  totalAmount?: number;
  /** The order this attempt's key already placed, with another cart (the shop's 422). */
  earlierOrderId?: string;
}

/** Turns anything an actor threw into a {@link CheckoutFailure}. */
export function toFailure(error: unknown): CheckoutFailure {
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message, code, totalAmount, earlierOrderId } = error as Partial<CheckoutFailure>;
    return {
      message: typeof message === 'string' && message ? message : GENERIC_FAILURE_MESSAGE,
      ...(typeof code === 'string' ? { code } : {}),
      ...(typeof totalAmount === 'number' ? { totalAmount } : {}),
      ...(typeof earlierOrderId === 'string' ? { earlierOrderId } : {}),
    };
  }
  return { message: GENERIC_FAILURE_MESSAGE };
}

/**
 * The gateway's codes for a request the shop refused before acting on it: no order exists under
 * the key. Anything else (SERVICE_UNAVAILABLE after a timeout, INTERNAL_SERVER_ERROR, no answer
 * at all) may come after the order was committed.
 */
export const DEFINITE_REFUSALS: ReadonlySet<string> = new Set([
  'BAD_USER_INPUT',
  'CONFLICT',
  'FORBIDDEN',
  'UNAUTHENTICATED',
  'NOT_FOUND',
  'RATE_LIMITED',
]);

/** One cart line as the shop needs it. */
export interface CheckoutLine {
  /** The product's id. */
  productId: string;
  /** How many units. */
  quantity: number;
}

/** What a submit sends: the contact fields and the cart as the shopper sees it. */
export interface OrderDraft {
  /** The recipient's name. */
  name: string;
  /** Digits only. */
  phone: string;
  /** The shipping address. */
  address: string;
  /** The cart's lines. */
  items: CheckoutLine[];
  /** The cart's total before any coupon, in Rs. */
  subtotal: number;
}

/** A coupon the shop accepted for this cart. */
export interface AppliedCoupon {
  /** The code as the shop normalised it. */
  code: string;
  /** What it takes off, in Rs. */
  discountAmount: number;
}

/** What the verifyCoupon actor answers. */
export interface CouponVerdict {
  /** Whether the coupon applies. */
  valid: boolean;
  /** The shop's sentence. */
  message: string;
  /** The normalised code when valid. */
  code: string | null;
  /** The amount off when valid. */
  discountAmount: number | null;
}

/** The order the shop placed. */
export interface PlacedOrder {
  /** The new order's id, e.g. BLM-482913. */
  orderId: string;
}

/** What the placeOrder actor sends: the draft, the total the shopper saw, coupon and key. */
export type OrderRequest = OrderDraft & {
  /** The subtotal minus the coupon, in Rs. */
  totalAmount: number;
  /** The applied coupon's code, or null. */
  couponCode: string | null;
  /** The same for every retry of one attempt. */
  idempotencyKey: string;
};

/** Events the checkout understands. */
export type CheckoutEvent =
  | { type: 'order.submit'; draft: OrderDraft }
  | { type: 'success.close' }
  | { type: 'coupon.verify'; code: string; categories: Category[]; items: CheckoutLine[] }
  | { type: 'coupon.remove' }
  /** The coupon region's verdict came in (raised by the machine itself). */
  | { type: 'coupon.settled'; applied: boolean }
  /** The shop placed the order: the coupon region closes (raised by the machine itself). */
  | { type: 'order.placed' };

/** What the checkout remembers. */
export interface CheckoutContext {
  /** What the last submit sent; empty until the first. */
  draft: OrderDraft;
  /** The key of the current attempt, the same for every retry of it. */
  idempotencyKey: string;
  /** The coupon the shop applied, while the coupon region is `applied` (or re-verifying it). */
  coupon: AppliedCoupon | null;
  /** Why the last attempt failed, until the next submit. */
  orderError: CheckoutFailure | null;
  /** The shop's current total after a CONFLICT. */
  newTotal: number | null;
  /** The order the shop placed. */
  placed: PlacedOrder | null;
  /**
   * An order an earlier attempt placed although its answer was lost, found when the retry went
   * out with a changed cart; until the next submit.
   */
  earlierOrder: PlacedOrder | null;
}

const EMPTY_DRAFT: OrderDraft = { name: '', phone: '', address: '', items: [], subtotal: 0 };

/** The amount the shopper pays: the subtotal minus the coupon, in paisa to avoid float drift. */
export function orderTotal(subtotal: number, coupon: AppliedCoupon | null): number {
  const paisa = Math.round(subtotal * 100) - Math.round((coupon?.discountAmount ?? 0) * 100);
  return Math.max(0, paisa) / 100;
}

/** The checkout flow; provide the three actors (and optionally the hooks) before running it. */
export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as { newKey?: () => string },
  },
  actors: {
    /** Saves the phone and address on the account; rejects with a {@link CheckoutFailure}. */
    updateProfile: fromPromise<void, { phone: string; address: string }>(async () => {
      throw new Error('updateProfile is provided at the React boundary');
    }),
    placeOrder: fromPromise<PlacedOrder, OrderRequest>(async () => {
      throw new Error('placeOrder is provided at the React boundary');
    }),
    verifyCoupon: fromPromise<
      CouponVerdict,
      { code: string; categories: Category[]; items: CheckoutLine[] }
    >(async () => {
      throw new Error('verifyCoupon is provided at the React boundary');
    }),
  },
  guards: {
    /** The key already placed an order, for another cart: that one stands. */
    placedEarlier: (_, failure: CheckoutFailure) => failure.earlierOrderId !== undefined,
    /** The shop refused the order before acting on it, so no order exists under the key. */
    isDefiniteRefusal: (_, failure: CheckoutFailure) =>
      failure.code !== undefined && DEFINITE_REFUSALS.has(failure.code),
    /** A coupon verification is in flight: the order must wait for its verdict. */
    couponPending: stateIn({ coupon: 'verifying' }),
    /** The verdict the order waited for applied the coupon. */
    couponApplied: ({ event }) => {
      assertEvent(event, 'coupon.settled');
      return event.applied;
    },
    /** The shop says the coupon applies, with an amount off. */
    couponValid: (_, verdict: CouponVerdict) => verdict.valid && verdict.discountAmount !== null,
    /** The coupon may change unless an order priced with it is on its way. */
    canChangeCoupon: not(stateIn({ order: 'placingOrder' })),
  },
  actions: {
    /** A submit starts a new attempt at the order: what the shopper sent, no old failure. */
    takeDraft: assign(({ event }) => {
      assertEvent(event, 'order.submit');
      return { draft: event.draft, orderError: null, newTotal: null, earlierOrder: null };
    }),
    /** Why the attempt failed, and on CONFLICT the total the shop computed now. */
    keepFailure: assign((_, failure: CheckoutFailure) => ({
      orderError: failure,
      newTotal:
        failure.code === 'CONFLICT' && failure.totalAmount !== undefined
          ? failure.totalAmount
          : null,
    })),
    /** No order exists under the key: the next attempt is a new one. */
    renewKey: assign({ idempotencyKey: () => crypto.randomUUID() }),
    keepPlacedOrder: assign({ placed: (_, order: PlacedOrder) => order }),
    keepEarlierOrder: assign({ earlierOrder: (_, order: PlacedOrder) => order }),
    applyCoupon: assign({
      coupon: (_, verdict: CouponVerdict) => ({
        code: verdict.code ?? '',
        discountAmount: verdict.discountAmount ?? 0,
      }),
    }),
    dropCoupon: assign({ coupon: null }),
    /** The order went through: clear the cart, reload the orders (provided by the page). */
    orderPlaced: () => {},
    /** Tell the shopper why the order failed (provided by the page). */
    orderFailed: () => {},
    /**
     * An earlier attempt's order was found standing (provided by the page: reload the orders;
     * the cart is the shopper's changed one and stays).
     */
    earlierOrderFound: () => {},
    /**
     * Tell the shopper the coupon verdict (provided by the page); `failure` when the check itself
     * failed rather than the shop refusing the coupon.
     */
    couponAnswered: (_, _params: { ok: boolean; message: string; failure?: CheckoutFailure }) => {},
    /** The modal was closed: go home (provided by the page). */
    leave: () => {},
  },
}).createMachine({
  id: 'checkout',
  type: 'parallel',
  context: ({ input }) => ({
    draft: EMPTY_DRAFT,
    idempotencyKey: (input.newKey ?? (() => crypto.randomUUID()))(),
    coupon: null,
    orderError: null,
    newTotal: null,
    placed: null,
    earlierOrder: null,
  }),
  states: {
    order: {
      initial: 'editing',
      states: {
        editing: {
          on: { 'order.submit': { target: 'updatingProfile', actions: 'takeDraft' } },
        },
        updatingProfile: {
          invoke: {
            src: 'updateProfile',
            input: ({ context: { draft } }) => ({ phone: draft.phone, address: draft.address }),
            onDone: [{ guard: 'couponPending', target: 'waitingForCoupon' }, 'placingOrder'],
            onError: {
              target: 'editing',
              actions: [
                { type: 'keepFailure', params: ({ event }) => toFailure(event.error) },
                'orderFailed',
              ],
            },
          },
        },
        waitingForCoupon: {
          on: {
            'coupon.settled': [
              { guard: 'couponApplied', target: 'placingOrder' },
              {
                target: 'editing',
                actions: [
                  { type: 'keepFailure', params: { message: COUPON_REFUSED_MESSAGE } },
                  'orderFailed',
                ],
              },
            ],
          },
        },
        placingOrder: {
          invoke: {
            src: 'placeOrder',
            input: ({ context: { draft, coupon, idempotencyKey } }) => ({
              ...draft,
              totalAmount: orderTotal(draft.subtotal, coupon),
              couponCode: coupon?.code ?? null,
              idempotencyKey,
            }),
            onDone: {
              target: 'placed',
              actions: [
                { type: 'keepPlacedOrder', params: ({ event }) => event.output },
                raise({ type: 'order.placed' }),
                'orderPlaced',
              ],
            },
            onError: [
              {
                // The first attempt went through although its answer was lost, and the cart
                // changed before this retry: that order stands, and a new one takes a new key.
                guard: { type: 'placedEarlier', params: ({ event }) => toFailure(event.error) },
                target: 'editing',
                actions: [
                  {
                    type: 'keepEarlierOrder',
                    params: ({ event }) => ({ orderId: toFailure(event.error).earlierOrderId! }),
                  },
                  'renewKey',
                  'earlierOrderFound',
                ],
              },
              {
                guard: {
                  type: 'isDefiniteRefusal',
                  params: ({ event }) => toFailure(event.error),
                },
                target: 'editing',
                actions: [
                  { type: 'keepFailure', params: ({ event }) => toFailure(event.error) },
                  'renewKey',
                  'orderFailed',
                ],
              },
              {
                // The order may exist (the shop gave up waiting, or the answer was lost): the
                // retry keeps the key, so the shop returns that order instead of a second one.
                target: 'editing',
                actions: [
                  { type: 'keepFailure', params: ({ event }) => toFailure(event.error) },
                  'orderFailed',
                ],
              },
            ],
          },
        },
        // The success modal shows the order.
        placed: {
          on: { 'success.close': 'done' },
        },
        // The shopper has seen the order: the checkout is over.
        done: { type: 'final', entry: 'leave' },
      },
    },
    coupon: {
      initial: 'none',
      // The order went out with the coupon it had (or none): nothing is left to change.
      on: { 'order.placed': '.closed' },
      states: {
        none: {
          entry: 'dropCoupon',
          on: { 'coupon.verify': { guard: 'canChangeCoupon', target: 'verifying' } },
        },
        verifying: {
          invoke: {
            src: 'verifyCoupon',
            input: ({ event }) => {
              assertEvent(event, 'coupon.verify');
              return { code: event.code.trim(), categories: event.categories, items: event.items };
            },
            onDone: [
              {
                guard: { type: 'couponValid', params: ({ event }) => event.output },
                target: 'applied',
                actions: [
                  { type: 'applyCoupon', params: ({ event }) => event.output },
                  {
                    type: 'couponAnswered',
                    params: ({ event }) => ({ ok: true, message: event.output.message }),
                  },
                  raise({ type: 'coupon.settled', applied: true }),
                ],
              },
              {
                target: 'none',
                actions: [
                  {
                    type: 'couponAnswered',
                    params: ({ event }) => ({ ok: false, message: event.output.message }),
                  },
                  raise({ type: 'coupon.settled', applied: false }),
                ],
              },
            ],
            onError: {
              target: 'none',
              actions: [
                {
                  type: 'couponAnswered',
                  params: ({ event }) => {
                    const failure = toFailure(event.error);
                    return { ok: false, message: failure.message, failure };
                  },
                },
                raise({ type: 'coupon.settled', applied: false }),
              ],
            },
          },
        },
        applied: {
          on: {
            'coupon.verify': { guard: 'canChangeCoupon', target: 'verifying' },
            'coupon.remove': { guard: 'canChangeCoupon', target: 'none' },
          },
        },
        closed: { type: 'final' },
      },
    },
  },
});
