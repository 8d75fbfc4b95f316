/**
 * Staff sign-in under the shop's policies, on an app of its own: two-factor required for
 * everyone (`STAFF_2FA=required`) and a tight login throttle (the shoppers' own).
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helpers.ts';
import { call, createStaff, signIn, staffCookieOf, totpCode } from '../../test/staff.ts';

const t = useTestApp({
  staffTwoFactor: 'required',
  rateLimits: { loginFailuresPerAccountAndIp: { limit: 2, windowSeconds: 600 } },
});

describe('STAFF_2FA=required', () => {
  it('signs a member without two-factor in only to enrol, then lets them work', async () => {
    const support = await createStaff(t.db, 'support');
    const reply = await signIn(t.app, support);
    expect(reply.statusCode).toBe(200);
    expect(reply.json().enrolmentRequired).toBe(true);
    const passwordOnly = staffCookieOf(reply);
    const orders = await call(t.app, 'GET', '/api/admin/orders', { cookie: passwordOnly });
    expect(orders.statusCode).toBe(403);
    expect(orders.json()).toEqual({
      error: 'Set up two-factor sign-in before using the back office.',
      enrolmentRequired: true,
    });
    const start = await call(t.app, 'POST', '/api/admin/two-factor/start', {
      cookie: passwordOnly,
    });
    const secret = start.json().secret as string;
    const confirm = await call(t.app, 'POST', '/api/admin/two-factor/confirm', {
      cookie: passwordOnly,
      body: { code: totpCode(secret) },
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    // The cookie the password alone opened ends; the one confirming issued carries on.
    expect(
      (await call(t.app, 'GET', '/api/admin/session', { cookie: passwordOnly })).statusCode,
    ).toBe(401);
    const cookie = staffCookieOf(confirm);
    expect((await call(t.app, 'GET', '/api/admin/orders', { cookie })).statusCode).toBe(200);
    const me = await call(t.app, 'GET', '/api/admin/session', { cookie });
    expect(me.json().enrolmentRequired).toBe(false);

    const off = await call(t.app, 'DELETE', '/api/admin/two-factor', {
      cookie,
      body: { code: totpCode(secret, 1) },
    });
    expect(off.statusCode).toBe(409);
    expect(off.json().error).toBe(
      'Two-factor sign-in is required for every staff member in this shop.',
    );
  });
});

describe('the login throttle', () => {
  it('is the shoppers\u2019: the address that guessed wrong is refused, even with the right password', async () => {
    const owner = await createStaff(t.db, 'owner');
    const wrong = { email: owner.email, password: 'not the password' };
    expect((await signIn(t.app, wrong)).statusCode).toBe(401);
    expect((await signIn(t.app, wrong)).statusCode).toBe(401);
    const locked = await signIn(t.app, wrong);
    expect(locked.statusCode).toBe(429);
    expect((await signIn(t.app, owner)).statusCode).toBe(429);
  });

  it('throttles guessed two-factor codes the same way', async () => {
    const manager = await createStaff(t.db, 'manager');
    const cookie = staffCookieOf(await signIn(t.app, manager));
    const start = await call(t.app, 'POST', '/api/admin/two-factor/start', { cookie });
    await call(t.app, 'POST', '/api/admin/two-factor/confirm', {
      cookie,
      body: { code: totpCode(start.json().secret) },
    });
    expect((await signIn(t.app, manager, '000000')).statusCode).toBe(401);
    expect((await signIn(t.app, manager, 'wrong-guess')).statusCode).toBe(401);
    expect((await signIn(t.app, manager, '111111')).statusCode).toBe(429);
    expect((await signIn(t.app, manager, totpCode(start.json().secret, 1))).statusCode).toBe(429);
  });
});
