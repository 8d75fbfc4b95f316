/**
 * The back office on the web server (storefront/server/admin.ts), against a stand-in gateway: the
 * built admin at /admin with its own policy and noindex, the app's page for any other path but a
 * real 404 for a missing file, hashed files cached for a year, /admin/graphql,
 * /admin/orders.csv, /admin/customers.csv and the catalogue's files and photos forwarded with the staff cookie and the gateway's Set-Cookie relayed back,
 * robots.txt disallowing /admin. Needs the storefront's and the admin's builds (`npm test`
 * builds first).
 */
import { readdirSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWebServer } from './app.ts';

/** What the stand-in gateway was asked. */
interface Asked {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** The body's bytes as they arrived. */
  bytes: Buffer;
}

const asked: Asked[] = [];
let gateway: Server;
let web: FastifyInstance;

const assetsDir = fileURLToPath(new URL('../../admin/dist/assets/', import.meta.url));

beforeAll(async () => {
  gateway = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const bytes = Buffer.concat(chunks);
      asked.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: bytes.toString(),
        bytes,
      });
      if (
        request.url?.startsWith('/admin/orders.csv') ||
        request.url?.startsWith('/admin/customers.csv')
      ) {
        response.writeHead(200, { 'content-type': 'text/csv; charset=utf-8' });
        response.end('order_id,status\r\nBLM-1,Pending\r\n');
        return;
      }
      response.writeHead(200, {
        'content-type': 'application/json',
        'set-cookie': 'bloom_staff=s1; Path=/admin; HttpOnly; SameSite=Strict',
      });
      response.end(JSON.stringify({ data: { me: null } }));
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  web = await buildWebServer({
    gatewayUrl: `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`,
    publicUrl: 'http://127.0.0.1',
  });
});

afterAll(async () => {
  await web?.close();
  await new Promise((resolve) => gateway?.close(resolve));
});

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | string[] | number | undefined): Map<string, string[]> {
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...values]) => [name, values]),
  );
}

describe('/admin', () => {
  it('serves the app with its own strict policy, noindex and no caching of the page', async () => {
    const response = await web.inject('/admin');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<div id="root">');
    expect(response.body).toContain('<meta name="robots" content="noindex');
    expect(response.headers['x-robots-tag']).toMatch(/noindex/);
    expect(response.headers['cache-control']).toBe('no-store');
    const policy = directives(response.headers['content-security-policy']);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('script-src-attr')).toEqual(["'none'"]);
    expect(policy.get('style-src-attr')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('require-trusted-types-for')).toEqual(["'script'"]);
  });

  it('is stricter than the shop: nothing the shop forbids is allowed here', async () => {
    const shop = directives((await web.inject('/robots.txt')).headers['content-security-policy']);
    const admin = directives((await web.inject('/admin')).headers['content-security-policy']);
    // The shop allows style attributes (server-rendered React); the back office does not.
    expect(shop.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
    for (const [name, values] of admin) {
      if (name === 'default-src' || name === 'manifest-src') continue;
      const shopValues = shop.get(name) ?? shop.get('default-src') ?? [];
      for (const value of values) {
        if (value === "'none'" || name.startsWith('trusted-types') || name.startsWith('require'))
          continue;
        // The one addition: a photo chosen for upload is previewed from the browser's own copy.
        if (name === 'img-src' && value === 'blob:') continue;
        expect(shopValues, `${name} ${value}`).toContain(value);
      }
    }
  });

  it("answers the app's page for any screen's address, so a reload or a link works", async () => {
    for (const path of ['/admin/', '/admin/orders', '/admin/orders/BLM-7KQ2M9XH4T?tab=notes']) {
      const response = await web.inject(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.body, path).toContain('<div id="root">');
      expect(response.headers['x-robots-tag'], path).toMatch(/noindex/);
    }
  });

  it('serves the hashed files for a year, and a real 404 for a missing file', async () => {
    const script = readdirSync(assetsDir).find((file) => file.endsWith('.js'));
    expect(script).toBeDefined();
    const found = await web.inject(`/admin/assets/${script}`);
    expect(found.statusCode).toBe(200);
    expect(found.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    for (const path of ['/admin/assets/index-missing.js', '/admin/logo.png', '/admin/x/y.css']) {
      const missing = await web.inject(path);
      expect(missing.statusCode, path).toBe(404);
      expect(missing.body, path).not.toContain('<div id="root">');
      expect(missing.headers['x-robots-tag'], path).toMatch(/noindex/);
    }
  });

  it('forwards /admin/graphql to the gateway with the cookie, and relays its Set-Cookie', async () => {
    const body = JSON.stringify({ query: '{ me { id } }' });
    const response = await web.inject({
      method: 'POST',
      url: '/admin/graphql',
      headers: { 'content-type': 'application/json', cookie: 'bloom_staff=s0' },
      payload: body,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { me: null } });
    expect(response.headers['set-cookie']).toMatch(/^bloom_staff=s1; Path=\/admin/);
    const call = asked.at(-1);
    expect(call?.url).toBe('/admin/graphql');
    expect(call?.method).toBe('POST');
    expect(call?.headers.cookie).toBe('bloom_staff=s0');
    expect(call?.body).toBe(body);
  });

  it('forwards the orders export with its filter and the cookie', async () => {
    const response = await web.inject({
      url: '/admin/orders.csv?status=PENDING&search=a%40b.example',
      headers: { cookie: 'bloom_staff=s0' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.body).toContain('BLM-1,Pending');
    const call = asked.at(-1);
    expect(call?.url).toBe('/admin/orders.csv?status=PENDING&search=a%40b.example');
    expect(call?.headers.cookie).toBe('bloom_staff=s0');
  });

  it('forwards the customers export with its filter and the cookie', async () => {
    const response = await web.inject({
      url: '/admin/customers.csv?hasOrders=true&from=2026-11-01',
      headers: { cookie: 'bloom_staff=s0' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    const call = asked.at(-1);
    expect(call?.url).toBe('/admin/customers.csv?hasOrders=true&from=2026-11-01');
    expect(call?.headers.cookie).toBe('bloom_staff=s0');
  });

  it("forwards a photo upload byte for byte, past the shop's 100 KB body limit, with the cookie", async () => {
    // Every byte value, 300 KB of them: a text parser on the way would mangle or refuse them.
    const photo = Buffer.alloc(300 * 1024, 0);
    for (let index = 0; index < photo.length; index += 1) photo[index] = (index * 7) % 256;
    const response = await web.inject({
      method: 'POST',
      url: '/admin/images',
      headers: { 'content-type': 'image/jpeg', cookie: 'bloom_staff=s0' },
      payload: photo,
    });
    expect(response.statusCode).toBe(200);
    const call = asked.at(-1);
    expect(call?.method).toBe('POST');
    expect(call?.url).toBe('/admin/images');
    expect(call?.headers['content-type']).toBe('image/jpeg');
    expect(call?.headers.cookie).toBe('bloom_staff=s0');
    expect(call?.bytes.equals(photo)).toBe(true);
  });

  it('forwards the products CSV export and import and the catalogue JSON import', async () => {
    const exported = await web.inject({
      url: '/admin/products.csv',
      headers: { cookie: 'bloom_staff=s0' },
    });
    expect(exported.statusCode).toBe(200);
    expect(asked.at(-1)?.url).toBe('/admin/products.csv');

    const csv = `name,price\r\n${'Rose Toner,1200\r\n'.repeat(8000)}`;
    await web.inject({
      method: 'POST',
      url: '/admin/products.csv?dryRun=true',
      headers: { 'content-type': 'text/csv', cookie: 'bloom_staff=s0' },
      payload: csv,
    });
    expect(asked.at(-1)).toMatchObject({
      method: 'POST',
      url: '/admin/products.csv?dryRun=true',
      body: csv,
    });
    expect(asked.at(-1)?.headers.cookie).toBe('bloom_staff=s0');

    const json = JSON.stringify({ products: [{ name: 'Rose Toner' }], coupons: [] });
    await web.inject({
      method: 'POST',
      url: '/admin/catalogue.json?dryRun=false',
      headers: { 'content-type': 'application/json', cookie: 'bloom_staff=s0' },
      payload: json,
    });
    expect(asked.at(-1)).toMatchObject({
      method: 'POST',
      url: '/admin/catalogue.json?dryRun=false',
      body: json,
    });
    expect(asked.at(-1)?.headers['content-type']).toBe('application/json');
  });
});

it('robots.txt keeps crawlers out of /admin', async () => {
  const response = await web.inject('/robots.txt');
  expect(response.body.split('\n')).toContain('Disallow: /admin');
});
