/**
 * The back office's orders: the workflow table, optimistic concurrency, cancellation returning
 * stock and the coupon use in one transaction, notes the shopper never sees, mails on every
 * change, bulk dispatch, the list's filters, the CSV export, and the activity rows written with
 * each change (and never without one).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { post, useTestApp, waitForMail } from '../../test/helpers.ts';
import {
  call,
  placeTestOrder,
  signedInStaff,
  type TestOrder,
  type TestStaff,
} from '../../test/staff.ts';
import { orderStatuses, type OrderStatus } from './order.ts';
import { asksWhatCameBack, nextStatuses } from './status.ts';

const t = useTestApp();

let owner: TestStaff;
let support: TestStaff;

beforeAll(async () => {
  owner = await signedInStaff(t.app, t.db, 'owner');
  support = await signedInStaff(t.app, t.db, 'support');
});

const getOrder = async (id: string, cookie = owner.cookie) =>
  (await call(t.app, 'GET', `/api/admin/orders/${id}`, { cookie })).json().order;

const setStatus = (
  id: string,
  status: OrderStatus,
  version: number,
  cookie = owner.cookie,
  extra: Record<string, unknown> = {},
) =>
  call(t.app, 'POST', `/api/admin/orders/${id}/status`, {
    cookie,
    body: { status, version, ...extra },
  });

/** What a move that asks what came back sends: nothing came back, and why. */
const nothingBack = { returnedLines: [], returnReason: 'Refused at the door' };

const activityCount = async () =>
  (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM activity')).rows[0]!.n;

/** Puts a fresh order into `status` through the workflow itself. */
async function orderIn(status: OrderStatus): Promise<TestOrder & { version: number }> {
  const order = await placeTestOrder(t.app, t.db);
  const path: Record<OrderStatus, OrderStatus[]> = {
    Pending: [],
    Dispatched: ['Dispatched'],
    Delivered: ['Dispatched', 'Delivered'],
    Cancelled: ['Cancelled'],
    Returned: ['Dispatched', 'Returned'],
  };
  let version = 1;
  for (const step of path[status]) {
    const extra = step === 'Returned' ? nothingBack : {};
    const reply = await setStatus(order.id, step, version, owner.cookie, extra);
    expect(reply.statusCode, reply.body).toBe(200);
    version = reply.json().order.version;
  }
  return { ...order, version };
}

describe('the workflow table', () => {
  const pairs = orderStatuses.flatMap((from) => orderStatuses.map((to) => [from, to] as const));

  it.each(pairs)('%s → %s is allowed exactly when the table says so', async (from, to) => {
    const order = await orderIn(from);
    const before = await activityCount();
    const extra = asksWhatCameBack(from, to) && nextStatuses[from].includes(to) ? nothingBack : {};
    const reply = await setStatus(order.id, to, order.version, owner.cookie, extra);
    if (nextStatuses[from].includes(to)) {
      expect(reply.statusCode, reply.body).toBe(200);
      expect(reply.json().order).toMatchObject({ status: to, version: order.version + 1 });
      expect(await activityCount()).toBe(before + 1);
    } else {
      expect(reply.statusCode, reply.body).toBe(409);
      expect(reply.json().error).toMatch(/cannot|already/);
      expect((await getOrder(order.id)).status).toBe(from);
      expect(await activityCount()).toBe(before);
    }
  });

  it('says why in a sentence: Delivered → Pending, anything from Cancelled', async () => {
    const delivered = await orderIn('Delivered');
    expect((await setStatus(delivered.id, 'Pending', delivered.version)).json().error).toBe(
      'A Delivered order cannot move to Pending; it can move to Returned.',
    );
    const cancelled = await orderIn('Cancelled');
    expect((await setStatus(cancelled.id, 'Dispatched', cancelled.version)).json().error).toBe(
      'A cancelled order cannot be changed.',
    );
  });

  it('lets support change a status, as orders:write allows', async () => {
    const order = await orderIn('Pending');
    const reply = await setStatus(order.id, 'Dispatched', 1, support.cookie);
    expect(reply.statusCode, reply.body).toBe(200);
    const status = reply
      .json()
      .order.timeline.find((entry: { kind: string }) => entry.kind === 'status');
    expect(status).toMatchObject({
      from: 'Pending',
      to: 'Dispatched',
      by: { id: support.id, role: 'support' },
      summary: 'Status changed from Pending to Dispatched',
    });
  });
});

describe('a stale change', () => {
  it('is refused with 409 when the version moved on, and the first change stands', async () => {
    const order = await orderIn('Pending');
    const first = await setStatus(order.id, 'Dispatched', 1);
    expect(first.statusCode).toBe(200);
    const second = await setStatus(order.id, 'Cancelled', 1, support.cookie);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      error: 'This order was changed since you opened it.',
      version: 2,
    });
    expect(await getOrder(order.id)).toMatchObject({ status: 'Dispatched', version: 2 });
  });

  it('of two sent at once with the same version, one wins and the other hears 409', async () => {
    const order = await orderIn('Pending');
    const replies = await Promise.all([
      setStatus(order.id, 'Dispatched', 1),
      setStatus(order.id, 'Cancelled', 1, support.cookie),
    ]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
    const winner = replies.find((reply) => reply.statusCode === 200)!.json().order;
    expect(await getOrder(order.id)).toMatchObject({ status: winner.status, version: 2 });
  });
});

describe('cancelling', () => {
  it('returns the stock and the coupon use together with the status', async () => {
    await t.db.query(
      `INSERT INTO coupons (code, kind, value, max_uses) VALUES ('BACK10', 'percent', 10, 5)`,
    );
    const order = await placeTestOrder(t.app, t.db, { quantity: 3, couponCode: 'BACK10' });
    const stock = async () =>
      (
        await t.db.query<{ stock: number }>('SELECT stock FROM products WHERE id = $1', [
          order.productId,
        ])
      ).rows[0]!.stock;
    const uses = async () =>
      (await t.db.query<{ uses: number }>(`SELECT uses FROM coupons WHERE code = 'BACK10'`))
        .rows[0]!.uses;
    expect(await stock()).toBe(7);
    expect(await uses()).toBe(1);

    const reply = await setStatus(order.id, 'Cancelled', 1);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(await stock()).toBe(10);
    expect(await uses()).toBe(0);
    const redemptions = await t.db.query('SELECT 1 FROM coupon_redemptions WHERE order_id = $1', [
      order.id,
    ]);
    expect(redemptions.rowCount).toBe(0);
  });

  it('changes nothing at all when any part of it fails', async () => {
    const order = await placeTestOrder(t.app, t.db, { quantity: 2 });
    // A product whose stock cannot take the units back makes the cancellation's stock step fail.
    await t.db.query(
      `ALTER TABLE products ADD CONSTRAINT test_stock_cap CHECK (stock <= 8) NOT VALID`,
    );
    try {
      const before = await activityCount();
      const reply = await setStatus(order.id, 'Cancelled', 1);
      expect(reply.statusCode).toBe(500);
      expect(await getOrder(order.id)).toMatchObject({ status: 'Pending', version: 1 });
      expect(await activityCount()).toBe(before);
      const events = await t.db.query('SELECT 1 FROM order_events WHERE order_id = $1', [order.id]);
      expect(events.rowCount).toBe(0);
    } finally {
      await t.db.query('ALTER TABLE products DROP CONSTRAINT test_stock_cap');
    }
  });
});

describe('mails and the timeline', () => {
  it('mails the shopper on each change and shows status, mail and note with who and when', async () => {
    const order = await placeTestOrder(t.app, t.db);
    await setStatus(order.id, 'Dispatched', 1);
    const mail = await waitForMail(t.outbox, order.shopper.email);
    expect(mail).toContain(`Subject: Your Bloom order ${order.id} is Dispatched`);
    await call(t.app, 'POST', `/api/admin/orders/${order.id}/notes`, {
      cookie: owner.cookie,
      body: { text: 'Courier: TCS, tracking 123' },
    });
    const timeline = (await getOrder(order.id)).timeline as { kind: string; by: unknown }[];
    expect(timeline.map((entry) => entry.kind)).toEqual(['placed', 'status', 'mail', 'note']);
    for (const entry of timeline.slice(1)) {
      expect(entry.by).toMatchObject({ id: owner.id, role: 'owner' });
    }
  });
});

describe('internal notes', () => {
  it('are kept on the order for staff and never reach the shopper', async () => {
    const order = await placeTestOrder(t.app, t.db);
    const reply = await call(t.app, 'POST', `/api/admin/orders/${order.id}/notes`, {
      cookie: support.cookie,
      body: { text: 'Customer asked for evening delivery\nCall first' },
    });
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json().order.notes).toEqual([
      expect.objectContaining({
        text: 'Customer asked for evening delivery\nCall first',
        by: expect.objectContaining({ id: support.id }),
      }),
    ]);
    const mine = await post(t.app, '/api/orders/getAllOrdersForUser', undefined, {
      cookie: order.shopper.cookie,
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.body).not.toContain('evening delivery');
  });

  it.each([
    [{}, /"text" is required/],
    [{ text: '' }, /required/],
    [{ text: 'x'.repeat(2001) }, /at most 2000/],
    [{ text: 'ok', extra: 1 }, /unknown field "extra"/],
  ])('refuses %j with 400 and writes nothing', async (body, message) => {
    const order = await placeTestOrder(t.app, t.db);
    const before = await activityCount();
    const reply = await call(t.app, 'POST', `/api/admin/orders/${order.id}/notes`, {
      cookie: owner.cookie,
      body,
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error).toMatch(message);
    expect((await getOrder(order.id)).notes).toEqual([]);
    expect(await activityCount()).toBe(before);
  });
});

describe('bad status bodies', () => {
  it.each([
    [{ status: 'Shipped', version: 1 }, /"status" must be one of/],
    [{ status: 'Dispatched' }, /"version" is required/],
    [{ status: 'Dispatched', version: '1' }, /version/],
    [{ status: 'Dispatched', version: 0 }, /version/],
  ])('refuses %j with 400 and changes nothing', async (body, message) => {
    const order = await placeTestOrder(t.app, t.db);
    const reply = await call(t.app, 'POST', `/api/admin/orders/${order.id}/status`, {
      cookie: owner.cookie,
      body,
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error).toMatch(message);
    expect(await getOrder(order.id)).toMatchObject({ status: 'Pending', version: 1 });
  });

  it('answers 404 for an order that does not exist and 400 for an id that cannot be one', async () => {
    expect((await setStatus('BLM-000001', 'Dispatched', 1)).statusCode).toBe(404);
    expect(
      (await call(t.app, 'GET', '/api/admin/orders/nope', { cookie: owner.cookie })).statusCode,
    ).toBe(400);
  });
});

describe('bulk dispatch', () => {
  it('dispatches the Pending orders and lists the others with why', async () => {
    const pending = await orderIn('Pending');
    const delivered = await orderIn('Delivered');
    const reply = await call(t.app, 'POST', '/api/admin/orders/dispatch', {
      cookie: owner.cookie,
      body: { ids: [pending.id, delivered.id, 'BLM-000002'] },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const body = reply.json();
    expect(body.dispatched).toEqual([
      expect.objectContaining({ id: pending.id, status: 'Dispatched', version: 2 }),
    ]);
    expect(body.refused).toEqual([
      {
        id: delivered.id,
        error: `${delivered.id}: A Delivered order cannot move to Dispatched; it can move to Returned.`,
      },
      { id: 'BLM-000002', error: 'BLM-000002: There is no order with this id.' },
    ]);
    expect(await waitForMail(t.outbox, pending.shopper.email)).toContain('is Dispatched');
  });
});

describe('the list', () => {
  it("finds an order by the shopper's name and by a product's name on it, any case", async () => {
    const mine = await placeTestOrder(t.app, t.db, {
      fields: { name: 'Zarmina Qureshi-Hayat' },
      productName: 'Saffron Night Elixir 4417',
    });
    const other = await placeTestOrder(t.app, t.db);
    const found = async (search: string) =>
      (
        await call(t.app, 'GET', `/api/admin/orders?search=${encodeURIComponent(search)}`, {
          cookie: support.cookie,
        })
      )
        .json()
        .orders.map((o: { id: string }) => o.id);
    expect(await found('zarmina qureshi')).toEqual([mine.id]);
    expect(await found('NIGHT ELIXIR 4417')).toEqual([mine.id]);
    expect(await found('Qureshi-Hayat')).not.toContain(other.id);
    // A wildcard typed by staff is a character, not a pattern.
    expect(await found('Zarmina_Qureshi')).toEqual([]);
  });

  it('is newest first, filters by status and finds by order number, email or phone', async () => {
    const first = await placeTestOrder(t.app, t.db, { fields: { phone: '03219876543' } });
    const second = await placeTestOrder(t.app, t.db);
    const list = async (query: string) =>
      (await call(t.app, 'GET', `/api/admin/orders?${query}`, { cookie: support.cookie })).json();
    const all = await list('');
    expect(all).toMatchObject({ page: 1, pageSize: 50 });
    expect(all.orders[0].id).toBe(second.id);
    expect(all.orders[1].id).toBe(first.id);
    expect(
      (await list(`search=${first.shopper.email.toUpperCase()}`)).orders.map(
        (o: { id: string }) => o.id,
      ),
    ).toEqual([first.id]);
    expect((await list('search=0321-987')).orders.map((o: { id: string }) => o.id)).toEqual([
      first.id,
    ]);
    expect(
      (await list(`search=${second.id.slice(4, 10).toLowerCase()}`)).orders.map(
        (o: { id: string }) => o.id,
      ),
    ).toContain(second.id);
    expect((await list('search=%25')).orders).toEqual([]);
    const dispatched = await list('status=Dispatched');
    expect(dispatched.orders.every((o: { status: string }) => o.status === 'Dispatched')).toBe(
      true,
    );
  });

  it('sorts by when placed, the shopper, the status or the total, either way, ties by the id', async () => {
    const tag = `Sortkey${Math.random().toString(36).slice(2, 8)}`;
    const place = (name: string, quantity: number, product: string) =>
      placeTestOrder(t.app, t.db, {
        fields: { name },
        quantity,
        productName: `${tag} ${product}`,
      });
    const zoya = await place('Zoya Malik', 1, 'Rose Toner');
    const amna = await place('amna Butt', 3, 'Neem Wash');
    const bushra = await place('Bushra Khan', 2, 'Aloe Gel');
    const moved = await setStatus(zoya.id, 'Dispatched', 1);
    expect(moved.statusCode, moved.body).toBe(200);
    const ids = async (query: string) => {
      const reply = await call(t.app, 'GET', `/api/admin/orders?search=${tag}&${query}`, {
        cookie: support.cookie,
      });
      expect(reply.statusCode, reply.body).toBe(200);
      return reply.json().orders.map((o: { id: string }) => o.id);
    };
    expect(await ids('')).toEqual([bushra.id, amna.id, zoya.id]);
    expect(await ids('sort=placed&direction=asc')).toEqual([zoya.id, amna.id, bushra.id]);
    expect(await ids('sort=total')).toEqual([zoya.id, bushra.id, amna.id]);
    expect(await ids('sort=total&direction=desc')).toEqual([amna.id, bushra.id, zoya.id]);
    // Any case: "amna" is first whatever its capital.
    expect(await ids('sort=customer')).toEqual([amna.id, bushra.id, zoya.id]);
    // In the order an order moves through them: Pending before Dispatched; ties by the id.
    const pending = [amna.id, bushra.id].sort();
    expect(await ids('sort=status')).toEqual([...pending, zoya.id]);
    expect(await ids('sort=status&direction=desc')).toEqual([zoya.id, ...pending.reverse()]);
    const refused = await call(t.app, 'GET', '/api/admin/orders?sort=price', {
      cookie: support.cookie,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('must be one of placed, customer, status, total.');
  });

  it('filters by shop day and refuses a day that is not one', async () => {
    const order = await placeTestOrder(t.app, t.db);
    await t.db.query(`UPDATE orders SET created_at = '2026-03-10 23:30:00+05' WHERE id = $1`, [
      order.id,
    ]);
    const list = async (query: string) =>
      call(t.app, 'GET', `/api/admin/orders?${query}`, { cookie: owner.cookie });
    const ids = async (query: string) =>
      (await (await list(query)).json()).orders.map((o: { id: string }) => o.id);
    expect(await ids('from=2026-03-10&to=2026-03-10')).toEqual([order.id]);
    expect(await ids('from=2026-03-11&to=2026-03-11')).toEqual([]);
    for (const query of ['from=2026-13-45', 'from=2026-02-30', 'to=0000-01-01', 'from=today']) {
      const bad = await list(query);
      expect(bad.statusCode, query).toBe(400);
      expect(bad.json().error).toMatch(/"(from|to)"/);
    }
    expect((await list('page=0')).statusCode).toBe(400);
  });
});

describe('the CSV export', () => {
  it('has a row per order line, RFC 4180 quoting and no cell a spreadsheet would run', async () => {
    const order = await placeTestOrder(t.app, t.db, {
      fields: {
        name: '=HYPERLINK("http://evil.example")',
        address: 'Flat 2, "Rose" House, Lahore',
      },
      productName: '@SUM(1+1) serum',
    });
    const reply = await call(t.app, 'GET', `/api/admin/orders/export?search=${order.id}`, {
      cookie: owner.cookie,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(reply.headers['content-disposition']).toMatch(/^attachment; filename="orders-.*\.csv"$/);
    const lines = reply.body.split('\r\n');
    expect(lines[0]).toBe(
      'order_id,placed_at,status,customer_name,email,phone,address,coupon,discount,order_total,collected,collected_note,refunded,refunded_note,return_reason,product,category,unit_price,quantity,line_total,returned_quantity',
    );
    expect(reply.body).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(reply.body).toContain('"Flat 2, ""Rose"" House, Lahore"');
    expect(reply.body).toContain("'@SUM(1+1) serum");
    expect(reply.body).toContain(',2000.00,');
    expect(reply.body.endsWith('\r\n')).toBe(true);
  });

  it('neutralises every formula lead: = + - @ tab and carriage return', async () => {
    const { neutralised } = await import('./export.ts');
    for (const lead of ['=', '+', '-', '@', '\t', '\r']) {
      expect(neutralised(`${lead}1+2`)).toBe(`'${lead}1+2`);
    }
    expect(neutralised('Amna')).toBe('Amna');
  });

  it('holds every matching order, past one batch of the stream', async () => {
    const order = await placeTestOrder(t.app, t.db);
    // 450 copies of the order, a few sharing one microsecond-precise moment with another.
    await t.db.query(
      `INSERT INTO orders (id, user_id, name, phone, address, subtotal_paisa, total_paisa, created_at)
       SELECT 'BLM-9' || lpad(n::text, 5, '0'), user_id, name, phone, address, subtotal_paisa,
         total_paisa,
         timestamptz '2020-01-01 12:00:00+05' - (n / 3) * interval '1 microsecond'
       FROM orders, generate_series(1, 450) AS n WHERE id = $1`,
      [order.id],
    );
    await t.db.query(
      `INSERT INTO order_items (order_id, position, product_id, name, category, image_file,
         unit_price_paisa, quantity)
       SELECT o.id, 0, i.product_id, i.name, i.category, i.image_file, i.unit_price_paisa, 1
       FROM orders o, order_items i
       WHERE o.created_at < timestamptz '2021-01-01' AND i.order_id = $1`,
      [order.id],
    );
    const reply = await call(
      t.app,
      'GET',
      '/api/admin/orders/export?from=2020-01-01&to=2020-01-01',
      {
        cookie: owner.cookie,
      },
    );
    const rows = reply.body.trimEnd().split('\r\n').slice(1);
    expect(rows).toHaveLength(450);
    expect(new Set(rows.map((row) => row.split(',')[0])).size).toBe(450);
  });
});

describe('the activity log', () => {
  it('records a status change with who, role, before and after, request id and address', async () => {
    const order = await placeTestOrder(t.app, t.db);
    await setStatus(order.id, 'Dispatched', 1);
    const log = await call(
      t.app,
      'GET',
      `/api/admin/activity?entityType=order&staffId=${owner.id}`,
      {
        cookie: owner.cookie,
      },
    );
    expect(log.statusCode, log.body).toBe(200);
    expect(log.json().entries[0]).toMatchObject({
      staff: { id: owner.id, role: 'owner' },
      action: 'order.status',
      entityType: 'order',
      entityId: order.id,
      before: { status: 'Pending', version: 1 },
      after: { status: 'Dispatched', version: 2 },
      requestId: expect.any(String),
      address: '127.0.0.1',
    });
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Karachi' }).format(new Date());
    const onDay = async (day: string) =>
      (
        await call(t.app, 'GET', `/api/admin/activity?entityType=order&from=${day}&to=${day}`, {
          cookie: owner.cookie,
        })
      ).json();
    expect(
      (await onDay(today)).entries.map((entry: { entityId: string }) => entry.entityId),
    ).toContain(order.id);
    expect(await onDay('2020-01-01')).toMatchObject({
      entries: [],
      total: 0,
      page: 1,
      pageSize: 50,
    });
  });

  it('is written in the same transaction as the change: when the row cannot be written, the change is undone', async () => {
    const order = await placeTestOrder(t.app, t.db);
    await t.db.query(
      `ALTER TABLE activity ADD CONSTRAINT test_no_status CHECK (action <> 'order.status') NOT VALID`,
    );
    try {
      const reply = await setStatus(order.id, 'Cancelled', 1);
      expect(reply.statusCode).toBe(500);
    } finally {
      await t.db.query('ALTER TABLE activity DROP CONSTRAINT test_no_status');
    }
    expect(await getOrder(order.id)).toMatchObject({ status: 'Pending', version: 1 });
    const stock = await t.db.query<{ stock: number }>('SELECT stock FROM products WHERE id = $1', [
      order.productId,
    ]);
    expect(stock.rows[0]!.stock).toBe(8);
  });

  it('refuses to update, delete or truncate a row, whoever asks', async () => {
    await placeTestOrder(t.app, t.db).then((order) => setStatus(order.id, 'Dispatched', 1));
    const before = await activityCount();
    await expect(t.db.query(`UPDATE activity SET action = 'forged'`)).rejects.toThrow(
      /append-only/,
    );
    await expect(t.db.query('DELETE FROM activity')).rejects.toThrow(/append-only/);
    await expect(t.db.query('TRUNCATE activity')).rejects.toThrow(/append-only/);
    expect(await activityCount()).toBe(before);
  });
});
