import { expect, test } from './support/test.ts';
import { listingNow } from './support/shop.ts';

test('a shopper opens /products and sees the catalogue, newest first, with its pictures', async ({
  page,
}) => {
  await page.goto('/products');

  await expect(page).toHaveTitle('Shop - Bloom');
  const names = page.getByRole('list', { name: 'Products' }).getByRole('heading');
  await expect(names.first()).toBeVisible();
  const shown = await names.allTextContents();
  expect(shown).toHaveLength(15);
  // The shop's own first page, whichever journeys added products before this one.
  expect(shown).toEqual((await listingNow(page.request)).names);

  // The pictures come from the api through the gateway's /images proxy, and they load.
  const firstImage = page.getByRole('list', { name: 'Products' }).locator('img').first();
  await firstImage.scrollIntoViewIfNeeded();
  await expect
    .poll(() => firstImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
});

test('an unknown path shows "Page not found" with its two links', async ({ page }) => {
  await page.goto('/this/does/not/exist');

  await expect(page).toHaveTitle('Page not found - Bloom');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go back' })).toHaveAttribute('href', '/');
  await page.getByRole('link', { name: 'Take me home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
