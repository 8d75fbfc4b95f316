import { expect, test } from 'vitest';
import { renderRoute } from '../test/renderRoute.tsx';
import { productCard } from '../test/fixtures.ts';
import { homePageMock } from '../test/mocks.ts';

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
