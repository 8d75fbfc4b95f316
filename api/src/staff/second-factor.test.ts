/**
 * The second factor holds against someone who has the password: wrong codes are limited per
 * account whatever address they claim, a forwarded address is believed only from a configured
 * proxy, enrolling replaces the password-only session, and the secrets are sealed at rest.
 */
import { describe, expect, it } from 'vitest';
import { buildAppOver, useTestApp } from '../../test/helpers.ts';
import { call, createStaff, signIn, staffCookieOf, totpCode } from '../../test/staff.ts';
import { readConfig } from '../config.ts';
import { developmentTotpKey, readTotpKey, secretBox } from './totp-key.ts';
import { sealStoredSecrets } from './two-factor.ts';

const t = useTestApp();

/** A staff member of `role` with two-factor on; their secret and a session opened with it. */
async function enrolled(role: 'owner' | 'manager' | 'support' = 'manager') {
  const staff = await createStaff(t.db, role);
  const passwordOnly = staffCookieOf(await signIn(t.app, staff));
  const start = await call(t.app, 'POST', '/api/admin/two-factor/start', { cookie: passwordOnly });
  const secret = start.json().secret as string;
  const confirm = await call(t.app, 'POST', '/api/admin/two-factor/confirm', {
    cookie: passwordOnly,
    body: { code: totpCode(secret) },
  });
  expect(confirm.statusCode, confirm.body).toBe(200);
  return { staff, secret, passwordOnly, confirmed: staffCookieOf(confirm) };
}

/** A sign-in with a code, claiming `address` in X-Forwarded-For. */
function signInFrom(
  app: typeof t.app,
  staff: { email: string; password: string },
  code: string,
  address: string,
) {
  return app.inject({
    method: 'POST',
    url: '/api/admin/session',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    payload: JSON.stringify({ email: staff.email, password: staff.password, code }),
  });
}

describe('wrong second-factor codes', () => {
  it('are limited per account whatever address each guess claims', async () => {
    const { staff, secret } = await enrolled();
    const app = await buildAppOver(t, {
      rateLimits: { twoFactorFailuresPerAccount: { limit: 3, windowSeconds: 900 } },
    });
    for (let guess = 0; guess < 3; guess += 1) {
      const wrong = await signInFrom(app, staff, '000000', `198.51.100.${guess + 1}`);
      expect(wrong.statusCode, wrong.body).toBe(401);
    }
    const fourth = await signInFrom(app, staff, '000001', '198.51.100.77');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error).toBe(
      'Too many wrong codes for this account. Please wait a while and try again.',
    );
    // Past the limit even the right code waits: guessing cannot go on in parallel with it.
    const right = await signInFrom(app, staff, totpCode(secret, 1), '198.51.100.78');
    expect(right.statusCode).toBe(429);
    await app.close();
  });

  it('come from the caller’s own address unless a configured proxy forwards them', async () => {
    expect(readConfig({}).trustProxy).toBe(false);
    const { staff } = await enrolled();
    // No TRUST_PROXY: X-Forwarded-For is ignored, so rotating it changes nothing.
    const app = await buildAppOver(t, {
      trustProxy: false,
      rateLimits: { loginFailuresPerAccountAndIp: { limit: 2, windowSeconds: 900 } },
    });
    expect((await signInFrom(app, staff, '000000', '203.0.113.1')).statusCode).toBe(401);
    expect((await signInFrom(app, staff, '000000', '203.0.113.2')).statusCode).toBe(401);
    expect((await signInFrom(app, staff, '000000', '203.0.113.3')).statusCode).toBe(429);
    await app.close();
  });
});

describe('enrolling in two-factor', () => {
  it('ends the session the password alone opened and issues a new one', async () => {
    const { passwordOnly, confirmed } = await enrolled();
    expect(confirmed).not.toBe(passwordOnly);
    expect(
      (await call(t.app, 'GET', '/api/admin/session', { cookie: passwordOnly })).statusCode,
    ).toBe(401);
    const me = await call(t.app, 'GET', '/api/admin/session', { cookie: confirmed });
    expect(me.statusCode).toBe(200);
    expect(me.json().staff.twoFactorEnabled).toBe(true);
  });
});

describe('two-factor secrets at rest', () => {
  it('are sealed in the database, and sign-in still reads them', async () => {
    const { staff, secret } = await enrolled();
    const stored = await t.db.query<{ totp_secret: string }>(
      'SELECT totp_secret FROM users WHERE id = $1',
      [staff.id],
    );
    const value = stored.rows[0]!.totp_secret;
    expect(value.startsWith('enc1:')).toBe(true);
    expect(value).not.toContain(secret);
    expect((await signIn(t.app, staff, totpCode(secret, 1))).statusCode).toBe(200);
  });

  it('written in the clear before sealing existed are sealed at start and keep working', async () => {
    const { staff, secret } = await enrolled();
    await t.db.query('UPDATE users SET totp_secret = $2 WHERE id = $1', [staff.id, secret]);
    expect(await sealStoredSecrets(t.db, secretBox(developmentTotpKey))).toBeGreaterThanOrEqual(1);
    const stored = await t.db.query<{ totp_secret: string }>(
      'SELECT totp_secret FROM users WHERE id = $1',
      [staff.id],
    );
    expect(stored.rows[0]!.totp_secret.startsWith('enc1:')).toBe(true);
    expect((await signIn(t.app, staff, totpCode(secret, 1))).statusCode).toBe(200);
  });

  it('need a key of the shop’s own in production, with a sentence saying why', () => {
    expect(() => readTotpKey(undefined, 'production')).toThrow(/STAFF_TOTP_KEY is not set/);
    expect(() => readTotpKey('too short', 'production')).toThrow(/must be 32 bytes/);
    expect(() => readTotpKey(developmentTotpKey.toString('hex'), 'production')).toThrow(
      /development key/,
    );
    const key = readTotpKey('ab'.repeat(32), 'production');
    const box = secretBox(key);
    expect(box.open(box.seal('JBSWY3DPEHPK3PXP'))).toBe('JBSWY3DPEHPK3PXP');
    // Another key cannot open it.
    expect(() => secretBox(developmentTotpKey).open(box.seal('JBSWY3DPEHPK3PXP'))).toThrow();
  });
});

describe('a role change', () => {
  it('ends the member’s open sessions, so their next one is signed in under the new role', async () => {
    const owner = await createStaff(t.db, 'owner');
    const ownerCookie = staffCookieOf(await signIn(t.app, owner));
    const member = await createStaff(t.db, 'manager');
    const memberCookie = staffCookieOf(await signIn(t.app, member));
    const changed = await call(t.app, 'PATCH', `/api/admin/staff/${member.id}`, {
      cookie: ownerCookie,
      body: { role: 'support' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(
      (await call(t.app, 'GET', '/api/admin/session', { cookie: memberCookie })).statusCode,
    ).toBe(401);
    const again = await signIn(t.app, member);
    expect(again.json().staff.role).toBe('support');
    // The owner's own session is untouched by someone else's change.
    expect(
      (await call(t.app, 'GET', '/api/admin/session', { cookie: ownerCookie })).statusCode,
    ).toBe(200);
  });
});
