/**
 * The per-address limit on expensive pages (issue 25): searches, filtered listings and the
 * sitemap are counted per address and refused past the limit with 429, Retry-After and the
 * shop's polite page, before the gateway is asked; plain pages and other addresses are not
 * affected. A stand-in gateway records what reaches it. Needs the storefront's build.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildWebServer } from './app.ts';
import { isExpensivePage } from './rate-limit.ts';
import urdu from '../src/i18n/messages/ur.json';

const limit = 3;
/** Paths the stand-in gateway was asked for (a page's data, the sitemap's index). */
let asked = 0;
let gateway: Server;
let web: FastifyInstance;
let base: string;

beforeAll(async () => {
  gateway = createServer((request, response) => {
    asked += 1;
    request.resume();
    request.on('end', () => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ data: null }));
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  web = await buildWebServer({
    gatewayUrl: `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`,
    publicUrl: 'http://127.0.0.1',
    // Each request names its own address, as shoppers behind the shop's balancer do.
    trustProxy: '127.0.0.1',
    pageRateLimit: { max: limit, windowMs: 60_000 },
  });
  await web.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(web.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await web?.close();
  gateway?.closeAllConnections();
  await new Promise((resolve) => gateway?.close(resolve));
});

const from = (address: string, path: string) =>
  fetch(`${base}${path}`, { headers: { 'x-forwarded-for': address }, redirect: 'manual' });

it('refuses an address past the limit with 429, Retry-After and a polite page, without asking the gateway', async () => {
  const noisy = '198.51.100.7';
  const paths = ['/products?search=ser', '/products?category=Skincare&skin=oily', '/sitemap.xml'];
  for (const path of paths) expect((await from(noisy, path)).status).not.toBe(429);
  const askedBefore = asked;
  const refused = await from(noisy, '/bundle?sale=1');
  expect(refused.status).toBe(429);
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(refused.headers.get('content-type')).toMatch(/^text\/html/);
  const page = await refused.text();
  expect(page).toContain('<title>Please slow down - Bloom</title>');
  expect(page).toContain('Please wait a moment, then try again.');
  expect(asked).toBe(askedBefore);

  // The same address still browses the pages every shopper shares.
  for (const path of ['/products?category=Skincare', '/products?category=Skincare&page=2', '/']) {
    expect((await from(noisy, path)).status).not.toBe(429);
  }
  // Another address is not slowed by the noisy one.
  expect((await from('198.51.100.8', '/products?search=ser')).status).not.toBe(429);
});

it('counts Urdu searches as English ones and refuses them with the polite page in Urdu, right to left', async () => {
  const noisy = '198.51.100.9';
  for (const path of ['/ur/products?search=ser', '/products?search=ser', '/ur/bundle?sale=1']) {
    expect((await from(noisy, path)).status, path).not.toBe(429);
  }
  const askedBefore = asked;
  const refused = await from(noisy, '/ur/products?search=serum');
  expect(refused.status).toBe(429);
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  const page = await refused.text();
  const title = urdu['shop.server.slowDown.title'].defaultMessage;
  expect(page).toContain('<html lang="ur" dir="rtl">');
  expect(page).toContain(`<title>${title} - Bloom</title>`);
  expect(page).toContain(`<h1>${title}</h1>`);
  expect(page).toContain(urdu['shop.server.slowDown.text'].defaultMessage);
  expect(page).toContain(`<a href="/ur">${urdu['shop.notFound.home'].defaultMessage}</a>`);
  expect(page).not.toMatch(/slow down|try again|Take me home/i);
  expect(asked).toBe(askedBefore);
});

it.each([
  ['/ur/products?search=serum', true],
  ['/ur/bundle?sort=price', true],
  ['/ur/products?category=Skincare&page=2', false],
  ['/ur/products', false],
  ['/urproducts?search=serum', false],
  ['/products?search=serum', true],
  ['/products?minPrice=100&maxPrice=900', true],
  ['/bundle?sort=price', true],
  ['/products?category=Skincare&utm=x', true],
  ['/sitemap.xml', true],
  ['/sitemap-2.xml', true],
  ['/products', false],
  ['/products?category=Skincare&page=3', false],
  ['/bundle?page=2', false],
  ['/selectedItem/5f0c?search=x', false],
  ['/healthz', false],
  ['/readyz', false],
  ['/metrics', false],
  ['/admin/orders?search=BLM', false],
  ['/robots.txt', false],
])('counts %s: %s', (url, expensive) => {
  expect(isExpensivePage(url)).toBe(expensive);
});
