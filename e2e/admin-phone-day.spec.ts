/**
 * The same day's work at 390 px (issue 33), from the staff member's side, over the whole stack in
 * Chromium on a 390 × 844 touch phone: a manager of this journey's own signs in on the phone,
 * opens the Menu and finds today's order with Find by the shopper's name, dispatches it with a
 * carrier and a tracking number; records the return of a two-line order already dispatched (one
 * line back in stock) and the money given back; prints both orders' packing slips from the
 * phone's order list. The owner then reads the day on the activity log, in sentences naming the
 * manager. And every back-office screen at 390 px. Each screen and dialog visited passes axe and
 * nothing on it sticks out sideways; no screen breaks the back office's policy.
 */
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import {
  backOfficeScreens,
  moveOrder,
  newStaffMember,
  staff,
  watchPolicy,
  type StaffAccount,
} from './support/admin.ts';
import { expectNoViolations } from './support/axe.ts';
import {
  graphql,
  logIn,
  newShopperOrder,
  productNamed,
  seedProducts,
  signUp,
  uniqueEmail,
} from './support/shop.ts';

/** A 390 × 844 phone held upright, as Chromium emulates one: a touch screen, mobile viewport. */
const phone = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
};

/** This run's mark in the shoppers' names: the orders list's search finds this run's alone. */
const runMark = `Phoneday${Date.now() % 1_000_000}`;

/** Matches an accessible name that starts with `text`, taken literally. */
const startingWith = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** Rupees as the back office writes them (ui's formatPrice). */
const inRupees = (amount: number) =>
  `Rs. ${amount.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Products the seed stocks well, past the ones the other admin journeys order. */
const stocked = seedProducts.filter((product) => product.stock > 10).slice(3, 6);

/**
 * Nothing on the screen sticks out sideways: the document is no wider than the phone, and the
 * open dialog (fixed, so outside the document's width) lies within the screen and does not
 * scroll sideways itself. Measured against the phone's width, not `innerWidth`: an emulated
 * mobile viewport widens to fit what overflows (innerWidth read 427 on a 390 px phone whose
 * page was 427 px wide). Soft, so one run names every place that does.
 */
async function expectNothingSideways(page: Page, where: string, dialog?: Locator): Promise<void> {
  const width = page.viewportSize()!.width;
  const [documentWidth, outside] = await page.evaluate((width) => {
    // What sticks out, innermost first, so a red test says what to fix.
    const outside = [...document.body.querySelectorAll('*')]
      .filter(
        (element) =>
          element.checkVisibility() &&
          element.getBoundingClientRect().right > width + 0.5 &&
          ![...element.children].some((child) => child.getBoundingClientRect().right > width + 0.5),
      )
      .slice(0, 3)
      .map(
        (element) =>
          `<${element.tagName.toLowerCase()}> "${(element.textContent ?? '').trim().slice(0, 40)}" ends at ${Math.round(element.getBoundingClientRect().right)} px`,
      );
    return [document.scrollingElement!.scrollWidth, outside] as const;
  }, width);
  expect
    .soft(documentWidth, `${where}: the page's width at ${width} px (${outside.join('; ')})`)
    .toBeLessThanOrEqual(width);
  if (!dialog) return;
  const box = await dialog.boundingBox();
  expect.soft(box, `${where}: the dialog is on the screen`).not.toBeNull();
  if (box) {
    expect.soft(box.x, `${where}: the dialog's left edge`).toBeGreaterThanOrEqual(0);
    expect.soft(box.x + box.width, `${where}: the dialog's right edge`).toBeLessThanOrEqual(width);
  }
  const [inner, outer] = await dialog.evaluate((element) => [
    element.scrollWidth,
    element.clientWidth,
  ]);
  expect.soft(inner, `${where}: the dialog's content width`).toBeLessThanOrEqual(outer!);
}

/** What every screen and dialog is held to: axe finds nothing, and nothing sticks out sideways. */
async function expectFitsThePhone(
  page: Page,
  where: string,
  { dialog }: { dialog?: Locator } = {},
): Promise<void> {
  await expectNoViolations(page, `${where} at 390 px`);
  await expectNothingSideways(page, where, dialog);
}

/**
 * A fresh phone signed in to the back office the way staff do it there: /admin sends a stranger
 * to the sign-in screen (checked as a screen of the phone's too), and once in, the screen starts
 * with the Menu button, the navigation folded behind it.
 */
async function signedInOnPhone(
  browser: Browser,
  account: StaffAccount,
): Promise<{ page: Page; close: () => Promise<void>; violations: string[] }> {
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  const violations = watchPolicy(page);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/sign-in/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectFitsThePhone(page, 'sign-in');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).tap();
  await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Back office' })).toBeHidden();
  return { page, close: () => context.close(), violations };
}

/** The phone's Menu, opened: its panel. */
async function openMenu(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Menu' }).tap();
  const menu = page.getByRole('dialog', { name: 'Back office' });
  await expect(menu).toBeVisible();
  return menu;
}

/** Find, opened from the phone's Menu, with `text` typed in it: the Find dialog. */
async function findFromMenu(page: Page, text: string): Promise<Locator> {
  const menu = await openMenu(page);
  await menu.getByRole('button', { name: 'Find' }).tap();
  const find = page.getByRole('dialog', { name: 'Find' });
  const field = find.getByRole('combobox', { name: 'Order, customer or product' });
  await expect(field).toBeFocused();
  await field.fill(text);
  return find;
}

/**
 * A shopper of their own, signed up and in on `request`, places an order of two lines, as the
 * shop's checkout does: its number, and the lines as ordered.
 */
async function twoLineOrder(
  request: APIRequestContext,
  account: { name: string; email: string; password: string },
  address: string,
): Promise<{ id: string; lines: { name: string; quantity: number; price: number }[] }> {
  await signUp(request, account);
  await logIn(request, account);
  const lines = [
    { ...(await productNamed(request, stocked[1]!.name)), quantity: 2 },
    { ...(await productNamed(request, stocked[2]!.name)), quantity: 1 },
  ];
  const placed = await graphql<{ placeOrder: { id: string } }>(
    request,
    'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { id } }',
    {
      input: {
        idempotencyKey: crypto.randomUUID(),
        name: account.name,
        phone: '03215556677',
        address,
        items: lines.map((line) => ({ productId: line.id, quantity: line.quantity })),
        totalAmount:
          Math.round(
            lines.reduce((sum, line) => sum + line.currentPrice * line.quantity, 0) * 100,
          ) / 100,
      },
    },
  );
  return {
    id: placed.placeOrder.id,
    lines: lines.map((line) => ({
      name: line.name,
      quantity: line.quantity,
      price: line.currentPrice,
    })),
  };
}

test("a manager's day on a 390 px phone: find, dispatch, a return, packing slips, then the activity log", async ({
  browser,
  playwright,
  baseURL,
}) => {
  // Two shoppers' orders, a staff member of the journey's own, six screens and nine axe scans
  // on a phone emulated at three device pixels a CSS pixel: minutes on a busy 2-core machine.
  test.setTimeout(300_000);

  // The day's orders, this journey's own: today's (Pending) and one of two lines the owner
  // dispatched earlier, which comes back today.
  const todays = {
    name: `Rubina ${runMark}`,
    email: uniqueEmail('phone-day'),
    password: 'bloom-test-password',
  };
  const returning = {
    name: `Saima ${runMark}`,
    email: uniqueEmail('phone-day-return'),
    password: 'bloom-test-password',
  };
  const todaysAddress = '7 Jasmine Street, Model Town, Lahore';
  const returningAddress = '21 Canal View, Johar Town, Lahore';
  const setup = await playwright.request.newContext({ baseURL });
  const todaysId = await newShopperOrder(setup, todays, {
    product: stocked[0]!.name,
    phone: '03214443322',
    address: todaysAddress,
  });
  const returned = await twoLineOrder(setup, returning, returningAddress);
  await setup.dispose();
  const ownerSide = await playwright.request.newContext({ baseURL });
  await moveOrder(ownerSide, returned.id, ['DISPATCHED']);
  await ownerSide.dispose();
  const staffSide = await playwright.request.newContext({ baseURL });
  const manager = await newStaffMember(staffSide, 'MANAGER');
  await staffSide.dispose();

  // 1. The manager signs in on the phone.
  const { page, close, violations } = await signedInOnPhone(browser, manager);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(page).toHaveTitle('Dashboard - Bloom admin');
  await expectFitsThePhone(page, 'the dashboard');

  // 2. The Menu's Find, by the shopper's name: today's order, which opens.
  const menu = await openMenu(page);
  await expect(menu.getByRole('link', { name: 'Orders' })).toBeVisible();
  await expectFitsThePhone(page, 'the Menu panel', { dialog: menu });
  await menu.getByRole('button', { name: 'Close the menu' }).tap();
  await expect(menu).toBeHidden();
  let find = await findFromMenu(page, todays.name);
  const todaysOption = find.getByRole('option', { name: startingWith(todaysId) });
  await expect(todaysOption).toContainText(`${todays.name} · Pending`);
  await expect(find.getByRole('group', { name: 'Orders' }).getByRole('option')).toHaveCount(1);
  await expectFitsThePhone(page, 'Find with the shopper’s order', { dialog: find });
  await todaysOption.tap();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${todaysId}$`));
  await expect(heading).toHaveText(`Order ${todaysId}`);
  await expect(page.getByText(/^Status:/)).toContainText('Pending');
  await expectFitsThePhone(page, 'today’s order');

  // 3. Dispatched with Leopards and the parcel's number.
  const trackingNumber = `LP${Date.now() % 10_000_000}`;
  await page.getByRole('button', { name: 'Mark as Dispatched' }).tap();
  const dispatch = page.getByRole('dialog', { name: 'Mark as Dispatched?' });
  await dispatch.getByRole('combobox', { name: 'Carrier' }).selectOption('Leopards');
  await dispatch.getByRole('textbox', { name: 'Tracking number' }).fill(trackingNumber);
  await expectFitsThePhone(page, 'the dispatch dialog', { dialog: dispatch });
  await dispatch.getByRole('button', { name: 'Mark as Dispatched' }).tap();
  await expect(dispatch).toBeHidden();
  const toast = page.getByText(`Order ${todaysId} is now Dispatched.`);
  await expect(toast).toBeVisible();
  await expectNothingSideways(page, 'the dispatch toast', toast);
  await expect(page.getByText(/^Status:/)).toContainText('Dispatched');
  const dispatched = page.getByRole('region', { name: 'Dispatch' });
  await expect(dispatched).toContainText('Leopards');
  await expect(dispatched.getByRole('link', { name: trackingNumber })).toHaveAttribute(
    'href',
    `https://www.leopardscourier.com/tracking?cn=${trackingNumber}`,
  );
  await expectFitsThePhone(page, 'today’s order, dispatched');

  // 4. The two-line order comes back: one line back in stock, the money given back recorded.
  find = await findFromMenu(page, returned.id);
  const returnedOption = find.getByRole('option', { name: startingWith(returned.id) });
  await expect(returnedOption).toContainText(`${returning.name} · Dispatched`);
  await returnedOption.tap();
  await expect(heading).toHaveText(`Order ${returned.id}`);
  const [cameBack, stayedOut] = returned.lines as [
    (typeof returned.lines)[number],
    (typeof returned.lines)[number],
  ];
  const reason = `Wrong shade, sent back with the courier (${runMark})`;
  await page.getByRole('button', { name: 'Mark as Returned' }).tap();
  const returnDialog = page.getByRole('dialog', { name: 'Mark as Returned?' });
  await expect(returnDialog.getByRole('checkbox')).toHaveCount(2);
  await expectFitsThePhone(page, 'the return dialog', { dialog: returnDialog });
  await returnDialog
    .getByRole('checkbox', { name: `${cameBack.name} (${cameBack.quantity} ordered) came back` })
    .tap();
  await returnDialog
    .getByRole('textbox', { name: `Units of ${cameBack.name} back` })
    .fill(String(cameBack.quantity));
  await returnDialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
  await expectFitsThePhone(page, 'the return dialog, filled', { dialog: returnDialog });
  await returnDialog.getByRole('button', { name: 'Mark as Returned' }).tap();
  await expect(returnDialog).toBeHidden();
  await expect(page.getByText(/^Status:/)).toContainText('Returned');
  const items = page.getByRole('region', { name: 'Items' });
  await expect(items.getByText(`${cameBack.name} × ${cameBack.quantity} at`)).toContainText(
    `(${cameBack.quantity} came back)`,
  );
  await expect(items.getByText(`${stayedOut.name} × ${stayedOut.quantity} at`)).not.toContainText(
    'came back',
  );
  await expect(page.getByRole('list', { name: 'Order timeline' })).toContainText(
    `Back in stock: ${cameBack.quantity} × ${cameBack.name}. Reason: ${reason}`,
  );

  const total = cameBack.price * cameBack.quantity + stayedOut.price * stayedOut.quantity;
  const givenBack = cameBack.price * cameBack.quantity;
  const payment = page.getByRole('region', { name: 'Payment' });
  await payment.getByRole('button', { name: 'Record payment' }).tap();
  const paymentDialog = page.getByRole('dialog', { name: 'Record payment' });
  await paymentDialog.getByRole('textbox', { name: 'Collected (Rs.)' }).fill(total.toFixed(2));
  await paymentDialog
    .getByRole('textbox', { name: 'Collection note' })
    .fill('Cash to the Leopards rider');
  await paymentDialog.getByRole('textbox', { name: 'Given back (Rs.)' }).fill(givenBack.toFixed(2));
  await paymentDialog
    .getByRole('textbox', { name: 'Given back note' })
    .fill('EasyPaisa for the line sent back');
  await expectFitsThePhone(page, 'the payment dialog', { dialog: paymentDialog });
  await paymentDialog.getByRole('button', { name: 'Save payment' }).tap();
  await expect(paymentDialog).toBeHidden();
  await expect(payment).toContainText(`${inRupees(total)} (Cash to the Leopards rider)`);
  await expect(payment).toContainText(`${inRupees(givenBack)} (EasyPaisa for the line sent back)`);
  await expectFitsThePhone(page, 'the returned order');

  // 5. Both orders' packing slips, chosen on the phone's order list.
  await (await openMenu(page)).getByRole('link', { name: 'Orders' }).tap();
  await expect(heading).toHaveText('Orders');
  await page.getByText('Filters', { exact: true }).tap();
  const filters = page.getByRole('search', { name: 'Filter orders' });
  await filters.getByRole('searchbox', { name: /^Search/ }).fill(runMark);
  await filters.getByRole('button', { name: 'Apply filters' }).tap();
  await expect(page.getByText('2 results', { exact: true })).toBeVisible();
  // Open with a filter on: Apply and Clear filters fit (Clear wraps below Apply).
  await expect(filters.getByRole('button', { name: 'Clear filters' })).toBeVisible();
  await expectFitsThePhone(page, 'the orders list’s filters with one on');
  // Folded again to see the list.
  await page.getByText(/^Filters/).tap();
  await expect(filters).toBeHidden();
  await expectFitsThePhone(page, 'the orders list');
  for (const id of [todaysId, returned.id]) {
    await page.getByRole('checkbox', { name: `Select order ${id}` }).tap();
    await expect(page.getByRole('checkbox', { name: `Select order ${id}` })).toBeChecked();
  }
  await expectFitsThePhone(page, 'the orders list with two selected');
  await page.getByRole('link', { name: 'Print packing slips' }).tap();
  await expect(heading).toHaveText('Packing slips for 2 orders');
  await expect(page.getByRole('article')).toHaveCount(2);
  const todaysSlip = page.getByRole('article', { name: `Packing slip ${todaysId}` });
  await expect(todaysSlip).toContainText(todaysAddress);
  await expect(
    todaysSlip.getByRole('row', { name: startingWith(`${stocked[0]!.name} `) }),
  ).toBeVisible();
  const returnedSlip = page.getByRole('article', { name: `Packing slip ${returned.id}` });
  await expect(returnedSlip).toContainText(returningAddress);
  for (const line of returned.lines) {
    await expect(
      returnedSlip.getByRole('row', { name: startingWith(`${line.name} `) }),
    ).toContainText(String(line.quantity));
  }
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await expectFitsThePhone(page, 'the packing slips');

  // 6. The activity log is the owner's (a manager's Menu has none): the owner reads the day on
  // their own phone, each change a sentence naming the manager.
  const managersMenu = await openMenu(page);
  await expect(managersMenu.getByRole('link', { name: 'Orders' })).toBeVisible();
  await expect(managersMenu.getByRole('link', { name: 'Activity' })).toHaveCount(0);
  expect(violations).toEqual([]);
  await close();

  const owner = await signedInOnPhone(browser, staff.owner);
  await (await openMenu(owner.page)).getByRole('link', { name: 'Activity' }).tap();
  await expect(owner.page.getByRole('heading', { level: 1 })).toHaveText('Activity');
  const rows = owner.page.getByRole('row');
  const who = manager.name!;
  await expect(rows.filter({ hasText: todaysId })).toHaveCount(1);
  await expect(rows.filter({ hasText: `${who} marked order ${todaysId} Dispatched` })).toHaveCount(
    1,
  );
  await expect(rows.filter({ hasText: `${who} marked order ${returned.id} Returned` })).toHaveCount(
    1,
  );
  await expect(
    rows.filter({ hasText: `${who} recorded the payment of order ${returned.id}` }),
  ).toHaveCount(1);
  await expectFitsThePhone(owner.page, 'the activity log');
  expect(owner.violations).toEqual([]);
  await owner.close();
});

test('axe finds nothing on every back-office screen at 390 px, and none scrolls sideways', async ({
  browser,
  playwright,
  baseURL,
}) => {
  // Fifteen screens on a phone, each scanned whole.
  test.setTimeout(240_000);
  const shopper = {
    name: `Nadia ${runMark}`,
    email: uniqueEmail('phone-screens'),
    password: 'bloom-test-password',
  };
  const setup = await playwright.request.newContext({ baseURL });
  const orderId = await newShopperOrder(setup, shopper, {
    product: stocked[0]!.name,
    phone: '03331112233',
    address: '3 Poplar Lane, Cantt, Lahore',
  });
  await setup.dispose();

  // The owner sees every screen; reading them changes nothing another journey relies on.
  const { page, close, violations } = await signedInOnPhone(browser, staff.owner);
  const heading = page.getByRole('heading', { level: 1 });
  const screens = backOfficeScreens(orderId);
  for (const [path, title] of screens) {
    await page.goto(path);
    await expect(page).toHaveTitle(`${title} - Bloom admin`);
    await expect(heading).toHaveText(title);
    await expectFitsThePhone(page, path);
  }

  // A customer's page and a product's, each opened from its list as staff would.
  await page.goto(`/admin/customers?search=${encodeURIComponent(shopper.email)}`);
  await page.getByRole('link', { name: shopper.name }).tap();
  await expect(heading).toHaveText(shopper.name);
  await expectFitsThePhone(page, 'a customer’s page');
  const product = stocked[0]!.name;
  await page.goto(`/admin/products?search=${encodeURIComponent(product)}`);
  await page.getByRole('link', { name: product, exact: true }).tap();
  await expect(heading).toHaveText(product);
  await expectFitsThePhone(page, 'a product’s page');
  expect(violations).toEqual([]);
  await close();
});
