/**
 * Back-office races fought inside a real PostgreSQL server (PGlite runs one transaction at a
 * time, so there they never really race): the app's pool gives every simultaneous request its
 * own connection. Runs only when DATABASE_URL names a server (CI sets it); skipped otherwise.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp, waitForMail } from './helpers.ts';
import { call, placeTestOrder, signedInStaff, signIn, staffCookieOf } from './staff.ts';

const onServer = Boolean(process.env.DATABASE_URL);

describe.skipIf(!onServer)('back-office races on PostgreSQL', () => {
  const t = useTestApp();

  it('ten staff changing one order from the same version: exactly one wins, nine hear 409', async () => {
    expect(t.db.kind).toBe('pg');
    const order = await placeTestOrder(t.app, t.db, { quantity: 3 });
    const staff = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        signedInStaff(t.app, t.db, index % 2 ? 'support' : 'manager'),
      ),
    );
    const replies = await Promise.all(
      staff.map((member, index) =>
        call(t.app, 'POST', `/api/admin/orders/${order.id}/status`, {
          cookie: member.cookie,
          body: { status: index % 2 ? 'Cancelled' : 'Dispatched', version: 1 },
        }),
      ),
    );
    const statuses = replies.map((reply) => reply.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    for (const reply of replies.filter((each) => each.statusCode === 409)) {
      expect(reply.json().error).toBe('This order was changed since you opened it.');
    }
    const winner = replies.find((reply) => reply.statusCode === 200)!.json().order;
    const rows = await t.db.query<{ status: string; version: number }>(
      'SELECT status, version FROM orders WHERE id = $1',
      [order.id],
    );
    expect(rows.rows[0]).toEqual({ status: winner.status, version: 2 });
    // Nothing lost and nothing doubled: one activity row, one status event, stock returned once.
    const activity = await t.db.query('SELECT 1 FROM activity WHERE entity_id = $1', [order.id]);
    expect(activity.rowCount).toBe(1);
    const stock = await t.db.query<{ stock: number }>('SELECT stock FROM products WHERE id = $1', [
      order.productId,
    ]);
    expect(stock.rows[0]!.stock).toBe(winner.status === 'Cancelled' ? 10 : 7);
    await waitForMail(t.outbox, order.shopper.email);
  });

  it('two owners demoting each other at once: the shop keeps one active owner', async () => {
    await t.db.query(`UPDATE users SET deactivated_at = now() WHERE role = 'owner'`);
    const first = await signedInStaff(t.app, t.db, 'owner');
    const second = await signedInStaff(t.app, t.db, 'owner');
    const replies = await Promise.all([
      call(t.app, 'PATCH', `/api/admin/staff/${second.id}`, {
        cookie: first.cookie,
        body: { role: 'manager' },
      }),
      call(t.app, 'PATCH', `/api/admin/staff/${first.id}`, {
        cookie: second.cookie,
        body: { role: 'manager' },
      }),
    ]);
    const owners = await t.db.query(
      `SELECT 1 FROM users WHERE role = 'owner' AND deactivated_at IS NULL`,
    );
    expect(owners.rowCount).toBe(1);
    // The loser either lost the last owner's rule (409) or their own role first (403).
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, expect.any(Number)]);
    expect([403, 409]).toContain(replies.map((reply) => reply.statusCode).sort()[1]);
  });

  it('one invitation link accepted twice at once makes one account', async () => {
    const owner = await signedInStaff(t.app, t.db, 'owner');
    await call(t.app, 'POST', '/api/admin/staff/invitations', {
      cookie: owner.cookie,
      body: { email: 'race@example.com', role: 'support' },
    });
    const mail = (await waitForMail(t.outbox, 'race@example.com'))
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    const token = /accept-invite\?token=([\w-]+)/.exec(mail)![1]!;
    const body = { token, name: 'Racer', password: 'a fine long password' };
    const replies = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(t.app, 'POST', '/api/admin/staff/invitations/accept', { body }),
      ),
    );
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([201, 400, 400, 400, 400]);
    const accounts = await t.db.query(`SELECT 1 FROM users WHERE email = 'race@example.com'`);
    expect(accounts.rowCount).toBe(1);
    const session = staffCookieOf(replies.find((reply) => reply.statusCode === 201)!);
    expect((await call(t.app, 'GET', '/api/admin/session', { cookie: session })).statusCode).toBe(
      200,
    );
    expect(
      (await signIn(t.app, { email: 'race@example.com', password: body.password })).statusCode,
    ).toBe(200);
  });
});
