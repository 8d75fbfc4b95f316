import { expect, test } from 'vitest';
import type { MockedResponse } from '@apollo/client/testing';
import { renderRoute } from '../test/renderRoute.tsx';
import { BundlePageQuery } from './BundlePage.tsx';

const bundle = {
  __typename: 'Product' as const,
  id: 'b1',
  name: 'Evening Glam Set',
  category: 'BUNDLE' as const,
  price: 6100,
  currentPrice: 6100,
  imageUrl: '/images/b1.svg',
  imageAlt: 'Evening Glam Set box',
  inStock: true,
  averageRating: 0,
  reviewCount: 0,
};

function bundles(page: number, items: (typeof bundle)[], delay?: number): MockedResponse {
  return {
    request: { query: BundlePageQuery, variables: { page } },
    result: { data: { bundles: { __typename: 'ProductPage', page, totalPages: 2, items } } },
    delay,
  };
}

test('/bundle?page=2 lists that page of bundles under its banner', async () => {
  const screen = await renderRoute('/bundle?page=2', { mocks: [bundles(2, [bundle])] });

  expect(document.title).toBe('Bundles - Bloom');
  await expect.element(screen.getByRole('heading', { level: 1, name: 'Bundles' })).toBeVisible();
  await expect
    .element(
      screen.getByRole('list', { name: 'Bundles' }).getByRole('link', { name: 'Evening Glam Set' }),
    )
    .toHaveAttribute('href', '/selectedItem/b1');
  await expect
    .element(screen.getByRole('link', { name: 'Page 2' }))
    .toHaveAttribute('aria-current', 'page');
});

test('six placeholder cards show while bundles load', async () => {
  const screen = await renderRoute('/bundle', { mocks: [bundles(1, [bundle], 60_000)] });

  const grid = screen.getByRole('list', { name: 'Bundles' });
  await expect.element(grid).toHaveAttribute('aria-busy', 'true');
  expect(grid.getByRole('listitem').elements()).toHaveLength(6);
});

test('no bundles says "No products"', async () => {
  const screen = await renderRoute('/bundle', { mocks: [bundles(1, [])] });

  await expect.element(screen.getByRole('heading', { name: 'No products' })).toBeVisible();
});
