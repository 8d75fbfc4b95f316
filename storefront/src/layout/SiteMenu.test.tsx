import { afterEach, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderRoute } from '../test/renderRoute.tsx';
import { testUser } from '../test/fixtures.ts';
import { LogoutMutation } from '../session/session.tsx';

afterEach(async () => {
  await page.viewport(1280, 800);
  localStorage.clear();
});

const menuEntries = ['Home', 'Shop', 'Bundles', 'About Us', 'Contact Us'];

test('a guest on a wide screen sees the menu, the cart and a login icon', async () => {
  await page.viewport(1280, 800);
  const screen = await renderRoute('/nowhere');

  const main = screen.getByRole('navigation', { name: 'Main' });
  expect(
    main
      .getByRole('link')
      .elements()
      .map((link) => link.textContent),
  ).toEqual(menuEntries);
  await expect
    .element(screen.getByRole('link', { name: 'Login' }))
    .toHaveAttribute('href', '/login');
  await expect
    .element(screen.getByRole('link', { name: 'Cart, 0 items' }))
    .toHaveAttribute('href', '/cart');
  await expect
    .element(screen.getByRole('link', { name: 'Shop Now' }))
    .toHaveAttribute('href', '/products');
  await expect
    .element(screen.getByRole('link', { name: 'Skip to main content' }))
    .toHaveAttribute('href', '#main');
  expect(screen.getByRole('button', { name: /Account/ }).elements()).toHaveLength(0);
});

test('a member gets Profile and My Orders, and an account dropdown that closes on an outside click', async () => {
  await page.viewport(1280, 800);
  const screen = await renderRoute('/nowhere', {
    session: testUser,
    cart: [
      {
        id: 'p1',
        name: 'Rosewater Toner',
        category: 'SKINCARE',
        price: 1200,
        currentPrice: 1200,
        imageUrl: '/images/p1.svg',
        quantity: 3,
      },
    ],
  });

  const main = screen.getByRole('navigation', { name: 'Main' });
  expect(
    main
      .getByRole('link')
      .elements()
      .map((link) => link.textContent),
  ).toEqual([...menuEntries, 'Profile', 'My Orders']);
  await expect.element(screen.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
  expect(screen.getByRole('link', { name: 'Login' }).elements()).toHaveLength(0);

  await screen.getByRole('button', { name: 'Account: Asha Rao' }).click();
  const menu = screen.getByRole('menu');
  await expect
    .element(menu.getByRole('menuitem', { name: 'Profile' }))
    .toHaveAttribute('href', '/profile');
  await expect
    .element(menu.getByRole('menuitem', { name: 'My Order' }))
    .toHaveAttribute('href', '/orders');
  await expect.element(menu.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();

  // Radix hides the page from assistive tech under an open menu: reach the heading directly.
  await userEvent.click(document.querySelector('h1')!, { force: true });
  await expect.element(screen.getByRole('menu')).not.toBeInTheDocument();
});

test('Sign out ends the session with the shop’s confirmation', async () => {
  await page.viewport(1280, 800);
  const screen = await renderRoute('/nowhere', {
    session: testUser,
    mocks: [
      {
        request: { query: LogoutMutation },
        result: {
          data: { logout: { __typename: 'LogoutPayload', message: 'Logged out successfully' } },
        },
      },
    ],
  });

  await screen.getByRole('button', { name: 'Account: Asha Rao' }).click();
  await screen.getByRole('menuitem', { name: 'Sign out' }).click();

  await expect.element(screen.getByText('Logged out successfully')).toBeVisible();
  await expect.element(screen.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect.poll(() => screen.router.state.location.pathname).toBe('/');
});

test('at 1024 px and below the menu is a slide-in panel; a guest finds Login there', async () => {
  await page.viewport(800, 800);
  const screen = await renderRoute('/nowhere');

  await screen.getByRole('button', { name: 'Open menu' }).click();
  const panel = screen.getByRole('dialog', { name: 'Menu' });
  await expect.element(panel).toBeVisible();
  expect(
    panel
      .getByRole('link')
      .elements()
      .map((link) => link.textContent),
  ).toEqual([...menuEntries, 'Login', 'اردو']);

  await panel.getByRole('link', { name: 'Contact Us' }).click();

  await expect.element(screen.getByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  // The new page's heading keeps focus: the closing panel does not pull it back to its button.
  await expect.element(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toHaveFocus();
});

test('a member’s panel offers Profile, My Orders and Logout', async () => {
  await page.viewport(800, 800);
  const screen = await renderRoute('/nowhere', { session: testUser });

  await screen.getByRole('button', { name: 'Open menu' }).click();
  const panel = screen.getByRole('dialog', { name: 'Menu' });

  await expect
    .element(panel.getByRole('link', { name: 'Profile' }))
    .toHaveAttribute('href', '/profile');
  await expect
    .element(panel.getByRole('link', { name: 'My Orders' }))
    .toHaveAttribute('href', '/orders');
  await expect.element(panel.getByRole('button', { name: 'Logout' })).toBeVisible();
  expect(panel.getByRole('link', { name: 'Login' }).elements()).toHaveLength(0);
});

test('the panel closes itself when the window grows past 1024 px', async () => {
  await page.viewport(800, 800);
  const screen = await renderRoute('/nowhere');
  await screen.getByRole('button', { name: 'Open menu' }).click();
  await expect.element(screen.getByRole('dialog', { name: 'Menu' })).toBeVisible();

  await page.viewport(1100, 800);

  await expect.element(screen.getByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
});

test('at phone width there is no account dropdown or login icon', async () => {
  await page.viewport(390, 800);
  const screen = await renderRoute('/nowhere', { session: testUser });

  await expect.element(screen.getByRole('button', { name: 'Open menu' })).toBeVisible();
  expect(screen.getByRole('button', { name: 'Account: Asha Rao' }).elements()).toHaveLength(0);
  await expect.element(screen.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
});

test('opened from the keyboard the first time (its code loads then), the panel hands focus back to its button', async () => {
  await page.viewport(800, 800);
  const screen = await renderRoute('/nowhere');
  const menuButton = screen.getByRole('button', { name: 'Open menu' });
  await expect.element(menuButton).toHaveAttribute('aria-expanded', 'false');

  (menuButton.element() as HTMLElement).focus();
  await userEvent.keyboard('{Enter}');
  const panel = screen.getByRole('dialog', { name: 'Menu' });
  await expect.element(panel).toBeVisible();

  await userEvent.keyboard('{Escape}');
  await expect.element(panel).not.toBeInTheDocument();
  await expect.element(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
});

test('the account dropdown opens from the keyboard the first time and closes with Escape', async () => {
  await page.viewport(1280, 800);
  const screen = await renderRoute('/nowhere', { session: testUser });
  const account = screen.getByRole('button', { name: 'Account: Asha Rao' });

  (account.element() as HTMLElement).focus();
  await userEvent.keyboard('{Enter}');
  await expect.element(screen.getByRole('menuitem', { name: 'Profile' })).toBeVisible();

  await userEvent.keyboard('{Escape}');
  await expect.element(screen.getByRole('menu')).not.toBeInTheDocument();
  await expect.element(screen.getByRole('button', { name: 'Account: Asha Rao' })).toHaveFocus();
});

test('an entry of the account dropdown opens its page with focus on the page’s heading', async () => {
  await page.viewport(1280, 800);
  const screen = await renderRoute('/nowhere', { session: testUser });
  await screen.getByRole('button', { name: 'Account: Asha Rao' }).click();

  await screen.getByRole('menuitem', { name: 'Profile' }).click();

  await expect.element(screen.getByRole('menu')).not.toBeInTheDocument();
  await expect.poll(() => screen.router.state.location.pathname).toBe('/profile');
  await expect.element(screen.getByRole('heading', { level: 1 })).toHaveFocus();
});

test('the header’s heart counts the wishlist and opens it; at 390 px it sits beside the cart, the search under the bar', async () => {
  await page.viewport(390, 844);
  localStorage.setItem('wishlist', JSON.stringify(['p1', 'p2']));
  const screen = await renderRoute('/nowhere');

  const heart = screen.getByRole('link', { name: 'Wishlist, 2 items' });
  await expect.element(heart).toHaveAttribute('href', '/wishlist');
  const cart = screen
    .getByRole('link', { name: 'Cart, 0 items' })
    .element()
    .getBoundingClientRect();
  const menu = screen.getByRole('button', { name: 'Open menu' }).element().getBoundingClientRect();
  const box = heart.element().getBoundingClientRect();
  expect(Math.abs(box.top - cart.top)).toBeLessThan(2);
  expect(Math.abs(box.top - menu.top)).toBeLessThan(2);
  expect(box.right).toBeLessThanOrEqual(cart.left);
  const search = screen.getByRole('combobox', { name: 'Search products' });
  expect(search.element().getBoundingClientRect().top).toBeGreaterThanOrEqual(cart.bottom);

  await heart.click();
  await expect.poll(() => screen.router.state.location.pathname).toBe('/wishlist');
});

test('the language switch leads to the same page, with its filters, in the other language', async () => {
  await page.viewport(1280, 800);
  const english = await renderRoute('/nowhere?category=Skincare&sort=rating');
  const toUrdu = english.getByRole('link', { name: 'اردو' });
  await expect.element(toUrdu).toHaveAttribute('href', '/ur/nowhere?category=Skincare&sort=rating');
  await expect.element(toUrdu).toHaveAttribute('lang', 'ur');
  await english.unmount();

  const urdu = await renderRoute('/nowhere?category=Skincare', { locale: 'ur' });
  const toEnglish = urdu.getByRole('link', { name: 'English', exact: true });
  await expect.element(toEnglish).toHaveAttribute('href', '/nowhere?category=Skincare');
  await expect.element(toEnglish).toHaveAttribute('lang', 'en');
});

test('the menu panel has the language switch too', async () => {
  await page.viewport(800, 900);
  const screen = await renderRoute('/nowhere');
  await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  const panel = screen.getByRole('dialog');
  await expect
    .element(panel.getByRole('link', { name: 'اردو' }))
    .toHaveAttribute('href', '/ur/nowhere');
});
