import { afterEach, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderRoute } from '../test/renderRoute.tsx';
import { productCard } from '../test/fixtures.ts';
import { productsPageMock } from '../test/mocks.ts';
import { ProductsPageQuery } from './ProductsPage.tsx';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

test('/products?category=Skincare&page=2 asks the gateway for that category and page', async () => {
  const screen = await renderRoute('/products?category=Skincare&page=2', {
    mocks: [productsPageMock({ category: 'SKINCARE', page: 2 })],
  });

  await expect.element(screen.getByText('Rosewater Toner')).toBeVisible();
  await expect
    .element(screen.getByRole('link', { name: /Rosewater Toner/ }).first())
    .toHaveAttribute('href', '/selectedItem/p1');
  await expect
    .element(
      screen
        .getByRole('navigation', { name: 'Categories' })
        .getByRole('link', { name: 'Skincare' }),
    )
    .toHaveAttribute('aria-current', 'page');
  await expect
    .element(screen.getByRole('link', { name: 'Page 2' }))
    .toHaveAttribute('aria-current', 'page');
  expect(document.title).toBe('Shop - Bloom');
});

test('a bad page reads as page 1', async () => {
  const screen = await renderRoute('/products?page=x', {
    mocks: [productsPageMock({ category: null, page: 1 })],
  });

  await expect.element(screen.getByText('Rosewater Toner')).toBeVisible();
  await expect
    .element(
      screen.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'All' }),
    )
    .toHaveAttribute('aria-current', 'page');
});

test('a category the shop does not have is not a listing: it says so and links to all products', async () => {
  const screen = await renderRoute('/products?category=Shoes', {
    mocks: [productsPageMock({ category: null, page: 1 })],
  });

  await expect
    .element(screen.getByRole('heading', { name: 'We do not have that category' }))
    .toBeVisible();
  await expect.element(screen.getByRole('link', { name: 'See all products' })).toBeVisible();
  expect(screen.getByText('Rosewater Toner').elements()).toHaveLength(0);
});

test('six placeholder cards show while the products load', async () => {
  const screen = await renderRoute('/products', {
    mocks: [productsPageMock({ category: null, page: 1 }, undefined, 3, 60_000)],
  });

  const grid = screen.getByRole('list', { name: 'Products' });
  await expect.element(grid).toHaveAttribute('aria-busy', 'true');
  expect(grid.getByRole('listitem').elements()).toHaveLength(6);
});

test('choosing another page updates the address, loads that page and scrolls to the grid', async () => {
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  const screen = await renderRoute('/products?category=Skincare', {
    mocks: [
      productsPageMock({ category: 'SKINCARE', page: 1 }),
      productsPageMock({ category: 'SKINCARE', page: 2 }, [productCard('p2', 'Night Cream')]),
    ],
  });
  await expect.element(screen.getByText('Rosewater Toner')).toBeVisible();
  // A link a crawler (or a shopper without JavaScript) can follow; a click stays in the app.
  await expect
    .element(screen.getByRole('link', { name: 'Page 2' }))
    .toHaveAttribute('href', '/products?category=Skincare&page=2');

  await screen.getByRole('link', { name: 'Page 2' }).click();

  await expect.element(screen.getByText('Night Cream')).toBeVisible();
  expect(screen.router.state.location.search).toBe('?category=Skincare&page=2');
  expect(scrollTo).toHaveBeenCalledWith({ top: 450, behavior: 'smooth' });
});

test('searching puts the words in the address and asks for matching products from page 1', async () => {
  const screen = await renderRoute('/products?category=Skincare&page=3', {
    mocks: [
      productsPageMock({ category: 'SKINCARE', page: 3 }),
      productsPageMock({ category: 'SKINCARE', page: 1, search: 'serum' }, [
        productCard('p3', 'Vitamin C Serum'),
      ]),
    ],
  });
  await expect.element(screen.getByText('Rosewater Toner')).toBeVisible();

  await userEvent.fill(screen.getByRole('searchbox', { name: 'Search products' }), ' serum ');
  await screen.getByRole('button', { name: 'Search' }).click();

  await expect.element(screen.getByText('Vitamin C Serum')).toBeVisible();
  expect(screen.router.state.location.search).toBe('?category=Skincare&search=serum&page=1');
  await expect
    .element(screen.getByRole('searchbox', { name: 'Search products' }))
    .toHaveValue('serum');
});

test('a search with no match says "No products" and offers the whole shop', async () => {
  const screen = await renderRoute('/products?search=zzz', {
    mocks: [productsPageMock({ category: null, page: 1, search: 'zzz' }, [], 0)],
  });

  await expect.element(screen.getByRole('heading', { name: 'No products' })).toBeVisible();
  await expect.element(screen.getByText(/matches “zzz”/).first()).toBeVisible();
  await expect
    .element(screen.getByRole('link', { name: 'See all products' }))
    .toHaveAttribute('href', '/products');
});

test('Add to cart puts the product in the cart and the header badge counts it', async () => {
  const screen = await renderRoute('/products', {
    mocks: [productsPageMock({ category: null, page: 1 })],
  });
  await expect.element(screen.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();

  await screen.getByRole('button', { name: 'Add to cart: Rosewater Toner' }).click();
  await screen.getByRole('button', { name: 'Add to cart: Rosewater Toner' }).click();

  await expect.element(screen.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
});

test('a failed request says so instead of an empty page', async () => {
  const screen = await renderRoute('/products', {
    mocks: [
      {
        request: { query: ProductsPageQuery, variables: { category: null, page: 1 } },
        error: new Error('down'),
      },
    ],
  });

  await expect.element(screen.getByRole('alert')).toHaveTextContent('could not load the products');
});

test('the first row’s photos load at once, the rest lazily', async () => {
  const items = ['Rosewater Toner', 'Neem Face Wash', 'Shea Body Lotion'].map((name, index) =>
    productCard(`p${index + 1}`, name),
  );
  const screen = await renderRoute('/products', {
    mocks: [productsPageMock({ category: null, page: 1 }, items)],
  });

  await expect.element(screen.getByText('Shea Body Lotion')).toBeVisible();
  // The photos sit in links hidden from assistive technology (the name links too), so by tag.
  const loading = [...document.querySelectorAll('main img')].map((image) =>
    image.getAttribute('loading'),
  );
  expect(loading).toEqual(['eager', 'eager', 'lazy']);
});
