import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { renderRoute } from '../test/renderRoute.tsx';
import { testUser } from '../test/fixtures.ts';
import { bundledIntl } from '../i18n/bundled.ts';
import type { ShopMessageId } from '../i18n/catalogues.ts';

const ur = bundledIntl('ur');
const urdu = (id: ShopMessageId) => ur.formatMessage({ id });

test('in Urdu the account dropdown offers Profile, My Order and Sign out in Urdu', async () => {
  // Wide: the account dropdown is in the header bar.
  await page.viewport(1280, 800);
  const screen = await renderRoute('/nowhere', { session: testUser, locale: 'ur' });

  await screen.getByRole('button', { name: /Asha Rao/ }).click();
  const menu = screen.getByRole('menu');
  await expect
    .element(menu.getByRole('menuitem', { name: urdu('shop.menu.profile') }))
    .toHaveAttribute('href', '/profile');
  await expect
    .element(menu.getByRole('menuitem', { name: urdu('shop.account.myOrder') }))
    .toHaveAttribute('href', '/orders');
  await expect
    .element(menu.getByRole('menuitem', { name: urdu('shop.account.signOut') }))
    .toBeVisible();
  const words = menu.element().textContent;
  for (const english of ['Profile', 'My Order', 'Sign out']) {
    expect(words, english).not.toContain(english);
  }
});
