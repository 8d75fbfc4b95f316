import { afterEach, expect, test, vi } from 'vitest';
import { cdp, page, userEvent } from 'vitest/browser';
import { axeViolations, renderAdmin, staffMember } from '../../test/renderAdmin.tsx';
import { order, orderMock } from './orderFixture.ts';
import type { PrintedOrderData } from './PrintedOrder.tsx';

const threeOrders = () => [
  orderMock('BLM-1'),
  orderMock(
    'BLM-2',
    order('BLM-2', {
      name: 'Sana Malik',
      address: '7 Jasmine Road, Clifton, Karachi',
      phone: '03335557777',
      lines: [
        {
          __typename: 'OrderLine',
          productId: 'p3',
          name: 'Vitamin C Serum',
          unitPrice: 2200,
          quantity: 3,
          lineTotal: 6600,
        } as PrintedOrderData['lines'][number],
      ],
      status: 'DISPATCHED',
      carrier: 'TCS',
      trackingNumber: 'TCS-7781',
    }),
  ),
  orderMock('BLM-3'),
];

const slipsOfThree = '/admin/orders/print?ids=BLM-1,BLM-2,BLM-3&document=packing-slip&paper=a4';

afterEach(async () => {
  await cdp().send('Emulation.setEmulatedMedia', { media: '' });
  vi.restoreAllMocks();
});

test('packing slips for three orders: each its own sheet with the shop, the number, where it ships and what goes in, no prices', async () => {
  await renderAdmin(slipsOfThree, { mocks: threeOrders() });
  await expect
    .element(page.getByRole('heading', { level: 1, name: 'Packing slips for 3 orders' }))
    .toBeVisible();
  expect(document.title).toBe('Packing slips for 3 orders - Bloom admin');
  const slips = page.getByRole('article');
  await expect.element(slips.nth(2)).toBeVisible();
  expect(
    slips
      .elements()
      .map((slip) => slip.getAttribute('aria-label') ?? slip.querySelector('h2')?.textContent),
  ).toEqual(['Packing slip BLM-1', 'Packing slip BLM-2', 'Packing slip BLM-3']);

  const first = page.getByRole('article', { name: 'Packing slip BLM-1' });
  // The shop's letterhead, from shop.config.json.
  await expect.element(first).toHaveTextContent(/Bloom/);
  await expect.element(first).toHaveTextContent('14 Rose Lane, Gulberg, Lahore');
  await expect.element(first).toHaveTextContent('+92 300 0000000 · hello@bloom.example.com');
  await expect.element(first).toHaveTextContent('24 Nov 2026');
  await expect
    .element(first)
    .toHaveTextContent('Ship toAmna Khan12 Garden Road, Lahore03001234567');
  const lines = first.getByRole('table', { name: 'Items in order BLM-1' });
  await expect.element(lines.getByRole('row', { name: 'Rosewater Toner 2' })).toBeVisible();
  await expect.element(lines.getByRole('row', { name: 'Shea Body Butter 1' })).toBeVisible();
  await expect.element(lines.getByRole('row', { name: 'Number of items 3' })).toBeVisible();
  // The slip travels with the goods: no prices on it.
  expect(first.element().textContent).not.toMatch(/Rs\./);
  // No carrier before dispatch; the dispatched order names its carrier and number.
  expect(first.element().textContent).not.toMatch(/Carrier/);
  const second = page.getByRole('article', { name: 'Packing slip BLM-2' });
  await expect
    .element(second)
    .toHaveTextContent('Ship toSana Malik7 Jasmine Road, Clifton, Karachi03335557777');
  await expect.element(second.getByRole('row', { name: 'Vitamin C Serum 3' })).toBeVisible();
  await expect.element(second).toHaveTextContent('CarrierTCS');
  await expect.element(second).toHaveTextContent('Tracking numberTCS-7781');
  expect(await axeViolations()).toEqual([]);
});

test("an invoice: the order's number is the invoice's, each line at the price charged, the coupon, delivery, the total, cash on delivery", async () => {
  await renderAdmin('/admin/orders/print?ids=BLM-9&document=invoice', {
    mocks: [
      orderMock(
        'BLM-9',
        order('BLM-9', {
          coupon: {
            __typename: 'AppliedCoupon',
            code: 'WELCOME10',
            discountAmount: 344.8,
          } as PrintedOrderData['coupon'],
          discount: 344.8,
          totalAmount: 3103.2,
        }),
      ),
    ],
  });
  const invoice = page.getByRole('article', { name: 'Invoice BLM-9' });
  await expect.element(invoice).toBeVisible();
  await expect
    .element(page.getByRole('heading', { level: 1 }))
    .toHaveTextContent('Invoice for order BLM-9');
  await expect.element(invoice).toHaveTextContent('Invoice numberBLM-9');
  await expect
    .element(invoice)
    .toHaveTextContent('Bill toAmna Khan12 Garden Road, Lahore03001234567amna@example.com');
  const table = invoice.getByRole('table', { name: 'Items in order BLM-9' });
  await expect
    .element(table.getByRole('row', { name: 'Rosewater Toner Rs. 1,299.00 2 Rs. 2,598.00' }))
    .toBeVisible();
  await expect
    .element(table.getByRole('row', { name: 'Shea Body Butter Rs. 850.00 1 Rs. 850.00' }))
    .toBeVisible();
  await expect.element(table.getByRole('row', { name: 'Subtotal Rs. 3,448.00' })).toBeVisible();
  await expect
    .element(table.getByRole('row', { name: 'Coupon (WELCOME10) −Rs. 344.80' }))
    .toBeVisible();
  await expect.element(table.getByRole('row', { name: 'Delivery Free' })).toBeVisible();
  await expect.element(table.getByRole('row', { name: 'Total Rs. 3,103.20' })).toBeVisible();
  await expect.element(invoice).toHaveTextContent('Payment: Cash on delivery');
  await expect
    .element(page.getByRole('link', { name: 'Back to order BLM-9' }))
    .toHaveAttribute('href', '/admin/orders/BLM-9');
  expect(await axeViolations()).toEqual([]);
});

test("by keyboard: the paper changes in the address, and Print opens the browser's print dialog", async () => {
  const print = vi.spyOn(window, 'print').mockImplementation(() => {});
  const { location } = await renderAdmin(slipsOfThree, { mocks: threeOrders() });
  const paper = page.getByRole('combobox', { name: 'Paper' });
  await expect.element(paper).toHaveValue('a4');
  paper.element().focus();
  // A native select changes with the arrow keys while it has focus.
  await userEvent.keyboard('{ArrowDown}');
  await expect.element(paper).toHaveValue('receipt');
  expect(location()?.search).toBe('?ids=BLM-1,BLM-2,BLM-3&document=packing-slip&paper=receipt');
  await expect
    .element(page.getByText('80 mm receipt paper, each order on a page of its own.'))
    .toBeVisible();
  await userEvent.tab();
  const button = page.getByRole('button', { name: 'Print' });
  await expect.element(button).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  expect(print).toHaveBeenCalledTimes(1);
});

test('on a receipt printer each sheet is 80 mm wide, and at 390 px nothing runs off the screen', async () => {
  await page.viewport(390, 844);
  try {
    await renderAdmin('/admin/orders/print?ids=BLM-1,BLM-2,BLM-3&document=invoice&paper=receipt', {
      mocks: threeOrders(),
    });
    const sheet = page.getByRole('article', { name: 'Invoice BLM-1' });
    await expect.element(sheet).toBeVisible();
    // 80 mm at the CSS 96 px an inch.
    expect(sheet.element().getBoundingClientRect().width).toBeCloseTo((80 / 25.4) * 96, 0);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    expect(await axeViolations()).toEqual([]);

    await page.getByRole('combobox', { name: 'Paper' }).selectOptions('a4');
    await expect.element(page.getByRole('combobox', { name: 'Paper' })).toHaveValue('a4');
    // An A4 sheet shrinks to the narrow screen instead of running off it.
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    expect(await axeViolations()).toEqual([]);
  } finally {
    await page.viewport(1280, 800);
  }
});

test('on paper only the sheets: no back-office navigation or controls, each order from a new page of its paper', async () => {
  await renderAdmin(slipsOfThree, { mocks: threeOrders() });
  const sheets = page.getByRole('article');
  await expect.element(sheets.nth(2)).toBeVisible();
  // What staff see on screen around the sheets; hidden in print, it leaves the role queries.
  const onScreenOnly = [
    page.getByRole('navigation', { name: 'Back office' }),
    page.getByRole('button', { name: 'Sign out' }),
    page.getByRole('link', { name: 'Bloom admin' }),
    page.getByRole('heading', { level: 1, name: 'Packing slips for 3 orders' }),
    page.getByRole('combobox', { name: 'Paper' }),
    page.getByRole('button', { name: 'Print' }),
  ].map((locator) => locator.element());
  for (const element of onScreenOnly) expect(element.checkVisibility()).toBe(true);

  await cdp().send('Emulation.setEmulatedMedia', { media: 'print' });
  await expect.poll(() => matchMedia('print').matches).toBe(true);
  expect(onScreenOnly.filter((element) => element.checkVisibility())).toEqual([]);
  for (const sheet of sheets.elements()) {
    expect(sheet.checkVisibility()).toBe(true);
    const style = getComputedStyle(sheet);
    expect(style.breakBefore).toBe('page');
    expect(style.getPropertyValue('page')).toBe('a4');
  }

  await cdp().send('Emulation.setEmulatedMedia', { media: '' });
  await page.getByRole('combobox', { name: 'Paper' }).selectOptions('receipt');
  await expect.element(page.getByRole('combobox', { name: 'Paper' })).toHaveValue('receipt');
  await cdp().send('Emulation.setEmulatedMedia', { media: 'print' });
  await expect.poll(() => matchMedia('print').matches).toBe(true);
  for (const sheet of page.getByRole('article').elements()) {
    expect(getComputedStyle(sheet).getPropertyValue('page')).toBe('receipt');
  }
});

test('an order that is not there is said on screen; the others still print', async () => {
  await renderAdmin('/admin/orders/print?ids=BLM-1,BLM-404&document=packing-slip&paper=a4', {
    mocks: [orderMock('BLM-1'), orderMock('BLM-404', null)],
  });
  await expect.element(page.getByRole('alert')).toHaveTextContent('There is no order BLM-404.');
  await expect.element(page.getByRole('article', { name: 'Packing slip BLM-1' })).toBeVisible();
  expect(page.getByRole('article').elements()).toHaveLength(1);
});

test('with no orders chosen it says where to choose them', async () => {
  await renderAdmin('/admin/orders/print', { staff: staffMember('SUPPORT') });
  await expect
    .element(page.getByRole('heading', { level: 1, name: 'Nothing to print' }))
    .toBeVisible();
  await expect
    .element(page.getByRole('link', { name: 'Back to orders' }))
    .toHaveAttribute('href', '/admin/orders');
  expect(await axeViolations()).toEqual([]);
});

test("in Urdu the print view's controls read in Urdu, and the sheets stay the shop's English documents, left to right", async () => {
  try {
    await renderAdmin(slipsOfThree, {
      staff: staffMember('MANAGER', { locale: 'UR' }),
      mocks: threeOrders(),
    });
    await expect
      .element(page.getByRole('heading', { level: 1, name: '3 آرڈرز کی پیکنگ سلپس' }))
      .toBeVisible();
    expect(document.documentElement.dir).toBe('rtl');
    await expect.element(page.getByRole('combobox', { name: 'کاغذ' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'پرنٹ کریں' })).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'آرڈرز پر واپس' })).toBeVisible();
    const slip = page.getByRole('article', { name: 'Packing slip BLM-1' });
    await expect.element(slip).toHaveTextContent('Ship toAmna Khan');
    const sheets = slip.element().closest('[lang]')!;
    expect(sheets.getAttribute('lang')).toBe('en');
    expect(getComputedStyle(slip.element()).direction).toBe('ltr');
    expect(await axeViolations()).toEqual([]);
  } finally {
    document.documentElement.lang = 'en';
    document.documentElement.dir = 'ltr';
  }
});
