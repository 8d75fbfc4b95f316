/**
 * A staff member's language (issue 33 §7): kept with their account, so the back office speaks it
 * on any browser after they sign in.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helpers.ts';
import { call, createStaff, signIn, signedInStaff, staffCookieOf } from '../../test/staff.ts';

const t = useTestApp();

describe("a staff member's language", () => {
  it('is English until they choose, then Urdu from every later sign-in', async () => {
    const support = await createStaff(t.db, 'support');
    const first = await signIn(t.app, support);
    expect(first.json().staff.locale).toBe('en');

    const chosen = await call(t.app, 'PATCH', '/api/admin/session/locale', {
      cookie: staffCookieOf(first),
      body: { locale: 'ur' },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().staff).toMatchObject({ id: support.id, locale: 'ur' });
    const logged = await t.db.query(
      `SELECT before, after FROM activity WHERE action = 'staff.locale_changed' AND entity_id = $1`,
      [support.id],
    );
    expect(logged.rows).toEqual([{ before: { locale: 'en' }, after: { locale: 'ur' } }]);

    const again = await signIn(t.app, support);
    expect(again.json().staff.locale).toBe('ur');
    const session = await call(t.app, 'GET', '/api/admin/session', {
      cookie: staffCookieOf(again),
    });
    expect(session.json().staff.locale).toBe('ur');
  });

  it('changes only their own account', async () => {
    const owner = await signedInStaff(t.app, t.db, 'owner');
    const manager = await signedInStaff(t.app, t.db, 'manager');
    await call(t.app, 'PATCH', '/api/admin/session/locale', {
      cookie: manager.cookie,
      body: { locale: 'ur' },
    });
    const ownerSession = await call(t.app, 'GET', '/api/admin/session', { cookie: owner.cookie });
    expect(ownerSession.json().staff.locale).toBe('en');
  });

  it('refuses a language the back office does not speak, and anyone not signed in', async () => {
    const owner = await signedInStaff(t.app, t.db, 'owner');
    const french = await call(t.app, 'PATCH', '/api/admin/session/locale', {
      cookie: owner.cookie,
      body: { locale: 'fr' },
    });
    expect(french.statusCode).toBe(400);
    expect(french.json().error).toContain('The language must be en or ur.');
    const stranger = await call(t.app, 'PATCH', '/api/admin/session/locale', {
      body: { locale: 'ur' },
    });
    expect(stranger.statusCode).toBe(401);
    const session = await call(t.app, 'GET', '/api/admin/session', { cookie: owner.cookie });
    expect(session.json().staff.locale).toBe('en');
  });
});
