/**
 * The whole purchase with the keyboard alone (issue 7): from the home page to "Order
 * Successfully Placed", logging in on the way, with only Tab, Shift+Tab, Enter, Space and typing.
 * After every Tab the focused element must be in view, visibly focused and not under the sticky
 * header.
 */
import { expect, test } from './support/test.ts';
import { shopper } from './support/shop.ts';
import { expectFocusShown, tabTo } from './support/keyboard.ts';

for (const { name, viewport, coupon } of [
  // A coupon is good for one order per shopper, and both runs are the seeded shopper's.
  { name: 'desktop', viewport: { width: 1280, height: 800 }, coupon: 'WELCOME10' },
  { name: 'phone', viewport: { width: 390, height: 844 }, coupon: 'FLAT500' },
]) {
  test(`a keyboard user buys from the home page to the success modal (${name})`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    await page.goto('/');
    await expect(page).toHaveTitle('Home - Bloom');

    // The skip link comes first, shown once focused.
    await page.keyboard.press('Tab');
    expect(await expectFocusShown(page)).toMatch(/Skip to main content/);

    if (name === 'desktop') {
      await tabTo(page, /^a "Shop"$/);
      await page.keyboard.press('Enter');
    } else {
      await tabTo(page, /"Open menu"/);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      await tabTo(page, /^a "Shop"$/);
      await page.keyboard.press('Enter');
    }
    await expect(page).toHaveTitle('Shop - Bloom');
    // A guest's home page is hydrated in islands, so its links load the next page anew: the
    // keyboard starts at the new page's top, where the skip link leads past the header.
    await page.keyboard.press('Tab');
    expect(await expectFocusShown(page)).toMatch(/Skip to main content/);
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('list', { name: 'Products' }).getByRole('heading').first(),
    ).toBeVisible();

    await tabTo(page, /"Add to cart: /);
    await page.keyboard.press('Enter');
    // Down to the third row, so the way back up scrolls rows in under the sticky header.
    for (let i = 0; i < 8; i += 1) await tabTo(page, /"Add to cart: /);
    await page.keyboard.press('Space');
    await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();

    // On to the end of the page, then all the way back up to the cart in the header: every row
    // of the listing scrolls in from the top, where the sticky header is.
    await tabTo(page, /"Privacy Policy"/, { max: 120 });
    await tabTo(page, /"Cart, 2 items"/, { back: true, max: 200 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveTitle('Cart - Bloom');

    await tabTo(page, /"Increase quantity"/);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
    await tabTo(page, /^a "Checkout"$/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/login\?from=cart$/);
    // A keyboard user starts once the page is there (it loads lazily), as everyone does.
    await expect(page).toHaveTitle('Login - Bloom');

    await tabTo(page, /^input "Email/);
    await page.keyboard.type(shopper.email);
    await tabTo(page, /^input "Password/);
    await page.keyboard.type(shopper.password);
    await tabTo(page, /"LOGIN NOW"/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByTestId('cart-total')).toBeVisible();

    await tabTo(page, /^a "Checkout"$/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveTitle('Checkout - Bloom');

    await tabTo(page, /^input "Phone/);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('03001234567');
    await tabTo(page, /^textarea "Address/);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('12 Garden Road, Gulberg, Lahore');
    await tabTo(page, /"Have a coupon\?"/);
    await page.keyboard.press('Enter');
    await tabTo(page, /^input "Coupon code/);
    await page.keyboard.type(coupon);
    await page.keyboard.press('Enter');
    await expect(page.getByText(`Coupon (${coupon})`)).toBeVisible();

    await tabTo(page, /"ORDER NOW"/);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Order Successfully Placed' });
    await expect(dialog).toBeVisible();
    // Focus moved into the modal, and Tab stays there.
    await tabTo(page, /"View Orders"/, { max: 4 });
    await page.keyboard.press('Tab');
    const inDialog = await dialog.evaluate((node) => node.contains(document.activeElement));
    expect(inDialog).toBe(true);
  });
}
