/**
 * The playground as a frontend developer meets it: real Chromium opens /graphql, GraphiQL loads
 * from this origin only (no CDN), runs the starter query and shows the gateway's answer; at
 * /admin/graphql the same page documents the staff API's schema.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type LaunchOptions } from 'playwright';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startGateway, type RunningGateway } from './support/gateway.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const playgroundIndex = fileURLToPath(new URL('../dist/playground/index.html', import.meta.url));

let gateway: RunningGateway;
let browser: Browser;

beforeAll(async () => {
  if (!existsSync(playgroundIndex)) {
    const build = spawnSync('npm', ['run', 'build', '-w', 'gateway'], {
      cwd: repoRoot,
      encoding: 'utf8',
    });
    if (build.status !== 0) throw new Error(`playground build failed:\n${build.stderr}`);
  }
  // No api behind it: the page must still load, introspect and show the gateway's error answer.
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (typeof address !== 'object' || !address) throw new Error('no port');
  gateway = await startGateway({ apiUrl: `http://127.0.0.1:${address.port}`, apiTimeoutMs: 1000 });

  // scripts/ is outside this package's compilation; load the shared launch options at run time.
  const { chromiumLaunchOptions } = (await import(
    new URL('../../scripts/chromium.ts', import.meta.url).href
  )) as { chromiumLaunchOptions: () => LaunchOptions };
  browser = await chromium.launch(chromiumLaunchOptions());
});

afterAll(async () => {
  await browser?.close();
  await gateway?.close();
});

// Generous waits: Monaco and its workers load slowly on a busy machine; nothing here is timed.
it(
  'opens GraphiQL at /graphql, served from this origin, and runs a query',
  { timeout: 180_000 },
  async () => {
    const page = await browser.newPage();
    page.setDefaultTimeout(60_000);
    const foreign: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (!url.startsWith(gateway.url) && !url.startsWith('data:') && !url.startsWith('blob:'))
        foreign.push(url);
    });

    await page.goto(`${gateway.url}/graphql`);
    expect(await page.title()).toBe('GraphQL playground - Bloom');
    const execute = page.getByRole('button', { name: /execute query/i });
    await execute.waitFor({ timeout: 60_000 });
    // On a saturated machine the button can render before the editor holds its query, and a
    // click then runs nothing: click until the answer shows (a closed port answers at once).
    await expect
      .poll(
        async () => {
          await execute.click();
          return page.locator('.graphiql-response').innerText();
        },
        { timeout: 90_000, interval: 3_000 },
      )
      .toContain('SERVICE_UNAVAILABLE');

    await page.getByRole('button', { name: /documentation explorer/i }).click();
    await expect
      .poll(() => page.getByText('products', { exact: true }).count(), { timeout: 60_000 })
      .toBeGreaterThan(0);
    // The shop's own type, which the staff playground below must not list.
    expect(await page.getByText('SearchSuggestions', { exact: true }).count()).toBeGreaterThan(0);
    expect(foreign).toEqual([]);
    await page.close();
  },
);

it("opens GraphiQL at /admin/graphql on the staff API's schema", { timeout: 180_000 }, async () => {
  const page = await browser.newPage();
  page.setDefaultTimeout(60_000);
  await page.goto(`${gateway.url}/admin/graphql`);
  expect(await page.title()).toBe('GraphQL playground - Bloom');
  await page.getByRole('button', { name: /documentation explorer/i }).click();
  await expect
    .poll(() => page.getByText('StaffMember', { exact: true }).count(), { timeout: 60_000 })
    .toBeGreaterThan(0);
  // The docs list the staff schema's types, none of the shop's (the shop's search suggestions
  // have no place in the staff API; both schemas have a ProductPage of their own).
  expect(await page.getByText('SearchSuggestions', { exact: true }).count()).toBe(0);
  await page.close();
});
