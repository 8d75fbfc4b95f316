/** The back office's customers: search, a customer's page, and their own password reset. */
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

  it('answers 404 for a staff account or an unknown id', async () => {
    const support = await signedInStaff(t.app, t.db, 'support');
    const reply = await call(t.app, 'GET', `/api/admin/customers/${support.id}`, {
      cookie: support.cookie,
    });
    expect(reply.statusCode).toBe(404);
  });
});
