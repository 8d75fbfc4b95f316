/**
 * The gateway as the shop's web server: the built storefront with an SPA fallback and caching
 * that suits hashed assets, and the playground page in development.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type RunningGateway } from './support/gateway.ts';

let root: string;
let built: RunningGateway;
let unbuilt: RunningGateway;

const indexHtml = '<!doctype html><title>Bloom</title><div id="root"></div>';
const playgroundHtml = '<!doctype html><title>GraphQL playground - Bloom</title>';
const bigScript = `export const names = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `product-${i}`))};`;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'bloom-gateway-hosting-'));
  const dist = join(root, 'storefront');
  await mkdir(join(dist, 'assets'), { recursive: true });
  await writeFile(join(dist, 'index.html'), indexHtml);
  await writeFile(join(dist, 'assets', 'main-3f2a1c.js'), 'console.log("shop")');
  await writeFile(join(dist, 'robots.txt'), 'User-agent: *');
  // What the storefront build writes: a large asset with its brotli copy beside it.
  await writeFile(join(dist, 'assets', 'big-7e6d5c.js'), bigScript);
  await writeFile(join(dist, 'assets', 'big-7e6d5c.js.br'), brotliCompressSync(bigScript));
  const playground = join(root, 'playground');
  await mkdir(join(playground, 'assets'), { recursive: true });
  await writeFile(join(playground, 'index.html'), playgroundHtml);
  await writeFile(join(playground, 'assets', 'graphiql-9b8c7d.js'), 'export {}');

  const apiUrl = 'http://127.0.0.1:9';
  built = await startGateway({ apiUrl, storefrontDist: dist, playgroundDist: playground });
  unbuilt = await startGateway({
    apiUrl,
    storefrontDist: join(root, 'missing'),
    playgroundDist: join(root, 'missing-playground'),
  });
});

afterAll(async () => {
  await built?.close();
  await unbuilt?.close();
  await rm(root, { recursive: true, force: true });
});

const asBrowser = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('storefront hosting', () => {
  it('serves index.html at / without letting caches keep it', async () => {
    const response = await fetch(`${built.url}/`, { headers: asBrowser });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(indexHtml);
  });

  it('answers a client-side route (a reload on /cart) with index.html', async () => {
    for (const path of ['/cart', '/products?category=Skincare&page=2', '/reset/abc/def']) {
      const response = await fetch(built.url + path, { headers: asBrowser });
      expect(response.status, path).toBe(200);
      expect(await response.text()).toBe(indexHtml);
    }
  });

  it('caches hashed assets for a year as immutable', async () => {
    const response = await fetch(`${built.url}/assets/main-3f2a1c.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe('console.log("shop")');
  });

  it('serves other files as they are, with a short cache', async () => {
    const response = await fetch(`${built.url}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('gives a missing asset a real 404 instead of the page', async () => {
    const response = await fetch(`${built.url}/assets/gone-000000.js`, { headers: asBrowser });
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('<title>Bloom');
  });

  it('says how to build the storefront when it is not built', async () => {
    const response = await fetch(`${unbuilt.url}/`, { headers: asBrowser });
    expect(response.headers.get('content-type')).toMatch(/text\/plain/);
    expect(await response.text()).toBe('storefront not built: run npm run build');
  });
});

describe('compression', () => {
  it('sends an asset’s pre-compressed copy to a browser that accepts brotli', async () => {
    const response = await fetch(`${built.url}/assets/big-7e6d5c.js`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(await response.text()).toBe(bigScript);

    const plain = await fetch(`${built.url}/assets/big-7e6d5c.js`, {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(bigScript);
  });

  it('compresses a large GraphQL answer, and leaves a small one as it is', async () => {
    const ask = (query: string) =>
      fetch(`${built.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-encoding': 'br, gzip' },
        body: JSON.stringify({ query }),
      });

    const large = await ask('{ __schema { types { name description } } }');
    expect(large.headers.get('content-encoding')).toBe('br');
    const body = (await large.json()) as { data: { __schema: { types: unknown[] } } };
    expect(body.data.__schema.types.length).toBeGreaterThan(20);

    const small = await ask('{ __typename }');
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.json()).toEqual({ data: { __typename: 'Query' } });
  });
});

describe('playground', () => {
  it('opens the playground page when a browser visits /graphql', async () => {
    const response = await fetch(`${built.url}/graphql`, { headers: asBrowser });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(await response.text()).toBe(playgroundHtml);
  });

  it('serves the playground scripts from this origin', async () => {
    const response = await fetch(`${built.url}/graphql/playground/assets/graphiql-9b8c7d.js`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('export {}');
  });

  it('says how to build the playground when it is not built', async () => {
    const response = await fetch(`${unbuilt.url}/graphql`, { headers: asBrowser });
    expect(await response.text()).toBe(
      'GraphQL playground not built: run npm run build -w gateway',
    );
  });
});
