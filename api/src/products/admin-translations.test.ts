/**
 * The back office's product translations: any staff member reads them, catalog:write saves them
 * (support is refused), a bad language or field is a 400 sentence that changes nothing, the shop
 * shows the change at once, and the activity log keeps it. A save based on a stale version is
 * refused (409) and changes nothing: two staff editing the same text never overwrite silently.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { insertProduct, post, useTestApp } from '../../test/helpers.ts';
import { call, signedInStaff, type TestStaff } from '../../test/staff.ts';
import { saveTranslations } from '../catalog/translations.ts';

const t = useTestApp();
let owner: TestStaff;
let support: TestStaff;
let id: string;

beforeAll(async () => {
  owner = await signedInStaff(t.app, t.db, 'owner');
  support = await signedInStaff(t.app, t.db, 'support');
  id = await insertProduct(t.db, { name: 'Rose Water Toner' });
});

const save = (body: unknown, cookie = owner.cookie, lang = 'ur') =>
  call(t.app, 'POST', `/api/admin/products/${id}/translations/${lang}`, { cookie, body });

const shopName = async () =>
  (await post(t.app, '/api/products/getProductById?lang=ur', { id })).json().product.name;

describe('product translations in the back office', () => {
  it('saves, shows in the shop at once, clears back to English, and logs each change', async () => {
    const saved = await save({ name: 'روز واٹر ٹونر', description: null, expectedVersion: 0 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().translations).toEqual([
      { lang: 'ur', name: 'روز واٹر ٹونر', description: null, version: 1 },
    ]);
    expect(await shopName()).toBe('روز واٹر ٹونر');
    const read = await call(t.app, 'GET', `/api/admin/products/${id}/translations`, {
      cookie: support.cookie,
    });
    expect(read.json().translations[0].name).toBe('روز واٹر ٹونر');

    const cleared = await save({ name: ' ', description: '', expectedVersion: 1 });
    expect(cleared.statusCode).toBe(200);
    // Cleared is still a version on: an editor who opened it empty (version 0) is refused.
    expect(cleared.json().translations[0]).toEqual({
      lang: 'ur',
      name: null,
      description: null,
      version: 2,
    });
    expect(await shopName()).toBe('Rose Water Toner');
    const logged = await t.db.query(
      `SELECT after FROM activity WHERE action = 'product.translation' ORDER BY id`,
    );
    expect(
      logged.rows.map((row) => (row as { after: { name: string | null } }).after.name),
    ).toEqual(['روز واٹر ٹونر', null]);
  });

  it.each([
    [
      'support (no catalog:write)',
      () => save({ name: 'x', description: null, expectedVersion: 2 }, support.cookie),
      403,
    ],
    [
      'a language the shop does not translate into',
      () => save({ name: 'x', description: null, expectedVersion: 2 }, owner.cookie, 'fr'),
      400,
    ],
    [
      'an unknown field',
      () => save({ title: 'x', name: null, description: null, expectedVersion: 2 }),
      400,
    ],
    ['a missing field', () => save({ name: 'x', expectedVersion: 2 }), 400],
    ['a missing version', () => save({ name: 'x', description: null }), 400],
    [
      'a version that is no number',
      () => save({ name: 'x', description: null, expectedVersion: '2' }),
      400,
    ],
  ])('refuses %s and changes nothing', async (_what, send, status) => {
    const before = await t.db.query('SELECT * FROM product_translations');
    const reply = await send();
    expect(reply.statusCode).toBe(status);
    expect(reply.json().error).toEqual(expect.any(String));
    expect((await t.db.query('SELECT * FROM product_translations')).rows).toEqual(before.rows);
  });

  it('answers 404 for an unknown product', async () => {
    const reply = await call(
      t.app,
      'POST',
      '/api/admin/products/00000000-0000-4000-8000-000000000000/translations/ur',
      { cookie: owner.cookie, body: { name: 'x', description: null, expectedVersion: 0 } },
    );
    expect(reply.statusCode).toBe(404);
  });
});

describe('two staff saving the same translation', () => {
  it('refuses the save based on a stale version with 409 and the current one, changing nothing', async () => {
    const other = await insertProduct(t.db, { name: 'Neem Face Wash' });
    const saveOther = (body: unknown, cookie: string) =>
      call(t.app, 'POST', `/api/admin/products/${other}/translations/ur`, { cookie, body });
    const manager = await signedInStaff(t.app, t.db, 'manager');
    // Both opened it before any Urdu text was saved: version 0.
    const first = await saveOther(
      { name: 'نیم فیس واش', description: null, expectedVersion: 0 },
      owner.cookie,
    );
    expect(first.statusCode).toBe(200);
    const before = await t.db.query('SELECT * FROM product_translations WHERE product_id = $1', [
      other,
    ]);
    const activityBefore = await t.db.query('SELECT count(*)::int AS n FROM activity');

    const stale = await saveOther(
      { name: 'نیم', description: 'کچھ', expectedVersion: 0 },
      manager.cookie,
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      error: 'This translation was changed since you opened it.',
      version: 1,
    });
    expect(
      (await t.db.query('SELECT * FROM product_translations WHERE product_id = $1', [other])).rows,
    ).toEqual(before.rows);
    expect((await t.db.query('SELECT count(*)::int AS n FROM activity')).rows).toEqual(
      activityBefore.rows,
    );

    // Loading theirs (version 1) and saving again is accepted.
    const retried = await saveOther(
      { name: 'نیم', description: 'کچھ', expectedVersion: 1 },
      manager.cookie,
    );
    expect(retried.statusCode).toBe(200);
    expect(retried.json().translations[0]).toMatchObject({ name: 'نیم', version: 2 });
  });

  it('lets only one of two saves at the same version through when they race', async () => {
    const raced = await insertProduct(t.db, { name: 'Aloe Gel' });
    const replies = await Promise.all(
      ['ایلو جیل', 'ایلو ویرا جیل'].map((name) =>
        call(t.app, 'POST', `/api/admin/products/${raced}/translations/ur`, {
          cookie: owner.cookie,
          body: { name, description: null, expectedVersion: 0 },
        }),
      ),
    );
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
    const winner = replies.find((reply) => reply.statusCode === 200)!.json().translations[0];
    const stored = await t.db.query(
      'SELECT name, version FROM product_translations WHERE product_id = $1',
      [raced],
    );
    expect(stored.rows).toEqual([{ name: winner.name, version: 1 }]);
  });

  it('moves the version when a catalogue import changes the text, so an older save is refused', async () => {
    const imported = await insertProduct(t.db, { name: 'Saffron Oil' });
    await saveTranslations(t.db, [
      { name: 'Saffron Oil', translations: { ur: { name: 'زعفران تیل' } } },
    ]);
    const read = await call(t.app, 'GET', `/api/admin/products/${imported}/translations`, {
      cookie: owner.cookie,
    });
    expect(read.json().translations[0]).toMatchObject({ name: 'زعفران تیل', version: 1 });
    await saveTranslations(t.db, [
      { name: 'Saffron Oil', translations: { ur: { name: 'زعفرانی تیل' } } },
    ]);
    const stale = await call(t.app, 'POST', `/api/admin/products/${imported}/translations/ur`, {
      cookie: owner.cookie,
      body: { name: 'x', description: null, expectedVersion: 1 },
    });
    expect(stale.statusCode).toBe(409);
  });
});
