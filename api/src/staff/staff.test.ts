/**
 * Staff sign-in, sessions, two-factor, invitations and role changes: the rules of DESIGN.md
 * "Back office" as a caller meets them.
 */
import { describe, expect, it } from 'vitest';
import {
  post,
  sessionCookieOf,
  signUpAndLogIn,
  useTestApp,
  waitForMail,
} from '../../test/helpers.ts';
import {
  call,
  createStaff,
  placeTestOrder,
  signIn,
  signedInStaff,
  staffCookieOf,
  totpCode,
  type TestStaff,
} from '../../test/staff.ts';
import { removeExpiredRows } from '../db/index.ts';
import { permissions, rolePermissions, type Permission } from './permissions.ts';

const t = useTestApp();

const activityRows = async (action: string) =>
  (await t.db.query('SELECT 1 FROM activity WHERE action = $1', [action])).rowCount;

describe('staff sign-in', () => {
  it('sets its own cookie: httpOnly, SameSite=Strict, Path=/admin, 12 hours at most', async () => {
    const owner = await createStaff(t.db, 'owner');
    const reply = await signIn(t.app, owner);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toMatchObject({
      staff: { id: owner.id, role: 'owner', active: true, twoFactorEnabled: false },
      permissions: [...permissions],
      enrolmentRequired: false,
    });
    const cookie = reply.cookies.find((entry) => entry.name === 'bloom_staff')!;
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/admin',
      maxAge: 43_200,
    });
    expect(reply.cookies.some((entry) => entry.name === 'bloom_session')).toBe(false);
    const me = await call(t.app, 'GET', '/api/admin/session', { cookie: staffCookieOf(reply) });
    expect(me.json().staff.id).toBe(owner.id);
  });

  it('lists what support may do, and nothing more', async () => {
    const support = await createStaff(t.db, 'support');
    expect((await signIn(t.app, support)).json().permissions).toEqual([
      'orders:read',
      'orders:write',
      'customers:read',
      'messages:handle',
      'reviews:moderate',
    ]);
  });

  it('refuses a shopper with the right password exactly as a wrong password, and a staff cookie is no shopper session', async () => {
    const shopper = await signUpAndLogIn(t.app);
    const reply = await signIn(t.app, shopper);
    expect(reply.statusCode).toBe(401);
    expect(reply.json().error).toBe('The email or password is incorrect.');
    const owner = await signedInStaff(t.app, t.db, 'owner');
    const token = owner.cookie.split('=')[1];
    const asShopper = await post(t.app, '/api/orders/getAllOrdersForUser', undefined, {
      cookie: `bloom_session=${token}`,
    });
    expect(asShopper.statusCode).toBe(401);
  });

  it('ends after 30 idle minutes or 12 hours, and on sign-out', async () => {
    const owner = await signedInStaff(t.app, t.db, 'owner');
    const me = () => call(t.app, 'GET', '/api/admin/session', { cookie: owner.cookie });
    expect((await me()).statusCode).toBe(200);
    await t.db.query(
      `UPDATE staff_sessions SET last_seen_at = now() - interval '31 minutes' WHERE user_id = $1`,
      [owner.id],
    );
    expect((await me()).statusCode).toBe(401);

    const again = await signedInStaff(t.app, t.db, 'manager');
    await t.db.query(
      `UPDATE staff_sessions SET created_at = now() - interval '12 hours 1 minute' WHERE user_id = $1`,
      [again.id],
    );
    expect(
      (await call(t.app, 'GET', '/api/admin/session', { cookie: again.cookie })).statusCode,
    ).toBe(401);

    const third = await signedInStaff(t.app, t.db, 'support');
    const out = await call(t.app, 'DELETE', '/api/admin/session', { cookie: third.cookie });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/bloom_staff=;.*Path=\/admin/);
    expect(
      (await call(t.app, 'GET', '/api/admin/session', { cookie: third.cookie })).statusCode,
    ).toBe(401);
  });

  it('housekeeping removes ended staff sessions and keeps live ones', async () => {
    const live = await signedInStaff(t.app, t.db, 'support');
    const idle = await signedInStaff(t.app, t.db, 'support');
    await t.db.query(
      `UPDATE staff_sessions SET last_seen_at = now() - interval '31 minutes' WHERE user_id = $1`,
      [idle.id],
    );
    await removeExpiredRows(t.db);
    const left = await t.db.query<{ user_id: string }>(
      'SELECT user_id FROM staff_sessions WHERE user_id = ANY($1::uuid[])',
      [[live.id, idle.id]],
    );
    expect(left.rows.map((row) => row.user_id)).toEqual([live.id]);
  });

  it.each([
    [{ email: 'x@example.com' }, /"password" is required/],
    [{ email: 'nope', password: 'x' }, /valid email/],
    [{ email: 'x@example.com', password: 'x', role: 'owner' }, /unknown field "role"/],
  ])('refuses %j with 400', async (body, message) => {
    const reply = await call(t.app, 'POST', '/api/admin/session', { body });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error).toMatch(message);
  });
});

/** Enrols `staff` in two-factor through the real calls; the secret and recovery codes. */
async function enrol(staff: TestStaff) {
  const start = await call(t.app, 'POST', '/api/admin/two-factor/start', { cookie: staff.cookie });
  expect(start.statusCode, start.body).toBe(200);
  const { secret, otpauthUrl, qrSvg } = start.json();
  expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/.*secret=/);
  expect(qrSvg).toMatch(/^<svg/);
  const confirm = await call(t.app, 'POST', '/api/admin/two-factor/confirm', {
    cookie: staff.cookie,
    body: { code: totpCode(secret) },
  });
  expect(confirm.statusCode, confirm.body).toBe(200);
  // Confirming replaces the session the password alone opened.
  staff.cookie = staffCookieOf(confirm);
  return { secret: secret as string, recoveryCodes: confirm.json().recoveryCodes as string[] };
}

describe('two-factor sign-in', () => {
  it('enrols with a code, then asks for one at sign-in and accepts a current code once', async () => {
    const manager = await signedInStaff(t.app, t.db, 'manager');
    const { secret, recoveryCodes } = await enrol(manager);
    expect(recoveryCodes).toHaveLength(10);
    expect(await activityRows('staff.two_factor_on')).toBeGreaterThan(0);

    const withoutCode = await signIn(t.app, manager);
    expect(withoutCode.statusCode).toBe(401);
    expect(withoutCode.json()).toEqual({
      error: 'Enter the code from your authenticator app.',
      codeRequired: true,
    });
    expect(withoutCode.cookies.some((cookie) => cookie.name === 'bloom_staff')).toBe(false);
    expect((await signIn(t.app, manager, '000000')).statusCode).toBe(401);

    // The confirmation used this step's code; the next step's is still within the window.
    const next = totpCode(secret, 1);
    const withCode = await signIn(t.app, manager, next);
    expect(withCode.statusCode, withCode.body).toBe(200);
    expect(withCode.json().staff.twoFactorEnabled).toBe(true);
    const replayed = await signIn(t.app, manager, next);
    expect(replayed.statusCode).toBe(401);
  });

  it('takes a recovery code in place of a code, once', async () => {
    const owner = await signedInStaff(t.app, t.db, 'owner');
    const { recoveryCodes } = await enrol(owner);
    const code = recoveryCodes[3]!;
    expect((await signIn(t.app, owner, code.toUpperCase())).statusCode).toBe(200);
    const again = await signIn(t.app, owner, code);
    expect(again.statusCode).toBe(401);
    expect(again.json().codeRequired).toBe(true);
  });

  it('refuses a wrong confirmation code and stays off', async () => {
    const support = await signedInStaff(t.app, t.db, 'support');
    await call(t.app, 'POST', '/api/admin/two-factor/start', { cookie: support.cookie });
    const wrong = await call(t.app, 'POST', '/api/admin/two-factor/confirm', {
      cookie: support.cookie,
      body: { code: '12345' },
    });
    expect(wrong.statusCode).toBe(400);
    expect((await signIn(t.app, support)).statusCode).toBe(200);
  });

  it('turns off with a code', async () => {
    const owner = await signedInStaff(t.app, t.db, 'owner');
    const { secret } = await enrol(owner);
    const wrong = await call(t.app, 'DELETE', '/api/admin/two-factor', {
      cookie: owner.cookie,
      body: { code: '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    const off = await call(t.app, 'DELETE', '/api/admin/two-factor', {
      cookie: owner.cookie,
      body: { code: totpCode(secret, 1) },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().staff.twoFactorEnabled).toBe(false);
    expect((await signIn(t.app, owner)).statusCode).toBe(200);
  });
});

/** The invitation link's token from the newest invitation mail to `email`. */
async function invitationToken(email: string): Promise<string> {
  const mail = await waitForMail(t.outbox, email);
  // Quoted-printable: soft line breaks out, =XX back to characters.
  const text = mail
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const token = /accept-invite\?token=([\w-]+)/.exec(text)?.[1];
  if (!token) throw new Error(`no token in ${mail}`);
  return token;
}

describe('invitations', () => {
  it('mails a one-time link that creates the account, signs it in, and works once', async () => {
    const owner = await signedInStaff(t.app, t.db, 'owner');
    const invited = await call(t.app, 'POST', '/api/admin/staff/invitations', {
      cookie: owner.cookie,
      body: { email: 'New.Helper@Example.com', role: 'support' },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.json().invitation).toMatchObject({
      email: 'new.helper@example.com',
      role: 'support',
    });
    const token = await invitationToken('new.helper@example.com');
    const body = { token, name: 'New Helper', password: 'a fine long password' };
    const accepted = await call(t.app, 'POST', '/api/admin/staff/invitations/accept', { body });
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json().staff).toMatchObject({ name: 'New Helper', role: 'support' });
    expect(accepted.cookies.some((cookie) => cookie.name === 'bloom_staff')).toBe(true);
    const again = await call(t.app, 'POST', '/api/admin/staff/invitations/accept', { body });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe(
      'This invitation link is not valid, has expired or was already used.',
    );
    expect(
      (await signIn(t.app, { email: 'new.helper@example.com', password: body.password }))
        .statusCode,
    ).toBe(200);
  });

  it('stops working after 48 hours', async () => {
    const owner = await signedInStaff(t.app, t.db, 'owner');
    await call(t.app, 'POST', '/api/admin/staff/invitations', {
      cookie: owner.cookie,
      body: { email: 'late@example.com', role: 'manager' },
    });
    const token = await invitationToken('late@example.com');
    await t.db.query(
      `UPDATE staff_invitations SET expires_at = now() - interval '1 second' WHERE email = 'late@example.com'`,
    );
    const reply = await call(t.app, 'POST', '/api/admin/staff/invitations/accept', {
      body: { token, name: 'Late', password: 'a fine long password' },
    });
    expect(reply.statusCode).toBe(400);
    const users = await t.db.query(`SELECT 1 FROM users WHERE email = 'late@example.com'`);
    expect(users.rowCount).toBe(0);
  });

  it('refuses an email that already has an account, and a bad body, writing nothing', async () => {
    const owner = await signedInStaff(t.app, t.db, 'owner');
    const shopper = await signUpAndLogIn(t.app);
    const before = await activityRows('staff.invite');
    const taken = await call(t.app, 'POST', '/api/admin/staff/invitations', {
      cookie: owner.cookie,
      body: { email: shopper.email, role: 'support' },
    });
    expect(taken.statusCode).toBe(409);
    const bad = await call(t.app, 'POST', '/api/admin/staff/invitations', {
      cookie: owner.cookie,
      body: { email: 'ok@example.com', role: 'admin' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/"role" must be one of owner, manager, support/);
    expect(await activityRows('staff.invite')).toBe(before);
  });
});

describe('roles and deactivation', () => {
  it('keeps the last active owner: no demotion, no deactivation', async () => {
    await t.db.query(`UPDATE users SET deactivated_at = now() WHERE role = 'owner'`);
    const owner = await signedInStaff(t.app, t.db, 'owner');
    const demote = await call(t.app, 'PATCH', `/api/admin/staff/${owner.id}`, {
      cookie: owner.cookie,
      body: { role: 'manager' },
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().error).toBe('The last active owner cannot be demoted.');
    const deactivate = await call(t.app, 'POST', `/api/admin/staff/${owner.id}/deactivate`, {
      cookie: owner.cookie,
    });
    expect(deactivate.statusCode).toBe(409);
    expect(deactivate.json().error).toBe('The last active owner cannot be deactivated.');

    const second = await createStaff(t.db, 'owner');
    const now = await call(t.app, 'PATCH', `/api/admin/staff/${second.id}`, {
      cookie: owner.cookie,
      body: { role: 'manager' },
    });
    expect(now.statusCode, now.body).toBe(200);
    expect(now.json().staff.role).toBe('manager');
  });

  it('lets nobody grant, or change someone holding, more than they hold', async () => {
    // Today only owners manage staff, and they hold everything; a manager given staff:manage
    // but not export for this test shows the rule itself.
    const managers = rolePermissions.manager as Set<Permission>;
    managers.add('staff:manage');
    managers.delete('export');
    try {
      const manager = await signedInStaff(t.app, t.db, 'manager');
      const owner = await createStaff(t.db, 'owner');
      const grant = await call(t.app, 'POST', '/api/admin/staff/invitations', {
        cookie: manager.cookie,
        body: { email: 'escalate@example.com', role: 'owner' },
      });
      expect(grant.statusCode).toBe(403);
      expect(grant.json().error).toBe(
        'You cannot grant the owner role: it holds permissions you do not have.',
      );
      const demote = await call(t.app, 'PATCH', `/api/admin/staff/${owner.id}`, {
        cookie: manager.cookie,
        body: { role: 'support' },
      });
      expect(demote.statusCode).toBe(403);
      expect(demote.json().error).toBe(
        'You cannot change someone who is owner: they hold permissions you do not have.',
      );
      const allowed = await call(t.app, 'POST', '/api/admin/staff/invitations', {
        cookie: manager.cookie,
        body: { email: 'fine@example.com', role: 'support' },
      });
      expect(allowed.statusCode, allowed.body).toBe(201);
    } finally {
      managers.delete('staff:manage');
      managers.add('export');
    }
  });

  it('deactivation ends every session of theirs and records who did it', async () => {
    const owner = await signedInStaff(t.app, t.db, 'owner');
    const support = await signedInStaff(t.app, t.db, 'support');
    const shopSession = sessionCookieOf(
      await post(t.app, '/api/users/login', { email: support.email, password: support.password }),
    );
    const reply = await call(t.app, 'POST', `/api/admin/staff/${support.id}/deactivate`, {
      cookie: owner.cookie,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().staff.active).toBe(false);
    expect(
      (await call(t.app, 'GET', '/api/admin/session', { cookie: support.cookie })).statusCode,
    ).toBe(401);
    expect(
      (await post(t.app, '/api/orders/getAllOrdersForUser', undefined, { cookie: shopSession }))
        .statusCode,
    ).toBe(401);
    expect((await signIn(t.app, support)).statusCode).toBe(401);
    const log = await call(
      t.app,
      'GET',
      `/api/admin/activity?entityType=staff&staffId=${owner.id}`,
      {
        cookie: owner.cookie,
      },
    );
    expect(log.json().entries[0]).toMatchObject({
      action: 'staff.deactivate',
      entityId: support.id,
      before: { role: 'support', active: true },
      after: { role: 'support', active: false },
    });
  });
});

describe("staff on the shop's own routes", () => {
  it("an owner's shop session is a shopper's: no status change, no one else's orders, no catalogue import", async () => {
    const owner = await createStaff(t.db, 'owner');
    const ownerShop = sessionCookieOf(
      await post(t.app, '/api/users/login', { email: owner.email, password: owner.password }),
    );
    const order = await placeTestOrder(t.app, t.db);
    const updated = await post(
      t.app,
      '/api/orders/updateOrder',
      { id: order.id, status: 'Delivered' },
      { cookie: ownerShop },
    );
    expect(updated.statusCode).toBe(404);
    const manager = await signedInStaff(t.app, t.db, 'manager');
    const seen = await call(t.app, 'GET', `/api/admin/orders/${order.id}`, {
      cookie: manager.cookie,
    });
    expect(seen.json().order).toMatchObject({ status: 'Pending', version: 1 });
    const file = { products: [{ name: 'Not Allowed', category: 'Skincare', price: 1, stock: 1 }] };
    const imported = await post(t.app, '/api/catalog/import', file, { cookie: ownerShop });
    expect(imported.statusCode).toBe(404);
    const made = await t.db.query(`SELECT 1 FROM products WHERE name = 'Not Allowed'`);
    expect(made.rowCount).toBe(0);
  });
});
