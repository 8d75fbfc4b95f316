import { describe, expect, it } from 'vitest';
import {
  insertProduct,
  makeStaff,
  post,
  signUpAndLogIn,
  useTestApp,
  waitForMail,
  type TestUser,
} from '../../test/helpers.ts';
import { removeExpiredRows } from '../db/index.ts';
import { shop } from '../shop.ts';
import { moveOrder, signedInStaff } from '../../test/staff.ts';

const t = useTestApp();

const delivery = { name: 'Amna Tariq', phone: '03001234567', address: '12 Canal Road, Lahore' };

function placeOrder(
  user: TestUser,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return post(
    t.app,
    '/api/orders/createOrder',
    { ...delivery, userID: user.id, ...body },
    { cookie: user.cookie, headers },
  );
}

async function stockOf(id: string) {
  return (await t.db.query<{ stock: number }>('SELECT stock FROM products WHERE id = $1', [id]))
    .rows[0]!.stock;
}

async function insertCoupon(fields: {
  code: string;
  kind?: string;
  value?: number;
  categories?: string[];
  maxUses?: number;
  active?: boolean;
  expired?: boolean;
}) {
  await t.db.query(
    `INSERT INTO coupons (code, kind, value, categories, max_uses, active, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, CASE WHEN $7 THEN now() - interval '1 day' ELSE NULL END)`,
    [
      fields.code,
      fields.kind ?? 'percent',
      fields.value ?? 10,
      fields.categories ?? [],
      fields.maxUses ?? null,
      fields.active ?? true,
      fields.expired ?? false,
    ],
  );
}

describe('createOrder', () => {
  it('prices from the catalogue (sale price when above 0), takes stock and answers the spec message', async () => {
    const user = await signUpAndLogIn(t.app);
    const serum = await insertProduct(t.db, { price: 1000, salePrice: 800, stock: 5 });
    const toner = await insertProduct(t.db, { price: 450.5, stock: 5 });
    const reply = await placeOrder(user, {
      items: [
        { id: serum, quantity: 2, price: 1000, sale_price: 800, name: 'carried along' },
        { id: toner, quantity: 1 },
      ],
      totalAmount: 2050.5,
    });
    expect(reply.statusCode).toBe(201);
    const { message, order } = reply.json();
    expect(message).toBe('Order PLaced Succcessfully');
    expect(order).toMatchObject({
      id: expect.stringMatching(/^BLM-[0-9A-HJKMNP-TV-Z]{10}$/),
      status: 'Pending',
      subtotal: 2050.5,
      discount: 0,
      totalAmount: 2050.5,
      couponUsed: null,
      ...delivery,
    });
    expect(order.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ productId: serum, price: 800, quantity: 2, lineTotal: 1600 }),
        expect.objectContaining({ productId: toner, price: 450.5, quantity: 1 }),
      ]),
    );
    expect(await stockOf(serum)).toBe(3);
    expect(await stockOf(toner)).toBe(4);
    const mail = await waitForMail(t.outbox, shop.ordersEmail);
    expect(mail).toContain(order.id);
  });

  it('ignores tampered prices and answers 409 with the real total when the client total differs', async () => {
    const user = await signUpAndLogIn(t.app);
    const id = await insertProduct(t.db, { price: 1500, stock: 5 });
    const reply = await placeOrder(user, {
      items: [{ id, quantity: 1, price: 1, sale_price: 1 }],
      totalAmount: 1,
    });
    expect(reply.statusCode).toBe(409);
    expect(reply.json()).toMatchObject({
      totalAmount: 1500,
      error: expect.stringContaining('1500.00'),
    });
    expect(await stockOf(id)).toBe(5);
    const orders = await post(
      t.app,
      '/api/orders/getAllOrdersForUser',
      { id: user.id },
      { cookie: user.cookie },
    );
    expect(orders.json().orders).toEqual([]);
  });

  it('never lets a client-claimed discount change what is charged', async () => {
    const user = await signUpAndLogIn(t.app);
    const id = await insertProduct(t.db, { price: 1000, stock: 5 });
    await insertCoupon({ code: 'TAMPER10', value: 10 });
    const claimed = await placeOrder(user, {
      items: [{ id, quantity: 1 }],
      couponUsed: { code: 'TAMPER10', discount: 999 },
      totalAmount: 1,
    });
    expect(claimed.statusCode).toBe(409);
    expect(claimed.json().totalAmount).toBe(900);
    const honest = await placeOrder(user, {
      items: [{ id, quantity: 1 }],
      couponUsed: { code: 'tamper10', discount: 999 },
      totalAmount: 900,
    });
    expect(honest.statusCode).toBe(201);
    expect(honest.json().order).toMatchObject({
      discount: 100,
      totalAmount: 900,
      couponUsed: { code: 'TAMPER10', discount: 100 },
    });
  });

  it('applies a category coupon to the eligible lines only', async () => {
    const user = await signUpAndLogIn(t.app);
    const skin = await insertProduct(t.db, { category: 'Skincare', price: 1000, stock: 5 });
    const hair = await insertProduct(t.db, { category: 'Haircare', price: 2000, stock: 5 });
    await insertCoupon({ code: 'SKINONLY20', value: 20, categories: ['Skincare'] });
    const reply = await placeOrder(user, {
      items: [
        { id: skin, quantity: 1 },
        { id: hair, quantity: 1 },
      ],
      couponUsed: { code: 'SKINONLY20' },
      totalAmount: 2800,
    });
    expect(reply.statusCode).toBe(201);
    expect(reply.json().order.discount).toBe(200);
  });

  it('caps a fixed coupon at the eligible lines', async () => {
    const user = await signUpAndLogIn(t.app);
    const cheap = await insertProduct(t.db, { category: 'Cosmetics', price: 300, stock: 5 });
    await insertCoupon({ code: 'BIGFIXED', kind: 'fixed', value: 50_000 });
    const reply = await placeOrder(user, {
      items: [{ id: cheap, quantity: 1 }],
      couponUsed: { code: 'BIGFIXED' },
      totalAmount: 0,
    });
    expect(reply.statusCode).toBe(201);
    expect(reply.json().order).toMatchObject({ discount: 300, totalAmount: 0 });
  });

  it('refuses unusable coupons: unknown 404, expired, paused, used up or used before 409, not applicable 400', async () => {
    const user = await signUpAndLogIn(t.app);
    const id = await insertProduct(t.db, { category: 'Skincare', price: 1000, stock: 20 });
    await insertCoupon({ code: 'OLD', expired: true });
    await insertCoupon({ code: 'PAUSED', active: false });
    await insertCoupon({ code: 'ONCE', maxUses: 1 });
    await insertCoupon({ code: 'HAIRONLY', categories: ['Haircare'] });
    await insertCoupon({ code: 'MINE' });
    const order = (code: string) =>
      placeOrder(user, { items: [{ id, quantity: 1 }], couponUsed: { code }, totalAmount: 900 });
    expect((await order('NOPE')).statusCode).toBe(404);
    expect((await order('OLD')).json().error).toMatch(/expired/);
    expect((await order('PAUSED')).statusCode).toBe(409);
    expect((await order('HAIRONLY')).statusCode).toBe(400);
    expect((await order('MINE')).statusCode).toBe(201);
    expect((await order('MINE')).json().error).toMatch(/already used/);
    const other = await signUpAndLogIn(t.app);
    expect(
      (
        await placeOrder(other, {
          items: [{ id, quantity: 1 }],
          couponUsed: { code: 'ONCE' },
          totalAmount: 900,
        })
      ).statusCode,
    ).toBe(201);
    expect((await order('ONCE')).json().error).toMatch(/used up/);
  });

  it('answers 409 when asking for more than the stock, 404 for an unknown product', async () => {
    const user = await signUpAndLogIn(t.app);
    const id = await insertProduct(t.db, { price: 100, stock: 2 });
    const tooMany = await placeOrder(user, { items: [{ id, quantity: 3 }], totalAmount: 300 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().error).toMatch(/Only 2/);
    const unknown = await placeOrder(user, {
      items: [{ id: '00000000-0000-4000-8000-000000000000', quantity: 1 }],
      totalAmount: 100,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("needs a session (401) and refuses an order in another user's name (403)", async () => {
    const alice = await signUpAndLogIn(t.app);
    const bob = await signUpAndLogIn(t.app);
    const id = await insertProduct(t.db, { price: 100, stock: 5 });
    const anonymous = await post(t.app, '/api/orders/createOrder', {
      ...delivery,
      items: [{ id, quantity: 1 }],
      totalAmount: 100,
    });
    expect(anonymous.statusCode).toBe(401);
    const forOther = await placeOrder(alice, {
      userID: bob.id,
      items: [{ id, quantity: 1 }],
      totalAmount: 100,
    });
    expect(forOther.statusCode).toBe(403);
    expect(await stockOf(id)).toBe(5);
  });

  it.each([
    [{ items: [], totalAmount: 0 }, /no items/],
    [{ items: [{ id: 'abc', quantity: 1 }], totalAmount: 1 }, /not a valid id/],
    [
      { items: [{ id: '00000000-0000-4000-8000-000000000000', quantity: 0 }], totalAmount: 1 },
      /at least 1/,
    ],
    [
      { items: [{ id: '00000000-0000-4000-8000-000000000000', quantity: 1.5 }], totalAmount: 1 },
      /whole number/,
    ],
    [
      { items: [{ id: '00000000-0000-4000-8000-000000000000', quantity: 1e308 }], totalAmount: 1 },
      /quantity/,
    ],
    [
      { items: [{ id: '00000000-0000-4000-8000-000000000000', quantity: 1 }], totalAmount: 'free' },
      /totalAmount/,
    ],
    [
      { items: [{ id: '00000000-0000-4000-8000-000000000000', quantity: 1 }], totalAmount: -5 },
      /negative/,
    ],
    [{ items: 'everything', totalAmount: 1 }, /items/],
    [
      {
        items: [{ id: '00000000-0000-4000-8000-000000000000', quantity: 1 }],
        totalAmount: 1,
        phone: 'none',
      },
      /Phone/,
    ],
  ])('answers 400 for %j', async (body, message) => {
    const user = await signUpAndLogIn(t.app);
    const reply = await placeOrder(user, body);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error).toMatch(message);
  });
});

describe('races', () => {
  it('200 concurrent orders for the last 10 units give exactly 10 orders and stock 0', async () => {
    const id = await insertProduct(t.db, { price: 100, stock: 10 });
    const shoppers = await Promise.all(Array.from({ length: 20 }, () => signUpAndLogIn(t.app)));
    const replies = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        placeOrder(shoppers[i % 20]!, { items: [{ id, quantity: 1 }], totalAmount: 100 }),
      ),
    );
    const statuses = replies.map((reply) => reply.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status !== 201).every((status) => status === 409)).toBe(
      true,
    );
    expect(await stockOf(id)).toBe(0);
    const count = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM order_items WHERE product_id = $1',
      [id],
    );
    expect(count.rows[0]!.n).toBe(10);
  });

  it('one user redeeming a coupon twice at once gets one redemption', async () => {
    const user = await signUpAndLogIn(t.app);
    const id = await insertProduct(t.db, { price: 1000, stock: 10 });
    await insertCoupon({ code: 'RACE10', value: 10 });
    const replies = await Promise.all(
      [1, 2].map(() =>
        placeOrder(user, {
          items: [{ id, quantity: 1 }],
          couponUsed: { code: 'RACE10' },
          totalAmount: 900,
        }),
      ),
    );
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([201, 409]);
    const uses = await t.db.query<{ uses: number }>(
      `SELECT uses FROM coupons WHERE code = 'RACE10'`,
    );
    expect(uses.rows[0]!.uses).toBe(1);
    expect(await stockOf(id)).toBe(9);
  });

  it('the same Idempotency-Key twice, even at once, gives one order', async () => {
    const user = await signUpAndLogIn(t.app);
    const id = await insertProduct(t.db, { price: 100, stock: 10 });
    const headers = { 'idempotency-key': 'checkout-42' };
    const body = { items: [{ id, quantity: 2 }], totalAmount: 200 };
    const [first, second] = await Promise.all([
      placeOrder(user, body, headers),
      placeOrder(user, body, headers),
    ]);
    expect([first!.statusCode, second!.statusCode].sort()).toEqual([200, 201]);
    expect(first!.json().order.id).toBe(second!.json().order.id);
    const later = await placeOrder(user, body, headers);
    expect(later.json().order.id).toBe(first!.json().order.id);
    expect(await stockOf(id)).toBe(8);
    const other = await placeOrder(user, body, { 'idempotency-key': 'checkout-43' });
    expect(other.statusCode).toBe(201);
    expect(other.json().order.id).not.toBe(first!.json().order.id);
  });
});

describe('Idempotency-Key', () => {
  const differentOrder =
    'This Idempotency-Key was used with a different order; use a new key for a new order.';

  async function ordersOf(user: TestUser) {
    const reply = await post(t.app, '/api/orders/getAllOrdersForUser', {}, { cookie: user.cookie });
    return reply.json().orders as { id: string }[];
  }

  it('answers a retry of the same order with the first order, however its cart lines are listed', async () => {
    const user = await signUpAndLogIn(t.app);
    const a = await insertProduct(t.db, { price: 100, stock: 10 });
    const b = await insertProduct(t.db, { price: 50, stock: 10 });
    const headers = { 'idempotency-key': 'retry-same-order' };
    const first = await placeOrder(
      user,
      {
        items: [
          { id: a, quantity: 1 },
          { id: b, quantity: 2 },
        ],
        totalAmount: 200,
      },
      headers,
    );
    expect(first.statusCode).toBe(201);
    const retry = await placeOrder(
      user,
      {
        items: [
          { id: b, quantity: 2, name: 'as the cart shows it' },
          { id: a, quantity: 1 },
        ],
        totalAmount: 200,
      },
      headers,
    );
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toMatchObject({
      message: 'Order PLaced Succcessfully',
      order: { id: first.json().order.id },
    });
    expect(await ordersOf(user)).toHaveLength(1);
    expect(await stockOf(a)).toBe(9);
  });

  it('refuses the same key with a different order (422) and places nothing', async () => {
    const user = await signUpAndLogIn(t.app);
    const id = await insertProduct(t.db, { price: 100, stock: 10 });
    const headers = { 'idempotency-key': 'reused-for-another-order' };
    const first = await placeOrder(
      user,
      { items: [{ id, quantity: 1 }], totalAmount: 100 },
      headers,
    );
    expect(first.statusCode).toBe(201);

    for (const changed of [
      { items: [{ id, quantity: 3 }], totalAmount: 300 },
      { items: [{ id, quantity: 1 }], totalAmount: 100, address: '7 Mall Road, Lahore' },
    ]) {
      const reply = await placeOrder(user, changed, headers);
      expect(reply.statusCode).toBe(422);
      expect(reply.json()).toEqual({ error: differentOrder, orderId: first.json().order.id });
    }
    expect((await ordersOf(user)).map((order) => order.id)).toEqual([first.json().order.id]);
    expect(await stockOf(id)).toBe(9);
  });

  it('keeps a key past 24 hours and through housekeeping', async () => {
    const user = await signUpAndLogIn(t.app);
    const id = await insertProduct(t.db, { price: 100, stock: 10 });
    const headers = { 'idempotency-key': 'day-old-key' };
    const body = { items: [{ id, quantity: 1 }], totalAmount: 100 };
    const first = await placeOrder(user, body, headers);
    await t.db.query(`UPDATE orders SET created_at = now() - interval '25 hours' WHERE id = $1`, [
      first.json().order.id,
    ]);
    await removeExpiredRows(t.db);

    const retry = await placeOrder(user, body, headers);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().order.id).toBe(first.json().order.id);
    const other = await placeOrder(
      user,
      { ...body, items: [{ id, quantity: 2 }], totalAmount: 200 },
      headers,
    );
    expect(other.statusCode).toBe(422);
    expect(await stockOf(id)).toBe(9);
  });
});

describe('getAllOrdersForUser and updateOrder', () => {
  it("lists the user's own orders, newest first, and refuses another user's list", async () => {
    const alice = await signUpAndLogIn(t.app);
    const bob = await signUpAndLogIn(t.app);
    const id = await insertProduct(t.db, { price: 100, stock: 10 });
    const first = (
      await placeOrder(alice, { items: [{ id, quantity: 1 }], totalAmount: 100 })
    ).json().order;
    const second = (
      await placeOrder(alice, { items: [{ id, quantity: 2 }], totalAmount: 200 })
    ).json().order;
    const list = await post(
      t.app,
      '/api/orders/getAllOrdersForUser',
      { id: alice.id },
      { cookie: alice.cookie },
    );
    expect(list.statusCode).toBe(200);
    expect(list.json().orders.map((order: { id: string }) => order.id)).toEqual([
      second.id,
      first.id,
    ]);
    const snooping = await post(
      t.app,
      '/api/orders/getAllOrdersForUser',
      { id: alice.id },
      { cookie: bob.cookie },
    );
    expect(snooping.statusCode).toBe(403);
    const anonymous = await post(t.app, '/api/orders/getAllOrdersForUser', { id: alice.id });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lets the owner cancel a Pending order, restocking it, but nothing else', async () => {
    const owner = await signUpAndLogIn(t.app);
    const stranger = await signUpAndLogIn(t.app);
    const id = await insertProduct(t.db, { price: 100, stock: 5 });
    const order = (
      await placeOrder(owner, { items: [{ id, quantity: 3 }], totalAmount: 300 })
    ).json().order;
    expect(await stockOf(id)).toBe(2);

    const notMine = await post(
      t.app,
      '/api/orders/updateOrder',
      { id: order.id, status: 'Cancelled' },
      { cookie: stranger.cookie },
    );
    expect(notMine.statusCode).toBe(404);
    const dispatchOwn = await post(
      t.app,
      '/api/orders/updateOrder',
      { id: order.id, status: 'Dispatched' },
      { cookie: owner.cookie },
    );
    expect(dispatchOwn.statusCode).toBe(403);

    const cancel = await post(
      t.app,
      '/api/orders/updateOrder',
      { id: order.id, status: 'Cancelled' },
      { cookie: owner.cookie },
    );
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toMatchObject({
      message: 'Order Data Updated',
      order: { status: 'Cancelled' },
    });
    expect(await stockOf(id)).toBe(5);
  });

  it("moves orders only through the back office: a staff member's shop session is a shopper's; the owner cannot cancel once dispatched", async () => {
    const owner = await signUpAndLogIn(t.app);
    const staffShop = await signUpAndLogIn(t.app, 'Staff');
    await makeStaff(t.db, staffShop.id);
    const manager = await signedInStaff(t.app, t.db, 'manager');
    const id = await insertProduct(t.db, { price: 100, stock: 5 });
    const order = (
      await placeOrder(owner, { items: [{ id, quantity: 1 }], totalAmount: 100 })
    ).json().order;

    // The staff member's shop cookie: someone else's order answers as a missing one, and
    // someone else's list is refused, exactly as for any shopper.
    const byShopSession = await post(
      t.app,
      '/api/orders/updateOrder',
      { id: order.id, status: 'Dispatched' },
      { cookie: staffShop.cookie },
    );
    expect(byShopSession.statusCode).toBe(404);
    const theirList = await post(
      t.app,
      '/api/orders/getAllOrdersForUser',
      { id: owner.id },
      { cookie: staffShop.cookie },
    );
    expect(theirList.statusCode).toBe(403);

    await moveOrder(t.app, manager, order.id, ['Dispatched']);
    const lateCancel = await post(
      t.app,
      '/api/orders/updateOrder',
      { id: order.id, status: 'Cancelled' },
      { cookie: owner.cookie },
    );
    expect(lateCancel.statusCode).toBe(409);
    const list = await post(t.app, '/api/orders/getAllOrdersForUser', undefined, {
      cookie: owner.cookie,
    });
    expect(list.json().orders[0]).toMatchObject({ id: order.id, status: 'Dispatched' });
  });

  it("answers someone else's order exactly as a missing one, whatever the status asked", async () => {
    const owner = await signUpAndLogIn(t.app);
    const stranger = await signUpAndLogIn(t.app);
    const id = await insertProduct(t.db, { price: 100, stock: 5 });
    const order = (
      await placeOrder(owner, { items: [{ id, quantity: 1 }], totalAmount: 100 })
    ).json().order;
    for (const status of ['Cancelled', 'Delivered']) {
      const call = (orderId: string) =>
        post(
          t.app,
          '/api/orders/updateOrder',
          { id: orderId, status },
          { cookie: stranger.cookie },
        );
      const someoneElses = await call(order.id);
      const missing = await call('BLM-7KQ2M9XH4T');
      expect([someoneElses.statusCode, someoneElses.json()]).toEqual([
        missing.statusCode,
        missing.json(),
      ]);
      expect(missing.json()).toEqual({ error: 'There is no order with this id.' });
    }
    expect(await stockOf(id)).toBe(4);
  });

  it('gives new orders 50 random bits and still finds an order placed with 6 digits', async () => {
    const owner = await signUpAndLogIn(t.app);
    const id = await insertProduct(t.db, { price: 100, stock: 50 });
    const ids = new Set<string>();
    for (let count = 0; count < 5; count += 1) {
      const placed = await placeOrder(owner, { items: [{ id, quantity: 1 }], totalAmount: 100 });
      ids.add(placed.json().order.id);
    }
    expect(ids.size).toBe(5);
    for (const placed of ids) expect(placed).toMatch(/^BLM-[0-9A-HJKMNP-TV-Z]{10}$/);

    await t.db.query(
      `INSERT INTO orders (id, user_id, name, phone, address, subtotal_paisa, total_paisa)
       VALUES ('BLM-219410', $1, 'Old', '03001234567', 'Old Street', 100, 100)`,
      [owner.id],
    );
    const cancelled = await post(
      t.app,
      '/api/orders/updateOrder',
      { id: 'BLM-219410', status: 'Cancelled' },
      { cookie: owner.cookie },
    );
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().order).toMatchObject({ id: 'BLM-219410', status: 'Cancelled' });
    for (const malformed of ['BLM-21941', 'BLM-7kq2m9xh4t', 'BLM-7KQ2M9XH4I', 'BLM-7KQ2M9XH4TT']) {
      const refused = await post(
        t.app,
        '/api/orders/updateOrder',
        { id: malformed, status: 'Cancelled' },
        { cookie: owner.cookie },
      );
      expect(refused.json().error).toBe('"id": The order id must look like BLM-7KQ2M9XH4T.');
    }
  });

  it('answers 404 for an unknown order and 400 for a malformed id or status', async () => {
    const user = await signUpAndLogIn(t.app);
    const call = (body: unknown) =>
      post(t.app, '/api/orders/updateOrder', body, { cookie: user.cookie });
    expect((await call({ id: 'BLM-000000', status: 'Cancelled' })).statusCode).toBe(404);
    expect((await call({ id: 'order-1', status: 'Cancelled' })).statusCode).toBe(400);
    expect((await call({ id: 'BLM-000000', status: 'Shipped' })).json().error).toMatch(
      /Pending, Dispatched/,
    );
  });
});

describe('verifyCouponAtCheckout', () => {
  it('checks a code without using it, with the discount over the given items', async () => {
    const user = await signUpAndLogIn(t.app);
    const id = await insertProduct(t.db, { category: 'Body Care', price: 2000, stock: 5 });
    await insertCoupon({ code: 'BODY15', value: 15, categories: ['Body Care'] });
    const reply = await post(
      t.app,
      '/api/coupons/verifyCouponAtCheckout',
      { code: 'body15', userId: user.id, category: ['Body Care'], items: [{ id, quantity: 1 }] },
      { cookie: user.cookie },
    );
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      couponDiscountSuccess: true,
      code: 'BODY15',
      discount: 15,
      discountType: 'percent',
      discountAmount: 300,
      message: expect.any(String),
    });
    const again = await post(
      t.app,
      '/api/coupons/verifyCouponAtCheckout',
      { code: 'BODY15', category: ['Body Care'] },
      { cookie: user.cookie },
    );
    expect(again.statusCode).toBe(200);
  });

  it('refuses: no session 401, another user 403, unknown 404, wrong category 400, used 409', async () => {
    const user = await signUpAndLogIn(t.app);
    const other = await signUpAndLogIn(t.app);
    await insertCoupon({ code: 'CHECK5', value: 5, categories: ['Cosmetics'] });
    const call = (body: unknown, cookie?: string) =>
      post(t.app, '/api/coupons/verifyCouponAtCheckout', body, cookie ? { cookie } : {});
    expect((await call({ code: 'CHECK5', category: ['Cosmetics'] })).statusCode).toBe(401);
    expect(
      (await call({ code: 'CHECK5', userId: other.id, category: ['Cosmetics'] }, user.cookie))
        .statusCode,
    ).toBe(403);
    expect((await call({ code: 'NOSUCH', category: ['Cosmetics'] }, user.cookie)).statusCode).toBe(
      404,
    );
    const wrong = await call({ code: 'CHECK5', category: ['Skincare'] }, user.cookie);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatch(/only to Cosmetics/);

    const id = await insertProduct(t.db, { category: 'Cosmetics', price: 100, stock: 5 });
    await placeOrder(user, {
      items: [{ id, quantity: 1 }],
      couponUsed: { code: 'CHECK5' },
      totalAmount: 95,
    });
    expect((await call({ code: 'CHECK5', category: ['Cosmetics'] }, user.cookie)).statusCode).toBe(
      409,
    );
  });
});
