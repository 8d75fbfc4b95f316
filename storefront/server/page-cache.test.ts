/**
 * The guest page cache (issue 23), against the real stack (scripts/stack.ts: api on PGlite, the
 * gateway, the web server) plus web servers built here with settings of their own: the key, one
 * render for concurrent misses, stale-while-revalidate, the CDN headers and 304, nothing of a
 * member in a guest's page, the size bound, and a price change seen by two web processes with
 * nothing from before kept. Renders are counted through each server's own `/metrics`. Needs the
 * storefront's build (`npm test` builds first).
 */
import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type Server,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { root, startService, startStack, type Service, type Stack } from '../../scripts/stack.ts';
import { buildWebServer } from './app.ts';
import { listingKeys } from '../src/products/listingParams.ts';
import { PAGE_QUERY_KEYS, pageCacheKey, type PageCacheOptions } from './page-cache.ts';
import { startRelay } from './test-relay.ts';

let stack: Stack;
let scratch: string;
let secondWeb: Service;
const servers: FastifyInstance[] = [];
/** The held gateways of the tests (heldGateway). */
const doors: Server[] = [];
/** The CDN purge receiver (CDN_PURGE_URL) and the bodies the api POSTed to it. */
let purgeReceiver: Server;
const purged: { keys: string[] }[] = [];

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'bloom-page-cache-'));
  purgeReceiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (request.method === 'POST' && request.url === '/purge') {
        purged.push(JSON.parse(body) as { keys: string[] });
      }
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => purgeReceiver.listen(0, '127.0.0.1', resolve));
  const purgePort = (purgeReceiver.address() as AddressInfo).port;
  stack = await startStack({
    dataDir: join(scratch, 'data'),
    apiPort: 0,
    gatewayPort: 0,
    webPort: 0,
    echo: false,
    env: { LOG_LEVEL: 'error', CDN_PURGE_URL: `http://127.0.0.1:${purgePort}/purge` },
  });
  // A second web process on the same gateway, as a deployment runs several.
  secondWeb = await startService(
    'web',
    'storefront/server/main.ts',
    { LOG_LEVEL: 'error', GATEWAY_URL: stack.gatewayUrl, PORT: '0' },
    { echo: false },
  );
}, 180_000);

afterAll(async () => {
  for (const server of servers) await server.close();
  for (const door of doors) door.closeAllConnections();
  await Promise.all(doors.map((door) => new Promise((resolve) => door.close(resolve))));
  await secondWeb?.stop();
  await stack?.stop();
  await new Promise((resolve) => purgeReceiver?.close(resolve));
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

/** A web server of this test's own on the stack's gateway (or `gatewayUrl`); its base URL. */
async function webServer(pageCache: PageCacheOptions = {}, gatewayUrl = stack.gatewayUrl) {
  const app = await buildWebServer({
    gatewayUrl,
    publicUrl: 'http://localhost:4000',
    pageCache,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  servers.push(app);
  const { port } = app.server.address() as { port: number };
  return `http://127.0.0.1:${port}`;
}

/**
 * The stack's gateway behind a door of this test's own: every request passes through as it is,
 * but while the door is held (`hold()` until `open()`; held from the start) the GraphQL ones (a
 * render's data) wait. So a test can have requests arrive while a render is sure to be still
 * under way, however busy the machine.
 */
async function heldGateway() {
  let open = () => {};
  let door: Promise<void> = Promise.resolve();
  const hold = () => {
    door = new Promise<void>((resolve) => (open = resolve));
  };
  hold();
  const relay = await startRelay(stack.gatewayUrl, (incoming) =>
    incoming.url?.startsWith('/graphql') ? door : undefined,
  );
  doors.push(relay.server);
  return { url: relay.url, hold, open: () => open() };
}

/** One GET as it left the server: status, headers and the body's bytes (not decompressed). */
function get(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      const sent = httpRequest(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      });
      sent.on('error', reject);
      sent.end();
    },
  );
}

/** A page's HTML as a browser without compression gets it. */
const html = async (url: string, headers: Record<string, string> = {}) =>
  (await get(url, { 'accept-encoding': 'identity', ...headers })).body.toString();

/** What `/metrics` says: renders of every page, and the page cache's answers. */
async function counts(base: string) {
  const text = await html(`${base}/metrics`);
  const sum = (pattern: RegExp) =>
    [...text.matchAll(pattern)].reduce((total, match) => total + Number(match[1]), 0);
  return {
    renders: sum(/^web_render_duration_seconds_count\{[^}]*\} (\d+)/gm),
    hit: sum(/^web_page_cache_requests_total\{result="hit"\} (\d+)/gm),
    miss: sum(/^web_page_cache_requests_total\{result="miss"\} (\d+)/gm),
    stale: sum(/^web_page_cache_requests_total\{result="stale"\} (\d+)/gm),
  };
}

/** The seeded owner's shop session (a member's, like any shopper's), signed in through the api. */
async function memberCookie() {
  const response = await fetch(`${stack.apiUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'staff@bloom.example.com', password: 'bloom-staff-local' }),
  });
  expect(response.status).toBe(200);
  const session = response.headers.getSetCookie().find((c) => c.startsWith('bloom_session='));
  return session!.split(';')[0]!;
}

/** The seeded owner's staff session: the staff door, the only way to change the catalogue. */
async function staffCookie() {
  const response = await fetch(`${stack.apiUrl}/api/admin/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'staff@bloom.example.com', password: 'bloom-staff-local' }),
  });
  expect(response.status).toBe(200);
  const session = response.headers.getSetCookie().find((c) => c.startsWith('bloom_staff='));
  return session!.split(';')[0]!;
}

/** A seeded product, as GraphQL lists it. */
async function someProduct() {
  const response = await fetch(`${stack.gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ products { items { id name category price } } }' }),
  });
  const body = (await response.json()) as {
    data: { products: { items: { id: string; name: string; category: string; price: number }[] } };
  };
  return body.data.products.items[0]!;
}

/** Sets a seeded product's price through the api, as staff would (the back office's import). */
async function changePrice(name: string, price: number) {
  const catalogue = JSON.parse(await readFile(join(root, 'api/seed/catalogue.json'), 'utf8')) as {
    products: { name: string }[];
  };
  const seeded = catalogue.products.find((entry) => entry.name === name);
  const imported = await fetch(`${stack.apiUrl}/api/admin/catalogue/import?dryRun=false`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: await staffCookie() },
    // The product as the seed holds it, at a new price.
    body: JSON.stringify({ products: [{ ...seeded, price }] }),
  });
  expect(imported.status, await imported.clone().text()).toBe(200);
}

describe('the key', () => {
  it('puts the known parameters in a fixed order and drops the rest', () => {
    expect(pageCacheKey({ url: '/products?sort=rating&utm_source=x&category=Skincare' })).toBe(
      '/products?category=Skincare&sort=rating',
    );
    expect(pageCacheKey({ url: '/products?category=Skincare&sort=rating' })).toBe(
      '/products?category=Skincare&sort=rating',
    );
    expect(pageCacheKey({ url: '/?fbclid=abc&gclid=1' })).toBe('/');
    // Repeated values stay in their order; `from` is read by the sign-in pages.
    expect(pageCacheKey({ url: '/products?skin=oily&page=2&skin=dry' })).toBe(
      '/products?skin=oily&skin=dry&page=2',
    );
    expect(pageCacheKey({ url: '/login?from=cart&ref=mail' })).toBe('/login?from=cart');
    // The language is the address's prefix: one page in two languages is two keys.
    expect(pageCacheKey({ url: '/ur/products?sort=rating&utm_source=x&category=Skincare' })).toBe(
      '/ur/products?category=Skincare&sort=rating',
    );
    expect(pageCacheKey({ url: '/ur/?fbclid=abc' })).toBe('/ur');
    expect(pageCacheKey({ url: '/ur?sort=rating' })).toBe('/ur?sort=rating');
    expect(pageCacheKey({ url: '/ur/products' })).not.toBe(pageCacheKey({ url: '/products' }));
    // Every parameter a listing reads is in the key.
    expect(PAGE_QUERY_KEYS).toEqual(expect.arrayContaining([...listingKeys]));
  });

  it('serves one kept page for addresses that differ only in order and unknown parameters', async () => {
    const base = await webServer();
    await html(`${base}/products?sort=rating&category=Skincare&utm_source=mail`);
    const before = await counts(base);
    await html(`${base}/products?category=Skincare&sort=rating`);
    await html(`${base}/products?utm_campaign=x&sort=rating&category=Skincare`);
    const after = await counts(base);
    expect(after.hit - before.hit).toBe(2);
    expect(after.renders).toBe(before.renders);
  });
});

describe('misses', () => {
  it('renders once for concurrent misses of one key', async () => {
    const gateway = await heldGateway();
    const base = await webServer({}, gateway.url);
    const before = await counts(base);
    const asked = Promise.all(
      Array.from({ length: 8 }, () => html(`${base}/products?category=Makeup`)),
    );
    // All eight have missed while the one render waits for its data, on any machine.
    await expect
      .poll(async () => (await counts(base)).miss - before.miss, { timeout: 30_000 })
      .toBe(8);
    expect((await counts(base)).renders, 'the render is still held').toBe(before.renders);
    gateway.open();
    const pages = await asked;
    const after = await counts(base);
    expect(new Set(pages).size).toBe(1);
    expect(after.renders - before.renders).toBe(1);
    expect(after.miss - before.miss).toBe(8);
  });

  it('serves a stale page while one refresh runs', async () => {
    // Fresh for 1 ms: every later request finds the page stale.
    const gateway = await heldGateway();
    gateway.open();
    const base = await webServer({ freshMs: 1 }, gateway.url);
    // A page whose render asks the gateway for its data (so the held door holds its refresh).
    const page = `${base}/products?category=Haircare`;
    const first = await get(page, { 'accept-encoding': 'identity' });
    // The refresh the next requests start cannot end before all five are answered, on any machine.
    gateway.hold();
    const before = await counts(base);
    const stale = await Promise.all(
      Array.from({ length: 5 }, () => get(page, { 'accept-encoding': 'identity' })),
    );
    // Answered at once from the kept page, with its validator.
    for (const reply of stale) expect(reply.headers.etag).toBe(first.headers.etag);
    const after = await counts(base);
    expect(after.stale - before.stale).toBe(5);
    expect(after.renders, 'the refresh is still held').toBe(before.renders);
    // One refresh for all five, in the background.
    gateway.open();
    await expect.poll(async () => (await counts(base)).renders).toBe(before.renders + 1);
    expect((await counts(base)).renders).toBe(before.renders + 1);
  });
});

describe('headers for a CDN', () => {
  it('marks a guest page public with an ETag, tags and 304 on If-None-Match', async () => {
    const base = await webServer();
    const product = await someProduct();
    const page = await get(`${base}/selectedItem/${product.id}`, { 'accept-encoding': 'br' });
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toMatch(
      /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/,
    );
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.body).toString()).toContain(product.name);
    expect(page.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(page.headers['surrogate-key']).toContain(`product-${product.id}`);
    expect(page.headers['surrogate-key']).toContain(
      `category-${product.category.toLowerCase().replaceAll('_', '-')}`,
    );
    expect(page.headers['cache-tag']).toContain(`product-${product.id}`);

    const again = await get(`${base}/selectedItem/${product.id}`, {
      'if-none-match': page.headers.etag!,
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(page.headers.etag);
    const gz = await get(`${base}/selectedItem/${product.id}`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.etag).toBe(page.headers.etag);
    // Each body made once, on its first ask: the same page in either.
    expect(gunzipSync(gz.body).toString()).toBe(brotliDecompressSync(page.body).toString());
  });

  it('keeps member pages, redirects and anything with a cookie private and unstored', async () => {
    const base = await webServer();
    const cookie = await memberCookie();
    const member = await get(`${base}/`, { cookie });
    expect(member.status).toBe(200);
    expect(member.headers['cache-control']).toBe('private, no-store');
    expect(member.headers.etag).toBeUndefined();
    expect(member.headers['surrogate-key']).toBeUndefined();
    const checkout = await get(`${base}/checkout`);
    expect(checkout.status).toBe(302);
    expect(checkout.headers['cache-control']).toBe('private, no-store');
    // A missing page only briefly; a refused method not at all.
    const missing = await get(`${base}/no-such-page`);
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBe('public, max-age=0, s-maxage=10');
    const refused = await fetch(`${base}/`, { method: 'PUT' });
    expect(refused.status).toBe(405);
    expect(refused.headers.get('cache-control')).toBe('no-store');
  });
});

describe('nothing personal in a shared page', () => {
  it('renders a member’s page and then a guest’s without a trace of the member', async () => {
    const base = await webServer();
    const cookie = await memberCookie();
    const before = await counts(base);
    const member = await html(`${base}/`, { cookie });
    expect(member).toContain('Bloom Staff');
    const guest = await html(`${base}/`);
    expect(guest).not.toContain('Bloom Staff');
    expect(guest).not.toContain('staff@bloom.example.com');
    // The member's render filled nothing: the guest's request was a miss, rendered for guests.
    const after = await counts(base);
    expect(after.miss - before.miss).toBe(1);
    expect(after.hit - before.hit).toBe(0);
    // And a member is never served the guests' page.
    expect(await html(`${base}/`, { cookie })).toContain('Bloom Staff');
  });
});

describe('bounded memory', () => {
  it('evicts the least recently used page past PAGE_CACHE_MAX_BYTES', async () => {
    // What the two pages weigh once asked for in every encoding: their three bodies each (and
    // the entry's fixed 256). A compressed body is made on its first ask and weighed from then.
    const encodings = ['identity', 'br', 'gzip'];
    const measure = await webServer();
    const weight = async (path: string) => {
      let total = 256;
      for (const encoding of encodings) {
        total += (await get(`${measure}${path}`, { 'accept-encoding': encoding })).body.length;
      }
      return total;
    };
    const both = (await weight('/about')) + (await weight('/contact'));

    const roomy = await webServer({ maxBytes: both + 1024 });
    const tight = await webServer({ maxBytes: both - 1 });
    for (const base of [roomy, tight]) {
      for (const path of ['/about', '/contact']) {
        for (const encoding of encodings)
          await get(`${base}${path}`, { 'accept-encoding': encoding });
      }
    }
    const roomyBefore = await counts(roomy);
    await html(`${roomy}/about`);
    expect((await counts(roomy)).hit - roomyBefore.hit).toBe(1);
    const tightBefore = await counts(tight);
    await html(`${tight}/about`);
    expect((await counts(tight)).miss - tightBefore.miss).toBe(1);
  });
});

describe('freshness', () => {
  it('shows a price change on two web processes and keeps nothing from before it', async () => {
    const webs = [stack.webUrl, secondWeb.url];
    const product = await someProduct();
    const path = `/selectedItem/${product.id}`;
    const newPrice = product.price === 4321 ? 4322 : 4321;
    const shown = newPrice === 4321 ? '4,321' : '4,322';
    for (const base of webs) {
      // Kept by each process: the second request of each page is a hit.
      for (const page of [path, '/about', path, '/about']) await html(`${base}${page}`);
      expect(await html(`${base}${path}`)).not.toContain(shown);
    }
    const before = await Promise.all(webs.map(counts));
    expect(before.every((c) => c.hit >= 3)).toBe(true);

    await changePrice(product.name, newPrice);

    // What a shopper sees, asked again until it shows. Each process reads the version every
    // 500 ms, so the page follows within about that plus one render; the wait below leaves room
    // for a loaded machine's render and is still far below the 60 s a kept page would otherwise
    // live, so only the version check can pass it.
    for (const base of webs) {
      await expect
        .poll(() => html(`${base}${path}`), { interval: 50, timeout: 5000 })
        .toContain(shown);
    }
    // Nothing kept from before the change: the page that was a hit is rendered again.
    for (const [index, base] of webs.entries()) {
      const beforeAbout = await counts(base);
      await html(`${base}/about`);
      const afterAbout = await counts(base);
      expect(afterAbout.miss - beforeAbout.miss, webs[index]).toBe(1);
    }
  });

  it('POSTs the changed product and its category to CDN_PURGE_URL', async () => {
    const product = await someProduct();
    const base = await webServer();
    const page = await get(`${base}/selectedItem/${product.id}`);
    const tags = String(page.headers['surrogate-key']).split(' ');
    purged.length = 0;
    await changePrice(product.name, product.price + 1);
    // The tags of the product's page that name the product and its category are purged.
    const wanted = tags.filter(
      (tag) =>
        tag === `product-${product.id}` ||
        tag === `category-${product.category.toLowerCase().replaceAll('_', '-')}`,
    );
    expect(wanted).toHaveLength(2);
    await expect
      .poll(() => purged.flatMap((body) => body.keys), { timeout: 5000 })
      .toEqual(expect.arrayContaining(wanted));
  });
});
