import { expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { axeViolations, renderAdmin, staffMember } from '../test/renderAdmin.tsx';

const nav = () => page.getByRole('navigation', { name: 'Back office' });

test('support sees Dashboard, Orders, Customers, Messages, Products and Reviews, never Activity, Staff, imports nor coupons', async () => {
  await renderAdmin('/admin/two-factor', { staff: staffMember('SUPPORT') });
  await expect
    .element(page.getByRole('heading', { level: 1, name: 'Two-factor sign-in' }))
    .toBeVisible();
  const links = nav()
    .getByRole('link')
    .elements()
    .map((link) => link.textContent);
  expect(links).toEqual(['Dashboard', 'Orders', 'Customers', 'Messages', 'Products', 'Reviews']);
  expect(document.title).toBe('Two-factor sign-in - Bloom admin');
});

test('the owner sees every screen in the navigation', async () => {
  await renderAdmin('/admin/two-factor', { staff: staffMember('OWNER') });
  await expect.element(nav().getByRole('link', { name: 'Staff' })).toBeVisible();
  const links = nav()
    .getByRole('link')
    .elements()
    .map((link) => link.textContent);
  expect(links).toEqual([
    'Dashboard',
    'Orders',
    'Customers',
    'Messages',
    'Products',
    'Import and export',
    'Coupons',
    'Reviews',
    'Activity',
    'Staff',
  ]);
  expect(await axeViolations()).toEqual([]);
});

test('a manager has no Staff nor Activity (both need staff:manage)', async () => {
  await renderAdmin('/admin/two-factor', { staff: staffMember('MANAGER') });
  await expect.element(nav().getByRole('link', { name: 'Orders' })).toBeVisible();
  expect(nav().getByRole('link', { name: 'Staff' }).elements()).toHaveLength(0);
  expect(nav().getByRole('link', { name: 'Activity' }).elements()).toHaveLength(0);
});

test('support typing the Staff address is told the role does not allow it', async () => {
  await renderAdmin('/admin/staff', { staff: staffMember('SUPPORT') });
  await expect.element(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
  expect(document.title).toBe('Not allowed - Bloom admin');
});

test('in Urdu a screen the role may not open says so in Urdu', async () => {
  try {
    await renderAdmin('/admin/staff', { staff: staffMember('SUPPORT', { locale: 'UR' }) });
    await expect.element(page.getByRole('heading', { level: 1, name: 'اجازت نہیں' })).toBeVisible();
    expect(document.title).toBe('اجازت نہیں - Bloom admin');
    await expect.element(page.getByText(/^آپ کے عہدے کو اس اسکرین تک رسائی نہیں۔/)).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  } finally {
    document.documentElement.lang = 'en';
    document.documentElement.dir = 'ltr';
  }
});

test('in Urdu an address the back office lacks says so in Urdu', async () => {
  try {
    await renderAdmin('/admin/no-such-screen', { staff: staffMember('SUPPORT', { locale: 'UR' }) });
    await expect.element(page.getByRole('heading', { level: 1, name: 'نہیں ملا' })).toBeVisible();
    expect(document.title).toBe('نہیں ملا - Bloom admin');
  } finally {
    document.documentElement.lang = 'en';
    document.documentElement.dir = 'ltr';
  }
});

test('without a staff session a screen sends to the sign-in, remembering where staff were going', async () => {
  const { location } = await renderAdmin('/admin/orders?status=PENDING', { staff: null });
  await expect
    .element(page.getByRole('heading', { level: 1, name: 'Sign in to Bloom admin' }))
    .toBeVisible();
  expect(location()?.pathname).toBe('/sign-in');
  expect(new URLSearchParams(location()?.search).get('from')).toBe('/orders?status=PENDING');
  expect(document.title).toBe('Sign in - Bloom admin');
  expect(await axeViolations()).toEqual([]);
});

test('on a phone the navigation and the account fold into a Menu panel that closes as a screen opens', async () => {
  await page.viewport(390, 844);
  try {
    const { location } = await renderAdmin('/admin/two-factor', { staff: staffMember('OWNER') });
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Two-factor sign-in' }))
      .toBeVisible();
    // The screen comes first: no navigation in the header, one Menu button.
    expect(nav().elements()).toHaveLength(0);
    expect(page.getByRole('button', { name: 'Sign out' }).elements()).toHaveLength(0);
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    const panel = page.getByRole('dialog', { name: 'Back office' });
    await expect.element(panel.getByRole('link', { name: 'Staff' })).toBeVisible();
    await expect.element(panel.getByRole('button', { name: 'Sign out' })).toBeVisible();
    expect(await axeViolations()).toEqual([]);

    await panel.getByRole('link', { name: 'Coupons' }).click();
    await expect.element(page.getByRole('heading', { level: 1, name: 'Coupons' })).toBeVisible();
    expect(location()?.pathname).toBe('/coupons');
    expect(page.getByRole('dialog').elements()).toHaveLength(0);
    // The new screen's heading has focus, not the Menu button the panel would hand it back to.
    await expect
      .poll(() => document.activeElement)
      .toBe(page.getByRole('heading', { level: 1, name: 'Coupons' }).element());
  } finally {
    await page.viewport(1280, 800);
  }
});

test("after a move to another screen, focus is on that screen's heading", async () => {
  await renderAdmin('/admin/two-factor', { staff: staffMember('OWNER') });
  await expect
    .element(page.getByRole('heading', { level: 1, name: 'Two-factor sign-in' }))
    .toBeVisible();
  await nav().getByRole('link', { name: 'Staff' }).click();
  await expect.element(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  await expect
    .poll(() => document.activeElement)
    .toBe(page.getByRole('heading', { level: 1, name: 'Staff' }).element());
});

test('on a phone Find is in the Menu panel; it closes the panel, and Escape goes back to Menu', async () => {
  await page.viewport(390, 844);
  try {
    await renderAdmin('/admin/two-factor', { staff: staffMember('SUPPORT') });
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Two-factor sign-in' }))
      .toBeVisible();
    // Not in the phone's header: the screen comes first.
    expect(page.getByRole('button', { name: 'Find' }).elements()).toHaveLength(0);
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    const panel = page.getByRole('dialog', { name: 'Back office' });
    await panel.getByRole('button', { name: 'Find' }).click();

    const find = page.getByRole('dialog', { name: 'Find' });
    const field = find.getByRole('combobox', { name: 'Order, customer or product' });
    await expect.element(field).toHaveFocus();
    await expect.element(panel).not.toBeInTheDocument();
    // Focus stays in Find once the panel has gone (Radix hands focus back a task after).
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect.element(field).toHaveFocus();
    expect(await axeViolations()).toEqual([]);

    await userEvent.keyboard('{Escape}');
    await expect.element(find).not.toBeInTheDocument();
    await expect.element(menu).toHaveFocus();
  } finally {
    await page.viewport(1280, 800);
  }
});
