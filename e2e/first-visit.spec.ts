/**
 * What a first visit asks the server for (issue 7): the page's data is requested once, ahead of
 * the app (storefront/src/boot.ts), and the app uses that answer instead of asking again; the
 * page's code is preloaded from index.html.
 */
import { expect, test, type Page, type Request } from '@playwright/test';

/** The GraphQL operations the page sends, by name, in order. */
function recordOperations(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request: Request) => {
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
    const body = request.postDataJSON() as { operationName?: string } | null;
    names.push(body?.operationName ?? '?');
  });
  return names;
}

test('the home page asks for its data once, and shows it', async ({ page }) => {
  const operations = recordOperations(page);
  await page.goto('/');

  await expect(
    page.getByRole('list', { name: 'New arrivals' }).getByRole('heading').first(),
  ).toBeVisible();
  expect(operations.filter((name) => name === 'HomePage')).toHaveLength(1);
});

test('a listing deep link asks for that category and page once, and shows it', async ({ page }) => {
  const operations = recordOperations(page);
  const bodies: unknown[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql')) bodies.push(request.postDataJSON());
  });
  await page.goto('/products?category=Skincare&page=2');

  const list = page.getByRole('list', { name: 'Products' });
  await expect(list.getByRole('heading').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(operations.filter((name) => name === 'ProductsPage')).toHaveLength(1);
  expect(bodies).toContainEqual(
    expect.objectContaining({ variables: { category: 'SKINCARE', page: 2 } }),
  );

  // Moving on within the app asks the gateway as usual.
  await page.getByRole('button', { name: 'Page 1' }).click();
  await expect(page.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(operations.filter((name) => name === 'ProductsPage')).toHaveLength(2);
});

test('a product page asks for its product once, and the page’s code is preloaded', async ({
  page,
}) => {
  await page.goto('/products');
  const firstProduct = page.getByRole('list', { name: 'Products' }).getByRole('link').nth(1);
  const href = await firstProduct.getAttribute('href');
  expect(href).toMatch(/^\/selectedItem\//);

  const fresh = await page.context().newPage();
  const operations = recordOperations(fresh);
  await fresh.goto(href!);

  await expect(fresh.getByRole('heading', { level: 1 })).toBeVisible();
  expect(operations.filter((name) => name === 'ProductDetail')).toHaveLength(1);
  const preloads = await fresh
    .locator('link[rel="modulepreload"][href*="ProductDetailPage"]')
    .count();
  expect(preloads).toBe(1);
});
