/**
 * The purchase journey over the whole stack: a guest fills a cart, is sent to log in from the
 * cart, signs up, logs in, comes back to the cart, applies a coupon, orders, finds the order in
 * My Orders and cancels it. Once at desktop width and once at a phone's 390 px, where the
 * slide-in menu is the way to My Orders.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';

const widths = [
  { name: 'desktop', viewport: { width: 1280, height: 900 }, phone: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, phone: true },
];

async function addTwoProducts(page: Page) {
  await page.goto('/products');
  const add = page.getByRole('button', { name: /^Add to cart:/ }).and(page.locator(':enabled'));
  await add.nth(0).click();
  await add.nth(1).click();
  await add.nth(1).click();
  await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
}

/** Nothing sticks out sideways: the page fits the viewport's width. */
async function expectFitsWidth(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const { name, viewport, phone } of widths) {
  test.describe(`at ${name} width`, () => {
    test.use({ viewport });

    test('a guest fills a cart, signs up, logs in, orders with a coupon, then cancels', async ({
      page,
    }) => {
      const email = `shopper-${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
      const password = 'bloom-e2e-secret';

      await addTwoProducts(page);
      await page.getByRole('link', { name: 'Cart, 3 items' }).click();
      await expect(page).toHaveTitle('Cart - Bloom');
      const totalBefore = await page.getByTestId('cart-total').textContent();
      await expectFitsWidth(page);

      // A guest's Checkout goes to login, remembering the cart.
      await page.getByRole('link', { name: 'Checkout' }).click();
      await expect(page).toHaveURL(/\/login\?from=cart$/);

      await page.getByRole('link', { name: 'Create an account' }).click();
      await expect(page.getByRole('heading', { name: 'Signup Your Account' })).toBeVisible();
      await page.getByLabel('Name').fill('E2E Shopper');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel(/^Password/).fill(password);
      await page.getByRole('button', { name: 'SIGNUP NOW' }).click();

      await expect(page).toHaveURL(/\/login\?from=cart$/);
      await expect(page.getByLabel('Email')).toHaveValue('');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel(/^Password/).fill(password);
      await page.getByRole('button', { name: 'LOGIN NOW' }).click();

      // Back in the cart, which survived the detour.
      await expect(page).toHaveURL(/\/cart$/);
      await expect(page.getByTestId('cart-total')).toHaveText(totalBefore!);
      await page.getByRole('link', { name: 'Checkout' }).click();
      await expect(page).toHaveTitle('Checkout - Bloom');

      await page.getByLabel('Phone').fill('03001234567');
      await page.getByLabel('Address').fill('12 Garden Road, Gulberg, Lahore');
      await page.getByRole('button', { name: 'Have a coupon?' }).click();
      await page.getByLabel('Coupon code').fill('WELCOME10');
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect(page.getByText('Coupon (WELCOME10)')).toBeVisible();
      await expectFitsWidth(page);

      await page.getByRole('button', { name: 'ORDER NOW' }).click();
      const dialog = page.getByRole('dialog', { name: 'Order Successfully Placed' });
      await expect(dialog).toBeVisible();
      const orderId = (await dialog.textContent())?.match(/BLM-[0-9A-HJKMNP-TV-Z]{10}/)?.[0];
      expect(orderId).toBeTruthy();
      // The cart is emptied (the header behind the modal is hidden from the accessibility tree).
      await expect.poll(() => page.evaluate(() => localStorage.getItem('cart'))).toBeNull();

      if (phone) {
        // Closing the modal goes home; the slide-in menu leads to My Orders.
        await dialog.getByRole('button', { name: 'Close' }).click();
        await expect(page).toHaveURL(/\/$/);
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page
          .getByRole('dialog', { name: 'Menu' })
          .getByRole('link', { name: 'My Orders' })
          .click();
      } else {
        await dialog.getByRole('link', { name: 'View Orders' }).click();
      }

      await expect(page).toHaveTitle('My Orders - Bloom');
      await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
      const order = page.getByRole('article', { name: `Order ${orderId}` });
      await expect(order).toContainText('Pending');
      await expect(order).toContainText('WELCOME10');
      await expectFitsWidth(page);

      await order.getByRole('button', { name: 'Cancel Order' }).click();
      await page
        .getByRole('dialog', { name: `Cancel order ${orderId}?` })
        .getByRole('button', { name: 'Yes, cancel it' })
        .click();
      await expect(order).toContainText('Cancelled');
      await expect(order.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);
    });
  });
}
