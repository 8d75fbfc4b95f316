/**
 * The security headers a browser acts on, on every kind of answer the gateway gives: GraphQL,
 * the playground, proxied images, 404s and errors (the shop's pages get theirs from the
 * storefront's web server). HSTS
 * and the https upgrade only outside development. (e2e/security-headers.spec.ts checks in real
 * Chromium that the shop and the playground work under this policy.)
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type RunningApi } from './support/api.ts';
import { startGateway, type RunningGateway } from './support/gateway.ts';

let root: string;
let api: RunningApi;
let development: RunningGateway;
let production: RunningGateway;
let imagePath: string;

const asBrowser = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'bloom-gateway-security-'));
  const playground = join(root, 'playground');
  await mkdir(playground, { recursive: true });
  await writeFile(
    join(playground, 'index.html'),
    '<!doctype html><title>GraphQL playground</title>',
  );

  api = await startApi();
  const dists = { playgroundDist: playground };
  development = await startGateway({ apiUrl: api.url, ...dists });
  production = await startGateway({ apiUrl: api.url, ...dists, production: true });

  const listing = await graphql(development, '{ products(page: 1) { items { imageUrl } } }');
  const body = (await listing.json()) as {
    data: { products: { items: Array<{ imageUrl: string }> } };
  };
  imagePath = body.data.products.items[0]!.imageUrl;
});

afterAll(async () => {
  await development?.close();
  await production?.close();
  await api?.stop();
  await rm(root, { recursive: true, force: true });
});

/** POSTs one operation to /graphql as the storefront's fetch does. */
function graphql(gateway: RunningGateway, query: string): Promise<Response> {
  return fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
}

/** The Content-Security-Policy header as directive -> sources. */
function csp(response: Response): Map<string, string[]> {
  const header = response.headers.get('content-security-policy');
  expect(header, 'Content-Security-Policy').toBeTruthy();
  return new Map(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

/** What every answer must carry, whatever its kind. */
function expectShopHeaders(response: Response): void {
  const policy = csp(response);
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('script-src')).toEqual(["'self'"]);
  expect(policy.get('script-src-attr')).toEqual(["'none'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'self'"]);
  expect(policy.get('form-action')).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('connect-src')).toEqual(["'self'"]);
  expect(policy.get('img-src')).toEqual(["'self'", 'data:']);
  // Style attributes fall back to style-src: inline <style> elements only (Radix's scroll lock).
  expect(policy.get('style-src')).toEqual(["'self'"]);
  expect(policy.get('style-src-elem')).toEqual(["'self'", "'unsafe-inline'"]);

  const headers = response.headers;
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(headers.get('x-frame-options')).toBe('DENY');
  expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
  expect(headers.get('cross-origin-resource-policy')).toBe('same-origin');
  expect(headers.get('x-powered-by')).toBeNull();
}

describe('every kind of answer carries the shop’s policy and headers', () => {
  it('a GraphQL answer', async () => {
    const response = await graphql(development, '{ __typename }');
    expect(await response.json()).toEqual({ data: { __typename: 'Query' } });
    expectShopHeaders(response);
  });

  it('a product image proxied from the api', async () => {
    const response = await fetch(development.url + imagePath);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\//);
    expectShopHeaders(response);
  });

  it('404s and refused requests', async () => {
    const missingPath = await fetch(`${development.url}/assets/gone-000000.js`);
    expect(missingPath.status).toBe(404);
    expectShopHeaders(missingPath);

    const missingRoute = await fetch(`${development.url}/api/anything`, { method: 'DELETE' });
    expect(missingRoute.status).toBe(404);
    expectShopHeaders(missingRoute);

    const malformed = await fetch(`${development.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{ not json',
    });
    expect(malformed.status).toBe(400);
    expectShopHeaders(malformed);
  });
});

describe('the playground page', () => {
  it('gets the shop’s policy plus inline styles and data: fonts, and nothing for scripts', async () => {
    const response = await fetch(`${development.url}/graphql`, { headers: asBrowser });
    expect(await response.text()).toContain('GraphQL playground');
    const policy = csp(response);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('script-src-attr')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get('font-src')).toEqual(["'self'", 'data:']);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('does not widen the policy of a GraphQL GET on the same route', async () => {
    const response = await fetch(`${development.url}/graphql?query=%7B__typename%7D`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(await response.json()).toEqual({ data: { __typename: 'Query' } });
    expectShopHeaders(response);
  });
});

describe('development and production', () => {
  it('sends neither HSTS nor the https upgrade in development', async () => {
    const response = await graphql(development, '{ __typename }');
    expect(response.headers.get('strict-transport-security')).toBeNull();
    expect(csp(response).has('upgrade-insecure-requests')).toBe(false);
  });

  it('sends HSTS and the https upgrade in production, on pages and answers alike', async () => {
    for (const response of [
      await graphql(production, '{ __typename }'),
      await fetch(`${production.url}/nowhere`),
    ]) {
      expect(response.headers.get('strict-transport-security')).toBe(
        'max-age=31536000; includeSubDomains',
      );
      expect(csp(response).has('upgrade-insecure-requests')).toBe(true);
      expectShopHeaders(response);
    }
  });
});
