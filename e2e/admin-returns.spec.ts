/**
 * Returns that match the goods (issue 33 §2, "Done when") over the whole stack in Chromium: a
 * shopper orders two products in the storefront; the owner marks the order Dispatched, then
 * Returned with only one unit of the first line back and a reason: that product's stock
 * timeline shows the unit coming back with the order and the reason, the other's does not. The
 * owner records what the courier collected and what was given back; the order page, its
 * timeline and the CSV show both, and the shopper's My Orders says Returned. axe on every new
 * dialog, on a desktop and at 390 px.
 */
import type { Page } from '@playwright/test';
import { signedIn, staff } from './support/admin.ts';
import { expectNoViolations } from './support/axe.ts';
import { addProducts, checkOut, logInOnPage, rupees, signUp, uniqueEmail } from './support/shop.ts';
import { expect, test } from './support/test.ts';

test.describe.configure({ mode: 'serial' });

const shopperAccount = {
  name: 'Sana Returns',
  email: uniqueEmail('returns'),
  password: 'bloom-test-password',
};
const reason = `Refused at the door, one jar cracked (${Date.now() % 10_000})`;
let orderId = '';
/** The two products ordered, as the return dialog names them. */
let cameBack = '';
let stayedOut = '';

const shopperLogIn = (page: Page) => logInOnPage(page, shopperAccount);

/** The product's back-office page, found by its name in the products list. */
async function openProduct(page: Page, name: string): Promise<void> {
  await page.goto(`/admin/products?search=${encodeURIComponent(name)}`);
  await page.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test('a shopper orders two products', async ({ page }) => {
  await signUp(page.request, shopperAccount);
  await shopperLogIn(page);
  await addProducts(page, 2);
  orderId = await checkOut(page, { phone: '03001234567', address: '4 Mall Road, Lahore' });
});

test('the owner dispatches it, then marks it Returned with one unit of one line back', async ({
  browser,
}) => {
  const { context, page, violations } = await signedIn(browser, staff.owner);
  // On a phone: the return dialog must work and pass axe at 390 px.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/admin/orders/${orderId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${orderId}` })).toBeVisible();
  await page.getByRole('button', { name: 'Mark as Dispatched' }).click();
  const dispatch = page.getByRole('dialog', { name: 'Mark as Dispatched?' });
  await dispatch.getByRole('button', { name: 'Mark as Dispatched' }).click();
  await expect(dispatch).toBeHidden();
  await expect(page.getByText(/^Status:/)).toContainText('Dispatched');

  await page.getByRole('button', { name: 'Mark as Returned' }).click();
  const returned = page.getByRole('dialog', { name: 'Mark as Returned?' });
  await expect(returned).toContainText('only those units go back on sale');
  const box = await returned.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  await expectNoViolations(page, 'the return dialog at 390 px');
  const boxes = returned.getByRole('checkbox');
  await expect(boxes).toHaveCount(2);
  const labelOf = async (index: number) =>
    (
      await boxes
        .nth(index)
        .evaluate((box) => (box as HTMLButtonElement).labels?.[0]?.textContent ?? '')
    ).replace(/ \(\d+ ordered\) came back$/, '');
  cameBack = await labelOf(0);
  stayedOut = await labelOf(1);
  expect(cameBack).not.toBe('');
  expect(stayedOut).not.toBe(cameBack);
  // By keyboard: Space ticks the first line, its units field follows.
  await boxes.nth(0).focus();
  await page.keyboard.press('Space');
  await expect(boxes.nth(0)).toBeChecked();
  const units = returned.getByRole('textbox', { name: `Units of ${cameBack} back` });
  await units.fill('1');
  await returned.getByRole('textbox', { name: 'Reason' }).fill(reason);
  await expectNoViolations(page, 'the return dialog, filled');
  await returned.getByRole('button', { name: 'Mark as Returned' }).click();
  await expect(returned).toBeHidden();
  await expect(page.getByText(/^Status:/)).toContainText('Returned');
  await expect(page.getByText(`Why it came back: ${reason}`)).toBeVisible();
  await expect(page.getByText(`${cameBack} × 1 at`)).toContainText('(1 came back)');
  await expect(page.getByRole('list', { name: 'Order timeline' })).toContainText(
    `Back in stock: 1 × ${cameBack}. Reason: ${reason}`,
  );

  // Only the product that came back has the unit on its stock timeline, naming the order.
  await openProduct(page, cameBack);
  await expect(page.getByRole('list', { name: 'Product timeline' })).toContainText(
    new RegExp(`→ \\d+ \\(returned with order ${orderId}: ${reason.replace(/[()]/g, '\\$&')}\\)`),
  );
  await openProduct(page, stayedOut);
  await expect(page.getByRole('list', { name: 'Product timeline' })).not.toContainText(orderId);
  expect(violations).toEqual([]);
  await context.close();
});

test('the owner records the cash collected and the money given back, shown on the order and in the CSV', async ({
  browser,
}) => {
  const { context, page } = await signedIn(browser, staff.owner);
  await page.goto(`/admin/orders/${orderId}`);
  const totals = page.getByLabel('Totals', { exact: true });
  const total = rupees(
    (await totals.textContent())?.match(/Total\s*(Rs\.\s*[\d,]+\.\d{2})\s*$/)?.[1] ?? null,
  );
  expect(total).toBeGreaterThan(100);
  const payment = page.getByRole('region', { name: 'Payment' });
  await payment.getByRole('button', { name: 'Record payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record payment' });
  await expectNoViolations(page, 'the payment dialog');
  await dialog.getByRole('textbox', { name: 'Collected (Rs.)' }).fill(total.toFixed(2));
  await dialog.getByRole('textbox', { name: 'Collection note' }).fill('Cash to the courier');
  await dialog.getByRole('textbox', { name: 'Given back (Rs.)' }).fill('100');
  await dialog.getByRole('textbox', { name: 'Given back note' }).fill('Cash back for the jar');
  await dialog.getByRole('button', { name: 'Save payment' }).click();
  await expect(dialog).toBeHidden();
  await expect(payment).toContainText('Rs. 100.00 (Cash back for the jar)');
  await expect(payment).toContainText('(Cash to the courier)');
  await expect(page.getByRole('list', { name: 'Order timeline' })).toContainText(
    'Payment recorded by Bloom Staff',
  );

  const csv = await page.request.get(`/admin/orders.csv?search=${orderId}`);
  expect(csv.status()).toBe(200);
  const [header = '', ...rows] = (await csv.text()).trim().split(/\r?\n/);
  const columns = header.split(',');
  expect(columns).toEqual(
    expect.arrayContaining(['collected', 'refunded', 'refunded_note', 'returned_quantity']),
  );
  expect(rows).toHaveLength(2);
  for (const row of rows) {
    expect(row).toContain(`,${total.toFixed(2)},Cash to the courier,100.00,Cash back for the jar,`);
  }
  await context.close();
});

test('the payment dialog passes axe and fits a 390 px phone', async ({ browser }) => {
  const { context, page } = await signedIn(browser, staff.owner);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/admin/orders/${orderId}`);
  await page.getByRole('button', { name: 'Record payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record payment' });
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  await expectNoViolations(page, 'the payment dialog at 390 px');
  await context.close();
});

test("the shopper's My Orders says Returned", async ({ page }) => {
  await shopperLogIn(page);
  await page.goto('/orders');
  await expect(page.getByRole('article', { name: `Order ${orderId}` })).toContainText('Returned');
});
