/**
 * Find (issue 33 §3 and §5) over the whole stack in Chromium, by keyboard only: a shopper signs
 * up and places an order; the owner, on any screen, presses Ctrl-K and types the order's number
 * (Enter opens it), `/` and the shopper's email (Down, Enter: the customer), `/` and a seeded
 * product's name (the product). `?` lists the shortcuts. axe on Find and on the list; at 390 px
 * Find is in the Menu panel. No screen breaks the back office's policy.
 */
import { expect, test } from './support/test.ts';
import { signedIn, staff } from './support/admin.ts';
import { expectNoViolations } from './support/axe.ts';
import { newShopperOrder, seedProducts, uniqueEmail } from './support/shop.ts';

test.describe.configure({ mode: 'serial' });

/** The shopper of this run; their order is this journey's own. */
const shopper = {
  name: 'Farah Findable',
  email: uniqueEmail('find'),
  password: 'bloom-test-password',
};
let orderId = '';
/** Matches an accessible name that starts with `text`, taken literally. */
const startingWith = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
const product = seedProducts.find((each) => each.stock > 10)!;

test('a shopper places an order in the shop', async ({ page }) => {
  orderId = await newShopperOrder(page.request, shopper, {
    product: product.name,
    phone: '03007778899',
    address: '9 Lantern Street, Saddar, Karachi',
  });
  expect(orderId).toMatch(/^BLM-/);
});

test('the owner finds the order, the customer and a product by keyboard', async ({ browser }) => {
  const { context, page, violations } = await signedIn(browser, staff.owner);
  const find = page.getByRole('dialog', { name: 'Find' });
  const field = find.getByRole('combobox', { name: 'Order, customer or product' });
  const heading = page.getByRole('heading', { level: 1 });

  await page.keyboard.press('Control+k');
  await expect(field).toBeFocused();
  await page.keyboard.type(orderId);
  const order = find.getByRole('option', { name: startingWith(orderId) });
  await expect(order).toHaveAttribute('aria-selected', 'true');
  await expect(order).toContainText(`${shopper.name} · Pending`);
  await expectNoViolations(page, 'Find with an order');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${orderId}$`));
  await expect(heading).toHaveText(`Order ${orderId}`);
  await expect(heading).toBeFocused();

  // From the order's page: the shopper's email finds their order, then them.
  await page.keyboard.press('/');
  await page.keyboard.type(shopper.email);
  await expect(find.getByRole('group', { name: 'Customers' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(find.getByRole('option', { name: startingWith(shopper.name) })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/customers\/[^/]+$/);
  await expect(heading).toHaveText(shopper.name);

  await page.keyboard.press('/');
  await page.keyboard.type(product.name);
  const productOption = find
    .getByRole('group', { name: 'Products' })
    .getByRole('option', { name: startingWith(product.name) });
  await expect(productOption).toBeVisible();
  // Down from the first result to the product (orders of it may come first).
  const options = await find.getByRole('option').allTextContents();
  const at = options.findIndex((text) => text.startsWith(product.name));
  for (let step = 0; step < at; step += 1) await page.keyboard.press('ArrowDown');
  await expect(productOption).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/products\/[^/]+$/);
  await expect(heading).toHaveText(product.name);

  // Escape gives focus back to what had it: here the page's heading.
  await page.keyboard.press('/');
  await expect(field).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(find).toBeHidden();
  await expect(heading).toBeFocused();

  await page.keyboard.press('?');
  const list = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(list).toContainText('Find an order, a customer or a product');
  await expectNoViolations(page, 'the keyboard shortcuts');
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  expect(violations).toEqual([]);
  await context.close();
});

test('on a phone, Find is in the Menu panel', async ({ browser }) => {
  const { context, page, violations } = await signedIn(browser, staff.support);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Menu' }).click();
  await page
    .getByRole('dialog', { name: 'Back office' })
    .getByRole('button', { name: 'Find' })
    .click();
  const find = page.getByRole('dialog', { name: 'Find' });
  await expect(find.getByRole('combobox')).toBeFocused();
  // At a person's pace, while the menu panel slides away: every letter lands in the field (the
  // panel's closing once sent focus back to Menu mid-word, and only the last letter stayed).
  await page.keyboard.type(orderId, { delay: 50 });
  await expect(find.getByRole('combobox')).toHaveValue(orderId);
  await expect(find.getByRole('option', { name: startingWith(orderId) })).toBeVisible();
  await expectNoViolations(page, 'Find at 390 px');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(violations).toEqual([]);
  await context.close();
});
