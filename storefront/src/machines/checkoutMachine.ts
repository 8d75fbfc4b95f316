/**
 * Checkout (SPEC.md §4 "Checkout flow" and "Coupon flow", DESIGN.md): two regions side by side.
 * - order: submit saves the phone and address (updateProfile) and, only when the shop answers
 *   "Update Successfull", places the order (placeOrder), then shows the success modal. While a
 *   submit is in flight further submits are ignored, and every attempt carries an idempotency
 *   key, so a double click or a retry after a lost answer cannot place two orders. The key is
 *   renewed only once the shop has answered (an order exists or was refused).
 * - coupon: verify a code against the cart's categories; the discount exists only after the
 *   shop says the coupon is valid, and it can be removed again.
 * Network work is in three actors provided at the React boundary; failures arrive as
 * {@link CheckoutFailure} so the machine needs no Apollo types.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { Category } from '../__generated__/graphql';

/** A failed call, reduced to what the checkout shows and decides on. */
export interface CheckoutFailure {
  /** The shop's sentence (or a network sentence). */
  message: string;
  /** The gateway's error code; absent when the shop never answered (network failure). */
  code?: string;
  /** On CONFLICT: the total the shop computed now. */
  totalAmount?: number;
}

/** Turns anything an actor threw into a {@link CheckoutFailure}. */
export function toFailure(error: unknown): CheckoutFailure {
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message, code, totalAmount } = error as Partial<CheckoutFailure>;
    return {
      message: typeof message === 'string' && message ? message : 'Something went wrong.',
      ...(typeof code === 'string' ? { code } : {}),
      ...(typeof totalAmount === 'number' ? { totalAmount } : {}),
    };
  }
  return { message: 'Something went wrong.' };
}

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
  /** The shop's confirmation. */
  message: string;
  /** The new order's id, when the shop returned it. */
  orderId: string | null;
}

/** Events the checkout understands. */
export type CheckoutEvent =
  | { type: 'order.submit'; draft: OrderDraft }
  | { type: 'success.close' }
  | { type: 'coupon.verify'; code: string; categories: Category[]; items: CheckoutLine[] }
  | { type: 'coupon.remove' };

/** The message "Update Successfull" (spelled as the shop spells it) that lets the order go on. */
export const PROFILE_UPDATED = 'Update Successfull';

/** What the checkout remembers. */
export interface CheckoutContext {
  draft: OrderDraft | null;
  idempotencyKey: string;
  coupon: AppliedCoupon | null;
  orderError: CheckoutFailure | null;
  couponError: CheckoutFailure | null;
  /** The shop's current total after a CONFLICT. */
  newTotal: number | null;
  placed: PlacedOrder | null;
}

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
    updateProfile: fromPromise<string, { phone: string; address: string }>(async () => {
      throw new Error('updateProfile is provided at the React boundary');
    }),
    placeOrder: fromPromise<
      PlacedOrder,
      OrderDraft & { totalAmount: number; couponCode: string | null; idempotencyKey: string }
    >(async () => {
      throw new Error('placeOrder is provided at the React boundary');
    }),
    verifyCoupon: fromPromise<
      CouponVerdict,
      { code: string; categories: Category[]; items: CheckoutLine[] }
    >(async () => {
      throw new Error('verifyCoupon is provided at the React boundary');
    }),
  },
  actions: {
    /** The order went through: clear the cart, reload the orders (provided by the page). */
    orderPlaced: () => {},
    /** Tell the shopper why the order failed (provided by the page). */
    orderFailed: () => {},
    /** Tell the shopper the coupon verdict (provided by the page). */
    couponAnswered: (_, _params: { ok: boolean; message: string }) => {},
    /** The modal was closed: go home (provided by the page). */
    leave: () => {},
  },
}).createMachine({
  id: 'checkout',
  type: 'parallel',
  context: ({ input }) => ({
    draft: null,
    idempotencyKey: (input.newKey ?? (() => crypto.randomUUID()))(),
    coupon: null,
    orderError: null,
    couponError: null,
    newTotal: null,
    placed: null,
  }),
  states: {
    order: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'order.submit': {
              target: 'updatingProfile',
              actions: assign({
                draft: ({ event }) => event.draft,
                orderError: null,
                newTotal: null,
              }),
            },
          },
        },
        updatingProfile: {
          invoke: {
            src: 'updateProfile',
            input: ({ context }) => ({
              phone: context.draft!.phone,
              address: context.draft!.address,
            }),
            onDone: [
              { guard: ({ event }) => event.output === PROFILE_UPDATED, target: 'placingOrder' },
              {
                target: 'editing',
                actions: [
                  assign({
                    orderError: ({ event }) => ({ message: event.output, code: 'UNEXPECTED' }),
                  }),
                  'orderFailed',
                ],
              },
            ],
            onError: {
              target: 'editing',
              actions: [
                assign({ orderError: ({ event }) => toFailure(event.error) }),
                'orderFailed',
              ],
            },
          },
        },
        placingOrder: {
          invoke: {
            src: 'placeOrder',
            input: ({ context }) => ({
              ...context.draft!,
              totalAmount: orderTotal(context.draft!.subtotal, context.coupon),
              couponCode: context.coupon?.code ?? null,
              idempotencyKey: context.idempotencyKey,
            }),
            onDone: {
              target: 'placed',
              actions: [
                assign({
                  placed: ({ event }) => event.output,
                  coupon: null,
                  draft: null,
                  idempotencyKey: () => crypto.randomUUID(),
                }),
                'orderPlaced',
              ],
            },
            onError: {
              target: 'editing',
              actions: [
                assign(({ context, event }) => {
                  const failure = toFailure(event.error);
                  return {
                    orderError: failure,
                    newTotal:
                      failure.code === 'CONFLICT' && failure.totalAmount !== undefined
                        ? failure.totalAmount
                        : null,
                    // The shop answered, so no order exists under this key: the next attempt
                    // gets a new one. Without an answer the order may exist: keep the key.
                    idempotencyKey: failure.code ? crypto.randomUUID() : context.idempotencyKey,
                  };
                }),
                'orderFailed',
              ],
            },
          },
        },
        placed: {
          on: {
            'success.close': { target: 'editing', actions: [assign({ placed: null }), 'leave'] },
          },
        },
      },
    },
    coupon: {
      initial: 'none',
      states: {
        none: {
          on: { 'coupon.verify': 'verifying' },
        },
        verifying: {
          invoke: {
            src: 'verifyCoupon',
            input: ({ event }) => {
              const { code, categories, items } = event as Extract<
                CheckoutEvent,
                { type: 'coupon.verify' }
              >;
              return { code: code.trim(), categories, items };
            },
            onDone: [
              {
                guard: ({ event }) => event.output.valid && event.output.discountAmount !== null,
                target: 'applied',
                actions: [
                  assign({
                    coupon: ({ event }) => ({
                      code: event.output.code ?? '',
                      discountAmount: event.output.discountAmount ?? 0,
                    }),
                    couponError: null,
                  }),
                  {
                    type: 'couponAnswered',
                    params: ({ event }) => ({ ok: true, message: event.output.message }),
                  },
                ],
              },
              {
                target: 'none',
                actions: [
                  assign({
                    coupon: null,
                    couponError: ({ event }) => ({ message: event.output.message }),
                  }),
                  {
                    type: 'couponAnswered',
                    params: ({ event }) => ({ ok: false, message: event.output.message }),
                  },
                ],
              },
            ],
            onError: {
              target: 'none',
              actions: [
                assign({ coupon: null, couponError: ({ event }) => toFailure(event.error) }),
                {
                  type: 'couponAnswered',
                  params: ({ event }) => ({ ok: false, message: toFailure(event.error).message }),
                },
              ],
            },
          },
        },
        applied: {
          on: {
            'coupon.verify': 'verifying',
            'coupon.remove': {
              target: 'none',
              actions: assign({ coupon: null, couponError: null }),
            },
          },
          // The order used the coupon up.
          always: { guard: ({ context }) => context.coupon === null, target: 'none' },
        },
      },
    },
  },
});
