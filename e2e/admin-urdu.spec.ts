/**
 * A staff member working in Urdu (issue 33 §7), over the whole stack in Chromium: a shopper
 * places an order; a manager of this journey's own (the seeded accounts' language is every other
 * journey's, and the suite runs in any order) picks اردو in their account area and the back office
 * reads in Urdu, right to left, at once; after signing out and in again it is still Urdu (the
 * language is kept with the account, not the browser); the order is found from the Urdu
 * navigation and opened. axe on each Urdu screen.
 */
import { expect, test } from './support/test.ts';
import { newStaffMember, signedIn } from './support/admin.ts';
import { expectNoViolations } from './support/axe.ts';
import { newShopperOrder, seedProducts, uniqueEmail } from './support/shop.ts';

test.describe.configure({ mode: 'serial' });

const shopper = {
  name: 'Sana Urdu',
  email: uniqueEmail('urdu'),
  password: 'bloom-test-password',
};
let orderId = '';
const product = seedProducts.find((each) => each.stock > 10)!;

test('a shopper places an order in the shop', async ({ page }) => {
  orderId = await newShopperOrder(page.request, shopper, {
    product: product.name,
    phone: '03001112233',
    address: '4 Anarkali Bazaar, Lahore',
  });
  expect(orderId).toMatch(/^BLM-/);
});

test('a manager picks Urdu, signs out and in, and still works in Urdu', async ({
  browser,
  playwright,
  baseURL,
}) => {
  // A manager of this journey's own: the seeded accounts' language is every other journey's.
  const setup = await playwright.request.newContext({ baseURL });
  const manager = await newStaffMember(setup, 'MANAGER');
  await setup.dispose();
  const { context, page, violations } = await signedIn(browser, manager);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('dir', 'ltr');

  await page.getByRole('combobox', { name: 'Language' }).selectOption('ur');
  const urduNavigation = page.getByRole('navigation', { name: 'بیک آفس' });
  await expect(urduNavigation.getByRole('link', { name: 'آرڈرز' })).toBeVisible();
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(html).toHaveAttribute('lang', 'ur');
  await expect(page.getByRole('heading', { level: 1, name: 'ڈیش بورڈ' })).toBeVisible();
  await expectNoViolations(page, 'the dashboard in Urdu');

  await page.getByRole('button', { name: 'سائن آؤٹ' }).click();
  await expect(page).toHaveURL(/\/admin\/sign-in/);
  // The browser prefers English: the sign-in is English; the account brings Urdu back.
  await page.getByLabel('Email').fill(manager.email);
  await page.getByLabel(/^Password/).fill(manager.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(urduNavigation).toBeVisible();
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('combobox', { name: 'زبان' })).toHaveValue('ur');

  await urduNavigation.getByRole('link', { name: 'آرڈرز' }).click();
  const filters = page.getByRole('search', { name: 'Filter orders' });
  await filters.getByRole('searchbox', { name: /^Search/ }).fill(shopper.email);
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByRole('link', { name: orderId })).toBeVisible();
  await expectNoViolations(page, 'the orders list in Urdu');
  await page.getByRole('link', { name: orderId }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${orderId}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(orderId);
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expectNoViolations(page, 'an order in Urdu');
  expect(violations).toEqual([]);
  await context.close();
});
