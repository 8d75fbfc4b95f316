/**
 * Discovery over the whole stack (issue 15): filters shared by address, with and without
 * JavaScript; the header search with a misspelling, by keyboard; a review with a skin type and
 * the verified mark after delivery; a guest wishlist that survives login; axe on each new state.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { expectNoViolations } from './support/axe.ts';
import { moveOrder } from './support/admin.ts';
import { graphql, logIn, seedProducts, signUp, uniqueEmail, writeReview } from './support/shop.ts';

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

test('a misspelt name typed in the header search finds the product, picked by keyboard', async ({
  page,
}) => {
  await page.goto('/');
  const box = page
    .getByRole('search', { name: 'Products' })
    .getByRole('combobox', { name: 'Search products' });
  await box.pressSequentially('seurm', { delay: 40 });
  const options = page.getByRole('listbox').getByRole('option');
  // The suggestions for the whole word: those for its first letters may show while it is typed.
  await expect(options.first()).toContainText(/serum/i);
  // Announced to screen readers, operated by keyboard alone.
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /product/ })
      .first(),
  ).toBeAttached();
  await box.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', /.+/);
  await expectNoViolations(page, 'search suggestions');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/selectedItem\//);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/serum/i);
});

test('Enter in the header search opens the full results, Escape closes the suggestions', async ({
  page,
}) => {
  await page.goto('/about');
  const box = page
    .getByRole('search', { name: 'Products' })
    .getByRole('combobox', { name: 'Search products' });
  await box.pressSequentially('rose', { delay: 40 });
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
  await box.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
  await box.press('Enter');
  await expect(page).toHaveURL(/\/products\?search=rose/);
  const names = await listedNames(page);
  for (const name of names) expect(name.toLowerCase()).toContain('rose');
});

test('a review with a skin type, filtered by it, and the verified mark once staff deliver the order', async ({
  page,
  playwright,
}) => {
  const email = uniqueEmail('verified');
  await signUp(page.request, { name: 'Vera Verified', email, password: 'rose-petal-2026' });
  await logIn(page.request, { email, password: 'rose-petal-2026' });
  const product = seedProducts.find((p) => p.category === 'Body Care' && p.stock > 5)!;
  const found = await graphql<{ products: { items: { id: string; currentPrice: number }[] } }>(
    page.request,
    'query ($search: String) { products(search: $search) { items { id currentPrice } } }',
    { search: product.name },
  );
  const { id, currentPrice } = found.products.items[0]!;
  const placed = await graphql<{ placeOrder: { id: string } }>(
    page.request,
    'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { id } }',
    {
      input: {
        idempotencyKey: crypto.randomUUID(),
        name: 'Vera Verified',
        phone: '03001112233',
        address: '7 Jasmine Road, Clifton',
        items: [{ productId: id, quantity: 1 }],
        totalAmount: currentPrice,
      },
    },
  );

  // Before delivery: reviewed, with a skin type, not verified.
  await page.goto(`/selectedItem/${id}`);
  await writeReview(page, { stars: 5, text: 'Calms my skin all day.', skinType: 'Sensitive' });
  const mine = page.getByRole('article', { name: 'Review by Vera Verified' });
  await expect(mine.getByText('Calms my skin all day.')).toBeVisible();
  await expect(mine.getByText(/sensitive/i)).toBeVisible();
  await expect(mine.getByText('Verified buyer')).toHaveCount(0);

  // Reviews by skin type: choosing Sensitive keeps this review.
  await page
    .getByRole('group', { name: 'Reviews by skin type' })
    .getByRole('radio', { name: /^Sensitive/ })
    .check();
  await expect(mine).toBeVisible();
  await expectNoViolations(page, 'reviews of one skin type');

  // Staff deliver the order; the mark comes from the shop's records.
  const staff = await playwright.request.newContext({ baseURL: new URL(page.url()).origin });
  await moveOrder(staff, placed.placeOrder.id, ['DISPATCHED', 'DELIVERED']);
  await staff.dispose();
  await page.reload();
  await expect(
    page.getByRole('article', { name: 'Review by Vera Verified' }).getByText('Verified buyer'),
  ).toBeVisible();
});

test('a guest wishlist survives login: merged into the member list, nothing lost', async ({
  page,
}) => {
  const email = uniqueEmail('wishlist');
  await signUp(page.request, { name: 'Wish Ful', email, password: 'rose-petal-2026' });

  await page.goto('/products?category=Haircare');
  const firstName = (await listedNames(page))[0]!;
  const heart = page.getByRole('button', { name: `Save ${firstName} to wishlist` });
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('link', { name: 'Wishlist, 1 item' })).toBeVisible();
  expect(
    await page.evaluate(() => JSON.parse(localStorage.getItem('wishlist') ?? '[]').length),
  ).toBe(1);
  // A reload keeps it.
  await page.reload();
  await expect(page.getByRole('link', { name: 'Wishlist, 1 item' })).toBeVisible();

  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill('rose-petal-2026');
  await page.getByRole('button', { name: 'LOGIN NOW' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole('link', { name: 'Wishlist, 1 item' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('wishlist'))).toBeNull();

  await page.getByRole('link', { name: 'Wishlist, 1 item' }).click();
  await expect(page).toHaveURL(/\/wishlist$/);
  const saved = page.getByRole('list', { name: 'Saved products' });
  await expect(saved.getByText(firstName)).toBeVisible();
  await expectNoViolations(page, 'wishlist');
  // On the server: another browser of the same member sees it.
  const mine = await graphql<{ myWishlist: { name: string }[] }>(
    page.request,
    '{ myWishlist { name } }',
  );
  expect(mine.myWishlist.map((product) => product.name)).toEqual([firstName]);
});
