/**
 * The back office's coupons: who may save, a code unique whatever its case, stale versions,
 * uses and what is left, deactivation, one use per shopper or many, and orders keeping the
 * discount they were charged when the coupon is edited afterwards.
 */
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { post, signUpAndLogIn, useTestApp } from '../../test/helpers.ts';
import { call, placeTestOrder, signedInStaff, type TestStaff } from '../../test/staff.ts';

const t = useTestApp();

let manager: TestStaff;
let support: TestStaff;

beforeAll(async () => {
  [manager, support] = await Promise.all([
    signedInStaff(t.app, t.db, 'manager'),
    signedInStaff(t.app, t.db, 'support'),
  ]);
});

const code = () => `wk${randomBytes(3).toString('hex')}`;

const couponBody = (fields: Record<string, unknown> = {}) => ({
  code: code(),
  kind: 'percent',
  value: 10,
  categories: [],
  expiresAt: null,
  active: true,
  maxUses: 5,
  onePerShopper: true,
  ...fields,
});

const create = (body: unknown, cookie = manager.cookie) =>
  call(t.app, 'POST', '/api/admin/coupons', { cookie, body });

async function created(fields: Record<string, unknown> = {}) {
  const reply = await create(couponBody(fields));
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json().coupon;
}

const edit = (
  coupon: Record<string, unknown>,
  changes: Record<string, unknown>,
  cookie = manager.cookie,
) =>
  call(t.app, 'PATCH', `/api/admin/coupons/${coupon['id']}`, {
    cookie,
    body: {
      code: coupon['code'],
      kind: coupon['kind'],
      value: coupon['value'],
      categories: coupon['categories'],
      expiresAt: coupon['expiresAt'],
      active: coupon['active'],
      maxUses: coupon['maxUses'],
      onePerShopper: coupon['onePerShopper'],
      version: coupon['version'],
      ...changes,
    },
  });

const actionsOf = async (id: string) =>
  (
    await t.db.query<{ action: string; before: unknown; after: unknown }>(
      'SELECT action, before, after FROM activity WHERE entity_id = $1 ORDER BY id',
      [id],
    )
  ).rows;

describe('coupons in the back office', () => {
  it('creates a coupon stored upper case, with uses, remaining and an activity row', async () => {
    const coupon = await created({ code: 'weekend-x1' });
    expect(coupon).toMatchObject({
      code: 'WEEKEND-X1',
      uses: 0,
      remaining: 5,
      status: 'active',
      version: 1,
      onePerShopper: true,
    });
    expect((await actionsOf(coupon.id)).map((row) => row.action)).toEqual(['coupon.create']);
    const listed = await call(t.app, 'GET', '/api/admin/coupons?search=weekend-x', {
      cookie: support.cookie,
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().coupons.map((each: { id: string }) => each.id)).toEqual([coupon.id]);
  });

  it('refuses a code already taken in any case, and a percent above 100, beside the field', async () => {
    const first = await created();
    const again = await create(couponBody({ code: first.code.toLowerCase() }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: `A coupon with the code ${first.code} already exists.`,
      field: 'code',
    });
    const percent = await create(couponBody({ value: 150 }));
    expect(percent.statusCode).toBe(400);
    expect(percent.json()).toEqual({ error: 'A percent coupon is at most 100.', field: 'value' });
    const badCode = await create(couponBody({ code: 'no spaces' }));
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().field).toBe('code');
  });

  it('lets support read but not save (403, nothing saved)', async () => {
    const coupon = await created();
    const refused = [
      await create(couponBody(), support.cookie),
      await edit(coupon, { value: 50 }, support.cookie),
      await call(t.app, 'POST', `/api/admin/coupons/${coupon.id}/deactivate`, {
        cookie: support.cookie,
        body: {},
      }),
    ];
    for (const reply of refused) {
      expect(reply.statusCode).toBe(403);
      expect(reply.json().error).toBe(
        'Your role (support) does not have the coupons:write permission.',
      );
    }
    const read = await call(t.app, 'GET', `/api/admin/coupons/${coupon.id}`, {
      cookie: support.cookie,
    });
    expect(read.json().coupon).toMatchObject({ value: 10, active: true, version: 1 });
  });

  it('refuses a stale version (409 with the current one)', async () => {
    const coupon = await created();
    expect((await edit(coupon, { value: 20 })).statusCode).toBe(200);
    const stale = await edit(coupon, { value: 30 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      error: 'This coupon was changed since you opened it.',
      version: 2,
    });
    const rows = await actionsOf(coupon.id);
    expect(rows.at(-1)).toMatchObject({
      action: 'coupon.update',
      before: { value: 10 },
      after: { value: 20 },
    });
  });

  it('keeps a past order discount as charged when the coupon is edited', async () => {
    const coupon = await created({ value: 10 });
    const order = await placeTestOrder(t.app, t.db, { couponCode: coupon.code, quantity: 2 });
    const charged = await call(t.app, 'GET', `/api/admin/orders/${order.id}`, {
      cookie: manager.cookie,
    });
    expect(charged.json().order).toMatchObject({ discount: 200, totalAmount: 1800 });
    const used = await call(t.app, 'GET', `/api/admin/coupons/${coupon.id}`, {
      cookie: manager.cookie,
    });
    expect(used.json().coupon).toMatchObject({ uses: 1, remaining: 4 });
    const lowered = await edit(used.json().coupon, { kind: 'fixed', value: 50, maxUses: 1 });
    expect(lowered.statusCode, lowered.body).toBe(200);
    expect(lowered.json().coupon).toMatchObject({ status: 'used up', remaining: 0 });
    const after = await call(t.app, 'GET', `/api/admin/orders/${order.id}`, {
      cookie: manager.cookie,
    });
    expect(after.json().order).toMatchObject({
      discount: 200,
      totalAmount: 1800,
      couponUsed: { code: coupon.code, discount: 200 },
    });
  });

  it('deactivates a coupon, which checkout then refuses', async () => {
    const coupon = await created();
    const reply = await call(t.app, 'POST', `/api/admin/coupons/${coupon.id}/deactivate`, {
      cookie: manager.cookie,
      body: { version: 1 },
    });
    expect(reply.json().coupon).toMatchObject({ active: false, status: 'inactive', version: 2 });
    const shopper = await signUpAndLogIn(t.app, 'Coupon Shopper');
    const refused = await post(
      t.app,
      '/api/coupons/verifyCouponAtCheckout',
      { code: coupon.code.toLowerCase() },
      { cookie: shopper.cookie },
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('This coupon is not active.');
    const inactive = await call(t.app, 'GET', '/api/admin/coupons?status=inactive', {
      cookie: manager.cookie,
    });
    expect(inactive.json().coupons.map((each: { id: string }) => each.id)).toContain(coupon.id);
    expect((await actionsOf(coupon.id)).map((row) => row.action)).toEqual([
      'coupon.create',
      'coupon.deactivate',
    ]);
  });

  it('lets a shopper use a many-times coupon again, and a once-per-shopper one only once', async () => {
    /** The same shopper orders the same product again with `couponCode`. */
    const orderAgain = async (
      first: Awaited<ReturnType<typeof placeTestOrder>>,
      couponCode: string,
    ) => {
      const order = (totalAmount: number) =>
        post(
          t.app,
          '/api/orders/createOrder',
          {
            name: 'Amna Tariq',
            phone: '03001234567',
            address: '12 Canal Road, Lahore',
            items: [{ id: first.productId, quantity: 1 }],
            totalAmount,
            couponUsed: { code: couponCode },
          },
          { cookie: first.shopper.cookie },
        );
      const priced = await order(1);
      if (priced.statusCode !== 409 || !priced.json().totalAmount) return priced;
      return order(priced.json().totalAmount as number);
    };
    const many = await created({ onePerShopper: false, maxUses: null });
    const first = await placeTestOrder(t.app, t.db, { couponCode: many.code });
    const second = await orderAgain(first, many.code);
    expect(second.statusCode, second.body).toBe(201);
    const counted = await call(t.app, 'GET', `/api/admin/coupons/${many.id}`, {
      cookie: manager.cookie,
    });
    expect(counted.json().coupon).toMatchObject({ uses: 2, remaining: null });
    const once = await created();
    const used = await placeTestOrder(t.app, t.db, { couponCode: once.code });
    const refused = await orderAgain(used, once.code);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('You have already used this coupon.');
  });
});
