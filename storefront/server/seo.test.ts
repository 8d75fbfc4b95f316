/**
 * robots.txt and the sitemap from a catalogue of 120,000 products (a stand-in gateway answers
 * `productIndex` from a generated list): every page in both languages (English at today's paths,
 * Urdu under /ur); past 50,000 URLs the sitemap is an index of files of at most 50,000, every
 * product's page in each language is in exactly one of them, and a file is built in bounded time
 * and memory (printed, not asserted: speed belongs to benchmarks).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITEMAP_LIMIT, registerSeoFiles } from './seo.ts';

const total = 120_000;
const ids = Array.from(
  { length: total },
  (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
);
let gatewayCalls = 0;
let gatewayDown = false;
let gateway: Server;
let app: FastifyInstance;

beforeAll(async () => {
  gateway = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      gatewayCalls += 1;
      if (gatewayDown) {
        response.writeHead(503, { 'content-type': 'application/json' });
        response.end('{"errors":[{"message":"down"}]}');
        return;
      }
      const { variables } = JSON.parse(body) as { variables: { offset: number; limit: number } };
      const items = ids
        .slice(variables.offset, variables.offset + variables.limit)
        .map((id) => ({ id, updatedAt: '2026-11-01T10:00:00.000Z' }));
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ data: { productIndex: { total, items } } }));
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  const { port } = gateway.address() as AddressInfo;
  app = Fastify();
  await registerSeoFiles(app, {
    gatewayUrl: `http://127.0.0.1:${port}`,
    publicUrl: 'https://shop.example.com',
  });
});

afterAll(async () => {
  await app?.close();
  await new Promise((resolve) => gateway?.close(resolve));
});

describe('robots.txt', () => {
  it('disallows the private paths and names the sitemap by its absolute URL', async () => {
    const response = await app.inject('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toContain('Disallow: /checkout');
    expect(response.body).toContain('Disallow: /reset/');
    expect(response.body).toContain('Disallow: /ur/checkout');
    expect(response.body).toContain('Disallow: /ur/reset/');
    expect(response.body).toMatch(/^Sitemap: https:\/\/shop\.example\.com\/sitemap\.xml$/m);
  });
});

describe('sitemap at 120,000 products', () => {
  it('is an index of five files of at most 50,000 URLs, holding every product once in each language', async () => {
    const index = await app.inject('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('<sitemapindex');
    const files = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    // 240,022 URLs: 11 fixed pages and 120,000 products, each in English and in Urdu.
    expect(files).toEqual([1, 2, 3, 4, 5].map((n) => `https://shop.example.com/sitemap-${n}.xml`));

    const seen = new Set<string>();
    const staticPages: string[] = [];
    for (const file of files) {
      const heapBefore = process.memoryUsage().heapUsed;
      const started = performance.now();
      const response = await app.inject(new URL(file).pathname);
      const ms = performance.now() - started;
      expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
      expect(response.headers['content-type']).toMatch(/xml/);
      const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
      expect(locs.length).toBeLessThanOrEqual(SITEMAP_LIMIT);
      for (const loc of locs) {
        const page = /^https:\/\/shop\.example\.com((?:\/ur)?\/selectedItem\/.+)$/.exec(loc)?.[1];
        if (!page) {
          staticPages.push(loc);
          continue;
        }
        expect(seen.has(page), page).toBe(false);
        seen.add(page);
      }
      console.log(
        `${file}: ${locs.length} URLs, ${(response.body.length / 1e6).toFixed(1)} MB, ${ms.toFixed(0)} ms, heap +${((process.memoryUsage().heapUsed - heapBefore) / 1e6).toFixed(0)} MB`,
      );
    }
    expect(seen.size).toBe(total * 2);
    for (const id of [ids[0], ids[59_999], ids[total - 1]]) {
      expect(seen.has(`/selectedItem/${id}`), id).toBe(true);
      expect(seen.has(`/ur/selectedItem/${id}`), id).toBe(true);
    }
    // 7 pages and 4 category listings, in each language.
    expect(staticPages).toHaveLength(22);
    expect(staticPages).toContain('https://shop.example.com/');
    expect(staticPages).toContain('https://shop.example.com/ur');
    expect(staticPages).toContain('https://shop.example.com/ur/products?category=Body%20Care');
  });

  it('gives each product its lastmod, and a page past the last file a 404', async () => {
    const first = await app.inject('/sitemap-1.xml');
    expect(first.body).toContain(
      `<url><loc>https://shop.example.com/selectedItem/${ids[0]}</loc><lastmod>2026-11-01</lastmod></url>`,
    );
    expect(first.body).toContain(
      `<url><loc>https://shop.example.com/ur/selectedItem/${ids[0]}</loc><lastmod>2026-11-01</lastmod></url>`,
    );
    expect((await app.inject('/sitemap-6.xml')).statusCode).toBe(404);
    expect((await app.inject('/sitemap-0.xml')).statusCode).toBe(404);
    expect((await app.inject('/sitemap-x.xml')).statusCode).toBe(404);
  });

  it('answers 503 with Retry-After when the catalogue cannot be read', async () => {
    gatewayDown = true;
    try {
      const response = await app.inject('/sitemap.xml');
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('60');
    } finally {
      gatewayDown = false;
    }
    expect(gatewayCalls).toBeGreaterThan(0);
  });
});
