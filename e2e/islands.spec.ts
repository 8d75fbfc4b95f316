/**
 * A guest's product, home and about pages hydrated in islands (issue 32 §2; storefront/src/islands/): the server
 * renders the whole page, the browser hydrates only its interactive parts, each on its own, with
 * one cart, wishlist and session between them, and nothing of the whole app's router, Apollo
 * Client or page code until something needs it. A member's product page is hydrated whole.
 */
import type { Page } from '@playwright/test';
import { expect, test, watch } from './support/test.ts';
import { graphql, logIn, seedProducts, signUp, uniqueEmail } from './support/shop.ts';

const product = seedProducts.find((p) => p.stock > 0)!;

/** The product's id, as the shop answers it now. */
async function productId(page: Page): Promise<string> {
  const { products } = await graphql<{ products: { items: { id: string; name: string }[] } }>(
    page.request,
    'query ($search: String) { products(search: $search) { items { id name } } }',
    { search: product.name },
  );
  return products.items.find((item) => item.name === product.name)!.id;
}

/**
 * The bytes of JavaScript the page fetched (the body sizes the server sent, compressed), once
 * every script response seen so far has been measured.
 */
function scriptBytes(page: Page): () => Promise<number> {
  const sizes: Promise<number>[] = [];
  page.on('response', (response) => {
    if (!/\.js(\?|$)/.test(response.url())) return;
    sizes.push(
      response
        .request()
        .sizes()
        .then((measured) => measured.responseBodySize),
    );
  });
  return async () => (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
}

/** Whether the page's `#root` was hydrated whole (one React root over the page). */
function hydratedWhole(page: Page): Promise<boolean> {
  return page
    .locator('#root')
    .evaluate((root) => Object.keys(root).some((key) => key.startsWith('__reactContainer')));
}

test("a guest's product page: its parts work, each hydrated on its own", async ({ page }) => {
  const seen = watch(page);
  const id = await productId(page);
  await page.goto(`/selectedItem/${id}`);
  await expect(page.locator('html')).toHaveAttribute('data-islands-hydrated', '');
  expect(await hydratedWhole(page)).toBe(false);
  // Nothing asked the gateway: the page's data came with its HTML, and no island needed more.
  await page.waitForLoadState('networkidle');
  expect(seen.graphqlRequests()).toBe(0);

  const main = page.getByRole('main');
  // Add to cart: the header's badge (another island) moves, the toast (a third) says so.
  await main.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(page.getByText(`${product.name} added to cart`)).toBeVisible();
  await expect(page.getByRole('link', { name: /cart.*1/i })).toBeVisible();

  // The heart: pressed, counted in the header, still pressed on the next visit.
  const heart = main.getByRole('button', { name: `Save ${product.name} to wishlist` });
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('link', { name: /wishlist.*1/i })).toBeVisible();

  // A related product's card hydrates as it scrolls into view: its heart then works too.
  const related = page.getByRole('region', { name: 'You may also like' });
  const card = related.getByRole('button', { name: /^Save .* to wishlist$/ }).first();
  await card.scrollIntoViewIfNeeded();
  await card.click();
  await expect(card).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('link', { name: /wishlist.*2/i })).toBeVisible();
  await card.click();
  await expect(card).toHaveAttribute('aria-pressed', 'false');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-islands-hydrated', '');
  await expect(
    page.getByRole('main').getByRole('button', { name: `Save ${product.name} to wishlist` }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('link', { name: /cart.*1/i })).toBeVisible();
  expect(seen.messages()).toEqual([]);
});

test("a guest's home page in islands: a card adds to the cart, the testimonials pause when reached", async ({
  page,
}) => {
  const seen = watch(page);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-islands-hydrated', '');
  expect(await hydratedWhole(page)).toBe(false);
  await page.waitForLoadState('networkidle');
  expect(seen.graphqlRequests()).toBe(0);

  // A new arrival's card (hydrated as it comes into view) adds to the cart the header shows.
  const arrivals = page.getByRole('list', { name: 'New arrivals' });
  const add = arrivals.getByRole('button', { name: /^Add to cart: / }).first();
  await add.scrollIntoViewIfNeeded();
  await add.click();
  await expect(page.getByText(/ added to cart$/)).toBeVisible();
  await expect(page.getByRole('link', { name: /cart.*1/i })).toBeVisible();

  // The testimonials glide, and stand still while the pointer rests on them.
  const marquee = page.getByRole('region', { name: 'Customer testimonials' });
  await marquee.scrollIntoViewIfNeeded();
  const gliding = () =>
    marquee.evaluate((region) => getComputedStyle(region.firstElementChild!).animationPlayState);
  await page.mouse.move(0, 0);
  await expect.poll(gliding).toBe('running');
  await marquee.hover();
  await expect.poll(gliding).toBe('paused');
  expect(seen.messages()).toEqual([]);
});

test('the Urdu home page and the about page are hydrated in islands too', async ({ page }) => {
  const seen = watch(page);
  const english: string[] = [];
  const suggestionWords: Promise<number>[] = [];
  page.on('response', (response) => {
    if (/\/assets\/en(\.json)?-[\w-]+\.js$/.test(response.url())) english.push(response.url());
    if (/\/assets\/suggestion-[\w-]+\.js$/.test(response.url())) {
      suggestionWords.push(
        response
          .request()
          .sizes()
          .then((sizes) => sizes.responseBodySize),
      );
    }
  });
  await page.goto('/ur');
  await expect(page.locator('html')).toHaveAttribute('data-islands-hydrated', '');
  expect(await hydratedWhole(page), '/ur').toBe(false);
  // This browser prefers English: the suggestion says so in English, from its own four words in
  // both languages (under 1 KB), not the islands' English words (~1.5 KB gzip) nor the whole
  // English catalogue (~9 KB).
  const suggestion = page.getByRole('region', { name: 'Language suggestion' });
  await expect(suggestion).toContainText('This page is also available in English.');
  await expect(suggestion).toHaveAttribute('lang', 'en');
  const sizes = await Promise.all(suggestionWords);
  expect(sizes).toHaveLength(1);
  expect(sizes[0]).toBeLessThan(1024);
  // @bloom/ui's English, its components' default words, is part of the entry; no other English.
  expect(english.filter((url) => !url.includes('/entry-'))).toEqual([]);

  await page.goto('/about');
  await expect(page.locator('html')).toHaveAttribute('data-islands-hydrated', '');
  expect(await hydratedWhole(page), '/about').toBe(false);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(seen.messages()).toEqual([]);
});

test("a guest's listing in islands: a filter, the sort and the pager each load their address", async ({
  page,
}) => {
  const seen = watch(page);
  const islandsHydrated = () =>
    expect(page.locator('html')).toHaveAttribute('data-islands-hydrated', '');
  await page.goto('/products?category=Skincare');
  await islandsHydrated();
  expect(await hydratedWhole(page)).toBe(false);
  await page.waitForLoadState('networkidle');
  expect(seen.graphqlRequests()).toBe(0);

  // A checkbox applies at once: the listing's next address loads, in islands again.
  const filters = page.getByRole('form', { name: 'Filters' });
  await filters.getByRole('checkbox', { name: /^Oily/ }).check();
  await expect(page).toHaveURL(/\?category=Skincare&skin=oily$/);
  await islandsHydrated();
  await expect(filters.getByRole('checkbox', { name: /^Oily/ })).toBeChecked();

  const sort = page.getByRole('combobox', { name: 'Sort by' });
  await sort.selectOption({ label: 'Price: low to high' });
  await expect(page).toHaveURL(/\?category=Skincare&skin=oily&sort=price-asc$/);
  await islandsHydrated();
  await expect(sort).toHaveValue('price-asc');

  // A card adds to the cart; the pager's next page keeps it.
  await page
    .getByRole('list', { name: 'Products' })
    .getByRole('button', { name: /^Add to cart: / })
    .first()
    .click();
  await expect(page.getByRole('link', { name: /cart.*1/i })).toBeVisible();
  await page.goto('/products');
  await islandsHydrated();
  await page
    .getByRole('navigation', { name: 'Pagination' })
    .getByRole('link', { name: 'Page 2' })
    .click();
  await expect(page).toHaveURL(/\/products\?page=2$/);
  await islandsHydrated();
  await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: /cart.*1/i })).toBeVisible();
  expect(await hydratedWhole(page)).toBe(false);
  expect(seen.messages()).toEqual([]);
});

test("a guest's listing hydrates its filters and cards when reached for, and each heart as it comes into view", async ({
  page,
}) => {
  const seen = watch(page);
  /** Whether React has taken over `locator`'s element (hydrated it). */
  const hydrated = (locator: ReturnType<Page['locator']>) =>
    locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__react')));
  await page.goto('/products');
  await expect(page.locator('html')).toHaveAttribute('data-islands-hydrated', '');
  // The filters, sort and pager are the server's form and links until a shopper reaches for them.
  const filters = page.getByRole('form', { name: 'Filters' });
  expect(await hydrated(filters)).toBe(false);
  await filters.getByRole('checkbox').first().hover();
  await expect.poll(() => hydrated(filters)).toBe(true);
  const grid = page.getByRole('list', { name: 'Products' });
  const cards = grid.getByRole('button', { name: /^Add to cart: / });
  const hearts = grid.getByRole('button', { name: /to wishlist$/i });
  expect(await cards.count()).toBeGreaterThan(6);
  expect(await hearts.count()).toBe(await cards.count());
  // The first card's heart is in view: it hydrates at once (it shows this browser's list). The
  // last, far below, is still the server's. A card's Add to cart waits to be reached for.
  await expect.poll(() => hydrated(hearts.first())).toBe(true);
  expect(await hydrated(cards.first())).toBe(false);
  const last = cards.last();
  expect(await hydrated(hearts.last())).toBe(false);
  await last.scrollIntoViewIfNeeded();
  await expect.poll(() => hydrated(hearts.last())).toBe(true);
  expect(await hydrated(last)).toBe(false);
  await last.click();
  await expect(page.getByRole('link', { name: /cart.*1/i })).toBeVisible();
  expect(seen.messages()).toEqual([]);
});

test('the header in islands: suggestions as the shopper types, the menu on a phone', async ({
  page,
}) => {
  const seen = watch(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/selectedItem/${await productId(page)}`);
  await expect(page.locator('html')).toHaveAttribute('data-islands-hydrated', '');

  // The search box asks for suggestions (Apollo's code loads with the first term).
  const search = page.getByRole('combobox', { name: 'Search products' });
  await search.fill(product.name.split(' ')[0]!);
  await expect(page.getByRole('option', { name: new RegExp(product.name) })).toBeVisible();
  await search.fill('');

  // The menu panel opens, and its links load their pages.
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog');
  await menu.getByRole('link', { name: 'Shop', exact: true }).click();
  await expect(page).toHaveURL(/\/products$/);
  expect(seen.messages()).toEqual([]);
});

test("a guest's product page fetches less code than a member's, hydrated whole", async ({
  browser,
}) => {
  const guest = await browser.newPage();
  const guestBytes = scriptBytes(guest);
  const id = await productId(guest);
  await guest.goto(`/selectedItem/${id}`);
  await guest.waitForLoadState('networkidle');
  expect(await hydratedWhole(guest)).toBe(false);

  const context = await browser.newContext();
  const member = await context.newPage();
  const account = { name: 'Island Member', email: uniqueEmail('islands'), password: 'Passw0rd!' };
  await signUp(member.request, account);
  await logIn(member.request, account);
  const memberBytes = scriptBytes(member);
  await member.goto(`/selectedItem/${id}`);
  await member.waitForLoadState('networkidle');
  await expect.poll(() => hydratedWhole(member)).toBe(true);

  // Apollo Client, the route table and the page's code stay on the server for the guest.
  const [guestTotal, memberTotal] = [await guestBytes(), await memberBytes()];
  expect(guestTotal).toBeGreaterThan(0);
  expect(guestTotal).toBeLessThan(memberTotal * 0.75);
  await context.close();
  await guest.close();
});

test('an island whose code cannot be had holds up none of the others', async ({ page }) => {
  await page.route(/\/assets\/AddToCart\.island-[\w-]+\.js$/, (route) => route.abort());
  await page.goto(`/selectedItem/${await productId(page)}`);
  // The others hydrated, and the taps kept before the code were handed over.
  await expect(page.locator('html')).toHaveAttribute('data-islands-hydrated', '');
  const heart = page
    .getByRole('main')
    .getByRole('button', { name: `Save ${product.name} to wishlist` });
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
});

test("a guest's cart in islands: this browser's lines, and the machine's code only once the lines are reached for", async ({
  page,
}) => {
  const seen = watch(page);
  const machineCode: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/(xstate|cartMachine)[.-]/.test(request.url())) machineCode.push(request.url());
  });
  await page.goto(`/selectedItem/${await productId(page)}`);
  await expect(page.locator('html')).toHaveAttribute('data-islands-hydrated', '');
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(page.getByRole('link', { name: /cart.*1/i })).toBeVisible();

  // A fresh document: nothing of the product page's machines is in memory.
  machineCode.length = 0;
  await page.goto('/cart');
  await expect(page.locator('html')).toHaveAttribute('data-islands-hydrated', '');
  expect(await hydratedWhole(page)).toBe(false);
  const line = page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(product.name);
  await page.waitForLoadState('networkidle');
  expect(machineCode, 'the cart machine waits to be reached for').toEqual([]);

  const plus = page.getByRole('button', { name: 'Increase quantity' });
  await plus.click();
  await expect(page.getByRole('group', { name: /^Quantity of / })).toContainText('2');
  await expect(page.getByRole('link', { name: /cart.*2/i })).toBeVisible();
  expect(machineCode.length).toBeGreaterThan(0);
  expect(seen.messages()).toEqual([]);
});
