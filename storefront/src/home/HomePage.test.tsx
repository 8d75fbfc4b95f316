import { expect, test } from 'vitest';
import { renderRoute } from '../test/renderRoute.tsx';
import { productCard } from '../test/fixtures.ts';
import { homePageMock } from '../test/mocks.ts';
import { bundledIntl } from '../i18n/bundled.ts';
import type { ShopMessageId } from '../i18n/catalogues.ts';

test('the home page leads to the categories, new arrivals, skincare and bundles', async () => {
  const screen = await renderRoute('/', {
    mocks: [
      homePageMock({
        latest: [productCard('c1', 'Velvet Lipstick', { category: 'COSMETICS' })],
        skincare: [productCard('s1', 'Rose Water Toner')],
        bundles: [productCard('b1', 'Glow Kit', { category: 'BUNDLE' })],
      }),
    ],
  });

  expect(document.title).toBe('Home - Bloom');
  await expect
    .element(
      screen.getByRole('list', { name: 'Categories' }).getByRole('link', { name: 'Body Care' }),
    )
    .toHaveAttribute('href', '/products?category=Body%20Care');
  await expect
    .element(
      screen
        .getByRole('list', { name: 'New arrivals' })
        .getByRole('link', { name: 'Velvet Lipstick' }),
    )
    .toBeVisible();
  await expect
    .element(
      screen
        .getByRole('list', { name: 'Skincare picks' })
        .getByRole('link', { name: 'Rose Water Toner' }),
    )
    .toBeVisible();
  await expect
    .element(
      screen
        .getByRole('list', { name: 'Bundles worth gifting' })
        .getByRole('link', { name: 'Glow Kit' }),
    )
    .toBeVisible();
  await expect.element(screen.getByRole('region', { name: 'Customer testimonials' })).toBeVisible();
});

/** What an Urdu page says for a message of the catalogue. */
const urdu = (id: ShopMessageId, values?: Record<string, string | number>) =>
  bundledIntl('ur').formatMessage({ id }, values);

test('in Urdu the home page speaks Urdu: hero, categories, promises, sections and their links', async () => {
  const screen = await renderRoute('/', {
    locale: 'ur',
    mocks: [
      homePageMock({
        latest: [productCard('c1', 'Velvet Lipstick', { category: 'COSMETICS' })],
        skincare: [productCard('s1', 'Rose Water Toner')],
        bundles: [productCard('b1', 'Glow Kit', { category: 'BUNDLE' })],
      }),
    ],
  });
  const main = screen.getByRole('main');
  await expect
    .element(main.getByRole('heading', { level: 1, name: urdu('shop.home.hero.title') }))
    .toBeVisible();
  expect(document.title).toBe(`${urdu('shop.menu.home')} - Bloom`);
  await expect
    .element(main.getByRole('link', { name: urdu('shop.cart.shopNow') }))
    .toHaveAttribute('href', '/products');
  await expect
    .element(main.getByRole('link', { name: urdu('shop.home.hero.bundles') }))
    .toHaveAttribute('href', '/bundle');
  await expect
    .element(main.getByRole('heading', { name: urdu('shop.home.categories') }))
    .toBeVisible();
  await expect
    .element(
      main
        .getByRole('list', { name: urdu('shop.footer.categories') })
        .getByRole('link', { name: urdu('shop.category.bodyCare') }),
    )
    .toHaveAttribute('href', '/products?category=Body%20Care');
  await expect
    .element(main.getByRole('heading', { name: urdu('shop.home.promises', { shopName: 'Bloom' }) }))
    .toBeVisible();
  await expect
    .element(main.getByRole('heading', { name: urdu('shop.home.promise.cod.title') }))
    .toBeVisible();
  await expect.element(main.getByText(urdu('shop.home.promise.returns.text'))).toBeVisible();
  await expect
    .element(
      main
        .getByRole('list', { name: urdu('shop.home.latest') })
        .getByRole('link', { name: 'Velvet Lipstick' }),
    )
    .toBeVisible();
  await expect
    .element(main.getByRole('link', { name: urdu('shop.home.skincare.more') }))
    .toHaveAttribute('href', '/products?category=Skincare');
  await expect.element(main.getByRole('list', { name: urdu('shop.home.bundles') })).toBeVisible();
  await expect
    .element(main.getByRole('link', { name: urdu('shop.home.bundles.more') }))
    .toHaveAttribute('href', '/bundle');
  await expect
    .element(main.getByRole('region', { name: urdu('shop.testimonials.label') }))
    .toBeVisible();
  await expect
    .element(main.getByRole('heading', { name: urdu('shop.home.testimonials') }))
    .toBeVisible();
  expect(main.element().textContent).not.toMatch(
    /Beauty that blooms|Shop Now|Explore Bundles|Shop by category|Why shop|Cash on delivery|New arrivals|View all|Skincare picks|Bundles worth gifting|Loved by/,
  );
});
