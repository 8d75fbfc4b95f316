/**
 * Production defaults, proven (issue 25): the whole stack started as the images start it
 * (`NODE_ENV=production`, scripts/stack.ts), then asked what a stranger would ask. No
 * introspection and no field suggestions from GraphQL (straight to the gateway and through the
 * shop's /graphql), no api reference page, the session cookie Secure, HSTS on pages and no
 * playground. Needs the storefront's build (`npm test` builds first).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../scripts/stack.ts';

let stack: Stack;
let scratch: string;

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'bloom-production-'));
  stack = await startStack({
    dataDir: join(scratch, 'data'),
    apiPort: 0,
    gatewayPort: 0,
    webPort: 0,
    echo: false,
    env: {
      NODE_ENV: 'production',
      // Unset, so each process decides from NODE_ENV alone, as in the images.
      COOKIE_SECURE: undefined,
      LOG_LEVEL: 'error',
      STAFF_TOTP_KEY: '5eed'.repeat(16),
    },
  });
}, 120_000);

afterAll(async () => {
  await stack?.stop();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

/** A GraphQL operation as a browser's fetch sends it; the reply's status, body and headers. */
async function graphql(url: string, query: string, variables?: Record<string, unknown>) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as {
    data?: unknown;
    errors?: { message: string; extensions?: { code?: string } }[];
  };
  return { status: response.status, body, headers: response.headers };
}

describe('the stack with NODE_ENV=production', () => {
  it('refuses introspection, straight to the gateway and through the shop', async () => {
    for (const url of [stack.gatewayUrl, stack.webUrl]) {
      const reply = await graphql(url, '{ __schema { types { name } } }');
      expect(reply.body.data).toBeUndefined();
      expect(reply.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
      expect(JSON.stringify(reply.body)).not.toContain('ProductFilter');
    }
  });

  it('suggests no field, argument or enum names in its errors', async () => {
    // Each mistyped name beside the right one the schema holds, which no error may give away.
    for (const [query, hidden] of [
      ['{ prodcts { total } }', 'products'],
      ['{ products(categry: SKINCARE) { total } }', 'category'],
      ['{ products(category: SKINCAR) { total } }', 'SKINCARE'],
    ] as const) {
      const reply = await graphql(stack.webUrl, query);
      expect(reply.body.errors?.length).toBeGreaterThan(0);
      for (const error of reply.body.errors ?? []) {
        expect(error.message).not.toMatch(/Did you mean|Suggestion/);
        expect(error.message).not.toContain(hidden);
      }
    }
  });

  it('serves no api reference page, while the contract itself stays published', async () => {
    expect((await fetch(`${stack.apiUrl}/api/docs`)).status).toBe(404);
    expect((await fetch(`${stack.apiUrl}/api/docs/`)).status).toBe(404);
    expect((await fetch(`${stack.apiUrl}/api/openapi.json`)).status).toBe(200);
  });

  it('offers no playground: a browser asking for /graphql gets no page', async () => {
    for (const url of [stack.gatewayUrl, stack.webUrl]) {
      const response = await fetch(`${url}/graphql`, { headers: { accept: 'text/html' } });
      expect(response.headers.get('content-type') ?? '').not.toMatch(/text\/html/);
      expect(await response.text()).not.toMatch(/<html|playground/i);
    }
  });

  it('marks the session cookie Secure', async () => {
    const email = `prod-${Date.now()}@example.com`;
    const password = 'rose-petal-production';
    const signup = await graphql(
      stack.webUrl,
      'mutation ($input: SignupInput!) { signup(input: $input) { message } }',
      { input: { name: 'Prod Shopper', email, password } },
    );
    expect(signup.body.errors).toBeUndefined();
    const login = await graphql(
      stack.webUrl,
      'mutation ($input: LoginInput!) { login(input: $input) { user { id } } }',
      { input: { email, password } },
    );
    expect(login.body.errors).toBeUndefined();
    const cookies = login.headers.getSetCookie();
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie).toMatch(/;\s*Secure(;|$)/i);
  });

  it('sends Strict-Transport-Security with pages', async () => {
    for (const path of ['/', '/products', '/no-such-page']) {
      const response = await fetch(`${stack.webUrl}${path}`);
      expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
    }
  });
});
