/**
 * A shopper browsing the shop front over the whole stack: categories and pages, search, a
 * product page and the cart badge, reviews, the contact form, the static pages, a lost address,
 * and the slide-in menu at phone width.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { listingNow, seedProducts, writeReview } from './support/shop.ts';

/** The product names the listing shows, once it has loaded. */
async function listedNames(page: Page) {
  const names = page.getByRole('list', { name: 'Products' }).getByRole('heading');
  await expect(names.first()).toBeVisible();
  return names.allTextContents();
}

test('a shopper browses a category page by page from the footer shortcut', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Home - Bloom');

  await page.getByRole('contentinfo').getByRole('link', { name: 'Skincare' }).click();
  await expect(page).toHaveURL(/\/products\?category=Skincare$/);
  // The shop's own answer, whichever journeys added products before this one.
  const skincare = await listingNow(page.request, { category: 'Skincare' });
  expect(new Set(skincare.categories)).toEqual(new Set(['SKINCARE']));
  const first = await listedNames(page);
  expect(first).toHaveLength(15);
  expect(first).toEqual(skincare.names);

  await page.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/category=Skincare&page=2/);
  await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(
    page.getByRole('list', { name: 'Products' }).getByRole('heading').first(),
  ).not.toHaveText(first[0]!);
  const second = await listedNames(page);
  expect(second).toEqual((await listingNow(page.request, { category: 'Skincare', page: 2 })).names);
  for (const name of second) expect(first).not.toContain(name);
  // The last page's Next is no link (and says it is disabled).
  await expect(
    page.getByRole('navigation', { name: 'Pagination' }).getByText('Next'),
  ).toHaveAttribute('aria-disabled', 'true');

  await page
    .getByRole('navigation', { name: 'Categories' })
    .getByRole('link', { name: 'Haircare' })
    .click();
  await expect(page).toHaveURL(/category=Haircare(&|$)/);
  const haircare = await listingNow(page.request, { category: 'Haircare' });
  expect(new Set(haircare.categories)).toEqual(new Set(['HAIRCARE']));
  expect(await listedNames(page)).toEqual(haircare.names);
});

test('a search lists only matching products, and a miss says so', async ({ page }) => {
  await page.goto('/products');

  // The listing's own search (the header has one too).
  const listing = page.getByRole('search', { name: 'Listing' });
  await listing.getByRole('searchbox', { name: 'Search products' }).fill('serum');
  await listing.getByRole('button', { name: 'Search' }).click();

  await expect(page).toHaveURL(/search=serum/);
  const expected = (await listingNow(page.request, { search: 'serum' })).names;
  // Every seeded serum is found (more may have been added by other journeys), and nothing else.
  const seededSerums = seedProducts
    .filter((p) => p.category !== 'Bundle' && /serum/i.test(p.name))
    .map((p) => p.name);
  expect(expected.length).toBeLessThanOrEqual(15);
  for (const name of expected) expect(name).toMatch(/serum/i);
  if (expected.length < 15) expect(expected).toEqual(expect.arrayContaining(seededSerums));
  await expect.poll(async () => (await listedNames(page)).sort()).toEqual([...expected].sort());

  await listing.getByRole('searchbox', { name: 'Search products' }).fill('no such thing');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'No products' })).toBeVisible();
});

test('a shopper opens a product, adds it to the cart and the badge keeps count', async ({
  page,
}) => {
  const product = seedProducts.find((p) => p.category === 'Skincare' && p.stock > 0)!;
  await page.goto(`/products?search=${encodeURIComponent(product.name)}`);

  await page
    .getByRole('list', { name: 'Products' })
    .getByRole('link', { name: product.name })
    .click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  await expect(page).toHaveTitle(`${product.name} - Bloom`);
  await expect(page.getByText(product.description)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();

  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();

  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
});

test('an out-of-stock product cannot be added', async ({ page }) => {
  const product = seedProducts.find((p) => p.category !== 'Bundle' && p.stock === 0)!;
  await page.goto(`/products?search=${encodeURIComponent(product.name)}`);
  await page
    .getByRole('list', { name: 'Products' })
    .getByRole('link', { name: product.name })
    .click();

  await expect(page.getByRole('main').getByText('Out Of Stock', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to cart', exact: true })).toHaveCount(0);
});

test('a member writes, edits and deletes a review of their own', async ({ page }) => {
  const email = `reviewer-${Date.now()}@example.com`;
  const call = async (query: string, variables: Record<string, unknown>) => {
    const reply = await page.request.post('/graphql', { data: { query, variables } });
    const body = (await reply.json()) as { errors?: unknown };
    expect(body.errors).toBeUndefined();
  };
  await page.goto('/');
  await call('mutation ($input: SignupInput!) { signup(input: $input) { message } }', {
    input: { name: 'Rania Review', email, password: 'rose-petal-2026' },
  });
  await call('mutation ($input: LoginInput!) { login(input: $input) { message } }', {
    input: { email, password: 'rose-petal-2026' },
  });
  const product = seedProducts.find((p) => p.category === 'Haircare')!;
  await page.goto(`/products?search=${encodeURIComponent(product.name)}`);
  await page
    .getByRole('list', { name: 'Products' })
    .getByRole('link', { name: product.name })
    .click();

  await writeReview(page, { stars: 4, text: 'Soft hair after one wash.' });

  const mine = page.getByRole('article', { name: 'Review by Rania Review' });
  await expect(page.getByText('Review added successfully')).toBeVisible();
  await expect(mine.getByText('Soft hair after one wash.')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Write a review' })).toHaveCount(0);

  await mine.getByRole('button', { name: 'Edit review' }).click();
  await mine.getByRole('textbox', { name: 'Your review' }).fill('Soft hair, and it lasts.');
  await mine.getByRole('button', { name: 'Save review' }).click();
  await expect(page.getByText('Review updated successfully')).toBeVisible();
  await expect(mine.getByText('Soft hair, and it lasts.')).toBeVisible();

  await mine.getByRole('button', { name: 'Delete review' }).click();
  await page
    .getByRole('dialog', { name: 'Delete your review?' })
    .getByRole('button', { name: 'Delete', exact: true })
    .click();
  await expect(page.getByText('Review deleted successfully')).toBeVisible();
  await expect(mine).toHaveCount(0);
});

test('the contact form checks its fields, sends, confirms and clears', async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Contact Us' })
    .click();
  await expect(page).toHaveTitle('Contact Us - Bloom');

  await page.getByRole('button', { name: 'SEND MESSAGE' }).click();
  await expect(page.getByText('Please enter your name.')).toBeVisible();

  await page.getByRole('textbox', { name: 'Name' }).fill('Zara Ahmed');
  await page.getByRole('textbox', { name: 'Email' }).fill('zara@example.com');
  await page.getByRole('textbox', { name: 'Phone' }).fill('03001234567');
  await page.getByRole('textbox', { name: /Message/ }).fill('Do you ship to Karachi?');
  await page.getByRole('button', { name: 'SEND MESSAGE' }).click();

  await expect(page.getByText(/Thank you for reaching out/)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  await expect(page.getByRole('textbox', { name: /Message/ })).toHaveValue('');
});

test('the privacy policy, terms and about pages open from the frame', async ({ page }) => {
  await page.goto('/');

  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveTitle('Privacy Policy - Bloom');
  for (const heading of [
    'Information we collect',
    'How we use your information',
    'How we share your information',
    'How we protect your information',
    'Changes to this policy',
    'Contact us',
  ]) {
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  }

  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms and Conditions');

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'About Us' })
    .click();
  await expect(page).toHaveTitle('About Us - Bloom');
  for (const heading of ['Our Story', 'Our Vision', 'Our Mission']) {
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Read More' })).toHaveAttribute('href', '/about');
  await expect(page.getByRole('region', { name: 'Customer testimonials' })).toBeVisible();
});

test('a lost address offers the way home', async ({ page }) => {
  await page.goto('/selectedItem/does-not-exist');
  await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible();

  await page.goto('/nowhere');
  await page.getByRole('link', { name: 'Take me home' }).click();
  await expect(page).toHaveTitle('Home - Bloom');
});

test('at phone width the slide-in menu opens, navigates and closes', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();

  await page.getByRole('button', { name: 'Open menu' }).click();
  const panel = page.getByRole('dialog', { name: 'Menu' });
  await expect(panel.getByRole('link', { name: 'Login' })).toBeVisible();
  await panel.getByRole('link', { name: 'Bundles' }).click();

  await expect(panel).toBeHidden();
  await expect(page).toHaveTitle('Bundles - Bloom');
  await expect(
    page.getByRole('list', { name: 'Bundles' }).getByRole('heading').first(),
  ).toBeVisible();
  // Nothing spills sideways at this width.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test('the shop front has no axe violations, wide and at phone width', async ({ page }) => {
  // Fourteen full axe scans on two cores take longer than one journey.
  test.setTimeout(180_000);
  const product = seedProducts.find((p) => p.category === 'Bundle')!;
  await page.goto(`/bundle`);
  await page
    .getByRole('list', { name: 'Bundles' })
    .getByRole('link', { name: product.name })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  const productPath = new URL(page.url()).pathname;

  const wide = [
    '/',
    '/products',
    '/bundle',
    productPath,
    '/contact',
    '/about',
    '/privacy-policy',
    '/terms',
    '/nowhere',
  ];
  // At phone width the pages whose layout changes most: grids, the product, the form.
  const phone = ['/', '/products', productPath, '/contact'];
  for (const [width, pages] of [
    [1280, wide],
    [390, phone],
  ] as const) {
    await page.setViewportSize({ width, height: 844 });
    for (const path of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations.map((v) => `${width}px ${path}: ${v.id}`)).toEqual([]);
    }
  }

  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `menu panel: ${v.id}`)).toEqual([]);
});
