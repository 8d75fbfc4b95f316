/**
 * SPEC.md §2 at the edges of its breakpoints: above 1024 px the menu is inline, at 1024 px it
 * collapses behind a toggle into a slide-in panel that closes itself when the window grows past
 * 1024 px; the account dropdown (or a guest's login icon) shows at 427 px and not at 426 px,
 * closes on an outside click, and the panel's Logout signs a member out.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { logIn, shopper } from './support/shop.ts';

const height = 800;
const accountButton = (page: Page) =>
  page.getByRole('button', { name: `Account: ${shopper.name}` });

test('a guest: inline menu above 1024 px, panel at 1024 px, login icon only above 426 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1025, height });
  await page.goto('/');
  const main = page.getByRole('navigation', { name: 'Main' });
  const toggle = page.getByRole('button', { name: 'Open menu' });
  const login = page.getByRole('banner').getByRole('link', { name: 'Login' });
  await expect(main.getByRole('link', { name: 'Contact Us' })).toBeVisible();
  await expect(toggle).toBeHidden();
  await expect(login).toBeVisible();

  await page.setViewportSize({ width: 1024, height });
  await expect(main).toBeHidden();
  await expect(toggle).toBeVisible();
  await toggle.click();
  const panel = page.getByRole('dialog', { name: 'Menu' });
  for (const name of ['Home', 'Shop', 'Bundles', 'About Us', 'Contact Us', 'Login']) {
    await expect(panel.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(panel.getByRole('link', { name: 'My Orders' })).toHaveCount(0);
  // Growing past the breakpoint closes the panel by itself.
  await page.setViewportSize({ width: 1025, height });
  await expect(panel).toBeHidden();
  await expect(main).toBeVisible();

  await page.setViewportSize({ width: 427, height });
  await expect(login).toBeVisible();
  await page.setViewportSize({ width: 426, height });
  await expect(login).toHaveCount(0);
  // The panel is then the guest's way to log in.
  await toggle.click();
  await panel.getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveTitle('Login - Bloom');
});

test('a member: dropdown above 426 px, panel links at 1024 px, logout from the panel', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1025, height });
  await page.goto('/');
  await logIn(page.request, shopper);
  await page.reload();

  const main = page.getByRole('navigation', { name: 'Main' });
  for (const name of ['Profile', 'My Orders']) {
    await expect(main.getByRole('link', { name })).toBeVisible();
  }
  await accountButton(page).click();
  const menu = page.getByRole('menu');
  for (const name of ['Profile', 'My Order', 'Sign out']) {
    await expect(menu.getByRole('menuitem', { name, exact: true })).toBeVisible();
  }
  // An outside click closes the dropdown.
  await page.mouse.click(5, 400);
  await expect(menu).toBeHidden();

  await page.setViewportSize({ width: 1024, height });
  await expect(accountButton(page)).toBeVisible();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const panel = page.getByRole('dialog', { name: 'Menu' });
  await expect(panel.getByRole('link', { name: 'Profile' })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'My Orders' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Login' })).toHaveCount(0);
  await panel.getByRole('link', { name: 'My Orders' }).click();
  await expect(panel).toBeHidden();
  await expect(page).toHaveTitle('My Orders - Bloom');

  await page.setViewportSize({ width: 427, height });
  await expect(accountButton(page)).toBeVisible();
  await page.setViewportSize({ width: 426, height });
  await expect(accountButton(page)).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Open menu' }).click();
  await panel.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(panel.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'My Orders' })).toHaveCount(0);
});
