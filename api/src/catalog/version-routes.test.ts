/**
 * `GET /api/catalog/version` (issue 23): the number the web servers' page caches watch moves for
 * everything a shopper's page shows of the catalogue (stock and review text included, which
 * catalog_version and facet_version ignore) and for nothing else; and migration 013's purge
 * tags are written, with the product's and its category's tag, only while the hook is on.
 */
import { describe, expect, it } from 'vitest';
import { insertProduct, signUpAndLogIn, useTestApp } from '../../test/helpers.ts';

const t = useTestApp();

const version = async () => {
  const reply = await t.app.inject({ method: 'GET', url: '/api/catalog/version' });
  expect(reply.statusCode).toBe(200);
  expect(reply.headers['cache-control']).toBe('no-store');
  return reply.json<{ version: string }>().version;
};

describe('the catalogue version', () => {
  it('moves on a product added, a stock or price change, a review, a bundle’s contents, and not on other writes', async () => {
    let seen = await version();
    const moved = async () => {
      const now = await version();
      const changed = now !== seen;
      seen = now;
      return changed;
    };
    const id = await insertProduct(t.db, { name: 'Version Serum' });
    expect(await moved()).toBe(true);
    await t.db.query('UPDATE products SET stock = stock - 1 WHERE id = $1', [id]);
    expect(await moved()).toBe(true);
    await t.db.query('UPDATE products SET price_paisa = price_paisa + 100 WHERE id = $1', [id]);
    expect(await moved()).toBe(true);
    const shopper = await signUpAndLogIn(t.app);
    expect(await moved()).toBe(false);
    await t.db.query(
      `INSERT INTO reviews (product_id, user_id, rating, comment) VALUES ($1, $2, 5, 'Lovely')`,
      [id, shopper.id],
    );
    expect(await moved()).toBe(true);
    await t.db.query(`UPDATE reviews SET comment = 'Still lovely' WHERE product_id = $1`, [id]);
    expect(await moved()).toBe(true);
    // A bundle's contents are on its page.
    const bundle = await insertProduct(t.db, { name: 'Version Bundle', category: 'Bundle' });
    expect(await moved()).toBe(true);
    await t.db.query('INSERT INTO bundle_items (bundle_id, product_id) VALUES ($1, $2)', [
      bundle,
      id,
    ]);
    expect(await moved()).toBe(true);
  });

  it('writes purge tags only while CDN_PURGE_URL turned the hook on', async () => {
    const id = await insertProduct(t.db, { name: 'Purge Balm', category: 'Body Care' });
    const tags = async () =>
      (await t.db.query<{ tag: string }>('SELECT tag FROM cdn_purge_tags ORDER BY id')).rows.map(
        (row) => row.tag,
      );
    await t.db.query('DELETE FROM cdn_purge_tags');
    await t.db.query('UPDATE products SET stock = stock + 1 WHERE id = $1', [id]);
    expect(await tags()).toEqual([]);
    await t.db.query('UPDATE cdn_purge SET enabled = true');
    try {
      await t.db.query('UPDATE products SET stock = stock + 1 WHERE id = $1', [id]);
      expect(await tags()).toEqual(expect.arrayContaining([`product-${id}`, 'category-body-care']));
    } finally {
      await t.db.query('UPDATE cdn_purge SET enabled = false');
      await t.db.query('DELETE FROM cdn_purge_tags');
    }
  });
});
