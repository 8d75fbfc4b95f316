/**
 * The api's operational routes over its real app and database: liveness, readiness (and its 503
 * while draining), request ids, and /metrics parsed after real traffic, the business counters
 * included.
 */
import { readdir } from 'node:fs/promises';
import { startDraining } from '@bloom/ops';
import { parseMetrics, sample } from '@bloom/ops/testing';
import { describe, expect, it } from 'vitest';
import { insertProduct, post, signUpAndLogIn, useTestApp } from '../../test/helpers.ts';
import { imagesDir } from '../config.ts';

const t = useTestApp();

const delivery = { name: 'Amna Tariq', phone: '03001234567', address: '12 Canal Road, Lahore' };

async function scrape() {
  const reply = await t.app.inject({ method: 'GET', url: '/metrics' });
  expect(reply.statusCode).toBe(200);
  expect(reply.headers['content-type']).toContain('text/plain');
  return parseMetrics(reply.body);
}

describe('health and readiness', () => {
  it('answers /healthz without asking anything, and /readyz after pinging the database', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ ready: true, checks: { database: 'ok' } });
  });

  it('keeps the contract free of them: they are the platform, not the shop', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(document.paths)).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/^\/(healthz|readyz|metrics)$/)]),
    );
  });
});

describe('request ids', () => {
  it('echoes a well-formed caller id and makes one for a missing or malformed one', async () => {
    const given = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'web-1234.abc' },
    });
    expect(given.headers['x-request-id']).toBe('web-1234.abc');
    const made = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const malformed = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'two words <script>' },
    });
    expect(malformed.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('/metrics', () => {
  it('counts requests by route pattern and status, never by the raw path', async () => {
    await post(t.app, '/api/products/getProductById', { id: 'nope' });
    const picture = (await readdir(imagesDir))[0]!;
    expect((await t.app.inject({ method: 'GET', url: `/images/${picture}` })).statusCode).toBe(200);
    await t.app.inject({ method: 'GET', url: '/images/no-such-picture.svg' });
    const metrics = await scrape();
    expect(
      sample(metrics, 'http_request_duration_seconds_count', {
        method: 'POST',
        route: '/api/products/getProductById',
        status_code: '400',
      }),
    ).toBeGreaterThanOrEqual(1);
    const routes = metrics
      .filter((line) => line.name === 'http_request_duration_seconds_count')
      .map((line) => line.labels['route']);
    expect(routes).toContain('/images/*');
    // A path no route answers counts under one label, whatever was asked.
    expect(routes).toContain('__unknown__');
    expect(
      routes.filter((route) => route?.startsWith('/images/') && route !== '/images/*'),
    ).toEqual([]);
  });

  it('moves the order counters: placed, refused by reason, coupon redeemed, login failed', async () => {
    const before = await scrape();
    const user = await signUpAndLogIn(t.app);
    const product = await insertProduct(t.db, { price: 1000, stock: 2 });
    await t.db.query(`INSERT INTO coupons (code, kind, value) VALUES ('OPS10', 'percent', 10)`);
    const order = (body: Record<string, unknown>) =>
      post(
        t.app,
        '/api/orders/createOrder',
        { ...delivery, userID: user.id, ...body },
        { cookie: user.cookie },
      );

    expect(
      (await order({ items: [{ id: product, quantity: 1 }], totalAmount: 1 })).statusCode,
    ).toBe(409);
    expect(
      (await order({ items: [{ id: product, quantity: 5 }], totalAmount: 5000 })).statusCode,
    ).toBe(409);
    expect(
      (
        await order({
          items: [{ id: product, quantity: 1 }],
          totalAmount: 1000,
          couponUsed: { code: 'NO-SUCH-COUPON' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await order({
          items: [{ id: product, quantity: 1 }],
          totalAmount: 900,
          couponUsed: { code: 'OPS10' },
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (await post(t.app, '/api/users/login', { email: user.email, password: 'wrong password' }))
        .statusCode,
    ).toBe(401);

    const after = await scrape();
    const moved = (name: string, labels: Record<string, string> = {}) =>
      (sample(after, name, labels) ?? 0) - (sample(before, name, labels) ?? 0);
    expect(moved('bloom_orders_placed_total')).toBe(1);
    expect(moved('bloom_coupon_redemptions_total')).toBe(1);
    expect(moved('bloom_orders_refused_total', { reason: 'price_changed' })).toBe(1);
    expect(moved('bloom_orders_refused_total', { reason: 'stock' })).toBe(1);
    expect(moved('bloom_orders_refused_total', { reason: 'coupon' })).toBe(1);
    expect(moved('bloom_logins_failed_total')).toBe(1);
    // The pool and the statements behind them are measured too.
    expect(sample(after, 'db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
    expect(moved('db_query_duration_seconds_count', { statement: 'insert' })).toBeGreaterThan(0);
  });

  it('counts reset codes and the mail they go out in', async () => {
    const user = await signUpAndLogIn(t.app);
    const before = await scrape();
    const reply = await post(t.app, '/api/users/sendResetPasswordOTP', { email: user.email });
    expect(reply.statusCode).toBe(200);
    // The mail is sent after the reply: wait for the counter as a scraper would see it.
    await expect
      .poll(async () => sample(await scrape(), 'bloom_mails_sent_total'), { timeout: 10_000 })
      .toBe((sample(before, 'bloom_mails_sent_total') ?? 0) + 1);
    expect(sample(await scrape(), 'bloom_reset_codes_sent_total')).toBe(
      (sample(before, 'bloom_reset_codes_sent_total') ?? 0) + 1,
    );
  });
});

// Last: draining is for good.
describe('draining', () => {
  it('answers 503 on /readyz naming the check, while /healthz still says alive', async () => {
    startDraining(t.app);
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      ready: false,
      checks: { database: 'ok', draining: 'the process is shutting down' },
    });
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});
