/**
 * Back-office catalogue races inside a real PostgreSQL server (PGlite runs one transaction at a
 * time): two staff members saving the same product or coupon from the same version, and stock
 * adjustments arriving together. Runs only when DATABASE_URL names a server (CI sets it).
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers.ts';
import { call, signedInStaff } from './staff.ts';

const onServer = Boolean(process.env.DATABASE_URL);

describe.skipIf(!onServer)('back-office catalogue races on PostgreSQL', () => {
  const t = useTestApp();

  it('two managers saving one product from the same version: one wins, the other hears 409', async () => {
    expect(t.db.kind).toBe('pg');
    const [first, second] = await Promise.all([
      signedInStaff(t.app, t.db, 'manager'),
      signedInStaff(t.app, t.db, 'owner'),
    ]);
    const created = await call(t.app, 'POST', '/api/admin/products', {
      cookie: first.cookie,
      body: {
        name: 'Raced Serum',
        category: 'Skincare',
        price: 1000,
        stock: 5,
        image: { file: 'almond-milk-body-lotion.svg', alt: '' },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json().product;
    const save = (cookie: string, price: number) =>
      call(t.app, 'PATCH', `/api/admin/products/${id}`, {
        cookie,
        body: {
          name: 'Raced Serum',
          category: 'Skincare',
          price,
          image: { file: 'almond-milk-body-lotion.svg', alt: '' },
          version: 1,
        },
      });
    const replies = await Promise.all([save(first.cookie, 1100), save(second.cookie, 1200)]);
    const statuses = replies.map((reply) => reply.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    const loser = replies.find((reply) => reply.statusCode === 409)!;
    expect(loser.json()).toEqual({
      error: 'This product was changed since you opened it.',
      version: 2,
    });
    const winner = replies.find((reply) => reply.statusCode === 200)!.json().product;
    const row = await t.db.query<{ price_paisa: number; version: number }>(
      'SELECT price_paisa, version FROM products WHERE id = $1',
      [id],
    );
    expect(row.rows[0]).toEqual({ price_paisa: winner.price * 100, version: 2 });
    const updates = await t.db.query(
      `SELECT 1 FROM activity WHERE entity_id = $1 AND action = 'product.update'`,
      [id],
    );
    expect(updates.rowCount).toBe(1);

    // Ten damaged-stock removals of one unit against five in stock: five succeed, none below 0.
    const removals = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(t.app, 'POST', `/api/admin/products/${id}/stock`, {
          cookie: first.cookie,
          body: { reason: 'damaged', quantity: 1 },
        }),
      ),
    );
    expect(removals.filter((reply) => reply.statusCode === 200)).toHaveLength(5);
    expect(removals.filter((reply) => reply.statusCode === 409)).toHaveLength(5);
    const stock = await t.db.query<{ stock: number }>('SELECT stock FROM products WHERE id = $1', [
      id,
    ]);
    expect(stock.rows[0]!.stock).toBe(0);
  });

  it('two managers saving one coupon from the same version: one wins, the other hears 409', async () => {
    const staff = await signedInStaff(t.app, t.db, 'manager');
    const created = await call(t.app, 'POST', '/api/admin/coupons', {
      cookie: staff.cookie,
      body: { code: 'RACE10', kind: 'percent', value: 10 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json().coupon;
    const save = (value: number) =>
      call(t.app, 'PATCH', `/api/admin/coupons/${id}`, {
        cookie: staff.cookie,
        body: { code: 'RACE10', kind: 'percent', value, version: 1 },
      });
    const replies = await Promise.all([save(20), save(30)]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
    expect(replies.find((reply) => reply.statusCode === 409)!.json()).toEqual({
      error: 'This coupon was changed since you opened it.',
      version: 2,
    });
    // Two new coupons whose codes differ only in case, at once: one is refused.
    const twins = await Promise.all(
      ['twin5', 'TWIN5'].map((code) =>
        call(t.app, 'POST', '/api/admin/coupons', {
          cookie: staff.cookie,
          body: { code, kind: 'fixed', value: 50 },
        }),
      ),
    );
    expect(twins.map((reply) => reply.statusCode).sort()).toEqual([201, 409]);
  });
});
