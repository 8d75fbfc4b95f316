/**
 * Packing slips and invoices (issue 33, the print views) over the whole stack in Chromium: a
 * shopper places three orders in the shop; the owner selects them on the orders list and prints
 * their packing slips: each order's number, where it ships and its lines on a page of its own,
 * the back office's navigation and the print controls off the paper, Print opening the browser's
 * print dialog. The PDF Chromium prints holds one page per order, A4 or 80 mm wide. axe on the
 * print view, also at 390 px; no screen breaks the back office's policy.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { signedIn, staff } from './support/admin.ts';
import { expectNoViolations } from './support/axe.ts';
import { logIn, placeOrder, seedProducts, signUp, uniqueEmail } from './support/shop.ts';

test.describe.configure({ mode: 'serial' });

/** The shopper of this run; their three orders are this journey's own. */
const shopper = {
  name: 'Parveen Print',
  email: uniqueEmail('print'),
  password: 'bloom-test-password',
};

/** An order placed, with what it holds. */
interface Placed {
  id: string;
  address: string;
  lines: { name: string; quantity: number }[];
}
const placed: Placed[] = [];

/** Each page of a PDF Chromium made, as its MediaBox's width and height in points. */
function pdfPages(pdf: Buffer): { width: number; height: number }[] {
  const text = pdf.toString('latin1');
  return [...text.matchAll(/\/Type\s*\/Page\b(?!s)[\s\S]*?\/MediaBox\s*\[([^\]]+)\]/g)].map(
    ([, box]) => {
      const [x0, y0, x1, y1] = box!.trim().split(/\s+/).map(Number);
      return { width: x1! - x0!, height: y1! - y0! };
    },
  );
}

/** Points in a millimetre (a PDF's unit is 1/72 inch). */
const mm = 72 / 25.4;

test('a shopper places three orders in the shop', async ({ page }) => {
  await signUp(page.request, shopper);
  await logIn(page.request, shopper);
  // Three products the seed stocks well, bought one, two and three at a time.
  const products = seedProducts.filter((product) => product.stock > 10).slice(0, 3);
  expect(products).toHaveLength(3);
  for (const [index, product] of products.entries()) {
    const quantity = index + 1;
    const address = `${index + 3} Print Lane, Gulberg, Lahore`;
    const id = await placeOrder(page.request, {
      name: product.name,
      shopperName: shopper.name,
      phone: '03004445566',
      address,
      quantity,
    });
    placed.push({ id, address, lines: [{ name: product.name, quantity }] });
  }
});

/** The print view's sheets, one per placed order, each with its number, address and lines. */
async function expectSheets(page: Page, document: 'Packing slip' | 'Invoice'): Promise<void> {
  await expect(page.getByRole('article')).toHaveCount(3);
  for (const order of placed) {
    const sheet = page.getByRole('article', { name: `${document} ${order.id}` });
    await expect(sheet).toContainText('14 Rose Lane, Gulberg, Lahore');
    await expect(sheet).toContainText(order.address);
    for (const line of order.lines) {
      await expect(sheet.getByRole('row', { name: new RegExp(`^${line.name} `) })).toContainText(
        String(line.quantity),
      );
    }
  }
}

test('the owner selects the three orders and prints their packing slips', async ({ browser }) => {
  const { context, page, violations } = await signedIn(browser, staff.owner);
  // The browser's print dialog is the browser's, not the shop's: a recorder stands in for it.
  await page.addInitScript(() => {
    const calls = { count: 0 };
    Object.defineProperty(window, 'printCalls', { value: calls });
    window.print = () => {
      calls.count += 1;
    };
  });
  await page.goto(`/admin/orders?search=${encodeURIComponent(shopper.email)}`);
  await expect(page.getByText('3 results', { exact: true })).toBeVisible();
  for (const order of placed) {
    await page.getByRole('checkbox', { name: `Select order ${order.id}` }).check();
  }
  await page.getByRole('link', { name: 'Print packing slips' }).click();

  await expect(
    page.getByRole('heading', { level: 1, name: 'Packing slips for 3 orders' }),
  ).toBeVisible();
  await expect(page).toHaveTitle('Packing slips for 3 orders - Bloom admin');
  const ids = new URL(page.url()).searchParams.get('ids')?.split(',') ?? [];
  expect(ids.toSorted()).toEqual(placed.map((order) => order.id).toSorted());
  await expectSheets(page, 'Packing slip');
  await expectNoViolations(page, 'packing slips of three orders');

  await page.getByRole('button', { name: 'Print' }).click();
  await expect
    .poll(() =>
      page.evaluate(
        () => (window as unknown as { printCalls: { count: number } }).printCalls.count,
      ),
    )
    .toBe(1);

  // On paper: the sheets only, each order on an A4 page of its own.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Back office' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
  await expect(page.getByRole('article')).toHaveCount(3);
  for (const order of placed) {
    await expect(page.getByRole('article', { name: `Packing slip ${order.id}` })).toBeVisible();
  }
  const a4 = pdfPages(await page.pdf({ preferCSSPageSize: true }));
  expect(a4).toHaveLength(3);
  for (const sheet of a4) {
    expect(sheet.width).toBeCloseTo(210 * mm, 0);
    expect(sheet.height).toBeCloseTo(297 * mm, 0);
  }
  // Back to the screen (a PDF is made with the print media unless the screen's is forced).
  await page.emulateMedia({ media: null });

  // The receipt printer's width, kept in the address.
  await page.getByRole('combobox', { name: 'Paper' }).selectOption({ label: '80 mm receipt' });
  await expect(page).toHaveURL(/paper=receipt/);
  await expectSheets(page, 'Packing slip');
  const receipt = pdfPages(await page.pdf({ preferCSSPageSize: true }));
  expect(receipt).toHaveLength(3);
  for (const sheet of receipt) expect(sheet.width).toBeCloseTo(80 * mm, 0);

  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoViolations(page, 'packing slips at 390 px');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(violations).toEqual([]);
  await context.close();
});

test("an order page's invoice: the order's number, its lines at the prices charged, cash on delivery", async ({
  browser,
}) => {
  const { context, page, violations } = await signedIn(browser, staff.owner);
  const [order] = placed;
  await page.goto(`/admin/orders/print?ids=${order!.id}&document=invoice&paper=a4`);
  const invoice = page.getByRole('article', { name: `Invoice ${order!.id}` });
  await expect(invoice).toContainText(`Invoice number${order!.id}`);
  await expect(invoice).toContainText(order!.lines[0]!.name);
  await expect(invoice.getByRole('row', { name: /^Total Rs\. / })).toBeVisible();
  await expect(invoice).toContainText('Payment: Cash on delivery');
  await expectNoViolations(page, 'an invoice');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoViolations(page, 'an invoice at 390 px');
  await page.getByRole('link', { name: `Back to order ${order!.id}` }).click();
  await expect(page).toHaveTitle(`Order ${order!.id} - Bloom admin`);
  expect(violations).toEqual([]);
  await context.close();
});
