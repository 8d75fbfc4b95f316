import { expect, test } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  checkoutMachine,
  COUPON_REFUSED_MESSAGE,
  DEFINITE_REFUSALS,
  orderTotal,
  toFailure,
  type CheckoutFailure,
  type CouponVerdict,
  type OrderDraft,
  type OrderRequest,
  type PlacedOrder,
} from './checkoutMachine.ts';

const draft: OrderDraft = {
  name: 'Asha Rao',
  phone: '03001234567',
  address: '12 Garden Road',
  items: [{ productId: 'p1', quantity: 2 }],
  subtotal: 2599,
};

type PlaceInput = OrderRequest;

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function start(
  fakes: {
    update?: (input: { phone: string; address: string }) => Promise<void>;
    place?: (input: PlaceInput) => Promise<PlacedOrder>;
    verify?: (input: { code: string; categories: string[] }) => Promise<CouponVerdict>;
  } = {},
) {
  const calls = {
    update: [] as { phone: string; address: string }[],
    place: [] as PlaceInput[],
    verify: [] as { code: string; categories: string[] }[],
    placed: 0,
    failed: 0,
    earlier: 0,
    left: 0,
    coupon: [] as { ok: boolean; message: string }[],
  };
  const machine = checkoutMachine.provide({
    actors: {
      updateProfile: fromPromise(({ input }) => {
        calls.update.push(input);
        return (fakes.update ?? (async () => {}))(input);
      }),
      placeOrder: fromPromise(({ input }) => {
        calls.place.push(input);
        return (fakes.place ?? (async () => ({ orderId: 'BLM-100001' })))(input);
      }),
      verifyCoupon: fromPromise(({ input }) => {
        calls.verify.push(input);
        return (
          fakes.verify ??
          (async () => ({
            valid: true,
            message: 'Coupon applied',
            code: 'GLOW10',
            discountAmount: 259.9,
          }))
        )(input);
      }),
    },
    actions: {
      orderPlaced: () => void (calls.placed += 1),
      orderFailed: () => void (calls.failed += 1),
      earlierOrderFound: () => void (calls.earlier += 1),
      leave: () => void (calls.left += 1),
      couponAnswered: (_, params) => void calls.coupon.push(params),
    },
  });
  let keys = 0;
  const actor = createActor(machine, { input: { newKey: () => `key-${(keys += 1)}` } });
  actor.start();
  return { actor, calls };
}

const orderState = (actor: ReturnType<typeof start>['actor']) =>
  (actor.getSnapshot().value as { order: string }).order;
const couponState = (actor: ReturnType<typeof start>['actor']) =>
  (actor.getSnapshot().value as { coupon: string }).coupon;

test('submit saves phone and address, then places the order, then shows the success modal', async () => {
  const { actor, calls } = start();
  actor.send({ type: 'order.submit', draft });
  expect(orderState(actor)).toBe('updatingProfile');

  await waitFor(actor, (s) => s.matches({ order: 'placed' }));
  expect(calls.update).toEqual([{ phone: draft.phone, address: draft.address }]);
  expect(calls.place).toEqual([
    { ...draft, totalAmount: 2599, couponCode: null, idempotencyKey: 'key-1' },
  ]);
  expect(actor.getSnapshot().context.placed).toEqual({ orderId: 'BLM-100001' });
  expect(calls.placed).toBe(1);
});

test('closing the success modal leaves the page and ends the checkout: nothing more is sent', async () => {
  const { actor, calls } = start();
  actor.send({ type: 'order.submit', draft });
  await waitFor(actor, (s) => s.matches({ order: 'placed' }));
  // While the modal shows, another submit places nothing.
  actor.send({ type: 'order.submit', draft });
  actor.send({ type: 'success.close' });

  expect(actor.getSnapshot().status).toBe('done');
  expect(calls.left).toBe(1);
  actor.send({ type: 'order.submit', draft });
  actor.send({ type: 'coupon.verify', code: 'GLOW10', categories: [], items: [] });
  expect(calls.update).toHaveLength(1);
  expect(calls.place).toHaveLength(1);
  expect(calls.verify).toHaveLength(0);
});

test('a second submit while the first is in flight is ignored (one order, one key)', async () => {
  const profile = deferred<void>();
  const order = deferred<PlacedOrder>();
  const { actor, calls } = start({ update: () => profile.promise, place: () => order.promise });
  actor.send({ type: 'order.submit', draft });
  actor.send({ type: 'order.submit', draft });
  profile.resolve();
  await waitFor(actor, (s) => s.matches({ order: 'placingOrder' }));
  actor.send({ type: 'order.submit', draft });
  order.resolve({ orderId: 'BLM-1' });
  await waitFor(actor, (s) => s.matches({ order: 'placed' }));

  expect(calls.update).toHaveLength(1);
  expect(calls.place).toHaveLength(1);
});

test('a failed profile update shows the shop message and places nothing', async () => {
  const { actor, calls } = start({
    update: async () => {
      throw { message: 'Phone must be digits', code: 'BAD_USER_INPUT' } satisfies CheckoutFailure;
    },
  });
  actor.send({ type: 'order.submit', draft });
  await waitFor(actor, (s) => s.matches({ order: 'editing' }));

  expect(actor.getSnapshot().context.orderError).toEqual({
    message: 'Phone must be digits',
    code: 'BAD_USER_INPUT',
  });
  expect(calls.place).toHaveLength(0);
  expect(calls.placed).toBe(0);
});

test('a refused order keeps the cart, shows why, and the next attempt has a new key', async () => {
  let refuse = true;
  const { actor, calls } = start({
    place: async () => {
      if (refuse) throw { message: 'Out of stock', code: 'CONFLICT' } satisfies CheckoutFailure;
      return { orderId: 'BLM-2' };
    },
  });
  actor.send({ type: 'order.submit', draft });
  await waitFor(actor, (s) => s.matches({ order: 'editing' }) && s.context.orderError !== null);
  expect(actor.getSnapshot().context.orderError?.message).toBe('Out of stock');
  expect(actor.getSnapshot().context.newTotal).toBeNull();
  expect(calls.placed).toBe(0);
  expect(calls.failed).toBe(1);

  refuse = false;
  actor.send({ type: 'order.submit', draft });
  await waitFor(actor, (s) => s.matches({ order: 'placed' }));
  expect(calls.place[0]!.idempotencyKey).not.toBe(calls.place[1]!.idempotencyKey);
  expect(actor.getSnapshot().context.orderError).toBeNull();
});

test('a lost answer keeps the key, so the retry cannot place a second order', async () => {
  let fail = true;
  const { actor, calls } = start({
    place: async () => {
      if (fail) throw new TypeError('Failed to fetch');
      return { orderId: 'BLM-3' };
    },
  });
  actor.send({ type: 'order.submit', draft });
  await waitFor(actor, (s) => s.context.orderError !== null);
  expect(actor.getSnapshot().context.orderError).toEqual({ message: 'Failed to fetch' });

  fail = false;
  actor.send({ type: 'order.submit', draft });
  await waitFor(actor, (s) => s.matches({ order: 'placed' }));
  expect(calls.place[1]!.idempotencyKey).toBe(calls.place[0]!.idempotencyKey);
});

test('after SERVICE_UNAVAILABLE (the shop gave up waiting, the order may exist) the retry keeps the key', async () => {
  let fail = true;
  const { actor, calls } = start({
    place: async () => {
      if (fail) {
        throw {
          message: 'The shop is temporarily unavailable. Please try again in a moment.',
          code: 'SERVICE_UNAVAILABLE',
        } satisfies CheckoutFailure;
      }
      return { orderId: 'BLM-4' };
    },
  });
  actor.send({ type: 'order.submit', draft });
  await waitFor(actor, (s) => s.context.orderError !== null);
  expect(actor.getSnapshot().context.orderError?.code).toBe('SERVICE_UNAVAILABLE');
  expect(calls.failed).toBe(1);

  fail = false;
  actor.send({ type: 'order.submit', draft });
  await waitFor(actor, (s) => s.matches({ order: 'placed' }));
  expect(calls.place.map((input) => input.idempotencyKey)).toEqual(['key-1', 'key-1']);
});

test('a retry with a changed cart finds the first order placed: it stands, nothing is cleared, and a new order takes a new key', async () => {
  const answers: Array<() => Promise<PlacedOrder>> = [
    async () => {
      throw { message: 'The shop is unavailable.', code: 'SERVICE_UNAVAILABLE' };
    },
    async () => {
      throw {
        message: 'This Idempotency-Key was used with a different order.',
        code: 'BAD_USER_INPUT',
        earlierOrderId: 'BLM-100001',
      } satisfies CheckoutFailure;
    },
    async () => ({ orderId: 'BLM-100002' }),
  ];
  const { actor, calls } = start({ place: () => answers.shift()!() });
  actor.send({ type: 'order.submit', draft });
  await waitFor(actor, (s) => s.context.orderError !== null);

  // The shopper takes one unit off and tries again; the first order had in fact gone through.
  const smaller = { ...draft, items: [{ productId: 'p1', quantity: 1 }], subtotal: 1299.5 };
  actor.send({ type: 'order.submit', draft: smaller });
  await waitFor(actor, (s) => s.context.earlierOrder !== null);
  expect(orderState(actor)).toBe('editing');
  expect(actor.getSnapshot().context.earlierOrder).toEqual({ orderId: 'BLM-100001' });
  expect(actor.getSnapshot().context.orderError).toBeNull();
  expect(calls).toMatchObject({ placed: 0, failed: 1, earlier: 1 });
  expect(calls.place[1]!.idempotencyKey).toBe(calls.place[0]!.idempotencyKey);

  actor.send({ type: 'order.submit', draft: smaller });
  await waitFor(actor, (s) => s.matches({ order: 'placed' }));
  expect(calls.place[2]!.idempotencyKey).not.toBe(calls.place[0]!.idempotencyKey);
  expect(actor.getSnapshot().context.earlierOrder).toBeNull();
  expect(actor.getSnapshot().context.placed).toEqual({ orderId: 'BLM-100002' });
});

test('an unexpected failure (INTERNAL_SERVER_ERROR) keeps the key too', async () => {
  let fail = true;
  const { actor, calls } = start({
    place: async () => {
      if (fail) throw { message: 'Oops', code: 'INTERNAL_SERVER_ERROR' } satisfies CheckoutFailure;
      return { orderId: 'BLM-5' };
    },
  });
  actor.send({ type: 'order.submit', draft });
  await waitFor(actor, (s) => s.context.orderError !== null);
  fail = false;
  actor.send({ type: 'order.submit', draft });
  await waitFor(actor, (s) => s.matches({ order: 'placed' }));
  expect(calls.place[1]!.idempotencyKey).toBe(calls.place[0]!.idempotencyKey);
});

test.each([...DEFINITE_REFUSALS])(
  'a definite refusal (%s) placed no order, so the next attempt takes a new key',
  async (code) => {
    let refuse = true;
    const { actor, calls } = start({
      place: async () => {
        if (refuse) throw { message: 'No.', code } satisfies CheckoutFailure;
        return { orderId: 'BLM-6' };
      },
    });
    actor.send({ type: 'order.submit', draft });
    await waitFor(actor, (s) => s.context.orderError !== null);
    refuse = false;
    actor.send({ type: 'order.submit', draft });
    await waitFor(actor, (s) => s.matches({ order: 'placed' }));
    expect(calls.place[1]!.idempotencyKey).not.toBe(calls.place[0]!.idempotencyKey);
  },
);

test('a CONFLICT price change keeps the new total to show', async () => {
  const { actor } = start({
    place: async () => {
      throw {
        message: 'The order total is now Rs. 2400.00.',
        code: 'CONFLICT',
        totalAmount: 2400,
      } satisfies CheckoutFailure;
    },
  });
  actor.send({ type: 'order.submit', draft });
  await waitFor(actor, (s) => s.context.orderError !== null);
  expect(actor.getSnapshot().context.newTotal).toBe(2400);

  actor.send({ type: 'order.submit', draft });
  expect(actor.getSnapshot().context.newTotal).toBeNull();
});

test('a valid coupon gives the discount, sent with the order and taken off the total', async () => {
  const { actor, calls } = start();
  actor.send({
    type: 'coupon.verify',
    code: ' glow10 ',
    categories: ['SKINCARE'],
    items: draft.items,
  });
  expect(couponState(actor)).toBe('verifying');
  expect(actor.getSnapshot().context.coupon).toBeNull();
  await waitFor(actor, (s) => s.matches({ coupon: 'applied' }));
  expect(calls.verify[0]).toMatchObject({ code: 'glow10', categories: ['SKINCARE'] });
  expect(actor.getSnapshot().context.coupon).toEqual({ code: 'GLOW10', discountAmount: 259.9 });
  expect(calls.coupon).toEqual([{ ok: true, message: 'Coupon applied' }]);

  actor.send({ type: 'order.submit', draft });
  await waitFor(actor, (s) => s.matches({ order: 'placed' }));
  expect(calls.place[0]).toMatchObject({ totalAmount: 2339.1, couponCode: 'GLOW10' });
  // The order used the coupon up: it can no longer change.
  expect(couponState(actor)).toBe('closed');
  actor.send({ type: 'coupon.remove' });
  expect(couponState(actor)).toBe('closed');
});

test('an invalid coupon gives no discount and says why', async () => {
  const { actor, calls } = start({
    verify: async () => ({
      valid: false,
      message: 'This coupon has expired.',
      code: null,
      discountAmount: null,
    }),
  });
  actor.send({ type: 'coupon.verify', code: 'OLD', categories: ['SKINCARE'], items: [] });
  await waitFor(actor, (s) => s.matches({ coupon: 'none' }));

  expect(actor.getSnapshot().context.coupon).toBeNull();
  expect(calls.coupon).toEqual([{ ok: false, message: 'This coupon has expired.' }]);
});

test('a failed verification gives no discount and says why', async () => {
  const { actor, calls } = start({
    verify: async () => {
      throw { message: 'Please log in', code: 'UNAUTHENTICATED' } satisfies CheckoutFailure;
    },
  });
  actor.send({ type: 'coupon.verify', code: 'X', categories: [], items: [] });
  await waitFor(actor, (s) => s.matches({ coupon: 'none' }));

  expect(actor.getSnapshot().context.coupon).toBeNull();
  // The check itself failed: the page is handed the failure, not only its sentence.
  expect(calls.coupon).toEqual([
    {
      ok: false,
      message: 'Please log in',
      failure: { message: 'Please log in', code: 'UNAUTHENTICATED' },
    },
  ]);
});

test('an applied coupon can be removed, or replaced by verifying another', async () => {
  let verdict: CouponVerdict = { valid: true, message: 'ok', code: 'A', discountAmount: 10 };
  const { actor } = start({ verify: async () => verdict });
  actor.send({ type: 'coupon.verify', code: 'A', categories: [], items: [] });
  await waitFor(actor, (s) => s.matches({ coupon: 'applied' }));

  verdict = { valid: false, message: 'nope', code: null, discountAmount: null };
  actor.send({ type: 'coupon.verify', code: 'B', categories: [], items: [] });
  await waitFor(actor, (s) => s.matches({ coupon: 'none' }));
  expect(actor.getSnapshot().context.coupon).toBeNull();

  verdict = { valid: true, message: 'ok', code: 'A', discountAmount: 10 };
  actor.send({ type: 'coupon.verify', code: 'A', categories: [], items: [] });
  await waitFor(actor, (s) => s.matches({ coupon: 'applied' }));
  actor.send({ type: 'coupon.remove' });
  expect(couponState(actor)).toBe('none');
  expect(actor.getSnapshot().context.coupon).toBeNull();
});

const glow10: CouponVerdict = {
  valid: true,
  message: 'Coupon applied',
  code: 'GLOW10',
  discountAmount: 259.9,
};

test('a submit while the coupon is being verified waits, then places the order with the coupon', async () => {
  const verdict = deferred<CouponVerdict>();
  const { actor, calls } = start({ verify: () => verdict.promise });
  actor.send({ type: 'coupon.verify', code: 'glow10', categories: ['SKINCARE'], items: [] });
  actor.send({ type: 'order.submit', draft });
  // The profile is saved meanwhile; the order itself waits for the coupon's verdict.
  await waitFor(actor, (s) => !s.matches({ order: 'updatingProfile' }));
  expect(orderState(actor)).toBe('waitingForCoupon');
  expect(calls.place).toHaveLength(0);
  actor.send({ type: 'order.submit', draft });

  verdict.resolve(glow10);
  await waitFor(actor, (s) => s.matches({ order: 'placed' }));
  expect(calls.update).toHaveLength(1);
  expect(calls.place).toHaveLength(1);
  expect(calls.place[0]).toMatchObject({ totalAmount: 2339.1, couponCode: 'GLOW10' });
  expect(couponState(actor)).toBe('closed');
});

test('a coupon verified while the profile is being saved goes with the order', async () => {
  const profile = deferred<void>();
  const verdict = deferred<CouponVerdict>();
  const { actor, calls } = start({ update: () => profile.promise, verify: () => verdict.promise });
  actor.send({ type: 'order.submit', draft });
  actor.send({ type: 'coupon.verify', code: 'glow10', categories: ['SKINCARE'], items: [] });
  verdict.resolve(glow10);
  await waitFor(actor, (s) => s.matches({ coupon: 'applied' }));
  profile.resolve();
  await waitFor(actor, (s) => s.matches({ order: 'placed' }));
  expect(calls.place[0]).toMatchObject({ totalAmount: 2339.1, couponCode: 'GLOW10' });
});

test('a coupon refused while the order waits stops the order: nothing is charged at a price the shopper did not see', async () => {
  const verdict = deferred<CouponVerdict>();
  const { actor, calls } = start({ verify: () => verdict.promise });
  actor.send({ type: 'coupon.verify', code: 'OLD', categories: ['SKINCARE'], items: [] });
  actor.send({ type: 'order.submit', draft });
  await waitFor(actor, (s) => !s.matches({ order: 'updatingProfile' }));
  expect(orderState(actor)).toBe('waitingForCoupon');

  verdict.resolve({
    valid: false,
    message: 'This coupon has expired.',
    code: null,
    discountAmount: null,
  });
  await waitFor(actor, (s) => s.matches({ order: 'editing' }));
  expect(calls.place).toHaveLength(0);
  expect(actor.getSnapshot().context.orderError).toEqual({ message: COUPON_REFUSED_MESSAGE });
  expect(calls.coupon).toEqual([{ ok: false, message: 'This coupon has expired.' }]);
  expect(calls.failed).toBe(1);

  // The shopper saw the full total now; submitting again places the order at that price.
  actor.send({ type: 'order.submit', draft });
  await waitFor(actor, (s) => s.matches({ order: 'placed' }));
  expect(calls.place[0]).toMatchObject({ totalAmount: 2599, couponCode: null });
});

test('the coupon cannot change while the order that uses it is being placed', async () => {
  const order = deferred<PlacedOrder>();
  const { actor, calls } = start({ place: () => order.promise });
  actor.send({ type: 'coupon.verify', code: 'glow10', categories: [], items: [] });
  await waitFor(actor, (s) => s.matches({ coupon: 'applied' }));
  actor.send({ type: 'order.submit', draft });
  await waitFor(actor, (s) => s.matches({ order: 'placingOrder' }));

  actor.send({ type: 'coupon.remove' });
  actor.send({ type: 'coupon.verify', code: 'OTHER', categories: [], items: [] });
  expect(couponState(actor)).toBe('applied');
  expect(calls.verify).toHaveLength(1);

  order.resolve({ orderId: 'BLM-7' });
  await waitFor(actor, (s) => s.matches({ order: 'placed' }));
  expect(calls.place[0]).toMatchObject({ couponCode: 'GLOW10' });
});

test('totals are computed in paisa and never go below zero', () => {
  expect(orderTotal(0.3, { code: 'A', discountAmount: 0.1 })).toBe(0.2);
  expect(orderTotal(100, { code: 'A', discountAmount: 150 })).toBe(0);
  expect(orderTotal(100, null)).toBe(100);
});

test('toFailure keeps message, code and total, and copes with anything', () => {
  expect(toFailure({ message: 'm', code: 'CONFLICT', totalAmount: 5 })).toEqual({
    message: 'm',
    code: 'CONFLICT',
    totalAmount: 5,
  });
  expect(toFailure({ message: 'm', code: 'BAD_USER_INPUT', earlierOrderId: 'BLM-1' })).toEqual({
    message: 'm',
    code: 'BAD_USER_INPUT',
    earlierOrderId: 'BLM-1',
  });
  expect(toFailure('boom')).toEqual({ message: 'Something went wrong.' });
  expect(toFailure({ message: '' })).toEqual({ message: 'Something went wrong.' });
});
