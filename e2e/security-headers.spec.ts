/**
 * The gateway's Content Security Policy in real Chromium: the shop's pages and the GraphQL
 * playground work under it, and the browser reports no violation on the way. A policy that
 * breaks a page is worse than none, and only a browser shows which one does.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { earlyTapsHash } from '../storefront/server/early-taps-hash.ts';

/** Starts recording what the browser refused; the returned function reads the record. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const reported: string[] = [];
  // Chromium logs the page's refusals here (a worker's own log entries do not reach the page).
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|Refused to/i.test(text)) reported.push(text.slice(0, 300));
  });
  // A blocked eval, in the page or in one of Monaco's workers, surfaces as an uncaught error.
  page.on('pageerror', (error) => reported.push(`page error: ${error.message}`));
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} refused ${event.blockedURI || 'inline'}`);
    });
  });
  return async () => [
    ...reported,
    ...(await page.evaluate(
      () => (window as unknown as { cspViolations: string[] }).cspViolations,
    )),
  ];
}

test('the shop works under its policy, with no violation reported', async ({ page }) => {
  const violations = await watchViolations(page);

  const home = await page.goto('/');
  expect(home?.headers()['content-security-policy']).toContain(
    `script-src 'self' ${earlyTapsHash};`,
  );
  await expect(page).toHaveTitle('Home - Bloom');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  expect(await violations()).toEqual([]);

  await page.goto('/products');
  const products = page.getByRole('list', { name: 'Products' });
  await expect(products.getByRole('img').first()).toBeVisible();
  expect(await violations()).toEqual([]);

  const name = (await products.getByRole('heading').first().textContent()) ?? '';
  await products.getByRole('link', { name }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByRole('main').getByRole('img').first()).toBeVisible();
  expect(await violations()).toEqual([]);

  // A Radix dialog locks the page's scroll with a <style> element it writes at run time.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
  expect(await violations()).toEqual([]);
});

test('the playground runs a query under its policy, with no violation reported', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));

  const response = await page.goto('/graphql');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self';");
  await expect(page).toHaveTitle('GraphQL playground - Bloom');
  const execute = page.getByRole('button', { name: /execute query/i });
  await execute.waitFor();
  // The button can render before the editor holds its query; click until the answer shows.
  await expect
    .poll(
      async () => {
        await execute.click();
        return page.locator('.graphiql-response').innerText();
      },
      { timeout: 20_000, intervals: [1_000] },
    )
    .toContain('"totalPages"');
  // Monaco's workers started, under the shop's policy that their own responses carry.
  expect(workers.some((url) => url.includes('/graphql/playground/assets/'))).toBe(true);
  expect(await violations()).toEqual([]);
});
