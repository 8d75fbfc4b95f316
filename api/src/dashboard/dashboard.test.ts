/** The dashboard's figures, counted in the shop's own day. */
import { describe, expect, it } from 'vitest';
import { insertProduct, post, useTestApp } from '../../test/helpers.ts';
import { call, placeTestOrder, signedInStaff } from '../../test/staff.ts';

const t = useTestApp();

describe('the dashboard', () => {
  it("counts today's orders and revenue, pending orders, 14 days, new messages and low stock", async () => {
    const support = await signedInStaff(t.app, t.db, 'support');
    const first = await placeTestOrder(t.app, t.db, { quantity: 2 });
    await placeTestOrder(t.app, t.db, { quantity: 1 });
    const cancelled = await placeTestOrder(t.app, t.db, { quantity: 1 });
    await call(t.app, 'POST', `/api/admin/orders/${cancelled.id}/status`, {
      cookie: support.cookie,
      body: { status: 'Cancelled', version: 1 },
    });
    // An order from three days ago, in the shop's time zone.
    await t.db.query(`UPDATE orders SET created_at = now() - interval '3 days' WHERE id = $1`, [
      first.id,
    ]);
    const low = await insertProduct(t.db, { name: 'Nearly gone', stock: 2 });
    await post(t.app, '/api/contact/createContact', {
      name: 'Hina',
      email: 'hina@example.com',
      phone: '03001234567',
      message: 'Hello',
    });

    const reply = await call(t.app, 'GET', '/api/admin/dashboard', { cookie: support.cookie });
    expect(reply.statusCode, reply.body).toBe(200);
    const figures = reply.json();
    expect(figures.today).toEqual({ orders: 1, revenue: 1000 });
    expect(figures.pendingOrders).toBe(2);
    expect(figures.newMessages).toBe(1);
    expect(figures.ordersPerDay).toHaveLength(14);
    expect(figures.ordersPerDay[13]).toMatchObject({ orders: 1, revenue: 1000 });
    expect(figures.ordersPerDay[10]).toMatchObject({ orders: 1, revenue: 2000 });
    expect(
      figures.ordersPerDay.reduce((sum: number, day: { orders: number }) => sum + day.orders, 0),
    ).toBe(2);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Karachi' }).format(new Date());
    expect(figures.ordersPerDay[13].date).toBe(today);
    expect(figures.lowStock).toContainEqual({ id: low, name: 'Nearly gone', stock: 2 });
    expect(figures.lowStockThreshold).toBe(5);
  });
});
