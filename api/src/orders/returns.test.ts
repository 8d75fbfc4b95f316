/**
 * Returns and cancellations that match the goods (issue 33 §2): a Dispatched order cancelled, or
 * an order Returned after Dispatched or Delivered, puts back on sale only the units staff say
 * came back, with the reason on the order, its timeline and each product's stock timeline; a
 * Pending order's cancellation still puts everything back. The money collected on delivery and
 * given back is recorded on the order, in the CSV and net of the dashboard's revenue. Bad input
 * is a 400 that changes nothing; a stale version a 409.
 */
import { parse as parseCsv } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { post, useTestApp } from '../../test/helpers.ts';
import { call, placeTestOrder, signedInStaff, type TestStaff } from '../../test/staff.ts';

const t = useTestApp();

let owner: TestStaff;

beforeAll(async () => {
  owner = await signedInStaff(t.app, t.db, 'owner');
});

const getOrder = async (id: string) =>
  (await call(t.app, 'GET', `/api/admin/orders/${id}`, { cookie: owner.cookie })).json().order;

const setStatus = (id: string, body: Record<string, unknown>) =>
  call(t.app, 'POST', `/api/admin/orders/${id}/status`, { cookie: owner.cookie, body });

const recordPayment = (id: string, body: Record<string, unknown>) =>
  call(t.app, 'POST', `/api/admin/orders/${id}/payment`, { cookie: owner.cookie, body });

const stockOf = async (productId: string) =>
  (await t.db.query<{ stock: number }>('SELECT stock FROM products WHERE id = $1', [productId]))
    .rows[0]!.stock;

const activityCount = async () =>
  (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM activity')).rows[0]!.n;

/** A new two-line order (2 units of each, Rs. 1000 a unit), moved to Dispatched. */
async function dispatchedOrder() {
  const order = await placeTestOrder(t.app, t.db, { lines: 2 });
  const reply = await setStatus(order.id, { status: 'Dispatched', version: 1 });
  expect(reply.statusCode, reply.body).toBe(200);
  return { ...order, version: 2 };
}

describe('cancelling a Dispatched order', () => {
  it('puts back only the units that came back, with the reason on the order and the stock timeline', async () => {
    const order = await dispatchedOrder();
    const [first, second] = order.productIds as [string, string];
    expect([await stockOf(first), await stockOf(second)]).toEqual([8, 8]);
    const before = await activityCount();

    const reply = await setStatus(order.id, {
      status: 'Cancelled',
      version: order.version,
      returnedLines: [{ line: 0, quantity: 1 }],
      returnReason: 'Refused at the door; one jar broken',
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const cancelled = reply.json().order;
    expect(cancelled).toMatchObject({
      status: 'Cancelled',
      version: order.version + 1,
      returnReason: 'Refused at the door; one jar broken',
      allowedStatuses: [],
    });
    expect(
      cancelled.items.map((item: { returnedQuantity: number }) => item.returnedQuantity),
    ).toEqual([1, 0]);
    // One unit of the first back on sale; the second stays out (still with the courier).
    expect([await stockOf(first), await stockOf(second)]).toEqual([9, 8]);
    expect(await activityCount()).toBe(before + 1);
    const status = cancelled.timeline.find((entry: { to?: string }) => entry.to === 'Cancelled');
    expect(status.summary).toMatch(
      /^Status changed from Dispatched to Cancelled\. Back in stock: 1 × .+\. Reason: Refused at the door; one jar broken$/,
    );

    const product = await call(t.app, 'GET', `/api/admin/products/${first}`, {
      cookie: owner.cookie,
    });
    expect(product.json().product.timeline.at(-1)).toMatchObject({
      kind: 'stock',
      reason: 'returned',
      stockBefore: 8,
      stockAfter: 9,
      orderId: order.id,
      note: 'Refused at the door; one jar broken',
      by: { id: owner.id },
    });
    const untouched = await call(t.app, 'GET', `/api/admin/products/${second}`, {
      cookie: owner.cookie,
    });
    expect(
      untouched
        .json()
        .product.timeline.some((event: { reason?: string }) => event.reason === 'returned'),
    ).toBe(false);
  });

  it('asks what came back: without it, 400 and nothing changes', async () => {
    const order = await dispatchedOrder();
    const before = await activityCount();
    const reply = await setStatus(order.id, { status: 'Cancelled', version: order.version });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error).toBe(
      'Say which lines came back, and why, when an order moves from Dispatched to Cancelled.',
    );
    expect(await getOrder(order.id)).toMatchObject({
      status: 'Dispatched',
      version: order.version,
    });
    expect([await stockOf(order.productIds[0]!), await stockOf(order.productIds[1]!)]).toEqual([
      8, 8,
    ]);
    expect(await activityCount()).toBe(before);
  });
});

describe('a Pending order', () => {
  it('cancelled still puts every unit back, and refuses being told what came back', async () => {
    const refused = await placeTestOrder(t.app, t.db, { lines: 2 });
    const told = await setStatus(refused.id, {
      status: 'Cancelled',
      version: 1,
      returnedLines: [{ line: 0, quantity: 1 }],
      returnReason: 'Changed their mind',
    });
    expect(told.statusCode).toBe(400);
    expect(told.json().error).toBe(
      "A Pending order's goods never left: cancelling it puts every unit back.",
    );
    expect((await getOrder(refused.id)).status).toBe('Pending');

    const reply = await setStatus(refused.id, { status: 'Cancelled', version: 1 });
    expect(reply.statusCode, reply.body).toBe(200);
    expect([await stockOf(refused.productIds[0]!), await stockOf(refused.productIds[1]!)]).toEqual([
      10, 10,
    ]);
  });
});

describe('marking an order Returned', () => {
  it('from Delivered restocks what came back, shows the shopper, and ends the order', async () => {
    const order = await placeTestOrder(t.app, t.db, { lines: 2 });
    for (const [status, version] of [
      ['Dispatched', 1],
      ['Delivered', 2],
    ] as const) {
      expect((await setStatus(order.id, { status, version })).statusCode).toBe(200);
    }
    const reply = await setStatus(order.id, {
      status: 'Returned',
      version: 3,
      returnedLines: [
        { line: 0, quantity: 2 },
        { line: 1, quantity: 2 },
      ],
      returnReason: 'Wrong shade',
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().order).toMatchObject({ status: 'Returned', allowedStatuses: [] });
    expect([await stockOf(order.productIds[0]!), await stockOf(order.productIds[1]!)]).toEqual([
      10, 10,
    ]);

    const mine = await post(t.app, '/api/orders/getAllOrdersForUser', undefined, {
      cookie: order.shopper.cookie,
    });
    expect(mine.json().orders[0]).toMatchObject({ id: order.id, status: 'Returned' });
    const again = await setStatus(order.id, { status: 'Delivered', version: 4 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('A returned order cannot be changed.');
  });

  it.each([
    [
      { returnedLines: [{ line: 7, quantity: 1 }], returnReason: 'Damaged' },
      'This order has no line 7.',
    ],
    [
      { returnedLines: [{ line: 0, quantity: 3 }], returnReason: 'Damaged' },
      /^Only 2 × .+ were ordered: 3 cannot have come back\.$/,
    ],
    [
      {
        returnedLines: [
          { line: 1, quantity: 1 },
          { line: 1, quantity: 1 },
        ],
        returnReason: 'Damaged',
      },
      /^Line 1 \(.+\) is named twice\.$/,
    ],
    [{ returnedLines: [{ line: 0, quantity: 1 }] }, /together/],
    [{ returnedLines: [], returnReason: '   ' }, 'The reason is required.'],
    [{ returnedLines: [{ line: 0, quantity: -1 }], returnReason: 'x' }, /0 or more/],
  ])('refuses %j with a 400 that changes nothing', async (extra, error) => {
    const order = await dispatchedOrder();
    const before = await activityCount();
    const reply = await setStatus(order.id, {
      status: 'Returned',
      version: order.version,
      ...extra,
    });
    expect(reply.statusCode, reply.body).toBe(400);
    expect(reply.json().error).toMatch(error);
    expect(await getOrder(order.id)).toMatchObject({
      status: 'Dispatched',
      version: order.version,
      returnReason: null,
    });
    expect([await stockOf(order.productIds[0]!), await stockOf(order.productIds[1]!)]).toEqual([
      8, 8,
    ]);
    expect(await activityCount()).toBe(before);
  });
});

describe('the payment', () => {
  it('records what was collected and given back, on the order, its timeline, the CSV and the revenue', async () => {
    const order = await dispatchedOrder();
    const dashboard = async () =>
      (await call(t.app, 'GET', '/api/admin/dashboard', { cookie: owner.cookie })).json().today
        .revenue as number;
    const revenueBefore = await dashboard();

    const collected = await recordPayment(order.id, {
      version: order.version,
      collected: 4000,
      collectedNote: 'TCS cash',
      refunded: 0,
      refundedNote: '',
    });
    expect(collected.statusCode, collected.body).toBe(200);
    const returned = await setStatus(order.id, {
      status: 'Returned',
      version: order.version + 1,
      returnedLines: [{ line: 1, quantity: 2 }],
      returnReason: 'Allergic reaction',
    });
    expect(returned.statusCode, returned.body).toBe(200);
    const before = await activityCount();
    const refunded = await recordPayment(order.id, {
      version: order.version + 2,
      collected: 4000,
      collectedNote: 'TCS cash',
      refunded: 2000.5,
      refundedNote: 'Cash back for the returned line',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(await activityCount()).toBe(before + 1);
    const saved = refunded.json().order;
    expect(saved.payment).toEqual({
      collected: 4000,
      collectedNote: 'TCS cash',
      refunded: 2000.5,
      refundedNote: 'Cash back for the returned line',
    });
    expect(saved.version).toBe(order.version + 3);
    expect(saved.timeline.at(-1)).toMatchObject({
      kind: 'payment',
      summary:
        'Payment recorded: collected Rs. 4000.00 (TCS cash); given back Rs. 2000.50 (Cash back for the returned line)',
      by: { id: owner.id },
    });
    // The order kept Rs. 4000 − 2000.50: the returned order counts only the cash kept.
    expect(await dashboard()).toBeCloseTo(revenueBefore - 4000 + 1999.5, 2);

    const csv = await call(
      t.app,
      'GET',
      `/api/admin/orders/export?search=${encodeURIComponent(order.id)}`,
      { cookie: owner.cookie },
    );
    const cells = parseCsv(csv.body, { columns: true }) as Record<string, string>[];
    expect(cells).toHaveLength(2);
    expect(cells[1]).toMatchObject({
      status: 'Returned',
      collected: '4000.00',
      collected_note: 'TCS cash',
      refunded: '2000.50',
      refunded_note: 'Cash back for the returned line',
      return_reason: 'Allergic reaction',
      returned_quantity: '2',
    });
    expect(cells[0]).toMatchObject({ returned_quantity: '0' });
  });

  it.each([
    [
      { collected: 100, refunded: 100.01 },
      400,
      'What was given back cannot be more than what was collected.',
    ],
    [
      { collected: 4000.01, refunded: 0 },
      400,
      "What was collected cannot be more than the order's total of Rs. 4000.00.",
    ],
    [{ collected: 10.005, refunded: 0 }, 400, /two decimals/],
    [{ collected: -1, refunded: 0 }, 400, /cannot be negative/],
    [
      { collected: 10, refunded: 0, version: 1 },
      409,
      'This order was changed since you opened it.',
    ],
  ])('refuses %j, changing nothing', async (body, code, error) => {
    const order = await dispatchedOrder();
    const before = await activityCount();
    const reply = await recordPayment(order.id, { version: order.version, ...body });
    expect(reply.statusCode, reply.body).toBe(code);
    expect(reply.json().error).toMatch(error);
    expect(await getOrder(order.id)).toMatchObject({
      version: order.version,
      payment: { collected: 0, refunded: 0 },
    });
    expect(await activityCount()).toBe(before);
  });

  it('is not taken before dispatch', async () => {
    const order = await placeTestOrder(t.app, t.db);
    const reply = await recordPayment(order.id, { version: 1, collected: 10, refunded: 0 });
    expect(reply.statusCode).toBe(409);
    expect(reply.json().error).toBe('Nothing is collected before the order is dispatched.');
  });
});
