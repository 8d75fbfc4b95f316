import { beforeEach, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { renderRoute } from '../test/renderRoute.tsx';
import { axeViolations } from '../test/axe.ts';
import { productCard } from '../test/fixtures.ts';
import { bundlePageMock } from '../test/mocks.ts';
import { bundledIntl } from '../i18n/bundled.ts';
import type { ShopMessageId } from '../i18n/catalogues.ts';

const bundle = productCard('b1', 'Evening Glam Set', { category: 'BUNDLE', price: 6100 });
const duo = productCard('b2', 'Argan Repair Hair Duo', { category: 'BUNDLE', price: 3200 });

// From 640 px the filters are a sidebar beside the bundles.
beforeEach(async () => {
  await page.viewport(1280, 900);
});

test('/bundle?page=2 lists that page of bundles under its banner', async () => {
  const screen = await renderRoute('/bundle?page=2', {
    mocks: [bundlePageMock({ page: 2 }, { items: [bundle], totalPages: 2 })],
  });

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
  const screen = await renderRoute('/bundle', {
    mocks: [bundlePageMock({ page: 1 }, { items: [bundle], delay: 60_000 })],
  });

  const grid = screen.getByRole('list', { name: 'Bundles' });
  await expect.element(grid).toHaveAttribute('aria-busy', 'true');
  expect(grid.getByRole('listitem').elements()).toHaveLength(6);
});

test('no bundles says "No products"', async () => {
  const screen = await renderRoute('/bundle', {
    mocks: [bundlePageMock({ page: 1 }, { items: [], totalPages: 0 })],
  });

  await expect.element(screen.getByRole('heading', { name: 'No products' })).toBeVisible();
});

test('the bundles have the listing’s filters with counts; a choice pushes /bundle’s own address and keeps paging in it', async () => {
  const screen = await renderRoute('/bundle', {
    mocks: [
      bundlePageMock({ page: 1 }, { items: [bundle, duo], total: 2 }),
      bundlePageMock(
        { page: 1, filter: { freeFrom: ['SULFATES'] } },
        { items: [duo], total: 1, totalPages: 2 },
      ),
    ],
  });
  await expect.element(screen.getByText('Evening Glam Set')).toBeVisible();
  const filters = screen.getByRole('form', { name: 'Filters' });
  expect(filters.element().getAttribute('action')).toBe('/bundle');
  await expect
    .element(screen.getByRole('status').filter({ hasText: 'products' }))
    .toHaveTextContent('2 products');

  await filters.getByRole('checkbox', { name: 'Sulfates (8 products)' }).click();

  await expect.element(screen.getByText('Evening Glam Set')).not.toBeInTheDocument();
  await expect.poll(() => screen.router.state.location.search).toBe('?free=sulfates');
  expect(screen.router.state.location.pathname).toBe('/bundle');
  expect(screen.router.state.historyAction).toBe('PUSH');
  await expect
    .element(screen.getByRole('link', { name: 'Page 2' }))
    .toHaveAttribute('href', '/bundle?free=sulfates&page=2');
});

test('no bundle matching the filters says so and offers Clear all', async () => {
  const screen = await renderRoute('/bundle?rating=4&sort=price-desc', {
    mocks: [
      bundlePageMock(
        { page: 1, filter: { minRating: 4 }, sort: 'PRICE_HIGH_TO_LOW' },
        { items: [], totalPages: 0 },
      ),
    ],
  });

  await expect
    .element(screen.getByRole('heading', { name: 'No bundles match these filters' }))
    .toBeVisible();
  // Clear all takes the filters away, not the order.
  await expect
    .element(screen.getByRole('link', { name: 'Clear all filters' }))
    .toHaveAttribute('href', '/bundle?sort=price-desc');
  expect(await axeViolations(document.querySelector('main')!)).toEqual([]);
});

test('what a GET form sends for untouched fields is tidied away', async () => {
  const screen = await renderRoute('/bundle?sale=1&minPrice=&maxPrice=&sort=newest', {
    mocks: [bundlePageMock({ page: 1, filter: { onSale: true } }, { items: [bundle] })],
  });

  await expect.element(screen.getByText('Evening Glam Set')).toBeVisible();
  await expect.poll(() => screen.router.state.location.search).toBe('?sale=1');
  expect(screen.router.state.historyAction).toBe('REPLACE');
});

/** What an Urdu page says for a message of the catalogue. */
const urdu = (id: ShopMessageId, values?: Record<string, string | number>) =>
  bundledIntl('ur').formatMessage({ id }, values);

test('in Urdu the bundles page speaks Urdu, and so does its filtered empty state', async () => {
  const screen = await renderRoute('/bundle', {
    locale: 'ur',
    mocks: [bundlePageMock({ page: 1 }, { items: [bundle, duo], total: 2 })],
  });
  const title = urdu('shop.menu.bundles');
  await expect.element(screen.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect(document.title).toBe(`${title} - Bloom`);
  await expect.element(screen.getByText(urdu('shop.bundle.intro'))).toBeVisible();
  await expect
    .element(
      screen.getByRole('list', { name: title }).getByRole('link', { name: 'Evening Glam Set' }),
    )
    .toHaveAttribute('href', '/selectedItem/b1');
  await expect
    .element(
      screen.getByRole('status').filter({ hasText: urdu('shop.listing.count', { count: 2 }) }),
    )
    .toBeVisible();
  await screen.unmount();

  const empty = await renderRoute('/bundle?rating=4', {
    locale: 'ur',
    mocks: [bundlePageMock({ page: 1, filter: { minRating: 4 } }, { items: [], totalPages: 0 })],
  });
  const noun = urdu('shop.listing.noun.bundles');
  await expect
    .element(empty.getByRole('heading', { name: urdu('shop.listing.noMatch', { noun }) }))
    .toBeVisible();
  await expect.element(empty.getByText(urdu('shop.listing.noMatch.text'))).toBeVisible();
  await expect
    .element(empty.getByRole('link', { name: urdu('shop.listing.clearAll') }))
    .toHaveAttribute('href', '/bundle');
  await empty.unmount();

  const none = await renderRoute('/bundle', {
    locale: 'ur',
    mocks: [bundlePageMock({ page: 1 }, { items: [], totalPages: 0 })],
  });
  await expect
    .element(none.getByRole('heading', { name: urdu('shop.products.empty.title') }))
    .toBeVisible();
  await expect.element(none.getByText(urdu('shop.bundle.empty.text'))).toBeVisible();
  await expect
    .element(none.getByRole('main').getByRole('link', { name: urdu('shop.cart.shopNow') }))
    .toHaveAttribute('href', '/products');
});
