/**
 * Discovery over the whole stack (issue 15): filters shared by address, with and without
 * JavaScript, and their accessibility. The search box, reviews by skin type and the wishlist are
 * in the specs below each section.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from './support/axe.ts';
import { seedProducts } from './support/shop.ts';

/** The product names the listing shows, once it has loaded. */
async function listedNames(page: Page): Promise<string[]> {
  const names = page.getByRole('list', { name: 'Products' }).getByRole('heading');
  await expect(names.first()).toBeVisible();
  return names.allTextContents();
}

/** The seeded Skincare products that suit oily skin (the api tests check the free-from part). */
const suitsOily = new Set(
  seedProducts
    .filter(
      (product) =>
        product.category === 'Skincare' &&
        (product.skinTypes.length === 0 || product.skinTypes.includes('oily')),
    )
    .map((product) => product.name),
);

const filters = (page: Page) => page.getByRole('form', { name: 'Filters' });

test.describe('filters by skin type and free-from', () => {
  let shared = '';
  let sharedNames: string[] = [];

  test('narrow the listing, and the address says so', async ({ page }) => {
    await page.goto('/products?category=Skincare');
    await filters(page).getByRole('checkbox', { name: /^Oily/ }).check();
    await expect(page).toHaveURL(/skin=oily/);
    await filters(page)
      .getByRole('group', { name: 'Free from' })
      .getByRole('checkbox', { name: /^Fragrance/ })
      .check();
    await expect(page).toHaveURL(/category=Skincare&skin=oily&free=fragrance$/);
    await expect(filters(page).getByRole('checkbox', { name: /^Oily/ })).toBeChecked();
    sharedNames = await listedNames(page);
    expect(sharedNames.length).toBeGreaterThan(0);
    for (const name of sharedNames) expect(suitsOily).toContain(name);
    await expectNoViolations(page, 'filtered listing');
    shared = page.url();
    // Back walks through the choices.
    await page.goBack();
    await expect(page).toHaveURL(/category=Skincare&skin=oily$/);
  });

  test('a shared address shows the same page in a fresh browser', async ({ browser }) => {
    test.skip(!shared, 'needs the address of the test before');
    const fresh = await browser.newContext();
    const page = await fresh.newPage();
    await page.goto(shared);
    expect(await listedNames(page)).toEqual(sharedNames);
    await expect(filters(page).getByRole('checkbox', { name: /^Oily/ })).toBeChecked();
    await fresh.close();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the filters are a form that lands on the same address and page', async ({ page }) => {
      test.skip(!shared, 'needs the address of the tests before');
      await page.goto('/products?category=Skincare');
      await filters(page).getByRole('checkbox', { name: /^Oily/ }).check();
      await filters(page)
        .getByRole('group', { name: 'Free from' })
        .getByRole('checkbox', { name: /^Fragrance/ })
        .check();
      await filters(page).getByRole('button', { name: 'Apply' }).click();
      await expect(page).toHaveURL(shared);
      expect(await listedNames(page)).toEqual(sharedNames);
      // (axe runs inside the page, so it has no part here: the markup is the server's, which the
      // test with JavaScript checks.)
    });
  });
});
