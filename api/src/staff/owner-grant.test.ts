/**
 * Granting the owner role (DESIGN.md "Back office": nobody grants more than they hold; the owner
 * role hands over the whole shop): the granting owner confirms it with their password or a
 * current two-factor code, and without one nothing changes. Inviting someone as owner is the same
 * grant and asks the same, throttled with sign-in's count of wrong passwords.
 */
import { describe, expect, it } from 'vitest';
import { buildAppOver, useTestApp } from '../../test/helpers.ts';
import {
  call,
  createStaff,
  signedInStaff,
  signIn,
  staffCookieOf,
  totpCode,
  type TestStaff,
} from '../../test/staff.ts';

const t = useTestApp();

const roleOf = async (id: string) =>
  (await t.db.query<{ role: string }>('SELECT role FROM users WHERE id = $1', [id])).rows[0]?.role;

const grants = async (id: string) =>
  (await t.db.query(`SELECT 1 FROM activity WHERE action = 'staff.role' AND entity_id = $1`, [id]))
    .rowCount;

const grantOwner = (owner: TestStaff, id: string, proof: Record<string, string> = {}) =>
  call(t.app, 'PATCH', `/api/admin/staff/${id}`, {
    cookie: owner.cookie,
    body: { role: 'owner', ...proof },
  });

describe('granting the owner role', () => {
  it('is refused (400) without the password or a code, and nothing changes', async () => {
    const owner = await signedInStaff(t.app, t.db, 'owner');
    const manager = await createStaff(t.db, 'manager');
    const refused = await grantOwner(owner, manager.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(
      'Granting the owner role needs your password or a current two-factor code.',
    );
    expect(await roleOf(manager.id)).toBe('manager');
    expect(await grants(manager.id)).toBe(0);
  });

  it('is refused (403) with a wrong password, and granted with the right one', async () => {
    const owner = await signedInStaff(t.app, t.db, 'owner');
    const support = await createStaff(t.db, 'support');
    const wrong = await grantOwner(owner, support.id, { password: 'not my password' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error).toBe(
      'Your password or code is not right, so the owner role was not granted.',
    );
    expect(await roleOf(support.id)).toBe('support');

    const granted = await grantOwner(owner, support.id, { password: owner.password });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json().staff.role).toBe('owner');
    expect(await grants(support.id)).toBe(1);
  });

  it('takes a current two-factor code instead, once; a code means nothing with two-factor off', async () => {
    const owner = await signedInStaff(t.app, t.db, 'owner');
    const first = await createStaff(t.db, 'manager');
    const off = await grantOwner(owner, first.id, { code: '123456' });
    expect(off.statusCode).toBe(400);
    expect(off.json().error).toMatch(/^Two-factor sign-in is off for you/);

    const start = await call(t.app, 'POST', '/api/admin/two-factor/start', {
      cookie: owner.cookie,
    });
    const { secret } = start.json<{ secret: string }>();
    const enrolled = await call(t.app, 'POST', '/api/admin/two-factor/confirm', {
      cookie: owner.cookie,
      body: { code: totpCode(secret) },
    });
    expect(enrolled.statusCode, enrolled.body).toBe(200);
    // Turning two-factor on starts a fresh session.
    owner.cookie = staffCookieOf(enrolled);

    // The next step's code: enrolling used this one.
    const code = totpCode(secret, 1);
    const granted = await grantOwner(owner, first.id, { code });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(await roleOf(first.id)).toBe('owner');

    const second = await createStaff(t.db, 'manager');
    const replayed = await grantOwner(owner, second.id, { code });
    expect(replayed.statusCode).toBe(403);
    expect(await roleOf(second.id)).toBe('manager');
  });

  it('asks nothing more for the other roles', async () => {
    const owner = await signedInStaff(t.app, t.db, 'owner');
    const support = await createStaff(t.db, 'support');
    const changed = await call(t.app, 'PATCH', `/api/admin/staff/${support.id}`, {
      cookie: owner.cookie,
      body: { role: 'manager' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await roleOf(support.id)).toBe('manager');
  });
});

describe('inviting someone as owner', () => {
  const invite = (owner: TestStaff, email: string, proof: Record<string, string> = {}) =>
    call(t.app, 'POST', '/api/admin/staff/invitations', {
      cookie: owner.cookie,
      body: { email, role: 'owner', ...proof },
    });

  /** What an invitation to `email` left behind: invitations and activity rows. */
  const traces = async (email: string) => ({
    invitations: (
      await t.db.query('SELECT 1 FROM staff_invitations WHERE lower(email) = $1', [email])
    ).rowCount,
    activity: (
      await t.db.query(
        `SELECT 1 FROM activity WHERE action = 'staff.invite' AND entity_name = $1`,
        [email],
      )
    ).rowCount,
  });

  it('is the same grant: refused (400) without the password or a code, nothing created', async () => {
    const owner = await signedInStaff(t.app, t.db, 'owner');
    const email = 'bare.owner@example.com';
    const refused = await invite(owner, email);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(
      'Granting the owner role needs your password or a current two-factor code.',
    );
    expect(await traces(email)).toEqual({ invitations: 0, activity: 0 });
  });

  it('is refused (403) with a wrong password, nothing created, and sent with the right one', async () => {
    const owner = await signedInStaff(t.app, t.db, 'owner');
    const email = 'next.owner@example.com';
    const wrong = await invite(owner, email, { password: 'not my password' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error).toBe(
      'Your password or code is not right, so the owner role was not granted.',
    );
    expect(await traces(email)).toEqual({ invitations: 0, activity: 0 });

    const sent = await invite(owner, email, { password: owner.password });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().invitation).toMatchObject({ email, role: 'owner' });
    expect(await traces(email)).toEqual({ invitations: 1, activity: 1 });
  });

  it('takes a current two-factor code instead', async () => {
    const owner = await signedInStaff(t.app, t.db, 'owner');
    const start = await call(t.app, 'POST', '/api/admin/two-factor/start', {
      cookie: owner.cookie,
    });
    const { secret } = start.json<{ secret: string }>();
    const enrolled = await call(t.app, 'POST', '/api/admin/two-factor/confirm', {
      cookie: owner.cookie,
      body: { code: totpCode(secret) },
    });
    expect(enrolled.statusCode, enrolled.body).toBe(200);
    owner.cookie = staffCookieOf(enrolled);
    const email = 'coded.owner@example.com';
    const sent = await invite(owner, email, { code: totpCode(secret, 1) });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(await traces(email)).toEqual({ invitations: 1, activity: 1 });
  });

  it('is throttled as sign-ins are: past the wrong tries even the right password waits (429)', async () => {
    const owner = await signedInStaff(t.app, t.db, 'owner');
    const strict = await buildAppOver(t, {
      rateLimits: { loginFailuresPerAccountAndIp: { limit: 2, windowSeconds: 900 } },
    });
    try {
      const email = 'guessed.owner@example.com';
      const inviteOn = (password: string) =>
        call(strict, 'POST', '/api/admin/staff/invitations', {
          cookie: owner.cookie,
          body: { email, role: 'owner', password },
        });
      expect((await inviteOn('first guess')).statusCode).toBe(403);
      expect((await inviteOn('second guess')).statusCode).toBe(403);
      expect((await inviteOn('third guess')).statusCode).toBe(429);
      expect((await inviteOn(owner.password)).statusCode).toBe(429);
      // The same count as sign-in's: the guesses lock the owner's sign-in from that address too.
      expect((await signIn(strict, owner)).statusCode).toBe(429);
      expect(await traces(email)).toEqual({ invitations: 0, activity: 0 });
    } finally {
      await strict.close();
    }
  });

  it('asks nothing more for the other roles', async () => {
    const owner = await signedInStaff(t.app, t.db, 'owner');
    const sent = await call(t.app, 'POST', '/api/admin/staff/invitations', {
      cookie: owner.cookie,
      body: { email: 'plain.manager@example.com', role: 'manager' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
  });
});
