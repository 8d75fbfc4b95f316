/**
 * The shop when its api or its gateway goes away: pages that load data say so instead of going
 * blank (a page loaded then answers 503), the cart keeps its lines, and once the api is back the
 * same tab works again without a reload. This file runs its own api, gateway and web server
 * (scripts/stack.ts) so it can stop one and start it again on the same port and data directory;
 * the storefront is already built by the config's web server by then.
 */
import { expect, settled, test } from './support/test.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startService, type Service } from '../scripts/stack.ts';
import { cartFigures } from './support/shop.ts';

/** A TCP port nothing listens on right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

let api: Service | undefined;
let gateway: Service | undefined;
let web: Service | undefined;
let dataDir = '';
let apiEnv: NodeJS.ProcessEnv = {};
let gatewayEnv: NodeJS.ProcessEnv = {};

test.describe.configure({ timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = mkdtempSync(join(tmpdir(), 'bloom-faults-'));
  const [apiPort, gatewayPort, webPort] = [await freePort(), await freePort(), await freePort()];
  const origin = `http://127.0.0.1:${webPort}`;
  apiEnv = {
    API_PORT: String(apiPort),
    BLOOM_DATA_DIR: dataDir,
    NODE_ENV: 'test',
    // The shop's address for all three: each accepts writes only from its pages.
    PUBLIC_URL: origin,
    ALLOWED_ORIGINS: origin,
  };
  api = await startService('api', 'api/src/main.ts', apiEnv, { echo: false });
  gatewayEnv = {
    NODE_ENV: 'test',
    PORT: String(gatewayPort),
    API_URL: api.url,
    PUBLIC_URL: origin,
  };
  gateway = await startService('gateway', 'gateway/src/main.ts', gatewayEnv, { echo: false });
  web = await startService(
    'web',
    'storefront/server/main.ts',
    { NODE_ENV: 'test', PORT: String(webPort), GATEWAY_URL: gateway.url, PUBLIC_URL: origin },
    { echo: false },
  );
});

test.afterAll(async () => {
  await web?.stop();
  await gateway?.stop();
  await api?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('with the api stopped the shop says so and keeps the cart; after a restart it works again', async ({
  page,
}) => {
  const shop = web!.url;
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${shop}/products`);
  const add = page.getByRole('button', { name: /^Add to cart:/ }).and(page.locator(':enabled'));
  await add.nth(0).click();
  await add.nth(1).click();
  await add.nth(1).click();
  const badge = page.getByRole('link', { name: 'Cart, 3 items' });
  await expect(badge).toBeVisible();
  await badge.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
  // A guest's listing and cart are hydrated in islands, whose links load the next page; the
  // wishlist is the whole app, whose links navigate in the page: from here on the frame stays.
  await page.getByRole('link', { name: /^Wishlist/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeVisible();
  await settled(page);

  await api!.stop();

  // A page whose data was never loaded says it could not load, inside the working frame.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Bundles' }).click();
  await expect(page).toHaveTitle('Bundles - Bloom');
  await expect(page.getByText('We could not load the products. Please try again.')).toBeVisible();
  await expect(badge).toBeVisible();

  // The cart is the browser's own: its lines and total are all there.
  await badge.click();
  await expect(
    page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem'),
  ).toHaveCount(2);
  const before = await cartFigures(page);
  expect(before.total).toBe(before.sumOfLines);

  // Even a fresh load with the api down shows the shop, not a blank page.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
  await expect(badge).toBeVisible();
  expect(await cartFigures(page)).toEqual(before);
  // A page whose data the server could not get answers 503 and says so, header and cart intact.
  const unavailable = await page.goto(`${shop}/bundle`);
  expect(unavailable?.status()).toBe(503);
  await expect(
    page.getByRole('heading', { level: 1, name: 'The shop is unavailable just now' }),
  ).toBeVisible();
  await expect(badge).toBeVisible();

  // The same with the gateway itself gone.
  await gateway!.stop();
  const noGateway = await page.goto(`${shop}/products`);
  expect(noGateway?.status()).toBe(503);
  await expect(
    page.getByRole('heading', { level: 1, name: 'The shop is unavailable just now' }),
  ).toBeVisible();
  await expect(badge).toBeVisible();
  gateway = await startService('gateway', 'gateway/src/main.ts', gatewayEnv, { echo: false });

  api = await startService('api', 'api/src/main.ts', apiEnv, { echo: false });

  // Back without a reload: client-side navigation loads what failed before.
  await nav.getByRole('link', { name: 'Shop' }).click();
  await expect(page).toHaveTitle('Shop - Bloom');
  await expect(
    page.getByRole('list', { name: 'Products' }).getByRole('heading').first(),
  ).toBeVisible();
  await nav.getByRole('link', { name: 'Bundles' }).click();
  await expect(
    page.getByRole('list', { name: 'Bundles' }).getByRole('heading').first(),
  ).toBeVisible();
  await expect(page.getByText('We could not load the products. Please try again.')).toHaveCount(0);
  await expect(badge).toBeVisible();
});
