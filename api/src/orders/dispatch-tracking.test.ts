/**
 * Dispatch records the carrier and the tracking number (issue 33 §1): both optional, checked at
 * the edge (a carrier from shop.config.json, a trimmed printable number of at most 64), kept on
 * the order, its activity row and the shopper's mail, and shown on the shopper's own order with
 * the carrier's tracking link. A refused body changes nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { post, useTestApp, waitForMail } from '../../test/helpers.ts';
import { call, placeTestOrder, signedInStaff, type TestStaff } from '../../test/staff.ts';
import { checkShopConfig, trackingUrl } from '../shop.ts';

const t = useTestApp();

let owner: TestStaff;

beforeAll(async () => {
  owner = await signedInStaff(t.app, t.db, 'owner');
});

const getOrder = async (id: string) =>
  (await call(t.app, 'GET', `/api/admin/orders/${id}`, { cookie: owner.cookie })).json().order;

const dispatch = (id: string, body: Record<string, unknown>) =>
  call(t.app, 'POST', `/api/admin/orders/${id}/status`, {
    cookie: owner.cookie,
    body: { status: 'Dispatched', version: 1, ...body },
  });

const activityCount = async () =>
  (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM activity')).rows[0]!.n;

describe('dispatching with a carrier and a tracking number', () => {
  it("keeps them on the order, the activity row, the mail and the shopper's own order", async () => {
    const order = await placeTestOrder(t.app, t.db);
    const reply = await dispatch(order.id, { carrier: 'TCS', trackingNumber: '  TCS-7781 2290  ' });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().order).toMatchObject({
      status: 'Dispatched',
      carrier: 'TCS',
      trackingNumber: 'TCS-7781 2290',
      trackingUrl: 'https://www.tcsexpress.com/track/TCS-7781%202290',
    });

    const mail = await waitForMail(t.outbox, order.shopper.email);
    expect(mail).toContain('Carrier: TCS');
    expect(mail).toContain('Tracking number: TCS-7781 2290');
    expect(mail).toContain('https://www.tcsexpress.com/track/TCS-7781%202290');

    const log = await call(
      t.app,
      'GET',
      `/api/admin/activity?entityType=order&staffId=${owner.id}`,
      {
        cookie: owner.cookie,
      },
    );
    const row = (log.json().entries as { entityId: string; after: unknown }[]).find(
      (entry) => entry.entityId === order.id,
    );
    expect(row?.after).toMatchObject({
      status: 'Dispatched',
      carrier: 'TCS',
      trackingNumber: 'TCS-7781 2290',
    });

    const mine = await post(t.app, '/api/orders/getAllOrdersForUser', undefined, {
      cookie: order.shopper.cookie,
    });
    expect(mine.json().orders[0]).toMatchObject({
      id: order.id,
      carrier: 'TCS',
      trackingNumber: 'TCS-7781 2290',
      trackingUrl: 'https://www.tcsexpress.com/track/TCS-7781%202290',
    });
  });

  it('has no link for a carrier without a pattern, and records neither when neither is given', async () => {
    const post = await placeTestOrder(t.app, t.db);
    const posted = await dispatch(post.id, { carrier: 'Pakistan Post', trackingNumber: 'RR123' });
    expect(posted.json().order).toMatchObject({
      carrier: 'Pakistan Post',
      trackingNumber: 'RR123',
      trackingUrl: null,
    });
    const mail = await waitForMail(t.outbox, post.shopper.email);
    expect(mail).toContain('Carrier: Pakistan Post');
    expect(mail).not.toContain('Track your parcel');

    const plain = await placeTestOrder(t.app, t.db);
    const bare = await dispatch(plain.id, { trackingNumber: '   ' });
    expect(bare.statusCode, bare.body).toBe(200);
    expect(bare.json().order).toMatchObject({
      carrier: null,
      trackingNumber: null,
      trackingUrl: null,
    });
    expect(await waitForMail(t.outbox, plain.shopper.email)).not.toContain('Carrier:');
  });

  it.each([
    [{ carrier: 'DHL' }, /"carrier" must be one of the shop's carriers: TCS, Leopards/],
    [{ carrier: 7 }, /carrier/],
    [{ trackingNumber: 'x'.repeat(65) }, /at most 64/],
    [{ trackingNumber: 'TCS\n123' }, /printable/],
    [{ trackingNumber: 'TCS\u0007123' }, /printable/],
    [{ trackingNumber: 12345 }, /"trackingNumber" must be text/],
    [{ status: 'Cancelled', carrier: 'TCS' }, /only when dispatching/],
  ])('refuses %j with 400 and changes nothing', async (body, message) => {
    const order = await placeTestOrder(t.app, t.db);
    const before = await activityCount();
    const reply = await dispatch(order.id, body);
    expect(reply.statusCode, reply.body).toBe(400);
    expect(reply.json().error).toMatch(message);
    expect(await getOrder(order.id)).toMatchObject({
      status: 'Pending',
      version: 1,
      carrier: null,
      trackingNumber: null,
    });
    expect(await activityCount()).toBe(before);
  });

  it('bulk dispatch records one carrier on each order and refuses an unknown one', async () => {
    const order = await placeTestOrder(t.app, t.db);
    const refused = await call(t.app, 'POST', '/api/admin/orders/dispatch', {
      cookie: owner.cookie,
      body: { ids: [order.id], carrier: 'Nobody Express' },
    });
    expect(refused.statusCode).toBe(400);
    expect((await getOrder(order.id)).status).toBe('Pending');
    const reply = await call(t.app, 'POST', '/api/admin/orders/dispatch', {
      cookie: owner.cookie,
      body: { ids: [order.id], carrier: 'Leopards' },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(await getOrder(order.id)).toMatchObject({ status: 'Dispatched', carrier: 'Leopards' });
  });
});

describe('the carriers in shop.config.json', () => {
  it('are checked where the config is read', () => {
    expect(() =>
      checkShopConfig({ carriers: [{ name: 'TCS', trackingUrl: 'http://x/{tracking}' }] }),
    ).toThrow(/carriers\.0\.trackingUrl: a tracking URL must be an https address/);
    expect(() =>
      checkShopConfig({ carriers: [{ name: 'TCS', trackingUrl: 'https://x/track' }] }),
    ).toThrow(/must contain \{tracking\}/);
    expect(() => checkShopConfig({ carriers: [{ name: 'A' }, { name: 'A' }] })).toThrow(/differ/);
    expect(() => checkShopConfig({})).toThrow(/carriers/);
    expect(checkShopConfig({ carriers: [{ name: 'A' }] }).carriers).toEqual([{ name: 'A' }]);
  });

  it('make a link with the tracking number escaped', () => {
    expect(trackingUrl('Leopards', 'LE 1/2')).toBe(
      'https://www.leopardscourier.com/tracking?cn=LE%201%2F2',
    );
    expect(trackingUrl('Pakistan Post', 'RR1')).toBeNull();
    expect(trackingUrl('Gone Courier', 'RR1')).toBeNull();
  });
});
