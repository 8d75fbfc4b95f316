import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import {
  useLocation,
  useNavigate,
  useNavigationType,
  type Location,
  type NavigateFunction,
  type NavigationType,
} from 'react-router-dom';
import type { MockedResponse } from '@apollo/client/testing';
import { renderRoute } from '../test/renderRoute.tsx';
import { TestShop } from '../test/TestShop.tsx';
import { axeViolations } from '../test/axe.ts';
import { productCard } from '../test/fixtures.ts';
import { listingFacets, productsPageMock } from '../test/mocks.ts';
import { listingOf, searchOf, tidiedSearch } from './listingParams.ts';
import { ProductsPageQuery } from './ProductsPage.tsx';
import { bundledIntl } from '../i18n/bundled.ts';
import type { ShopMessageId } from '../i18n/catalogues.ts';

// From 640 px the filters are a sidebar beside the results; phones are tried on their own.
beforeEach(async () => {
  await page.viewport(1280, 900);
});

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

/** The fields a form sends with a GET, in order, as the address the browser would go to. */
function sentBy(form: HTMLFormElement): URLSearchParams {
  const fields = new URLSearchParams();
  for (const [name, value] of new FormData(form)) fields.append(name, String(value));
  return fields;
}

/** The listing a GET of `form` lands on once the page has tidied its empty fields away. */
function landingOf(form: HTMLFormElement): string {
  const fields = sentBy(form);
  const { unknownCategory: _, ...listing } = listingOf(fields);
  const tidied = tidiedSearch(fields, listing);
  return tidied ?? `?${fields.toString()}`;
}

const filterForm = () => document.querySelector<HTMLFormElement>('form[aria-label="Filters"]')!;

/**
 * The shop at `path` with a handle on its router, to go back as the browser's back button does.
 */
async function renderWithHistory(path: string, mocks: MockedResponse[]) {
  const router = {} as { navigate: NavigateFunction; location: Location; action: NavigationType };
  function RouterProbe() {
    router.navigate = useNavigate();
    router.location = useLocation();
    router.action = useNavigationType();
    return null;
  }
  const screen = await render(
    <TestShop path={path} mocks={mocks}>
      <RouterProbe />
    </TestShop>,
  );
  await expect.poll(() => document.querySelector('main h1')).toBeTruthy();
  return Object.assign(screen, { router });
}

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
  const screen = await renderRoute('/products?category=Shoes&skin=oily', {
    mocks: [productsPageMock({ category: null, page: 1, filter: { skinTypes: ['OILY'] } })],
  });

  await expect
    .element(screen.getByRole('heading', { name: 'We do not have that category' }))
    .toBeVisible();
  await expect.element(screen.getByRole('link', { name: 'See all products' })).toBeVisible();
  expect(screen.getByText('Rosewater Toner').elements()).toHaveLength(0);
  expect(screen.getByRole('form', { name: 'Filters' }).elements()).toHaveLength(0);
});

test('six placeholder cards show while the products load', async () => {
  const screen = await renderRoute('/products', {
    mocks: [productsPageMock({ category: null, page: 1 }, { delay: 60_000 })],
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
      productsPageMock(
        { category: 'SKINCARE', page: 2 },
        { items: [productCard('p2', 'Night Cream')] },
      ),
    ],
  });
  await expect.element(screen.getByText('Rosewater Toner')).toBeVisible();
  // A link a crawler (or a shopper without JavaScript) can follow; a click stays in the app.
  await expect
    .element(screen.getByRole('link', { name: 'Page 2' }))
    .toHaveAttribute('href', '/products?category=Skincare&page=2');

  await screen.getByRole('link', { name: 'Page 2' }).click();

  await expect.element(screen.getByText('Night Cream')).toBeVisible();
  // The page shows the choice as the router's transition to its address commits.
  await expect.poll(() => screen.router.state.location.search).toBe('?category=Skincare&page=2');
  expect(scrollTo).toHaveBeenCalledWith({ top: 450, behavior: 'smooth' });
});

test('searching puts the words in the address and asks for matching products from page 1, filters kept', async () => {
  const screen = await renderRoute('/products?category=Skincare&skin=dry&page=3', {
    mocks: [
      productsPageMock({ category: 'SKINCARE', page: 3, filter: { skinTypes: ['DRY'] } }),
      productsPageMock(
        { category: 'SKINCARE', page: 1, search: 'serum', filter: { skinTypes: ['DRY'] } },
        { items: [productCard('p3', 'Vitamin C Serum')] },
      ),
    ],
  });
  await expect.element(screen.getByText('Rosewater Toner')).toBeVisible();

  const listingSearch = screen.getByRole('search', { name: 'Listing' });
  await userEvent.fill(
    listingSearch.getByRole('searchbox', { name: 'Search products' }),
    ' serum ',
  );
  await listingSearch.getByRole('button', { name: 'Search' }).click();

  await expect.element(screen.getByText('Vitamin C Serum')).toBeVisible();
  await expect
    .poll(() => screen.router.state.location.search)
    .toBe('?category=Skincare&search=serum&skin=dry');
  await expect
    .element(screen.getByRole('searchbox', { name: 'Search products' }))
    .toHaveValue('serum');
});

test('a search longer than the shop reads is cut to 100 characters, and the address says so', async () => {
  const words = 'a'.repeat(120);
  const screen = await renderRoute('/products', {
    mocks: [
      productsPageMock({ category: null, page: 1 }),
      productsPageMock(
        { category: null, page: 1, search: words.slice(0, 100) },
        { items: [productCard('p5', 'Aloe Gel')] },
      ),
    ],
  });
  await expect.element(screen.getByText('Rosewater Toner')).toBeVisible();
  const listingSearch = screen.getByRole('search', { name: 'Listing' });

  await userEvent.fill(listingSearch.getByRole('searchbox'), words);
  await listingSearch.getByRole('button', { name: 'Search' }).click();

  await expect.element(screen.getByText('Aloe Gel')).toBeVisible();
  await expect
    .poll(() => screen.router.state.location.search)
    .toBe(`?search=${words.slice(0, 100)}`);
});

test('without JavaScript the search form sends the same address, keeping category, filters and sort', async () => {
  const screen = await renderRoute('/products?category=Skincare&skin=dry&sort=rating', {
    mocks: [
      productsPageMock({
        category: 'SKINCARE',
        page: 1,
        filter: { skinTypes: ['DRY'] },
        sort: 'TOP_RATED',
      }),
    ],
  });
  await expect.element(screen.getByText('Rosewater Toner')).toBeVisible();
  await userEvent.fill(screen.getByRole('searchbox', { name: 'Search products' }), 'serum');

  const search = document.querySelector<HTMLFormElement>(
    'form[role="search"][aria-label="Listing"]',
  )!;
  expect(search.getAttribute('method')).toBe('get');
  expect(search.getAttribute('action')).toBe('/products');
  expect(sentBy(search).toString()).toBe('category=Skincare&search=serum&skin=dry&sort=rating');
});

test('a search with no match says "No products" and offers the whole shop', async () => {
  const screen = await renderRoute('/products?search=zzz', {
    mocks: [
      productsPageMock({ category: null, page: 1, search: 'zzz' }, { items: [], totalPages: 0 }),
    ],
  });

  await expect.element(screen.getByRole('heading', { name: 'No products' })).toBeVisible();
  await expect.element(screen.getByText(/matches “zzz”/).first()).toBeVisible();
  await expect
    .element(screen.getByRole('link', { name: 'See all products' }))
    .toHaveAttribute('href', '/products');
});

test('a search the shop corrected says what it showed instead', async () => {
  const screen = await renderRoute('/products?search=seurm', {
    mocks: [
      productsPageMock(
        { category: null, page: 1, search: 'seurm' },
        { items: [productCard('p3', 'Vitamin C Serum')], searchedFor: 'serum' },
      ),
    ],
  });

  await expect.element(screen.getByText('Vitamin C Serum')).toBeVisible();
  await expect
    .element(screen.getByRole('status').filter({ hasText: 'Showing results for' }))
    .toHaveTextContent('Showing results for “serum”');
  expect(await axeViolations(document.querySelector('main')!)).toEqual([]);
});

test('a search run as typed says nothing more', async () => {
  const screen = await renderRoute('/products?search=Serum', {
    mocks: [
      productsPageMock(
        { category: null, page: 1, search: 'Serum' },
        { items: [productCard('p3', 'Vitamin C Serum')], searchedFor: 'serum' },
      ),
    ],
  });

  await expect.element(screen.getByText('Vitamin C Serum')).toBeVisible();
  expect(screen.getByText(/Showing results for/).elements()).toHaveLength(0);
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
    mocks: [productsPageMock({ category: null, page: 1 }, { items })],
  });

  await expect.element(screen.getByText('Shea Body Lotion')).toBeVisible();
  // The photos sit in links hidden from assistive technology (the name links too), so by tag.
  const loading = [...document.querySelectorAll('main img')].map((image) =>
    image.getAttribute('loading'),
  );
  expect(loading).toEqual(['eager', 'eager', 'lazy']);
});

test('every filter value shows its count, a value no product has is disabled, and the results are counted', async () => {
  const screen = await renderRoute('/products?category=Skincare', {
    mocks: [productsPageMock({ category: 'SKINCARE', page: 1 }, { total: 12 })],
  });
  await expect.element(screen.getByText('Rosewater Toner')).toBeVisible();

  const filters = screen.getByRole('form', { name: 'Filters' });
  const skin = filters.getByRole('group', { name: 'Skin type' });
  await expect.element(skin.getByRole('checkbox', { name: 'Oily (4 products)' })).not.toBeChecked();
  await expect.element(skin.getByRole('checkbox', { name: 'Normal (0 products)' })).toBeDisabled();
  await expect
    .element(
      filters
        .getByRole('group', { name: 'Free from' })
        .getByRole('checkbox', { name: 'Parabens (9 products)' }),
    )
    .toBeEnabled();
  await expect
    .element(filters.getByRole('checkbox', { name: '4 stars & up (3 products)' }))
    .toBeVisible();
  await expect
    .element(filters.getByRole('checkbox', { name: 'On sale (2 products)' }))
    .toBeVisible();
  await expect
    .element(filters.getByRole('checkbox', { name: 'In stock (9 products)' }))
    .toBeVisible();
  // The catalogue's cheapest and dearest as the price fields' hints.
  await expect
    .element(filters.getByRole('spinbutton', { name: 'Min' }))
    .toHaveAttribute('placeholder', '450');
  await expect
    .element(filters.getByRole('spinbutton', { name: 'Max' }))
    .toHaveAttribute('placeholder', '2899');
  await expect
    .element(screen.getByRole('status').filter({ hasText: 'products' }))
    .toHaveTextContent('12 products');
  await expect.element(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('newest');
});

test('with JavaScript each choice pushes its address without a reload, keeps focus, and Back walks back through them', async () => {
  const screen = await renderWithHistory('/products?category=Skincare', [
    productsPageMock({ category: 'SKINCARE', page: 1 }),
    productsPageMock(
      { category: 'SKINCARE', page: 1, filter: { skinTypes: ['OILY'] } },
      { items: [productCard('p2', 'Tea Tree Gel')], facets: { onSale: 1 } },
    ),
    productsPageMock(
      { category: 'SKINCARE', page: 1, filter: { skinTypes: ['OILY'] }, sort: 'PRICE_LOW_TO_HIGH' },
      { items: [productCard('p4', 'Clay Mask')] },
    ),
  ]);
  await expect.element(screen.getByText('Rosewater Toner')).toBeVisible();
  const unload = vi.fn();
  window.addEventListener('beforeunload', unload);

  const oily = screen.getByRole('checkbox', { name: /^Oily/ });
  await oily.click();

  await expect.element(screen.getByText('Tea Tree Gel')).toBeVisible();
  await expect.poll(() => screen.router.location.search).toBe('?category=Skincare&skin=oily');
  expect(screen.router.action).toBe('PUSH');
  await expect.element(oily).toBeChecked();
  expect(document.activeElement).toBe(oily.element());
  // The counts are the new listing's.
  await expect.element(screen.getByRole('checkbox', { name: 'On sale (1 product)' })).toBeVisible();

  await screen.getByRole('combobox', { name: 'Sort by' }).selectOptions('Price: low to high');

  await expect.element(screen.getByText('Clay Mask')).toBeVisible();
  await expect
    .poll(() => screen.router.location.search)
    .toBe('?category=Skincare&skin=oily&sort=price-asc');
  expect(screen.router.action).toBe('PUSH');

  screen.router.navigate(-1);
  await expect.element(screen.getByText('Tea Tree Gel')).toBeVisible();
  await expect.element(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('newest');
  screen.router.navigate(-1);
  await expect.element(screen.getByText('Rosewater Toner')).toBeVisible();
  await expect.poll(() => screen.router.location.search).toBe('?category=Skincare');
  await expect.element(oily).not.toBeChecked();
  expect(unload).not.toHaveBeenCalled();
  window.removeEventListener('beforeunload', unload);
});

test('without JavaScript the filter form is a GET whose fields are the address’s keys: Apply lands where a click goes', async () => {
  const screen = await renderRoute(
    '/products?category=Skincare&search=serum&free=fragrance&sort=price-asc',
    {
      mocks: [
        productsPageMock({
          category: 'SKINCARE',
          page: 1,
          search: 'serum',
          filter: { freeFrom: ['FRAGRANCE'] },
          sort: 'PRICE_LOW_TO_HIGH',
        }),
        productsPageMock({
          category: 'SKINCARE',
          page: 1,
          search: 'serum',
          filter: { skinTypes: ['DRY'], freeFrom: ['FRAGRANCE'] },
          sort: 'PRICE_LOW_TO_HIGH',
        }),
      ],
    },
  );
  await expect.element(screen.getByText('Rosewater Toner')).toBeVisible();
  const form = filterForm();
  expect(form.getAttribute('method')).toBe('get');
  expect(form.getAttribute('action')).toBe('/products');
  // The sort select sits above the results, outside the form, and is sent with it.
  expect(sentBy(form).toString()).toBe(
    'category=Skincare&search=serum&free=fragrance&minPrice=&maxPrice=&sort=price-asc',
  );
  expect(landingOf(form)).toBe(screen.router.state.location.search);

  await screen.getByRole('checkbox', { name: /^Dry/ }).click();
  await expect
    .poll(() => screen.router.state.location.search)
    .toBe('?category=Skincare&search=serum&skin=dry&free=fragrance&sort=price-asc');
  expect(landingOf(form)).toBe(screen.router.state.location.search);
});

test('every filter sent without JavaScript reads back as the listing it names', async () => {
  const screen = await renderRoute(
    '/products?skin=dry&skin=oily&free=parabens&minPrice=500&maxPrice=2000&rating=4&sale=1&stock=1&sort=rating',
    {
      mocks: [
        productsPageMock({
          category: null,
          page: 1,
          filter: {
            skinTypes: ['DRY', 'OILY'],
            freeFrom: ['PARABENS'],
            minPrice: 500,
            maxPrice: 2000,
            minRating: 4,
            onSale: true,
            inStock: true,
          },
          sort: 'TOP_RATED',
        }),
      ],
    },
  );
  await expect.element(screen.getByText('Rosewater Toner')).toBeVisible();

  // Nothing to tidy: the form writes the address exactly as the page's links do.
  const { search } = screen.router.state.location;
  expect(`?${sentBy(filterForm()).toString()}`).toBe(search);
  // ...which is the address the page's own links and pushes write for this listing.
  expect(searchOf(listingOf(new URLSearchParams(search)))).toBe(search);
  expect(await axeViolations(document.querySelector('main')!)).toEqual([]);
});

test('what a GET form sends for untouched fields is tidied away, replacing the address', async () => {
  const screen = await renderRoute(
    '/products?category=Skincare&search=&skin=oily&minPrice=&maxPrice=&sort=newest&utm_source=mail',
    {
      mocks: [productsPageMock({ category: 'SKINCARE', page: 1, filter: { skinTypes: ['OILY'] } })],
    },
  );

  await expect.element(screen.getByText('Rosewater Toner')).toBeVisible();
  await expect
    .poll(() => screen.router.state.location.search)
    .toBe('?category=Skincare&skin=oily&utm_source=mail');
  expect(screen.router.state.historyAction).toBe('REPLACE');
});

test('a price applies when focus leaves the price fields, and Enter applies it too', async () => {
  const screen = await renderRoute('/products', {
    mocks: [
      productsPageMock({ category: null, page: 1 }),
      productsPageMock({ category: null, page: 1, filter: { minPrice: 500 } }),
      productsPageMock({ category: null, page: 1, filter: { minPrice: 500, maxPrice: 2000 } }),
    ],
  });
  await expect.element(screen.getByText('Rosewater Toner')).toBeVisible();
  const min = screen.getByRole('spinbutton', { name: 'Min' });
  const max = screen.getByRole('spinbutton', { name: 'Max' });

  await userEvent.fill(min, '500');
  await userEvent.tab(); // to Max: still in the price
  expect(screen.router.state.location.search).toBe('');
  await userEvent.tab(); // out of it
  await expect.poll(() => screen.router.state.location.search).toBe('?minPrice=500');

  await userEvent.fill(max, '2000');
  await userEvent.keyboard('{Enter}');
  await expect.poll(() => screen.router.state.location.search).toBe('?minPrice=500&maxPrice=2000');
  await expect.element(max).toHaveValue(2000);
});

test('a price range upside down is said and not applied', async () => {
  const screen = await renderRoute('/products', {
    mocks: [productsPageMock({ category: null, page: 1 })],
  });
  await expect.element(screen.getByText('Rosewater Toner')).toBeVisible();

  await userEvent.fill(screen.getByRole('spinbutton', { name: 'Min' }), '900');
  await userEvent.fill(screen.getByRole('spinbutton', { name: 'Max' }), '100');
  await userEvent.keyboard('{Enter}');
  await userEvent.tab();

  await expect
    .element(screen.getByText('The min price must not be more than the max price.'))
    .toBeVisible();
  // Focus has left the price, and a moment later still nothing has been applied.
  await expect.element(screen.getByRole('checkbox', { name: /^4 stars/ })).toHaveFocus();
  await new Promise((settle) => setTimeout(settle, 300));
  expect(screen.router.state.location.search).toBe('');
});

test('pages and categories keep the filters; a new category starts at page 1', async () => {
  const screen = await renderRoute('/products?category=Skincare&skin=oily&sort=rating&page=2', {
    mocks: [
      productsPageMock({
        category: 'SKINCARE',
        page: 2,
        filter: { skinTypes: ['OILY'] },
        sort: 'TOP_RATED',
      }),
    ],
  });
  await expect.element(screen.getByText('Rosewater Toner')).toBeVisible();

  await expect
    .element(screen.getByRole('link', { name: 'Page 3' }))
    .toHaveAttribute('href', '/products?category=Skincare&skin=oily&sort=rating&page=3');
  const categories = screen.getByRole('navigation', { name: 'Categories' });
  await expect
    .element(categories.getByRole('link', { name: 'Haircare' }))
    .toHaveAttribute('href', '/products?category=Haircare&skin=oily&sort=rating');
  await expect
    .element(categories.getByRole('link', { name: 'All' }))
    .toHaveAttribute('href', '/products?skin=oily&sort=rating');
});

/** Skin type counts of a listing with no product for any skin type. */
const noSkinTypes = listingFacets().skinTypes.map((entry) => ({ ...entry, count: 0 }));

test('while the next listing loads, the last counts stay, but a value they count 0 is not locked', async () => {
  const screen = await renderRoute('/products', {
    mocks: [
      productsPageMock({ category: null, page: 1 }),
      productsPageMock(
        { category: null, page: 1, filter: { skinTypes: ['OILY'] } },
        { delay: 60_000 },
      ),
    ],
  });
  await expect
    .element(screen.getByRole('checkbox', { name: 'Normal (0 products)' }))
    .toBeDisabled();

  await screen.getByRole('checkbox', { name: /^Oily/ }).click();

  await expect.element(screen.getByRole('checkbox', { name: /^Oily/ })).toBeChecked();
  await expect.element(screen.getByRole('checkbox', { name: 'Dry (5 products)' })).toBeEnabled();
  await expect.element(screen.getByRole('checkbox', { name: 'Normal' })).toBeEnabled();
});

test('no product matching the filters says so and offers Clear all, which keeps the category and puts focus on the filters', async () => {
  const screen = await renderRoute('/products?category=Skincare&free=silicones&stock=1', {
    mocks: [
      productsPageMock(
        { category: 'SKINCARE', page: 1, filter: { freeFrom: ['SILICONES'], inStock: true } },
        // As the gateway counts it: nothing here suits any skin type either.
        { items: [], totalPages: 0, total: 0, facets: { skinTypes: noSkinTypes } },
      ),
      // Still loading when focus moves: the empty listing's zeros lock nothing meanwhile.
      productsPageMock({ category: 'SKINCARE', page: 1 }, { delay: 300 }),
    ],
  });

  await expect
    .element(screen.getByRole('heading', { name: 'No products match these filters' }))
    .toBeVisible();
  await expect
    .element(screen.getByRole('status').filter({ hasText: 'products' }))
    .toHaveTextContent('0 products');
  // The sidebar's Clear all and the empty state's own.
  await expect
    .element(screen.getByRole('link', { name: 'Clear all', exact: true }))
    .toHaveAttribute('href', '/products?category=Skincare');
  expect(await axeViolations(document.querySelector('main')!)).toEqual([]);

  await screen.getByRole('link', { name: 'Clear all filters' }).click();

  await expect.element(screen.getByText('Rosewater Toner')).toBeVisible();
  await expect.poll(() => screen.router.state.location.search).toBe('?category=Skincare');
  await expect.element(screen.getByRole('checkbox', { name: /^Dry/ })).toHaveFocus();
  expect(screen.getByRole('link', { name: 'Clear all', exact: true }).elements()).toHaveLength(0);
});

test('on a phone the filters are a sheet behind "Filters (n active)"; a choice in it applies at once', async () => {
  await page.viewport(390, 844);
  const screen = await renderRoute('/products?skin=dry', {
    mocks: [
      productsPageMock({ category: null, page: 1, filter: { skinTypes: ['DRY'] } }),
      productsPageMock({ category: null, page: 1, filter: { skinTypes: ['DRY'], onSale: true } }),
    ],
  });
  await expect.element(screen.getByText('Rosewater Toner')).toBeVisible();
  expect(screen.getByRole('form', { name: 'Filters' }).elements()).toHaveLength(0);

  await screen.getByRole('button', { name: 'Filters (1 active)' }).click();
  const sheet = screen.getByRole('dialog', { name: 'Filters' });
  await expect.element(sheet.getByRole('checkbox', { name: /^Dry/ })).toBeChecked();
  expect(await axeViolations(sheet.element())).toEqual([]);

  await sheet.getByRole('checkbox', { name: /^On sale/ }).click();

  await expect.poll(() => screen.router.state.location.search).toBe('?skin=dry&sale=1');
  await expect.element(sheet.getByRole('checkbox', { name: /^On sale/ })).toHaveFocus();
  await sheet.getByRole('button', { name: 'Apply' }).click();
  await expect.element(screen.getByRole('button', { name: 'Filters (2 active)' })).toBeVisible();
  expect(screen.router.state.location.search).toBe('?skin=dry&sale=1');
});

/** What an Urdu page says for a message of the catalogue. */
const urdu = (id: ShopMessageId, values?: Record<string, string | number>) =>
  bundledIntl('ur').formatMessage({ id }, values);

/** The English words of the listing's own frame, none of which an Urdu page shows. */
const englishListingWords =
  /\b(Shop|All|Skincare|Haircare|Skin type|Free from|Dry|Fragrance|Rating|Offers|On sale|Availability|In stock|Newest|products?|Search products)\b/;

test('in Urdu the listing speaks Urdu: title, categories, search, filters, sort, count, cards and toast', async () => {
  const screen = await renderRoute('/products?category=Skincare', {
    locale: 'ur',
    mocks: [productsPageMock({ category: 'SKINCARE', page: 1 })],
  });

  const main = screen.getByRole('main');
  await expect
    .element(main.getByRole('heading', { level: 1, name: urdu('shop.menu.shop') }))
    .toBeVisible();
  expect(document.title).toBe(`${urdu('shop.menu.shop')} - Bloom`);
  await expect
    .element(main.getByText(urdu('shop.category.skincare'), { exact: true }).first())
    .toBeVisible();
  const tabs = main.getByRole('navigation', { name: urdu('shop.footer.categories') });
  await expect
    .element(tabs.getByRole('link', { name: urdu('shop.products.allTab'), exact: true }))
    .toHaveAttribute('href', '/products');
  // The address keeps the category's English name.
  await expect
    .element(tabs.getByRole('link', { name: urdu('shop.category.haircare') }))
    .toHaveAttribute('href', '/products?category=Haircare');
  await expect
    .element(main.getByRole('search', { name: urdu('shop.products.search.form') }))
    .toBeVisible();
  await expect.element(main.getByLabelText(urdu('shop.products.search.label'))).toBeVisible();

  const filters = screen.getByRole('form', { name: 'فلٹر' });
  await expect
    .element(filters.getByRole('group', { name: urdu('shop.listing.facet.skinType') }))
    .toBeVisible();
  await expect
    .element(filters.getByRole('checkbox', { name: new RegExp(`^${urdu('shop.skinType.oily')}`) }))
    .toBeVisible();
  await expect
    .element(
      filters
        .getByRole('group', { name: urdu('shop.listing.facet.freeFrom') })
        .getByRole('checkbox', { name: new RegExp(`^${urdu('shop.freeFrom.fragrance')}`) }),
    )
    .toBeVisible();
  for (const legend of ['rating', 'offers', 'availability'] as const) {
    await expect
      .element(filters.getByRole('group', { name: urdu(`shop.listing.facet.${legend}`) }))
      .toBeVisible();
  }
  await expect
    .element(
      filters.getByRole('checkbox', { name: new RegExp(`^${urdu('shop.listing.facet.inStock')}`) }),
    )
    .toBeVisible();
  await expect
    .element(main.getByRole('option', { name: urdu('shop.listing.sort.priceLowToHigh') }))
    .toBeInTheDocument();
  await expect
    .element(main.getByRole('status').filter({ hasText: urdu('shop.listing.count', { count: 1 }) }))
    .toHaveTextContent(urdu('shop.listing.count', { count: 1 }));
  expect(main.element().textContent).not.toMatch(englishListingWords);

  const card = main.getByRole('listitem').filter({ hasText: 'Rosewater Toner' });
  await expect.element(card.getByText(urdu('shop.category.skincare'))).toBeVisible();
  // The price stays one left-to-right unit inside the Urdu card (@bloom/ui's Price).
  expect([...card.element().querySelectorAll('bdi')].map((price) => price.textContent)).toEqual([
    'Rs. 1,000.00',
  ]);
  await expect
    .element(
      card.getByRole('button', { name: urdu('shop.wishlist.save', { name: 'Rosewater Toner' }) }),
    )
    .toBeInTheDocument();
  await card.getByRole('button', { name: /کارٹ میں ڈالیں/ }).click();
  await expect
    .element(screen.getByText(urdu('shop.cart.added', { name: 'Rosewater Toner' })))
    .toBeVisible();
});

test('in Urdu an empty listing, a filtered one and an unknown category say so in Urdu', async () => {
  const search = await renderRoute('/products?search=zzz', {
    locale: 'ur',
    mocks: [
      productsPageMock({ category: null, page: 1, search: 'zzz' }, { items: [], totalPages: 0 }),
    ],
  });
  await expect
    .element(search.getByRole('heading', { name: urdu('shop.products.empty.title') }))
    .toBeVisible();
  const all = urdu('shop.products.all');
  await expect
    .element(search.getByText(urdu('shop.products.empty.search', { category: all, search: 'zzz' })))
    .toBeVisible();
  await expect
    .element(search.getByText(urdu('shop.products.headingSearch', { title: all, search: 'zzz' })))
    .toBeVisible();
  await expect
    .element(search.getByRole('link', { name: urdu('shop.products.seeAll') }))
    .toHaveAttribute('href', '/products');
  await search.unmount();

  const filtered = await renderRoute('/products?free=silicones', {
    locale: 'ur',
    mocks: [
      productsPageMock(
        { category: null, page: 1, filter: { freeFrom: ['SILICONES'] } },
        { items: [], totalPages: 0, total: 0 },
      ),
    ],
  });
  const noun = urdu('shop.listing.noun.products');
  await expect
    .element(filtered.getByRole('heading', { name: urdu('shop.listing.noMatch', { noun }) }))
    .toBeVisible();
  await expect
    .element(filtered.getByRole('link', { name: urdu('shop.listing.clearAll') }))
    .toHaveAttribute('href', '/products');
  await filtered.unmount();

  const unknown = await renderRoute('/products?category=Nope', { locale: 'ur' });
  await expect
    .element(unknown.getByRole('heading', { name: urdu('shop.products.categoryNotFound.title') }))
    .toBeVisible();
  expect(document.title).toBe(`${urdu('shop.products.categoryNotFound.page')} - Bloom`);
});
