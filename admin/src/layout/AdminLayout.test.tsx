import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
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
