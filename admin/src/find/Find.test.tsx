import { expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { MockedResponse } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import type { Permission } from '../__generated__/graphql.ts';
import { AdminCustomerQueryDocument } from '../customers/CustomerPage.tsx';
import { AdminOrderPageQuery } from '../orders/orderDocuments.ts';
import { AdminProductQuery } from '../products/productDocuments.ts';
import { axeViolations, renderAdmin, staffMember } from '../test/renderAdmin.tsx';
import { AdminFindQueryDocument } from './FindDialog.tsx';

const order = (id: string, name = 'Amna Khan') => ({
  __typename: 'OrderSummary' as const,
  id,
  status: 'PENDING' as const,
  name,
  totalAmount: 2598,
});
const amnaOrder = order('BLM-482913');
const amna = {
  __typename: 'CustomerSummary' as const,
  id: 'c-amna',
  name: 'Amna Khan',
  email: 'amna@example.com',
};
const toner = {
  __typename: 'ProductSummary' as const,
  id: 'p-toner',
  name: 'Rose Water Toner',
  category: 'SKINCARE' as const,
  stock: 12,
  published: true,
};

/** What Find finds, by kind. */
interface Found {
  orders?: ReturnType<typeof order>[];
  customers?: (typeof amna)[];
  products?: (typeof toner)[];
}

/**
 * The gateway's answer to Find for `search`: what it asks for (`orders`, `customers`: whether
 * the role may read them) must match, or the mock does not answer.
 */
function findMock(
  search: string,
  { orders = [], customers = [], products = [] }: Found,
  {
    asks = { orders: true, customers: true },
    delay = 0,
    totals = {} as Record<string, number>,
  } = {},
): MockedResponse {
  const page = <T,>(typename: string, items: T[], total = items.length) => ({
    __typename: typename,
    total,
    items,
  });
  return {
    request: { query: AdminFindQueryDocument, variables: { search, ...asks } },
    result: {
      data: {
        ...(asks.orders ? { orders: page('OrderPage', orders, totals['orders']) } : {}),
        ...(asks.customers ? { customers: page('CustomerPage', customers) } : {}),
        products: page('ProductPage', products),
      },
    },
    delay,
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** A screen found by Find that its test opens: answered "not found", which is enough to land. */
const landing = {
  order: (id: string): MockedResponse => ({
    request: { query: AdminOrderPageQuery, variables: { id } },
    result: { data: { order: null } },
  }),
  customer: (id: string): MockedResponse => ({
    request: { query: AdminCustomerQueryDocument, variables: { id } },
    result: { data: { customer: null } },
  }),
  product: (id: string): MockedResponse => ({
    request: { query: AdminProductQuery, variables: { id } },
    result: { data: { product: null } },
  }),
};

const findDialog = () => page.getByRole('dialog', { name: 'Find' });
const findField = () => findDialog().getByRole('combobox', { name: 'Order, customer or product' });
const heading = (name: string | RegExp) => page.getByRole('heading', { level: 1, name });

/** The back office at a screen without data of its own, settled. */
async function onTwoFactor(mocks: MockedResponse[] = [], permissions?: Permission[]) {
  const staff = staffMember('OWNER', permissions ? { permissions } : {});
  const rendered = await renderAdmin('/admin/two-factor', { staff, mocks });
  await expect.element(heading('Two-factor sign-in')).toBeVisible();
  return rendered;
}

/** The option whose accessible name starts with `text`. */
const option = (text: string) =>
  findDialog().getByRole('option', {
    name: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
  });

test('Ctrl-K opens Find from a screen, with the focus in its field', async () => {
  await onTwoFactor();
  expect(findDialog().elements()).toHaveLength(0);
  await userEvent.keyboard('{Control>}k{/Control}');
  await expect.element(findField()).toHaveFocus();
  expect(await axeViolations()).toEqual([]);
});

test('/ opens Find from a screen, and is not typed into its field', async () => {
  await onTwoFactor();
  await userEvent.keyboard('/');
  await expect.element(findField()).toHaveFocus();
  await expect.element(findField()).toHaveValue('');
});

test('/ typed into a text field is a character, and Ctrl-K there still opens Find', async () => {
  await renderAdmin('/admin/two-factor', {
    staff: staffMember('OWNER', { twoFactorEnabled: true }),
  });
  const code = page.getByRole('textbox', { name: 'Code' });
  await code.click();
  await userEvent.keyboard('12/3?');
  await expect.element(code).toHaveValue('12/3?');
  expect(page.getByRole('dialog').elements()).toHaveLength(0);

  await userEvent.keyboard('{Control>}k{/Control}');
  await expect.element(findField()).toHaveFocus();
  await userEvent.keyboard('{Escape}');
  await expect.element(code).toHaveFocus();
  await expect.element(code).toHaveValue('12/3?');
});

test('another dialog keeps the keys: / and ? while the phone menu is open open nothing over it', async () => {
  await page.viewport(390, 844);
  try {
    await onTwoFactor();
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Back office' });
    await expect.element(menu).toBeVisible();
    await userEvent.keyboard('/?');
    expect(findDialog().elements()).toHaveLength(0);
    expect(page.getByRole('dialog').elements()).toHaveLength(1);
    await userEvent.keyboard('{Escape}');
    await expect.element(menu).not.toBeInTheDocument();
  } finally {
    await page.viewport(1280, 800);
  }
});

test('finds an order by its number; Enter opens it and its heading has focus', async () => {
  const { location } = await onTwoFactor([
    findMock('BLM-482913', { orders: [amnaOrder] }),
    landing.order('BLM-482913'),
    findMock('BLM-100200', { orders: [order('BLM-100200', 'Sana Mir')] }),
    landing.order('BLM-100200'),
  ]);
  await page.getByRole('button', { name: 'Find' }).click();
  await findField().fill('BLM-482913');
  await expect.element(option('BLM-482913')).toHaveAttribute('aria-selected', 'true');
  await expect.element(option('BLM-482913')).toHaveTextContent('Amna Khan · Pending · Rs. 2,598');
  await expect.element(findDialog().getByRole('group', { name: 'Orders' })).toBeVisible();
  expect(findDialog().getByRole('group').elements()).toHaveLength(1);
  await expect.element(findDialog().getByRole('status')).toHaveTextContent('1 order');
  // The field names the active result, as a screen reader follows it.
  expect(findField().element().getAttribute('aria-activedescendant')).toBe(
    option('BLM-482913').element().id,
  );
  expect(await axeViolations()).toEqual([]);

  await userEvent.keyboard('{Enter}');
  await expect.element(heading(/^Order/)).toBeVisible();
  expect(location()?.pathname).toBe('/orders/BLM-482913');
  await expect.element(findDialog()).not.toBeInTheDocument();
  await expect.poll(() => document.activeElement).toBe(heading(/^Order/).element());

  // Another order from this one's page: the same screen, shown at once, takes focus as well.
  await userEvent.keyboard('/');
  await userEvent.keyboard('BLM-100200');
  await expect.element(option('BLM-100200')).toHaveAttribute('aria-selected', 'true');
  await userEvent.keyboard('{Enter}');
  await expect.poll(() => location()?.pathname).toBe('/orders/BLM-100200');
  await expect.element(findDialog()).not.toBeInTheDocument();
  await expect.poll(() => document.activeElement).toBe(heading(/^Order/).element());
});

test('finds a customer: Down moves to them, Enter opens their page', async () => {
  const { location } = await onTwoFactor([
    findMock('amna', { orders: [amnaOrder], customers: [amna] }),
    landing.customer('c-amna'),
  ]);
  await userEvent.keyboard('/');
  await userEvent.keyboard('amna');
  await expect.element(findDialog().getByRole('group', { name: 'Customers' })).toBeVisible();
  await expect.element(findDialog().getByRole('status')).toHaveTextContent('1 order, 1 customer');
  await expect.element(option('BLM-482913')).toHaveAttribute('aria-selected', 'true');

  await userEvent.keyboard('{ArrowDown}');
  await expect.element(option('Amna Khan')).toHaveAttribute('aria-selected', 'true');
  await expect.element(option('BLM-482913')).toHaveAttribute('aria-selected', 'false');
  await userEvent.keyboard('{Enter}');
  await expect.poll(() => location()?.pathname).toBe('/customers/c-amna');
  await expect.element(findDialog()).not.toBeInTheDocument();
});

test('finds a product: Up wraps round to it, Enter opens its page', async () => {
  const { location } = await onTwoFactor([
    findMock('rose water', { orders: [order('BLM-100200', 'Sana Mir')], products: [toner] }),
    landing.product('p-toner'),
  ]);
  await userEvent.keyboard('{Control>}k{/Control}');
  await userEvent.keyboard('rose water');
  await expect.element(option('Rose Water Toner')).toHaveTextContent('Skincare · 12 in stock');
  await userEvent.keyboard('{ArrowUp}');
  await expect.element(option('Rose Water Toner')).toHaveAttribute('aria-selected', 'true');
  await userEvent.keyboard('{Enter}');
  await expect.poll(() => location()?.pathname).toBe('/products/p-toner');
});

test('more matches than it lists: See all opens the list filtered by the same text', async () => {
  const many = Array.from({ length: 7 }, (_, index) => order(`BLM-10000${index}`));
  const { location } = await onTwoFactor([
    findMock('khan', { orders: many }, { totals: { orders: 23 } }),
  ]);
  await userEvent.keyboard('/');
  await userEvent.keyboard('khan');
  const seeAll = option('See all 23 orders matching “khan”');
  await expect.element(seeAll).toBeVisible();
  // Five of each, then See all.
  expect(
    findDialog().getByRole('group', { name: 'Orders' }).getByRole('option').elements(),
  ).toHaveLength(6);
  await seeAll.click();
  await expect.poll(() => location()?.pathname).toBe('/orders');
  expect(location()?.search).toBe('?search=khan');
});

test('says it is searching, then that nothing matches', async () => {
  await onTwoFactor([findMock('zzq', {}, { delay: 800 })]);
  await userEvent.keyboard('/');
  await userEvent.keyboard('zzq');
  await expect.element(findDialog().getByText('Searching…')).toBeVisible();
  await expect.element(findDialog().getByText('No matches for “zzq”.')).toBeVisible();
  await expect.element(findDialog().getByRole('status')).toHaveTextContent('No matches');
  expect(findDialog().getByRole('option').elements()).toHaveLength(0);
  expect(findField().element().getAttribute('aria-expanded')).toBe('false');
  // Enter with nothing to open goes nowhere, and Find stays open.
  await userEvent.keyboard('{Enter}');
  await expect.element(findField()).toHaveFocus();
});

test('a search the gateway refuses says so, and lists nothing', async () => {
  await onTwoFactor([
    {
      request: {
        query: AdminFindQueryDocument,
        variables: { search: 'amna', orders: true, customers: true },
      },
      result: { errors: [new GraphQLError('Too many searches. Try again in a minute.')] },
    },
  ]);
  await userEvent.keyboard('/');
  await userEvent.keyboard('amna');
  await expect
    .element(findDialog().getByText('Too many searches. Try again in a minute.'))
    .toBeVisible();
  expect(findDialog().getByRole('option').elements()).toHaveLength(0);
  expect(
    findDialog()
      .getByText(/No matches/)
      .elements(),
  ).toHaveLength(0);
});

test('a role without customers:read is not asked about customers, nor shown a Customers group', async () => {
  await onTwoFactor(
    [
      findMock(
        'amna',
        { orders: [amnaOrder], products: [{ ...toner, name: 'Amna Rose Balm' }] },
        { asks: { orders: true, customers: false } },
      ),
    ],
    ['ORDERS_READ', 'ORDERS_WRITE', 'MESSAGES_HANDLE'],
  );
  await userEvent.keyboard('/');
  await userEvent.keyboard('amna');
  await expect.element(findDialog().getByRole('group', { name: 'Products' })).toBeVisible();
  await expect.element(findDialog().getByRole('group', { name: 'Orders' })).toBeVisible();
  expect(findDialog().getByRole('group', { name: 'Customers' }).elements()).toHaveLength(0);
  await expect.element(findDialog().getByRole('status')).toHaveTextContent('1 order, 1 product');
});

test('Escape closes Find and gives focus back to what had it', async () => {
  await onTwoFactor();
  const findButton = page.getByRole('button', { name: 'Find' });
  await findButton.click();
  await expect.element(findField()).toHaveFocus();
  await userEvent.keyboard('{Escape}');
  await expect.element(findDialog()).not.toBeInTheDocument();
  await expect.element(findButton).toHaveFocus();

  // Opened by its shortcut from a link, it hands focus back to that link.
  const staffLink = page.getByRole('navigation', { name: 'Back office' }).getByRole('link', {
    name: 'Staff',
  });
  (staffLink.element() as HTMLElement).focus();
  await userEvent.keyboard('/');
  await expect.element(findField()).toHaveFocus();
  await userEvent.keyboard('{Escape}');
  await expect.element(staffLink).toHaveFocus();
});

test('? lists the keyboard shortcuts; Escape closes the list and focus comes back', async () => {
  await onTwoFactor();
  const twoFactorLink = page.getByRole('link', { name: 'Two-factor' });
  (twoFactorLink.element() as HTMLElement).focus();
  await userEvent.keyboard('?');
  const list = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect.element(list).toBeVisible();
  const lines = [...list.element().querySelectorAll('dt')].map((term) => [
    term.textContent,
    term.nextElementSibling?.textContent,
  ]);
  expect(lines).toEqual([
    ['/ or Ctrl K', 'Find an order, a customer or a product'],
    ['?', 'Show these keyboard shortcuts'],
    ['Esc', 'Close a dialog, a menu or a panel'],
    ['↓ or ↑', 'Move to the next or the previous result'],
    ['Enter', 'Open the result'],
    ['Esc', 'Close Find and go back where you were'],
  ]);
  expect(await axeViolations()).toEqual([]);

  // `/` from the list goes to Find in its place; closing Find goes back to the page.
  await userEvent.keyboard('/');
  await expect.element(findField()).toHaveFocus();
  await expect.element(list).not.toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  await expect.element(twoFactorLink).toHaveFocus();
});

test('the header’s Find button says its shortcuts to assistive technology', async () => {
  await onTwoFactor();
  await expect
    .element(page.getByRole('button', { name: 'Find' }))
    .toHaveAttribute('aria-keyshortcuts', '/ Control+K');
});

test('in Urdu, Find and the shortcuts list read in Urdu, right to left: the field, the groups, statuses, money and See all', async () => {
  try {
    const many = Array.from({ length: 7 }, (_, index) => order(`BLM-10000${index}`));
    await renderAdmin('/admin/two-factor', {
      staff: staffMember('OWNER', { locale: 'UR' }),
      mocks: [findMock('khan', { orders: many, customers: [amna] }, { totals: { orders: 23 } })],
    });
    await expect.element(page.getByRole('button', { name: 'تلاش' })).toBeVisible();
    expect(document.documentElement.dir).toBe('rtl');
    await userEvent.keyboard('/');
    const dialog = page.getByRole('dialog', { name: 'تلاش' });
    const field = dialog.getByRole('combobox', { name: 'آرڈر، گاہک یا پروڈکٹ' });
    await expect.element(field).toHaveFocus();
    await userEvent.keyboard('khan');
    const orders = dialog.getByRole('group', { name: 'آرڈرز' });
    await expect.element(orders).toBeVisible();
    await expect.element(dialog.getByRole('group', { name: 'گاہک' })).toBeVisible();
    await expect
      .element(orders.getByRole('option').first())
      .toHaveTextContent('Amna Khan · زیرِ التوا · \u2066Rs. 2,598.00\u2069');
    await expect
      .element(orders.getByRole('option', { name: '“khan” سے ملتے تمام 23 آرڈرز دیکھیں' }))
      .toBeVisible();
    await expect.element(dialog.getByRole('status')).toHaveTextContent('23 آرڈرز، 1 گاہک');
    expect(await axeViolations()).toEqual([]);
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();

    await userEvent.keyboard('?');
    const list = page.getByRole('dialog', { name: 'کی بورڈ شارٹ کٹس' });
    await expect.element(list).toBeVisible();
    const first = list.element().querySelector('dt')!;
    expect([first.textContent, first.nextElementSibling?.textContent]).toEqual([
      '/ یا Ctrl K',
      'کوئی آرڈر، گاہک یا پروڈکٹ تلاش کریں',
    ]);
    expect(await axeViolations()).toEqual([]);
  } finally {
    document.documentElement.lang = 'en';
    document.documentElement.dir = 'ltr';
  }
});
