/**
 * A staff member working in Urdu (issue 33 §7), over the whole stack in Chromium: a shopper
 * places an order; a manager of this journey's own (the seeded accounts' language is every other
 * journey's, and the suite runs in any order) picks اردو in their account area and the back office
 * reads in Urdu, right to left, at once; after signing out and in again it is still Urdu (the
 * language is kept with the account, not the browser); the order is found from the Urdu
 * navigation with the list's Urdu filters and opened, and the order page reads in Urdu (its
 * heading, status and next step); the ordered product is found from the Urdu products list and
 * opened, and its page reads in Urdu (its panels, stock and buttons). axe on each Urdu screen.
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
  await expect(page.getByRole('heading', { level: 1, name: 'آرڈرز' })).toBeVisible();
  const filters = page.getByRole('search', { name: 'آرڈرز فلٹر کریں' });
  await filters.getByRole('searchbox', { name: /^تلاش/ }).fill(shopper.email);
  await filters.getByRole('button', { name: 'فلٹر لگائیں' }).click();
  await expect(page.getByRole('link', { name: orderId })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '1 نتیجہ' })).toBeVisible();
  await expectNoViolations(page, 'the orders list in Urdu');
  await page.getByRole('link', { name: orderId }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${orderId}$`));
  await expect(page.getByRole('heading', { level: 1, name: `آرڈر ${orderId}` })).toBeVisible();
  await expect(page).toHaveTitle(`آرڈر ${orderId} - Bloom admin`);
  await expect(page.getByText(/^صورتحال:/)).toContainText('زیرِ التوا');
  await expect(page.getByRole('button', { name: 'روانہ شدہ درج کریں' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'ادائیگی درج کریں' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'آرڈر کی منسوخی' })).toBeVisible();
  // The timeline is said in Urdu from the gateway's facts, not its English summary.
  await expect(page.getByRole('list', { name: 'آرڈر کی ٹائم لائن' })).toContainText(
    'خریدار نے آرڈر دیا۔',
  );
  await expect(page.getByRole('list', { name: 'آرڈر کی ٹائم لائن' })).not.toContainText(
    'Order placed',
  );
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expectNoViolations(page, 'an order in Urdu');

  // The ordered product, found from the Urdu products list and opened.
  await urduNavigation.getByRole('link', { name: 'مصنوعات' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'مصنوعات' })).toBeVisible();
  const productFilters = page.getByRole('search', { name: 'مصنوعات فلٹر کریں' });
  await productFilters.getByRole('searchbox', { name: /^تلاش/ }).fill(product.name);
  await productFilters.getByRole('button', { name: 'فلٹر لگائیں' }).click();
  await expect(page.getByRole('columnheader', { name: 'کیٹیگری' })).toBeVisible();
  const productLink = page.getByRole('link', { name: product.name, exact: true });
  await expect(productLink).toBeVisible();
  await expectNoViolations(page, 'the products list in Urdu');
  await productLink.click();
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'اسٹاک', exact: true })).toBeVisible();
  await expect(page.getByText(/^اسٹاک میں \d/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'اسٹاک درست کریں' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'پروڈکٹ محفوظ کریں' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'تمام مصنوعات' })).toBeVisible();
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expectNoViolations(page, 'a product in Urdu');
  expect(violations).toEqual([]);
  await context.close();
});
