/**
 * The gateway's write guard (security.ts, admin/files.ts) with a real api behind it: a write from
 * another site's page (another port of the same host included, or without Origin a same-site or
 * cross-site Sec-Fetch-Site) is refused 403 on /graphql, /admin/graphql and each of the back
 * office's files, and changes nothing; a GraphQL body that is not JSON, or a file of another
 * type, is refused 415; a mutation sent as GET stays refused. Origin goes on to the api, whose
 * own check runs: an origin the gateway was told to allow but the api was not is refused there.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type RunningApi } from './support/api.ts';
import { codesOf, signedUpShopper, startGateway, type RunningGateway } from './support/gateway.ts';
import { signedInStaff, signInMutation, staffBrowser } from './support/staff.ts';

/** The shop's own origin; `stale` is one the gateway allows and the api does not. */
const shop = 'http://localhost:5300';
const stale = 'http://stale.example';

let api: RunningApi;
let gateway: RunningGateway;

beforeAll(async () => {
  api = await startApi({ PUBLIC_URL: shop });
  gateway = await startGateway({ apiUrl: api.url, allowedOrigins: [shop, stale] });
});

afterAll(async () => {
  await gateway?.close();
  await api?.stop();
});

/** Other sites' pages, as the browser says where a request came from. */
const elsewhere: Record<string, string>[] = [
  { origin: 'http://localhost:5399', 'sec-fetch-site': 'same-site' },
  { origin: 'http://127.0.0.1:5300', 'sec-fetch-site': 'cross-site' },
  { origin: 'null' },
  { 'sec-fetch-site': 'same-site' },
  { 'sec-fetch-site': 'cross-site' },
];

const profile = 'mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { name } }';

describe('a write from another site', () => {
  it('changes no shopper data through /graphql (403 FORBIDDEN)', async () => {
    const shopper = await signedUpShopper(gateway.url);
    for (const headers of elsewhere) {
      const reply = await shopper.gql(profile, { input: { name: 'Changed Elsewhere' } }, headers);
      expect(reply.status, JSON.stringify(headers)).toBe(403);
      expect(codesOf(reply)).toEqual(['FORBIDDEN']);
    }
    const me = await shopper.gql<{ me: { name: string } }>('{ me { name } }');
    expect(me.data?.me.name).not.toBe('Changed Elsewhere');
  });

  it('signs nobody in through /admin/graphql (403, no cookie)', async () => {
    for (const headers of elsewhere) {
      const browser = staffBrowser(gateway.url);
      const reply = await browser.gql(
        signInMutation,
        { input: { email: 'manager@bloom.example.com', password: 'bloom-manager-local' } },
        headers,
      );
      expect(reply.status, JSON.stringify(headers)).toBe(403);
      expect(reply.headers.getSetCookie()).toEqual([]);
    }
  });

  it('reaches none of the file routes, even with a staff session (403)', async () => {
    const manager = await signedInStaff(gateway.url, 'manager');
    const before = await manager.download('/admin/products.csv');
    expect(before.status).toBe(200);
    const csv = await before.text();
    const files: [string, string, string][] = [
      ['/admin/products.csv?dryRun=false', 'text/csv', csv],
      ['/admin/catalogue.json?dryRun=false', 'application/json', '{"products":[]}'],
      ['/admin/images', 'image/png', '\x89PNG'],
    ];
    for (const [path, type, body] of files) {
      for (const headers of elsewhere) {
        const reply = await manager.upload(path, body, { 'content-type': type, ...headers });
        expect(reply.status, `${path} ${JSON.stringify(headers)}`).toBe(403);
        expect(await reply.json()).toEqual({ error: expect.stringMatching(/not allowed/) });
      }
    }
    expect(await (await manager.download('/admin/products.csv')).text()).toBe(csv);
  });
});

describe("the shop's own pages", () => {
  it('sign in and write with Origin, Sec-Fetch-Site same-origin, or neither header', async () => {
    for (const headers of [
      { origin: shop, 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'same-origin' },
      {},
    ] as Record<string, string>[]) {
      const browser = staffBrowser(gateway.url);
      const reply = await browser.gql<{ signIn: { status: string } }>(
        signInMutation,
        { input: { email: 'manager@bloom.example.com', password: 'bloom-manager-local' } },
        headers,
      );
      expect(reply.data?.signIn.status, JSON.stringify(headers)).toBe('SIGNED_IN');
    }
  });

  it('pass Origin on to the api, whose own check refuses an origin it was not given', async () => {
    const shopper = await signedUpShopper(gateway.url);
    const refused = await shopper.gql(
      profile,
      { input: { name: 'Stale Origin' } },
      { origin: stale },
    );
    expect(codesOf(refused)).toEqual(['FORBIDDEN']);
    const me = await shopper.gql<{ me: { name: string } }>('{ me { name } }');
    expect(me.data?.me.name).not.toBe('Stale Origin');

    const manager = await signedInStaff(gateway.url, 'manager');
    const file = await manager.upload('/admin/catalogue.json?dryRun=true', '{"products":[]}', {
      'content-type': 'application/json',
      origin: stale,
    });
    expect(file.status).toBe(403);
    expect(await file.json()).toEqual({ error: 'Requests from this origin are not allowed.' });

    const own = await shopper.gql<{ updateProfile: { name: string } }>(
      profile,
      { input: { name: 'Own Page' } },
      { origin: shop },
    );
    expect(own.data?.updateProfile.name).toBe('Own Page');
  });
});

describe('body types', () => {
  it('refuses a GraphQL body that is not JSON with 415 and a sentence', async () => {
    for (const path of ['/graphql', '/admin/graphql']) {
      for (const type of [
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data',
      ]) {
        const response = await fetch(`${gateway.url}${path}`, {
          method: 'POST',
          headers: { 'content-type': type },
          body: JSON.stringify({ query: 'mutation { signOut { message } }' }),
        });
        expect(response.status, `${path} ${type}`).toBe(415);
        expect(await response.json()).toEqual({
          errors: [
            {
              message: 'Send the GraphQL request as JSON (Content-Type: application/json).',
              extensions: { code: 'BAD_REQUEST' },
            },
          ],
        });
      }
    }
  });

  it("refuses each file of another type than its route's with 415, changing nothing", async () => {
    const manager = await signedInStaff(gateway.url, 'manager');
    const csv = await (await manager.download('/admin/products.csv')).text();
    const cases: [string, string, RegExp][] = [
      ['/admin/products.csv?dryRun=false', 'text/plain', /text\/csv/],
      ['/admin/products.csv?dryRun=false', 'application/vnd.ms-excel', /text\/csv/],
      ['/admin/catalogue.json?dryRun=false', 'text/plain', /application\/json/],
      ['/admin/images', 'application/octet-stream', /image\/jpeg/],
      ['/admin/images', 'image/svg+xml', /image\/jpeg/],
    ];
    for (const [path, type, sentence] of cases) {
      const reply = await manager.upload(path, csv, { 'content-type': type });
      expect(reply.status, `${path} ${type}`).toBe(415);
      expect(((await reply.json()) as { error: string }).error).toMatch(sentence);
    }
    expect(await (await manager.download('/admin/products.csv')).text()).toBe(csv);
  });

  it('keeps refusing a mutation sent as GET', async () => {
    for (const [path, mutation] of [
      ['/graphql', 'mutation { logout { message } }'],
      ['/admin/graphql', 'mutation { signOut { message } }'],
    ] as const) {
      const query = encodeURIComponent(mutation);
      const response = await fetch(`${gateway.url}${path}?query=${query}`, {
        headers: { 'apollo-require-preflight': 'true', origin: shop },
      });
      expect(response.status, path).toBe(405);
      expect(await response.text()).toMatch(/GET requests/i);
    }
  });
});
