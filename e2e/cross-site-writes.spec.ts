/**
 * Writes from another site's page, in real Chromium (the security issue "No request from another
 * site can change anything"): a staff member and a shopper signed in to the shop at
 * http://127.0.0.1:PORT open a page served from another port of the same host (same-site, so
 * SameSite=Strict cookies go along) and from another host name (http://localhost:OTHER); its
 * script posts to the three back-office file routes and a shop and an admin GraphQL mutation with
 * `fetch(…, { mode: 'no-cors', credentials: 'include' })`, and nothing changes (checked after
 * from the shop's own side). The same requests from the shop's own page do go through. Last, a
 * stack started the way `PORT=5300 PUBLIC_URL=http://localhost:5300 npm start` starts it (any
 * free port, no ALLOWED_ORIGINS) takes its own pages' writes.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { startStack } from '../scripts/stack.ts';
import { signedIn, staff } from './support/admin.ts';
import { graphql, logIn, signUp, uniqueEmail } from './support/shop.ts';
import { expect, test } from './support/test.ts';

test.describe.configure({ mode: 'serial' });

/** A page on another origin that runs whatever the test hands it. */
let attacker: Server;
let attackerPort = 0;

test.beforeAll(async () => {
  attacker = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end('<!doctype html><title>Elsewhere</title><h1>A page elsewhere</h1>');
  });
  await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
  attackerPort = (attacker.address() as AddressInfo).port;
});

test.afterAll(async () => {
  await new Promise((resolve) => attacker?.close(resolve));
});

/** The photos stored so far (the api's uploads under the run's data folder). */
function storedPhotos(): string[] {
  const folder = join(process.env.E2E_DATA_DIR ?? '', 'uploads', 'u');
  try {
    return readdirSync(folder).sort();
  } catch {
    return [];
  }
}

/** Every product as the back office exports it: price, stock and all. */
async function catalogue(request: APIRequestContext): Promise<string> {
  const reply = await request.get('/admin/products.csv');
  expect(reply.status()).toBe(200);
  return reply.text();
}

/** The records of an RFC 4180 CSV text (quoted fields may hold commas, quotes and newlines). */
function csvRecords(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted && char === '"' && text[i + 1] === '"') {
      field += '"';
      i += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ',') {
      record.push(field);
      field = '';
    } else if (!quoted && char === '\n') {
      records.push([...record, field.replace(/\r$/, '')]);
      record = [];
      field = '';
    } else {
      field += char;
    }
  }
  if (field || record.length > 0) records.push([...record, field]);
  return records;
}

/** A CSV field, quoted. */
const quoted = (field: string) => `"${field.replaceAll('"', '""')}"`;

/** One write as a script on `page` sends it; resolves once the shop answered (opaque or not). */
interface Write {
  url: string;
  method?: string;
  contentType?: string;
  body: string;
  /** Send the body as a Blob of this type (a photo), instead of text. */
  blobType?: string;
  mode: 'no-cors' | 'same-origin';
}

/** Sends `writes` from `page`'s own script, as a page on its origin would. */
async function sendFrom(page: Page, writes: Write[]): Promise<(number | string)[]> {
  return page.evaluate(async (list) => {
    const results: (number | string)[] = [];
    for (const write of list) {
      try {
        const response = await fetch(write.url, {
          method: 'POST',
          mode: write.mode,
          credentials: 'include',
          headers: write.contentType ? { 'content-type': write.contentType } : {},
          body: write.blobType ? new Blob([write.body], { type: write.blobType }) : write.body,
        });
        // no-cors answers are opaque (status 0) but arrive only once the shop has answered.
        results.push(response.status);
      } catch (error) {
        results.push(String(error));
      }
    }
    return results;
  }, writes);
}

const profileMutation = (name: string) =>
  JSON.stringify({
    query: 'mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { name } }',
    variables: { input: { name } },
  });

const stockMutation = (id: string) =>
  JSON.stringify({
    query: 'mutation ($input: AdjustStockInput!) { adjustStock(input: $input) { id stockLevel } }',
    variables: { input: { id, reason: 'RECEIVED', quantity: 500 } },
  });

test('pages on another port or host change nothing through the file routes or GraphQL', async ({
  browser,
  baseURL,
}) => {
  const shop = baseURL!;
  const { context, page } = await signedIn(browser, staff.manager);
  // The same browser holds a shopper's session too.
  const shopper = {
    name: 'Cross Site',
    email: uniqueEmail('cross-site'),
    password: 'lotus-petal-99',
  };
  await signUp(context.request, shopper);
  await logIn(context.request, shopper);

  const products = await context.request.post('/admin/graphql', {
    data: { query: '{ products { items { id name } } }' },
  });
  const productId = ((await products.json()) as { data: { products: { items: { id: string }[] } } })
    .data.products.items[0]!.id;

  // A products file that sets the first product's price to 1.00: the shop itself would apply it.
  const before = await catalogue(context.request);
  const [columns = [], first = []] = csvRecords(before);
  const priceColumn = columns.indexOf('price');
  expect(priceColumn).toBeGreaterThan(0);
  first[priceColumn] = '1.00';
  const saleColumn = columns.indexOf('sale_price');
  if (saleColumn >= 0) first[saleColumn] = '0';
  const cheaper = [columns, first].map((record) => record.map(quoted).join(',')).join('\r\n');
  const tried = await context.request.post('/admin/products.csv?dryRun=true', {
    headers: { 'content-type': 'text/csv' },
    data: cheaper,
  });
  expect(tried.status(), await tried.text()).toBe(200);
  expect(JSON.stringify(await tried.json())).toMatch(/price/);
  const photosBefore = storedPhotos();

  const attacks = (mode: 'no-cors'): Write[] => [
    {
      url: `${shop}/admin/products.csv?dryRun=false`,
      body: cheaper,
      contentType: 'text/plain',
      mode,
    },
    { url: `${shop}/admin/products.csv?dryRun=false`, body: cheaper, blobType: 'text/csv', mode },
    {
      url: `${shop}/admin/catalogue.json?dryRun=false`,
      body: JSON.stringify({
        products: [
          {
            name: 'Planted Elsewhere',
            category: 'Skincare',
            price: 1,
            stock: 1,
            image: 'aloe-cooling-gel-moisturiser.svg',
          },
        ],
      }),
      contentType: 'text/plain',
      mode,
    },
    { url: `${shop}/admin/images`, body: '\x89PNG\r\n\x1a\n', blobType: 'image/png', mode },
    {
      url: `${shop}/graphql`,
      body: profileMutation('Changed Elsewhere'),
      contentType: 'text/plain',
      mode,
    },
    {
      url: `${shop}/admin/graphql`,
      body: stockMutation(productId),
      contentType: 'text/plain',
      mode,
    },
  ];

  for (const elsewhere of [
    `http://127.0.0.1:${attackerPort}/`,
    `http://localhost:${attackerPort}/`,
  ]) {
    const page = await context.newPage();
    await page.goto(elsewhere);
    await expect(page.getByRole('heading', { name: 'A page elsewhere' })).toBeVisible();
    // Each request reached the shop and was answered: the page learns nothing of the answer,
    // which the shop's Cross-Origin-Resource-Policy keeps from it (ERR_BLOCKED_BY_RESPONSE),
    // and whatever it says, the checks below read the data.
    const outcomes: string[] = [];
    page.on('response', (response) => {
      if (response.url().startsWith(shop)) outcomes.push(String(response.status()));
    });
    page.on('requestfailed', (request) => {
      if (request.url().startsWith(shop)) outcomes.push(request.failure()?.errorText ?? '');
    });
    await sendFrom(page, attacks('no-cors'));
    expect(outcomes, elsewhere).toHaveLength(attacks('no-cors').length);
    for (const outcome of outcomes) {
      expect(outcome, elsewhere).toMatch(/^(403|415|net::ERR_BLOCKED_BY_RESPONSE\.NotSameOrigin)$/);
    }
    await page.close();

    expect(await catalogue(context.request), elsewhere).toBe(before);
    expect(storedPhotos(), elsewhere).toEqual(photosBefore);
    const me = await graphql<{ me: { name: string } }>(context.request, '{ me { name } }');
    expect(me.me.name, elsewhere).toBe(shopper.name);
  }

  // The same writes from the shop's own page go through: what was refused was the page.
  const own = await sendFrom(page, [
    {
      url: '/graphql',
      body: profileMutation('Own Page'),
      contentType: 'application/json',
      mode: 'same-origin',
    },
    {
      url: '/admin/graphql',
      body: stockMutation(productId),
      contentType: 'application/json',
      mode: 'same-origin',
    },
  ]);
  expect(own).toEqual([200, 200]);
  const me = await graphql<{ me: { name: string } }>(context.request, '{ me { name } }');
  expect(me.me.name).toBe('Own Page');
  expect(await catalogue(context.request)).not.toBe(before);
  await context.close();
});

test('a stack started with PORT and PUBLIC_URL alone takes its own pages\u2019 writes', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const port = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as AddressInfo;
      probe.close(() => resolve(free));
    });
  });
  const dataDir = mkdtempSync(join(tmpdir(), 'bloom-public-url-'));
  const stack = await startStack({
    webPort: port,
    apiPort: 0,
    gatewayPort: 0,
    dataDir,
    echo: false,
    env: {
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      ALLOWED_ORIGINS: undefined,
      NODE_ENV: 'test',
    },
  });
  try {
    const context = await browser.newContext({ baseURL: `http://localhost:${port}` });
    const page = await context.newPage();
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/sign-in/);
    await page.getByLabel('Email').fill(staff.manager.email);
    await page.getByLabel(/^Password/).fill(staff.manager.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('navigation', { name: 'Back office' })).toBeVisible();
    const answers = await sendFrom(page, [
      {
        url: '/admin/products.csv?dryRun=true',
        body: 'name\r\n',
        contentType: 'text/csv',
        mode: 'same-origin',
      },
      {
        url: '/graphql',
        body: JSON.stringify({ query: 'mutation { logout { message } }' }),
        contentType: 'application/json',
        mode: 'same-origin',
      },
    ]);
    expect(answers[1]).toBe(200);
    // The file reached the api, which judged its rows (not its origin).
    expect(answers[0]).not.toBe(403);
    await context.close();
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
