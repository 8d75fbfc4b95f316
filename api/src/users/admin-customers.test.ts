/**
 * The back office's customers: search, filters, sort and the CSV, a customer's page, and their
 * own password reset.
 */
import { describe, expect, it } from 'vitest';
import { post, signUpAndLogIn, useTestApp, waitForMail } from '../../test/helpers.ts';
import { call, placeTestOrder, signedInStaff } from '../../test/staff.ts';

const t = useTestApp();

describe('customers', () => {
  it('finds a shopper by name, email or phone, and never lists staff', async () => {
    const support = await signedInStaff(t.app, t.db, 'support');
    const shopper = await signUpAndLogIn(t.app, 'Zainab Qureshi');
    await post(
      t.app,
      '/api/users/updateUserInformation',
      { phone: '0300 7654321' },
      { cookie: shopper.cookie },
    );
    const find = async (search: string) =>
      (
        await call(t.app, 'GET', `/api/admin/customers?search=${encodeURIComponent(search)}`, {
          cookie: support.cookie,
        })
      ).json().customers as { id: string }[];
    for (const search of ['zainab', shopper.email.toUpperCase(), '7654321']) {
      expect((await find(search)).map((customer) => customer.id)).toEqual([shopper.id]);
    }
    expect(await find(support.email)).toEqual([]);
  });

  it("shows a customer's orders, wishlist size and reviews, and never a password hash", async () => {
    const support = await signedInStaff(t.app, t.db, 'support');
    const order = await placeTestOrder(t.app, t.db);
    await post(
      t.app,
      '/api/wishlist/addToWishlist',
      { productIds: [order.productId] },
      { cookie: order.shopper.cookie },
    );
    const reply = await call(t.app, 'GET', `/api/admin/customers/${order.shopper.id}`, {
      cookie: support.cookie,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const { customer } = reply.json();
    expect(customer).toMatchObject({
      id: order.shopper.id,
      email: order.shopper.email,
      orders: [expect.objectContaining({ id: order.id, status: 'Pending' })],
      reviews: [],
    });
    expect(customer.wishlistSize).toBe(1);
    expect(reply.body).not.toMatch(/argon2|password/i);
  });

  it("sends the shopper's own reset: a code and the link to enter it, logged", async () => {
    const support = await signedInStaff(t.app, t.db, 'support');
    const shopper = await signUpAndLogIn(t.app, 'Forgetful Shopper');
    const reply = await call(t.app, 'POST', `/api/admin/customers/${shopper.id}/password-reset`, {
      cookie: support.cookie,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const mail = (await waitForMail(t.outbox, shopper.email)).replace(/=\r?\n/g, '');
    const code = /Your code is (\d{6})/.exec(mail)?.[1];
    const requestId = /\/otp\/([0-9a-f-]{36})/.exec(mail)?.[1];
    expect(code).toBeDefined();
    const verified = await post(t.app, '/api/users/verifyOtp', { otp: code, userId: requestId });
    expect(verified.statusCode, verified.body).toBe(200);
    const logged = await t.db.query(
      `SELECT 1 FROM activity WHERE action = 'customer.password_reset' AND entity_id = $1`,
      [shopper.id],
    );
    expect(logged.rowCount).toBe(1);
  });

  it('filters by whether they ordered, verified buyers and sign-up day, sorts either way, and refuses a bad filter', async () => {
    const owner = await signedInStaff(t.app, t.db, 'owner');
    const tag = `Filterkey${Math.random().toString(36).slice(2, 8)}`;
    // Three shoppers of this test only: one never ordered, one ordered, one had an order delivered.
    const browser = await signUpAndLogIn(t.app, `${tag} Bano`);
    const ordered = await placeTestOrder(t.app, t.db);
    const delivered = await placeTestOrder(t.app, t.db);
    await t.db.query('UPDATE users SET name = $1 WHERE id = $2', [
      `${tag} amna`,
      ordered.shopper.id,
    ]);
    await t.db.query('UPDATE users SET name = $1 WHERE id = $2', [
      `${tag} Zoya`,
      delivered.shopper.id,
    ]);
    for (const [status, version] of [
      ['Dispatched', 1],
      ['Delivered', 2],
    ] as const) {
      const moved = await call(t.app, 'POST', `/api/admin/orders/${delivered.id}/status`, {
        cookie: owner.cookie,
        body: { status, version },
      });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    // Signed up on known shop days (noon in Karachi).
    const signedUp = [
      [browser.id, '2024-03-09 12:00+05'],
      [ordered.shopper.id, '2024-03-10 12:00+05'],
      [delivered.shopper.id, '2024-03-11 12:00+05'],
    ];
    for (const [id, at] of signedUp) {
      await t.db.query('UPDATE users SET created_at = $1 WHERE id = $2', [at, id]);
    }
    const list = async (query: string) => {
      const reply = await call(t.app, 'GET', `/api/admin/customers?search=${tag}&${query}`, {
        cookie: owner.cookie,
      });
      expect(reply.statusCode, reply.body).toBe(200);
      return reply.json().customers as { id: string; verifiedBuyer: boolean; orderCount: number }[];
    };
    const ids = async (query: string) => (await list(query)).map((customer) => customer.id);
    expect(await ids('')).toEqual([delivered.shopper.id, ordered.shopper.id, browser.id]);
    expect(await ids('orders=none')).toEqual([browser.id]);
    expect(await ids('orders=any')).toEqual([delivered.shopper.id, ordered.shopper.id]);
    expect(await list('verified=true')).toEqual([
      expect.objectContaining({ id: delivered.shopper.id, verifiedBuyer: true, orderCount: 1 }),
    ]);
    expect(await ids('verified=false')).toEqual([ordered.shopper.id, browser.id]);
    expect(await ids('from=2024-03-10&to=2024-03-10')).toEqual([ordered.shopper.id]);
    expect(await ids('from=2024-03-10')).toEqual([delivered.shopper.id, ordered.shopper.id]);
    // Any case: "amna" before "Bano".
    expect(await ids('sort=name')).toEqual([ordered.shopper.id, browser.id, delivered.shopper.id]);
    expect(await ids('sort=joined&direction=asc')).toEqual([
      browser.id,
      ordered.shopper.id,
      delivered.shopper.id,
    ]);
    // By orders placed, most first; the tie between the two who ordered goes by the id.
    const [first, second] = [ordered.shopper.id, delivered.shopper.id].sort().reverse();
    expect(await ids('sort=orders')).toEqual([first, second, browser.id]);

    for (const [query, sentence] of [
      ['orders=some', 'must be any or none.'],
      ['verified=yes', 'must be true or false.'],
      ['from=2024-02-30', 'is not a real day.'],
      ['to=yesterday', 'must be a day like 2026-11-24.'],
      ['sort=email', 'must be one of joined, name, orders.'],
    ]) {
      const refused = await call(t.app, 'GET', `/api/admin/customers?${query}`, {
        cookie: owner.cookie,
      });
      expect(refused.statusCode, query).toBe(400);
      expect(refused.body).toContain(sentence);
    }
  });

  it('exports the filtered customers as CSV, a formula never left to run, for a role that may export', async () => {
    const owner = await signedInStaff(t.app, t.db, 'owner');
    const support = await signedInStaff(t.app, t.db, 'support');
    const tag = `Csvkey${Math.random().toString(36).slice(2, 8)}`;
    const plain = await signUpAndLogIn(t.app, `${tag} Hina, "Baji"`);
    const sly = await signUpAndLogIn(t.app, `${tag} x`);
    await t.db.query('UPDATE users SET name = $1 WHERE id = $2', [
      `=HYPERLINK("x") ${tag}`,
      sly.id,
    ]);
    const reply = await call(t.app, 'GET', `/api/admin/customers/export?search=${tag}`, {
      cookie: owner.cookie,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(reply.headers['content-disposition']).toMatch(/^attachment; filename="customers-/);
    const lines = reply.body.split('\r\n').filter(Boolean);
    expect(lines[0]).toBe(
      'customer_id,name,email,phone,address,signed_up_at,orders,verified_buyer',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`${sly.id},"'=HYPERLINK(""x"") ${tag}",${sly.email}`);
    expect(lines[2]).toContain(`${plain.id},"${tag} Hina, ""Baji""",${plain.email}`);
    expect(lines[2]).toMatch(/,0,no$/);
    const refused = await call(t.app, 'GET', '/api/admin/customers/export', {
      cookie: support.cookie,
    });
    expect(refused.statusCode).toBe(403);
  });

  it('answers 404 for a staff account or an unknown id', async () => {
    const support = await signedInStaff(t.app, t.db, 'support');
    const reply = await call(t.app, 'GET', `/api/admin/customers/${support.id}`, {
      cookie: support.cookie,
    });
    expect(reply.statusCode).toBe(404);
  });
});
