import { afterEach, expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { MockedResponse } from '@apollo/client/testing';
import { toast } from '@bloom/ui';
import { WISHLIST_STORAGE_KEY } from '../machines/wishlistMachine.ts';
import { axeViolations } from '../test/axe.ts';
import { productCard, sampleProducts, testUser, type ProductCard } from '../test/fixtures.ts';
import { homePageMock, wishlistIdsMock } from '../test/mocks.ts';
import { renderRoute } from '../test/renderRoute.tsx';
import { MyWishlistQuery, WishlistProductsQuery } from './WishlistPage.tsx';
import { bundledIntl } from '../i18n/bundled.ts';
import type { ShopMessageId } from '../i18n/catalogues.ts';

afterEach(() => {
  localStorage.clear();
  toast.remove();
});

const [serum, cream, shampoo] = sampleProducts as [ProductCard, ProductCard, ProductCard];

/** Keeps `ids` as this browser's (a guest's) wishlist, newest first. */
function storeWishlist(ids: string[]) {
  localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify(ids));
}

/** The gateway's products for `ids`, in that order. */
function productsByIdsMock(ids: string[], products: readonly ProductCard[]): MockedResponse {
  return {
    request: { query: WishlistProductsQuery, variables: { ids } },
    result: { data: { productsByIds: products } },
  };
}

const savedList = () => document.querySelector('main [aria-label="Saved products"]');
const savedNames = () =>
  [...(savedList()?.querySelectorAll('h2') ?? [])].map((heading) => heading.textContent);

test('a guest’s saved products are listed newest first, with the title, and nothing for axe', async () => {
  storeWishlist(['p12', 'p11', 'p13']);
  const screen = await renderRoute('/wishlist', {
    mocks: [productsByIdsMock(['p12', 'p11', 'p13'], [cream, serum, shampoo])],
  });

  await expect
    .poll(savedNames)
    .toEqual(['Shea Butter Night Cream', 'Rose Glow Vitamin C Serum', 'Argan Repair Shampoo']);
  expect(document.title).toBe('Wishlist - Bloom');
  await expect.element(screen.getByText('3 saved products')).toBeVisible();
  await expect.element(screen.getByRole('link', { name: 'Wishlist, 3 items' })).toBeVisible();
  await expect
    .element(screen.getByRole('button', { name: 'Save Shea Butter Night Cream to wishlist' }))
    .toHaveAttribute('aria-pressed', 'true');
  expect(document.querySelectorAll('main h1')).toHaveLength(1);
  expect(await axeViolations(document.querySelector('main')!)).toEqual([]);
});

test('Add to cart puts a saved product in the cart and keeps it saved', async () => {
  storeWishlist(['p11']);
  const screen = await renderRoute('/wishlist', {
    mocks: [productsByIdsMock(['p11'], [serum])],
  });

  await screen.getByRole('button', { name: 'Add to cart: Rose Glow Vitamin C Serum' }).click();

  await expect.element(screen.getByText('Rose Glow Vitamin C Serum added to cart')).toBeVisible();
  await expect.element(screen.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  expect(savedNames()).toEqual(['Rose Glow Vitamin C Serum']);
});

test('Remove takes a product off, says so and gives focus to the next one; the last leaves the empty state', async () => {
  storeWishlist(['p11', 'p12']);
  const screen = await renderRoute('/wishlist', {
    mocks: [productsByIdsMock(['p11', 'p12'], [serum, cream])],
  });
  await expect.poll(savedNames).toHaveLength(2);

  await screen
    .getByRole('button', { name: 'Remove Rose Glow Vitamin C Serum from wishlist' })
    .click();

  await expect
    .element(screen.getByText('Rose Glow Vitamin C Serum removed from your wishlist'))
    .toBeVisible();
  expect(savedNames()).toEqual(['Shea Butter Night Cream']);
  await expect
    .element(screen.getByRole('button', { name: 'Remove Shea Butter Night Cream from wishlist' }))
    .toHaveFocus();
  await expect.element(screen.getByRole('link', { name: 'Wishlist, 1 item' })).toBeVisible();
  expect(JSON.parse(localStorage.getItem(WISHLIST_STORAGE_KEY) ?? '[]')).toEqual(['p12']);

  // The heart takes it off too (back past Add to cart).
  await userEvent.keyboard('{Shift>}{Tab}{Tab}{/Shift}');
  await expect
    .element(screen.getByRole('button', { name: 'Save Shea Butter Night Cream to wishlist' }))
    .toHaveFocus();
  await userEvent.keyboard(' ');

  await expect
    .element(screen.getByRole('heading', { name: 'Your wishlist is empty' }))
    .toBeVisible();
  await expect.element(screen.getByRole('heading', { level: 1, name: 'Wishlist' })).toHaveFocus();
  await expect
    .element(screen.getByRole('link', { name: 'Shop Now' }).last())
    .toHaveAttribute('href', '/products');
  expect(localStorage.getItem(WISHLIST_STORAGE_KEY)).toBeNull();
});

test('an empty wishlist says how to fill it', async () => {
  const screen = await renderRoute('/wishlist');
  await expect
    .element(screen.getByRole('heading', { name: 'Your wishlist is empty' }))
    .toBeVisible();
  expect(savedList()).toBeNull();
  expect(await axeViolations(document.querySelector('main')!)).toEqual([]);
});

test('a member’s page lists their server-side wishlist', async () => {
  const screen = await renderRoute('/wishlist', {
    session: testUser,
    mocks: [
      wishlistIdsMock(['p13', 'p11']),
      { request: { query: MyWishlistQuery }, result: { data: { myWishlist: [shampoo, serum] } } },
    ],
  });

  await expect.poll(savedNames).toEqual(['Argan Repair Shampoo', 'Rose Glow Vitamin C Serum']);
  await expect.element(screen.getByRole('link', { name: 'Wishlist, 2 items' })).toBeVisible();
});

test('a heart on a card saves the product: the header counts it and /wishlist shows it without asking again', async () => {
  const screen = await renderRoute('/', {
    mocks: [
      homePageMock({
        latest: [serum],
        skincare: [productCard('s1', 'Rose Water Toner')],
        bundles: [],
      }),
    ],
  });
  const heart = screen
    .getByRole('list', { name: 'New arrivals' })
    .getByRole('button', { name: 'Save Rose Glow Vitamin C Serum to wishlist' });
  await expect.element(heart).toHaveAttribute('aria-pressed', 'false');

  await heart.click();

  await expect.element(heart).toHaveAttribute('aria-pressed', 'true');
  // The heart is its own control: the card's link was not followed.
  expect(screen.router.state.location.pathname).toBe('/');
  await screen.getByRole('link', { name: 'Wishlist, 1 item' }).click();
  // No productsByIds mock: the card came from the home page's answer in the cache.
  await expect.poll(savedNames).toEqual(['Rose Glow Vitamin C Serum']);
});

/** What an Urdu page says for a message of the catalogue. */
const urdu = (id: ShopMessageId, values?: Record<string, string | number>) =>
  bundledIntl('ur').formatMessage({ id }, values);

test('in Urdu the wishlist speaks Urdu: title, count, Remove and its toast, and the empty state', async () => {
  storeWishlist(['p11', 'p12']);
  // The page reads its cards from the cache in its language, so its queries ask in Urdu.
  const screen = await renderRoute('/wishlist', {
    locale: 'ur',
    localeVariables: true,
    mocks: [
      {
        request: { query: WishlistProductsQuery, variables: { ids: ['p11', 'p12'], locale: 'UR' } },
        result: { data: { productsByIds: [serum, cream] } },
      },
    ],
  });
  const main = screen.getByRole('main');
  await expect
    .element(main.getByRole('heading', { level: 1, name: urdu('shop.wishlist.title') }))
    .toBeVisible();
  expect(document.title).toBe(`${urdu('shop.wishlist.title')} - Bloom`);
  await expect.element(main.getByText(urdu('shop.wishlist.count', { count: 2 }))).toBeVisible();
  const saved = main.getByRole('list', { name: urdu('shop.wishlist.grid') });
  await expect
    .element(
      saved.getByRole('button', {
        name: urdu('shop.wishlist.save', { name: 'Rose Glow Vitamin C Serum' }),
      }),
    )
    .toHaveAttribute('aria-pressed', 'true');
  const remove = saved.getByRole('button', {
    name: urdu('shop.wishlist.removeLabel', { name: 'Rose Glow Vitamin C Serum' }),
  });
  await expect.element(remove).toHaveTextContent(urdu('shop.wishlist.remove'));
  expect(main.element().textContent).not.toMatch(/Wishlist|saved products|Remove|Skincare/);

  await remove.click();
  await expect
    .element(screen.getByText(urdu('shop.wishlist.removed', { name: 'Rose Glow Vitamin C Serum' })))
    .toBeVisible();
  await expect.element(main.getByText(urdu('shop.wishlist.count', { count: 1 }))).toBeVisible();
  await saved
    .getByRole('button', {
      name: urdu('shop.wishlist.removeLabel', { name: 'Shea Butter Night Cream' }),
    })
    .click();

  await expect
    .element(main.getByRole('heading', { name: urdu('shop.wishlist.empty.title') }))
    .toBeVisible();
  await expect.element(main.getByText(urdu('shop.wishlist.empty.text'))).toBeVisible();
  await expect
    .element(main.getByRole('link', { name: urdu('shop.cart.shopNow') }))
    .toHaveAttribute('href', '/products');
});
