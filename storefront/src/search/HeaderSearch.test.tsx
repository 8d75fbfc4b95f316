import { afterEach, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { MockedResponse } from '@apollo/client/testing';
import { toast } from '@bloom/ui';
import type { Category } from '../__generated__/graphql';
import { axeViolations } from '../test/axe.ts';
import { productCard, sampleProducts, type ProductCard } from '../test/fixtures.ts';
import { renderRoute } from '../test/renderRoute.tsx';
import { SearchSuggestionsQuery } from './HeaderSearch.tsx';
import { bundledIntl } from '../i18n/bundled.ts';
import type { ShopMessageId } from '../i18n/catalogues.ts';

afterEach(async () => {
  await page.viewport(1280, 800);
  localStorage.clear();
  toast.remove();
});

/** The gateway's suggestions for `term`; `asked` counts the requests for it, as they are sent. */
function suggestionsMock(
  term: string,
  products: readonly ProductCard[],
  categories: Category[],
  { delay, searched = term }: { delay?: number; searched?: string } = {},
) {
  const asked = { count: 0 };
  const mock: MockedResponse = {
    request: {
      query: SearchSuggestionsQuery,
      variables: (variables) => {
        if (variables.term !== term) return false;
        asked.count += 1;
        return true;
      },
    },
    result: {
      data: {
        searchSuggestions: {
          __typename: 'SearchSuggestions',
          term: searched,
          products,
          categories,
        },
      },
    },
    delay,
    maxUsageCount: 5,
  };
  return { mock, asked };
}

const serums = [
  sampleProducts[0]!,
  productCard('p21', 'Hyaluronic Hydra Serum', { price: 2850 }),
  productCard('p22', 'Niacinamide Clarifying Serum', { price: 2400, currentPrice: 1990 }),
];

const field = () => page.getByRole('combobox', { name: 'Search products' });

test('from two characters the header suggests products (photo, name, price) and categories, and says how many', async () => {
  const serum = suggestionsMock('serum', serums, ['SKINCARE']);
  const screen = await renderRoute('/nowhere', { mocks: [serum.mock] });

  await userEvent.type(field(), 'serum');

  const listbox = screen.getByRole('listbox', { name: 'Suggestions' });
  await expect.element(listbox).toBeVisible();
  const products = listbox.getByRole('group', { name: 'Products' }).getByRole('option');
  await expect
    .poll(() => products.elements().map((option) => option.textContent))
    .toEqual([
      'Rose Glow Vitamin C SerumSale price Rs. 1,199.00Regular price Rs. 1,499.00',
      'Hyaluronic Hydra SerumRs. 2,850.00',
      'Niacinamide Clarifying SerumSale price Rs. 1,990.00Regular price Rs. 2,400.00',
    ]);
  await expect
    .element(listbox.getByRole('group', { name: 'Categories' }).getByRole('option'))
    .toHaveTextContent('Skincare');
  await expect
    .element(screen.getByRole('search', { name: 'Products' }).getByRole('status'))
    .toHaveTextContent('3 products, 1 category');
  expect(serum.asked.count).toBe(1);
  expect(await axeViolations(document.querySelector('header')!)).toEqual([]);
});

test('under two characters nothing is asked', async () => {
  const s = suggestionsMock('s', serums, []);
  const screen = await renderRoute('/nowhere', { mocks: [s.mock] });

  await userEvent.type(field(), 's');
  await new Promise((settle) => setTimeout(settle, 300));

  await expect.element(field()).toHaveAttribute('aria-expanded', 'false');
  expect(screen.getByRole('listbox', { includeHidden: true }).elements()).toHaveLength(1);
  expect(s.asked.count).toBe(0);
});

test('only the latest text’s suggestions show: a slower answer to older text is dropped', async () => {
  const older = suggestionsMock('ser', [productCard('p30', 'Serene Shower Gel')], ['BODY_CARE'], {
    delay: 400,
  });
  const latest = suggestionsMock('serum', serums, ['SKINCARE'], { delay: 20 });
  const screen = await renderRoute('/nowhere', { mocks: [older.mock, latest.mock] });

  await userEvent.type(field(), 'ser');
  await expect.poll(() => older.asked.count).toBe(1);
  await userEvent.type(field(), 'um');

  const listbox = screen.getByRole('listbox', { name: 'Suggestions' });
  await expect
    .element(listbox.getByRole('option', { name: /Hyaluronic Hydra Serum/ }))
    .toBeVisible();
  // Well after the older answer was due, the list is still the latest text's.
  await new Promise((settle) => setTimeout(settle, 600));
  expect(listbox.getByRole('option', { name: /Serene Shower Gel/ }).elements()).toHaveLength(0);
  await expect
    .element(listbox.getByRole('option', { name: /Hyaluronic Hydra Serum/ }))
    .toBeVisible();
});

test('Enter opens the full results; the field then shows the search listed', async () => {
  const screen = await renderRoute('/nowhere', {
    mocks: [suggestionsMock('serum', serums, ['SKINCARE']).mock],
  });

  await userEvent.type(field(), 'serum');
  await expect.element(screen.getByRole('listbox', { name: 'Suggestions' })).toBeVisible();
  await userEvent.keyboard('{Enter}');

  await expect
    .poll(() => screen.router.state.location.pathname + screen.router.state.location.search)
    .toBe('/products?search=serum');
  await expect.element(field()).toHaveValue('serum');
  await expect.element(field()).toHaveAttribute('aria-expanded', 'false');
});

test('a category suggestion opens that category’s results for the term as searched', async () => {
  const screen = await renderRoute('/nowhere', {
    mocks: [
      suggestionsMock('seurm', serums, ['SKINCARE', 'BODY_CARE'], { searched: 'serum' }).mock,
    ],
  });

  await userEvent.type(field(), 'seurm');
  const categories = screen.getByRole('group', { name: 'Categories' }).getByRole('option');
  await expect.element(categories.last()).toHaveTextContent('Body Care');
  // Down past the three products and the first category, then Enter.
  await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
  await expect.element(categories.last()).toHaveAttribute('aria-selected', 'true');
  await userEvent.keyboard('{Enter}');

  await expect
    .poll(() => screen.router.state.location.search)
    .toBe('?category=Body+Care&search=serum');
});

test('a product suggestion opens the product; Escape closes the suggestions', async () => {
  const screen = await renderRoute('/nowhere', {
    mocks: [suggestionsMock('serum', serums, ['SKINCARE']).mock],
  });

  await userEvent.type(field(), 'serum');
  const listbox = screen.getByRole('listbox', { name: 'Suggestions' });
  await expect.element(listbox).toBeVisible();
  await userEvent.keyboard('{Escape}');
  await expect.element(field()).toHaveAttribute('aria-expanded', 'false');

  await userEvent.keyboard('{ArrowDown}');
  await listbox.getByRole('option', { name: /Hyaluronic Hydra Serum/ }).click();

  await expect.poll(() => screen.router.state.location.pathname).toBe('/selectedItem/p21');
});

test('at 390 px the search is a full-width row under the bar, and its suggestions fit', async () => {
  await page.viewport(390, 844);
  const screen = await renderRoute('/nowhere', {
    mocks: [suggestionsMock('serum', serums, ['SKINCARE']).mock],
  });

  await userEvent.type(field(), 'serum');
  const listbox = screen.getByRole('listbox', { name: 'Suggestions' });
  await expect.element(listbox).toBeVisible();

  const input = field().element().getBoundingClientRect();
  const cart = screen
    .getByRole('link', { name: 'Cart, 0 items' })
    .element()
    .getBoundingClientRect();
  expect(input.top).toBeGreaterThanOrEqual(cart.bottom);
  expect(input.left).toBeGreaterThanOrEqual(0);
  expect(input.right).toBeLessThanOrEqual(390);
  const popup = listbox.element().parentElement!.getBoundingClientRect();
  expect(popup.left).toBeGreaterThanOrEqual(0);
  expect(popup.right).toBeLessThanOrEqual(390);
  expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
});

/** What an Urdu page says for a message of the catalogue. */
const urdu = (id: ShopMessageId, values?: Record<string, string | number>) =>
  bundledIntl('ur').formatMessage({ id }, values);

test('in Urdu the header search is labelled in Urdu and names categories in Urdu, their addresses in English', async () => {
  const serum = suggestionsMock('serum', serums, ['BODY_CARE']);
  const screen = await renderRoute('/nowhere', { locale: 'ur', mocks: [serum.mock] });
  const box = page.getByRole('combobox', { name: urdu('shop.products.search.label') });
  await expect.element(box).toHaveAttribute('placeholder', urdu('shop.search.placeholder'));
  await expect
    .element(screen.getByRole('search', { name: urdu('shop.products.grid') }))
    .toBeVisible();

  await userEvent.type(box, 'serum');

  const category = screen.getByRole('option', { name: urdu('shop.category.bodyCare') });
  await expect.element(category).toBeVisible();
  await category.click();
  await expect
    .poll(() => screen.router.state.location.pathname + screen.router.state.location.search)
    .toBe('/products?category=Body+Care&search=serum');
});
