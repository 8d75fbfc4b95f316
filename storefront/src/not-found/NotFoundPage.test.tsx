import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { renderRoute } from '../test/renderRoute.tsx';
import en from '../i18n/messages/en.json';
import ur from '../i18n/messages/ur.json';

test('an unknown path shows "Page not found" with two links home', async () => {
  const screen = await renderRoute('/no/such/page');

  await expect.element(screen.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect.element(screen.getByRole('link', { name: 'Go back' })).toHaveAttribute('href', '/');
  await expect
    .element(screen.getByRole('link', { name: 'Take me home' }))
    .toHaveAttribute('href', '/');
  expect(document.title).toBe('Page not found - Bloom');
});

test('in Urdu the page and the frame around it speak Urdu, from the catalogue', async () => {
  // Wide: the main menu is in the header bar.
  await page.viewport(1280, 800);
  const screen = await renderRoute('/no/such/page', { locale: 'ur' });
  const title = shopMessageText('ur', 'shop.notFound.title');
  await expect.element(screen.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect(document.title).toBe(`${title} - Bloom`);
  const main = screen.getByRole('navigation', {
    name: shopMessageText('ur', 'shop.header.nav.label'),
  });
  await expect
    .element(main.getByRole('link', { name: shopMessageText('ur', 'shop.menu.home') }))
    .toHaveAttribute('href', '/');
  await expect
    .element(screen.getByRole('link', { name: shopMessageText('ur', 'shop.category.bodyCare') }))
    .toHaveAttribute('href', '/products?category=Body%20Care');
  await expect
    .element(screen.getByRole('link', { name: shopMessageText('ur', 'shop.footer.privacy') }))
    .toHaveAttribute('href', '/privacy-policy');
});

/** A plain message's text in a language, from the catalogue's source. */
function shopMessageText(locale: 'en' | 'ur', id: keyof typeof ur): string {
  return (locale === 'ur' ? ur : en)[id].defaultMessage;
}
