import { expect, test } from 'vitest';
import { renderRoute } from '../test/renderRoute.tsx';
import { HomePageQuery } from './HomePage.tsx';

function card(id: string, name: string, category: 'SKINCARE' | 'BUNDLE' | 'COSMETICS') {
  return {
    __typename: 'Product' as const,
    id,
    name,
    category,
    price: 1000,
    salePrice: null,
    imageUrl: `/images/${id}.svg`,
    imageAlt: name,
    inStock: true,
    averageRating: 0,
    reviewCount: 0,
  };
}

test('the home page leads to the categories, new arrivals, skincare and bundles', async () => {
  const screen = await renderRoute('/', {
    mocks: [
      {
        request: { query: HomePageQuery },
        result: {
          data: {
            latestProducts: [card('c1', 'Velvet Lipstick', 'COSMETICS')],
            skincare: {
              __typename: 'ProductPage',
              items: [card('s1', 'Rose Water Toner', 'SKINCARE')],
            },
            bundles: { __typename: 'ProductPage', items: [card('b1', 'Glow Kit', 'BUNDLE')] },
          },
        },
      },
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
