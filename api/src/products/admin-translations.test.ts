/**
 * The back office's product translations: any staff member reads them, catalog:write saves them
 * (support is refused), a bad language or field is a 400 sentence that changes nothing, the shop
 * shows the change at once, and the activity log keeps it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { insertProduct, post, useTestApp } from '../../test/helpers.ts';
import { call, signedInStaff, type TestStaff } from '../../test/staff.ts';

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
    const saved = await save({ name: 'روز واٹر ٹونر', description: null });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().translations).toEqual([
      { lang: 'ur', name: 'روز واٹر ٹونر', description: null },
    ]);
    expect(await shopName()).toBe('روز واٹر ٹونر');
    const read = await call(t.app, 'GET', `/api/admin/products/${id}/translations`, {
      cookie: support.cookie,
    });
    expect(read.json().translations[0].name).toBe('روز واٹر ٹونر');

    expect((await save({ name: ' ', description: '' })).statusCode).toBe(200);
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
      () => save({ name: 'x', description: null }, support.cookie),
      403,
    ],
    [
      'a language the shop does not translate into',
      () => save({ name: 'x', description: null }, owner.cookie, 'fr'),
      400,
    ],
    ['an unknown field', () => save({ title: 'x', name: null, description: null }), 400],
    ['a missing field', () => save({ name: 'x' }), 400],
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
      { cookie: owner.cookie, body: { name: 'x', description: null } },
    );
    expect(reply.statusCode).toBe(404);
  });
});
