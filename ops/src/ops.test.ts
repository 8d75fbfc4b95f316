/**
 * The shared operations parts on a real Fastify instance (the services' own tests cover their
 * own checks and metrics, and the drain on SIGTERM in a real process): request ids, `/healthz`
 * and `/readyz` with their checks and the drain, the request metrics and their allow-list, and
 * `SHUTDOWN_DRAIN_MS`.
 */
import { Registry } from '@platformatic/prom-client';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import {
  echoRequestId,
  productionDrainMs,
  readDrainMs,
  registerHealthRoutes,
  registerHttpMetrics,
  requestIdOptions,
  shutdownLimitMs,
  startDraining,
  upstreamReadiness,
  type ReadinessCheck,
} from './index.ts';
import { parseMetrics, sample } from './testing/index.ts';

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

/** A Fastify app with the shared parts, as a service's app.ts wires them. */
async function opsApp({
  checks = {},
  allowed,
}: { checks?: Record<string, ReadinessCheck>; allowed?: (address: string) => boolean } = {}) {
  const app = Fastify({ ...requestIdOptions });
  apps.push(app);
  echoRequestId(app);
  const registry = new Registry();
  await registerHttpMetrics(app, { registry, allowed });
  registerHealthRoutes(app, { checks });
  app.get('/products/:id', async () => ({ ok: true }));
  return app;
}

describe('request ids', () => {
  it('echoes a well-formed caller id and makes one for a missing or malformed one', async () => {
    const app = await opsApp();
    const given = await app.inject({ url: '/healthz', headers: { 'x-request-id': 'abc-123' } });
    expect(given.headers['x-request-id']).toBe('abc-123');
    const missing = await app.inject({ url: '/healthz' });
    expect(missing.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const malformed = await app.inject({
      url: '/healthz',
      headers: { 'x-request-id': 'has spaces "and quotes"' },
    });
    expect(malformed.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('health and readiness', () => {
  it('answers /healthz without asking anything, and /readyz with every check by name', async () => {
    let database = 'ok';
    const app = await opsApp({ checks: { database: async () => database } });
    expect((await app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ ready: true, checks: { database: 'ok' } });

    database = 'not answering within 1000 ms';
    const notReady = await app.inject({ url: '/readyz' });
    expect(notReady.statusCode).toBe(503);
    expect(notReady.json()).toEqual({
      ready: false,
      checks: { database: 'not answering within 1000 ms' },
    });
  });

  it('answers 503 naming the drain once draining, while /healthz still says alive', async () => {
    const app = await opsApp({ checks: { database: async () => 'ok' } });
    startDraining(app);
    const readyz = await app.inject({ url: '/readyz' });
    expect(readyz.statusCode).toBe(503);
    expect(readyz.json()).toEqual({
      ready: false,
      checks: { database: 'ok', draining: 'the process is shutting down' },
    });
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });

  it("asks an upstream's /readyz over HTTP, passing the request id on", async () => {
    const upstream = await opsApp();
    const seen: string[] = [];
    upstream.addHook('onRequest', async (request) => void seen.push(request.id));
    const url = await upstream.listen({ port: 0, host: '127.0.0.1' });
    const app = await opsApp({ checks: { api: upstreamReadiness(url, 'api') } });

    const ready = await app.inject({ url: '/readyz', headers: { 'x-request-id': 'probe-1' } });
    expect(ready.json()).toEqual({ ready: true, checks: { api: 'ok' } });
    expect(seen).toEqual(['probe-1']);

    startDraining(upstream);
    const upstreamDraining = await app.inject({ url: '/readyz' });
    expect(upstreamDraining.statusCode).toBe(503);
    expect(upstreamDraining.json()).toEqual({ ready: false, checks: { api: 'not ready (503)' } });

    await upstream.close();
    const gone = await app.inject({ url: '/readyz' });
    expect(gone.json()).toEqual({
      ready: false,
      checks: { api: 'not answering within 1000 ms' },
    });
  });
});

describe('/metrics', () => {
  it('counts requests by route pattern and status, never the raw path nor ops routes', async () => {
    const app = await opsApp();
    await app.inject({ url: '/products/42' });
    await app.inject({ url: '/products/43' });
    await app.inject({ url: '/healthz' });
    const scraped = await app.inject({ url: '/metrics' });
    expect(scraped.statusCode).toBe(200);
    expect(scraped.headers['content-type']).toMatch(/^text\/plain/);
    const samples = parseMetrics(scraped.body);
    const count = 'http_request_duration_seconds_count';
    expect(sample(samples, count, { route: '/products/:id', status_code: '200' })).toBe(2);
    expect(samples.some((entry) => entry.labels['route'] === '/products/42')).toBe(false);
    expect(samples.some((entry) => entry.labels['route'] === '/healthz')).toBe(false);
    expect(sample(samples, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('is the ordinary 404 for an address the allow-list refuses', async () => {
    const app = await opsApp({ allowed: (address) => address === '203.0.113.7' });
    expect((await app.inject({ url: '/metrics', remoteAddress: '198.51.100.1' })).statusCode).toBe(
      404,
    );
    expect((await app.inject({ url: '/metrics', remoteAddress: '203.0.113.7' })).statusCode).toBe(
      200,
    );
  });
});

describe('SHUTDOWN_DRAIN_MS', () => {
  it('is 0 unless set, a whole number of ms up to 5000, and refused with a sentence otherwise', () => {
    expect(readDrainMs({})).toBe(0);
    expect(readDrainMs({ NODE_ENV: 'development' })).toBe(0);
    expect(readDrainMs({ NODE_ENV: 'test' })).toBe(0);
    expect(readDrainMs({ SHUTDOWN_DRAIN_MS: ' 1500 ' })).toBe(1500);
    expect(() => readDrainMs({ SHUTDOWN_DRAIN_MS: '5001' })).toThrow(
      'SHUTDOWN_DRAIN_MS must be a whole number from 0 to 5000, got "5001"',
    );
    expect(() => readDrainMs({ SHUTDOWN_DRAIN_MS: '1.5' })).toThrow(/whole number/);
  });

  it('is 5000 by default in production (behind whatever routes to it), where 0 still turns it off', () => {
    expect(readDrainMs({ NODE_ENV: 'production' })).toBe(5000);
    expect(readDrainMs({ NODE_ENV: 'production', SHUTDOWN_DRAIN_MS: '' })).toBe(5000);
    expect(readDrainMs({ NODE_ENV: 'production', SHUTDOWN_DRAIN_MS: '0' })).toBe(0);
    expect(readDrainMs({ NODE_ENV: 'production', SHUTDOWN_DRAIN_MS: '1200' })).toBe(1200);
    // The whole close (drain, then requests in flight) fits the process's own limit with room.
    expect(productionDrainMs).toBeLessThanOrEqual(shutdownLimitMs - 3000);
  });
});
