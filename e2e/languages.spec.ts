/**
 * The shop in Urdu under /ur, in Chromium (issue 24): the server's page in Urdu (`<html lang="ur"
 * dir="rtl">`, the catalogue's Urdu names) hydrates without a message and without asking for
 * its data again; links and client-side navigation stay under /ur and keep asking for Urdu
 * names; axe finds nothing on the Urdu pages.
 */
import type { APIRequestContext } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expect, settled, test, watch } from './support/test.ts';
import { expectNoViolations } from './support/axe.ts';
import { graphql, logIn, signUp, uniqueEmail } from './support/shop.ts';

/** The shop's and @bloom/ui's Urdu catalogues, as the pages use them. */
const urduCatalogue = {
  ...(JSON.parse(
    readFileSync(new URL('../storefront/src/i18n/messages/ur.json', import.meta.url), 'utf8'),
  ) as Record<string, { defaultMessage: string }>),
  ...Object.fromEntries(
    Object.entries(
      JSON.parse(
        readFileSync(new URL('../ui/src/i18n/ur.json', import.meta.url), 'utf8'),
      ) as Record<string, string>,
    ).map(([id, text]) => [id, { defaultMessage: text }]),
  ),
};

/** An Urdu message without arguments, as a page shows it. */
function ur(id: string): string {
  const message = urduCatalogue[id]?.defaultMessage;
  expect(message, id).toBeDefined();
  return message!;
}

/** The first products of the catalogue (newest first), with their English and Urdu names. */
async function products(request: APIRequestContext) {
  const data = await graphql<{
    products: { items: Array<{ id: string; en: string; ur: string }> };
  }>(request, '{ products(page: 1) { items { id en: name ur: name(locale: UR) } } }');
  return data.products.items;
}

test('Urdu pages hydrate without a message and without asking for their data again', async ({
  page,
  request,
}) => {
  const [product] = await products(request);
  const dataPages = ['/ur', '/ur/products', '/ur/products?category=Haircare', '/ur/bundle'];
  for (const path of [
    ...dataPages,
    `/ur/selectedItem/${product!.id}`,
    '/ur/cart',
    '/ur/login',
    '/ur/no/such/page',
  ]) {
    const seen = watch(page);
    await page.goto(path);
    await settled(page);
    await expect(page.locator('html'), path).toHaveAttribute('lang', 'ur');
    await expect(page.locator('html'), path).toHaveAttribute('dir', 'rtl');
    expect(seen.messages(), path).toEqual([]);
    if (dataPages.includes(path)) expect(seen.graphqlRequests(), path).toBe(0);
    page.removeAllListeners('console');
    page.removeAllListeners('pageerror');
    page.removeAllListeners('request');
  }
});

test('a shopper on /ur stays in Urdu as they browse, with the catalogue’s Urdu names', async ({
  page,
  request,
}) => {
  const items = await products(request);
  const urduNamed = items.find((item) => item.ur !== item.en)!;
  expect(urduNamed, 'a seeded product with an Urdu name').toBeDefined();

  await page.goto('/ur/products');
  await settled(page);
  const card = page.getByRole('link', { name: urduNamed.ur, exact: true }).first();
  await expect(card).toBeVisible();
  await expect(page.getByText(urduNamed.en, { exact: true })).toHaveCount(0);
  await expectNoViolations(page, '/ur/products');

  // A client-side navigation: the product's page comes from the gateway in the browser.
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/ur/selectedItem/${urduNamed.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: urduNamed.ur })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
  await expectNoViolations(page, `/ur/selectedItem/${urduNamed.id}`);

  // The header's cart link (its words are @bloom/ui's Urdu ones) is the Urdu cart, and no link
  // of the frame leads out of Urdu.
  await expect(page.locator('header a[href="/cart"]')).toHaveCount(0);
  await page.locator('header a[href="/ur/cart"]').first().click();
  await expect(page).toHaveURL(/\/ur\/cart$/);
  await expectNoViolations(page, '/ur/cart');
});

test('the English pages stay at today’s paths, in English', async ({ page, request }) => {
  const items = await products(request);
  const urduNamed = items.find((item) => item.ur !== item.en)!;
  await page.goto('/products');
  await settled(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await page.getByRole('link', { name: urduNamed.en, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`/selectedItem/${urduNamed.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: urduNamed.en })).toBeVisible();
  await expect(page.getByText(urduNamed.ur)).toHaveCount(0);
});

test('the language switch keeps the page and its filters', async ({ page }) => {
  await page.goto('/products?category=Haircare&sort=rating');
  await settled(page);
  await page.getByRole('link', { name: 'اردو' }).click();
  await expect(page).toHaveURL(/\/ur\/products\?category=Haircare&sort=rating$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
  await settled(page);
  await page.getByRole('link', { name: 'English', exact: true }).click();
  await expect(page).toHaveURL(/\/products\?category=Haircare&sort=rating$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});

test('a member buys on /ur: adds to the cart, checks out and finds the order, all in Urdu addresses', async ({
  page,
}) => {
  const account = { name: 'Ayesha Khan', email: uniqueEmail('urdu'), password: 'roses-and-rain-7' };
  await signUp(page.request, account);
  await logIn(page.request, account);

  await page.goto('/ur/products');
  await settled(page);
  // @bloom/ui's own words are Urdu on an Urdu page ("کارٹ میں ڈالیں": add to cart).
  const add = page.getByRole('button', { name: /^کارٹ میں ڈالیں:/ }).and(page.locator(':enabled'));
  await add.first().click();
  await page.locator('header a[href="/ur/cart"]').first().click();
  await expect(page).toHaveURL(/\/ur\/cart$/);
  await page.locator('main a[href="/ur/checkout"]').click();
  await expect(page).toHaveURL(/\/ur\/checkout$/);
  await expect(
    page.getByRole('heading', { level: 1, name: ur('shop.checkout.title') }),
  ).toBeVisible();
  await page.getByLabel(ur('shop.field.phone')).fill('03001234567');
  await page.getByLabel(ur('shop.field.address')).fill('12 Garden Road, Gulberg, Lahore');
  await page.getByRole('button', { name: ur('shop.checkout.placeOrder') }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(/BLM-[0-9A-HJKMNP-TV-Z]{10}/);
  const orderId = /BLM-[0-9A-HJKMNP-TV-Z]{10}/.exec((await dialog.textContent()) ?? '')![0];
  await dialog.locator('a[href="/ur/orders"]').click();
  await expect(page).toHaveURL(/\/ur\/orders$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('article').filter({ hasText: orderId })).toBeVisible();
  await expectNoViolations(page, '/ur/orders');
});

test('filters and the header search on /ur: Urdu labels, Urdu names, Urdu addresses', async ({
  page,
  request,
}) => {
  const items = await products(request);
  await page.goto('/ur/products?category=Skincare');
  const filters = page.getByRole('form', { name: ur('ui.filterPanel.title') });
  await filters
    .getByRole('group', { name: ur('shop.listing.facet.skinType') })
    .getByRole('checkbox', { name: new RegExp(`^${ur('shop.skinType.oily')}`) })
    .check();
  await expect(page).toHaveURL(/\/ur\/products\?.*skin=oily/);
  const names = page.getByRole('list', { name: ur('shop.products.grid') }).getByRole('heading');
  await expect(names.first()).toBeVisible();
  // Every product listed goes by its Urdu name (the seed gives every product one).
  for (const name of await names.allTextContents()) expect(name, name).toMatch(/[\u0600-\u06FF]/);

  // The header search finds a product by a word of its Urdu name and opens its Urdu page.
  const target = items.find((item) => item.ur !== item.en && item.ur.split(' ')[0]!.length > 2)!;
  const box = page.getByRole('combobox', { name: ur('shop.products.search.label') });
  await box.fill(target.ur.split(' ')[0]!);
  const option = page.getByRole('option', { name: new RegExp(target.ur) }).first();
  await expect(option).toBeVisible();
  await box.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/ur/selectedItem/${target.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: target.ur })).toBeVisible();
});

test('an Urdu page is laid out right to left: the logo at the right, the menu after it leftwards', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const logoAndCart = async () => {
    const header = page.getByRole('banner');
    const logo = (await header.getByRole('link', { name: 'Bloom' }).boundingBox())!;
    const cart = (await header.locator('a[href$="/cart"]').first().boundingBox())!;
    return { logo: logo.x + logo.width / 2, cart: cart.x + cart.width / 2 };
  };
  await page.goto('/');
  const english = await logoAndCart();
  expect(english.logo).toBeLessThan(640);
  expect(english.cart).toBeGreaterThan(english.logo);
  await page.goto('/ur');
  const urdu = await logoAndCart();
  expect(urdu.logo).toBeGreaterThan(640);
  expect(urdu.cart).toBeLessThan(urdu.logo);
  // Nothing sticks out sideways in either direction.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
});

test('on a phone, the Urdu menu panel slides in from the right and its links stay in Urdu', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const panelSide = async () => {
    await page.getByRole('button', { name: openMenu }).click();
    const panel = page.getByRole('dialog', { name: menuTitle });
    await expect(panel).toBeVisible();
    // Once it has slid in: every animation on it has run its course. (Two equal boxes in a row
    // are not enough: on a busy machine no frame may come between them, mid-slide.)
    await panel.evaluate((element) =>
      Promise.allSettled(element.getAnimations({ subtree: true }).map((each) => each.finished)),
    );
    const box = (await panel.boundingBox())!;
    return { panel, box };
  };

  let openMenu = 'Open menu';
  let menuTitle = 'Menu';
  await page.goto('/');
  const english = await panelSide();
  expect(english.box.x).toBe(0);

  openMenu = ur('shop.header.openMenu');
  menuTitle = ur('shop.menu.panel.title');
  await page.goto('/ur');
  const urdu = await panelSide();
  expect(urdu.box.x + urdu.box.width).toBe(390);
  expect(urdu.box.x).toBeGreaterThan(0);
  await expect(urdu.panel.getByRole('link', { name: ur('shop.menu.shop') })).toHaveAttribute(
    'href',
    '/ur/products',
  );
  await expectNoViolations(page, '/ur menu panel');
});

test.describe('a browser that prefers Urdu, on an English page', () => {
  test.use({ locale: 'ur-PK' });

  test('is offered the page in Urdu, at the foot of the window, moving nothing; dismissed, it stays away', async ({
    page,
  }) => {
    await page.goto('/products?category=Skincare');
    const heading = page.getByRole('heading', { level: 1 });
    const before = await heading.boundingBox();
    const suggestion = page.getByRole('region', { name: ur('shop.language.suggestion.label') });
    await expect(suggestion).toContainText(ur('shop.language.suggestion.text'));
    await expect(suggestion).toHaveAttribute('lang', 'ur');
    await expect(suggestion).toHaveAttribute('dir', 'rtl');
    expect(await heading.boundingBox()).toEqual(before);
    const box = (await suggestion.boundingBox())!;
    expect(box.y + box.height).toBe(page.viewportSize()!.height);
    await expectNoViolations(page, 'the language suggestion');

    // Followed: the same listing in Urdu, where nothing more is suggested.
    await suggestion.getByRole('link', { name: ur('shop.language.suggestion.action') }).click();
    await expect(page).toHaveURL(/\/ur\/products\?category=Skincare$/);
    await page.waitForLoadState('networkidle');
    await expect(
      page.getByRole('region', { name: ur('shop.language.suggestion.label') }),
    ).toHaveCount(0);

    // Dismissed on an English page, it is not offered again in this visit.
    await page.goto('/about');
    const again = page.getByRole('region', { name: ur('shop.language.suggestion.label') });
    await again.getByRole('button', { name: ur('shop.language.suggestion.dismiss') }).click();
    await expect(again).toHaveCount(0);
    await page.goto('/contact');
    await page.waitForLoadState('networkidle');
    await expect(
      page.getByRole('region', { name: ur('shop.language.suggestion.label') }),
    ).toHaveCount(0);
  });
});

test('a browser that prefers English is never offered anything on an English page', async ({
  page,
}) => {
  await page.goto('/products');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('region', { name: 'Language suggestion' })).toHaveCount(0);
});
