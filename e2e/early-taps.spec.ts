/**
 * No tap is lost before the script (issue 32 §3): the shop's code held back until the test lets it
 * through, as on a slow phone network, or never let through at all. A shopper taps as soon as the
 * server's page shows; links and the forms the server answers work at once, buttons are kept by
 * the head's keeper (storefront/src/render/earlyTaps.ts) and done once when the code arrives.
 */
import type { Page } from '@playwright/test';
import { expect, interactive, test } from './support/test.ts';
import { graphql, listingNow, seedProducts, signUp, uniqueEmail } from './support/shop.ts';

/** The built shop's code (and its catalogue chunk): every script but the head's inline one. */
const shopCode = /\/assets\/[^?]+\.js(\?.*)?$/;

/**
 * Holds every script of the shop until `release()` is called. Nothing waits on a clock: the test
 * says when the code arrives.
 */
async function holdScripts(page: Page): Promise<{ release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(shopCode, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

/** The units in the cart as this browser keeps it (SPEC.md §9: `localStorage.cart`). */
function cartQuantity(page: Page): Promise<number> {
  return page.evaluate(() => {
    const saved = JSON.parse(localStorage.getItem('cart') ?? '{"cart":[]}') as {
      cart: { quantity: number }[];
    };
    return saved.cart.reduce((sum, line) => sum + line.quantity, 0);
  });
}

/** The keeper's "+n" on the header's cart, as the page shows it (none: no tap waiting). */
function waitingOnCart(page: Page): Promise<string> {
  return page
    .locator('[data-early-tap-badge="cart"]')
    .evaluate((link) => getComputedStyle(link, '::after').content);
}

const product = seedProducts.find((p) => p.stock > 0)!;

test('add to cart, tapped before the code: shown at once, done once', async ({ page }) => {
  const { release } = await holdScripts(page);
  const { products } = await graphql<{ products: { items: { id: string; name: string }[] } }>(
    page.request,
    'query ($search: String) { products(search: $search) { items { id name } } }',
    { search: product.name },
  );
  const id = products.items.find((item) => item.name === product.name)!.id;
  await page.goto(`/selectedItem/${id}`, { waitUntil: 'commit' });

  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await main.getByRole('button', { name: 'Add to cart', exact: true }).click();
  // The taps took: the page says so before any of its code has run.
  await expect(page.locator('html')).toHaveAttribute('data-taps-waiting', '2');
  expect(await waitingOnCart(page)).toBe('"+2"');
  expect(await cartQuantity(page)).toBe(0);

  release();
  await interactive(page);
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-taps-waiting');
  // Each tap done once, not twice: the next tap adds one more, and only one.
  expect(await cartQuantity(page)).toBe(2);
  await main.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
  expect(await cartQuantity(page)).toBe(3);
});

test('the phone menu, opened before the code, opens when it arrives', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { release } = await holdScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-taps-waiting', '1');
  release();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  // Once: closing it leaves it closed (a second replay would open it again).
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
});

test('a filter ticked before the code applies once it arrives, and once', async ({ page }) => {
  const { release } = await holdScripts(page);
  await page.goto('/products?category=Skincare', { waitUntil: 'commit' });
  await page
    .getByRole('form', { name: /filter/i })
    .getByRole('checkbox', { name: /^Oily/ })
    .check();
  await expect(page).toHaveURL(/category=Skincare$/);
  release();
  await expect(page).toHaveURL(/category=Skincare&skin=oily$/);
  await expect(
    page.getByRole('form', { name: /filter/i }).getByRole('checkbox', { name: /^Oily/ }),
  ).toBeChecked();
  // Applied once: Back is the listing before the tick, not the same address a second time.
  await page.goBack();
  await expect(page).toHaveURL(/category=Skincare$/);
});

test('filters, search and the language switch work before the code and without it', async ({
  page,
}) => {
  // Never let through: the server answers these.
  await page.route(shopCode, (route) => route.abort());
  await page.goto('/products?category=Skincare', { waitUntil: 'commit' });
  const filters = page.getByRole('form', { name: /filter/i });
  await filters.getByRole('checkbox', { name: /^Oily/ }).check();
  await filters.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/category=Skincare&skin=oily/);
  await expect(
    page.getByRole('form', { name: /filter/i }).getByRole('checkbox', { name: /^Oily/ }),
  ).toBeChecked();

  const search = page.getByRole('search').getByRole('combobox');
  await search.fill('serum');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/products\?.*search=serum/);
  const names = (await listingNow(page.request, { search: 'serum' })).names;
  await expect(
    page.getByRole('list', { name: 'Products' }).getByRole('heading').first(),
  ).toHaveText(names[0]!);

  await page.getByRole('link', { name: 'اردو' }).first().click();
  await expect(page).toHaveURL(/\/ur\/products\?.*search=serum/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
});

test('signing in, sent before the code, signs in once it arrives', async ({ page, request }) => {
  const email = uniqueEmail('early');
  const password = 'early-taps-password-1';
  await signUp(request, { name: 'Early Tapper', email, password });

  const { release } = await holdScripts(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel(/^Password/).press('Enter');
  await expect(page.locator('html')).toHaveAttribute('data-taps-waiting', '1');
  await expect(page).toHaveURL(/\/login$/);
  release();
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: /Early Tapper/ }).first()).toBeAttached();
});
