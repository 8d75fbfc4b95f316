/**
 * axe (WCAG 2.0/2.1/2.2 A and AA, target-size on) on every route of SPEC.md §2, as a guest and
 * as a member, and with every overlay open once: the slide-in panel at 390 px, the account
 * dropdown, the review delete dialog, the checkout success modal and the cancel-order dialog.
 * Every scan is a soft assertion, so one red run lists all the violations with their elements.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { expectNoViolations } from './support/axe.ts';
import { addProducts, logIn, seedProducts, shopper, writeReview } from './support/shop.ts';

// A scan with its page load takes two seconds or so on two cores, and there are about forty.
test.describe.configure({ timeout: 240_000 });
test.use({ viewport: { width: 1280, height: 900 } });

const product = seedProducts.find((p) => p.category === 'Haircare' && p.stock > 5)!;

/** The path of the seeded product's page (ids are the database's, so found through search). */
async function productPath(page: Page): Promise<string> {
  await page.goto(`/products?search=${encodeURIComponent(product.name)}`);
  const link = page
    .getByRole('list', { name: 'Products' })
    .getByRole('link', { name: product.name });
  return new URL((await link.getAttribute('href'))!, page.url()).pathname;
}

/** Waits until the page has its heading and nothing is still loading. */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

async function scanRoutes(page: Page, who: string, paths: string[]) {
  for (const path of paths) {
    await page.goto(path);
    await settled(page);
    await expectNoViolations(page, `${who} ${path}`);
  }
}

const everyoneRoutes = [
  '/',
  '/products',
  '/bundle',
  '/privacy-policy',
  '/terms',
  '/contact',
  '/about',
  '/this/does/not/exist',
];

test('every route as a guest, and the slide-in panel at 390 px', async ({ page }) => {
  const detail = await productPath(page);
  await scanRoutes(page, 'guest', [
    ...everyoneRoutes,
    detail,
    '/cart',
    '/signup',
    '/login',
    '/forget',
    '/otp/abcdefgh12345678',
    '/reset/abcdefgh12345678/abcdefghijklmnop1234',
  ]);

  await addProducts(page, 2);
  await scanRoutes(page, 'guest with a cart', ['/cart']);

  await page.setViewportSize({ width: 390, height: 844 });
  await scanRoutes(page, 'guest 390px', ['/', '/cart']);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await expectNoViolations(page, 'guest 390px menu panel');
});

test('every route as a member, with the dropdown, review, order and cancel dialogs open', async ({
  page,
}) => {
  await page.goto('/');
  await logIn(page.request, shopper);
  const detail = await productPath(page);
  await scanRoutes(page, 'member', [...everyoneRoutes, '/cart', '/orders', '/profile']);

  await page.getByRole('button', { name: `Account: ${shopper.name}` }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectNoViolations(page, 'member account dropdown');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();

  // A review of their own, then its delete dialog.
  await page.goto(detail);
  await settled(page);
  await expectNoViolations(page, `member ${detail}`);
  await writeReview(page, { stars: 5, text: 'Lovely, light and fresh.' });
  const mine = page.getByRole('article', { name: `Review by ${shopper.name}` });
  await mine.getByRole('button', { name: 'Edit review' }).click();
  await expectNoViolations(page, 'member review edit form');
  await mine.getByRole('button', { name: 'Cancel' }).click();
  await mine.getByRole('button', { name: 'Delete review' }).click();
  const deleteDialog = page.getByRole('dialog', { name: 'Delete your review?' });
  await expect(deleteDialog).toBeVisible();
  await expectNoViolations(page, 'member review delete dialog');
  await deleteDialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(mine).toHaveCount(0);

  // Checkout with the coupon field open, the success modal, then the cancel dialog.
  await addProducts(page, 1);
  await page.goto('/checkout');
  await settled(page);
  await page.getByRole('button', { name: 'Have a coupon?' }).click();
  await expect(page.getByLabel('Coupon code')).toBeVisible();
  await expectNoViolations(page, 'member /checkout');
  await page.getByLabel('Phone').fill('03001234567');
  await page.getByLabel('Address').fill('12 Garden Road, Gulberg, Lahore');
  await page.getByRole('button', { name: 'ORDER NOW' }).click();
  const success = page.getByRole('dialog', { name: 'Order Successfully Placed' });
  await expect(success).toBeVisible();
  await expectNoViolations(page, 'member checkout success modal');
  const orderId = (await success.textContent())?.match(/BLM-[0-9A-HJKMNP-TV-Z]{10}/)?.[0];
  await success.getByRole('link', { name: 'View Orders' }).click();
  await settled(page);
  await expectNoViolations(page, 'member /orders with an order');
  await page
    .getByRole('article', { name: `Order ${orderId}` })
    .getByRole('button', { name: 'Cancel Order' })
    .click();
  const cancel = page.getByRole('dialog', { name: `Cancel order ${orderId}?` });
  await expect(cancel).toBeVisible();
  await expectNoViolations(page, 'member cancel-order dialog');
  await cancel.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(cancel).toBeHidden();

  await page.setViewportSize({ width: 390, height: 844 });
  await scanRoutes(page, 'member 390px', ['/orders']);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await expectNoViolations(page, 'member 390px menu panel');
});
