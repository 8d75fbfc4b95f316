import { expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockedResponse } from '@apollo/client/testing';
import { routes } from '../routes.tsx';
import { ProductsPageQuery } from './ProductsPage.tsx';

const product = {
  __typename: 'Product' as const,
  id: 'p1',
  name: 'Rosewater Toner',
  category: 'SKINCARE' as const,
  price: 1200,
  salePrice: 999,
  imageUrl: '/images/rosewater-toner.svg',
  imageAlt: 'Rosewater Toner bottle',
  inStock: true,
  averageRating: 4.5,
  reviewCount: 2,
};

function listing(variables: { category: 'SKINCARE' | null; page: number }): MockedResponse {
  return {
    request: { query: ProductsPageQuery, variables },
    result: {
      data: {
        products: {
          __typename: 'ProductPage',
          page: variables.page,
          totalPages: 3,
          items: [product],
        },
      },
    },
  };
}

test('/products?category=Skincare&page=2 asks the gateway for that category and page', async () => {
  const router = createMemoryRouter(routes, {
    initialEntries: ['/products?category=Skincare&page=2'],
  });
  const screen = await render(
    <MockedProvider mocks={[listing({ category: 'SKINCARE', page: 2 })]}>
      <RouterProvider router={router} />
    </MockedProvider>,
  );

  await expect.element(screen.getByText('Rosewater Toner')).toBeVisible();
  await expect
    .element(screen.getByRole('link', { name: /Rosewater Toner/ }).first())
    .toHaveAttribute('href', '/selectedItem/p1');
  expect(document.title).toBe('Shop - Bloom');
});

test('an unknown category reads as All, and a bad page as page 1', async () => {
  const router = createMemoryRouter(routes, {
    initialEntries: ['/products?category=Shoes&page=x'],
  });
  const screen = await render(
    <MockedProvider mocks={[listing({ category: null, page: 1 })]}>
      <RouterProvider router={router} />
    </MockedProvider>,
  );

  await expect.element(screen.getByText('Rosewater Toner')).toBeVisible();
});

test('a failed request says so instead of an empty page', async () => {
  const router = createMemoryRouter(routes, { initialEntries: ['/products'] });
  const screen = await render(
    <MockedProvider
      mocks={[
        {
          request: { query: ProductsPageQuery, variables: { category: null, page: 1 } },
          error: new Error('down'),
        },
      ]}
    >
      <RouterProvider router={router} />
    </MockedProvider>,
  );

  await expect.element(screen.getByRole('alert')).toHaveTextContent('could not load the products');
});
