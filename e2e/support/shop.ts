/**
 * Helpers shared by the journey, accessibility and fault specs: accounts made over GraphQL (the
 * fast way in when the sign-in itself is not what a test checks), the login and checkout pages as
 * a shopper goes through them, the cart's figures read from the page, and a review written on a
 * product page.
 */
import { readFileSync } from 'node:fs';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { hydrated } from './test.ts';
import type { CatalogFile } from '../../api/src/catalog/schema.ts';
import type { SeedPeople } from '../../api/src/seed/schema.ts';

// The demo shop's data files, read as the api reads them. They spell out every field (the api's
// seed test holds them to it), so they are what the schemas' parsed types say.
const seedFile = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`../../api/seed/${name}`, import.meta.url), 'utf8'));

/** The seeded catalogue's products (api/seed/catalogue.json), oldest first. */
export const seedProducts = (seedFile('catalogue.json') as CatalogFile).products;

/** The seeded demo shopper (api/README.md): reused so the suite stays under the signup limit. */
export const shopper = (seedFile('people.json') as SeedPeople).accounts.find(
  (account) => account.role === 'customer',
)!;

/** An email no other test of this run uses. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** Sends one GraphQL operation with the context's cookies and fails on any GraphQL error. */
export async function graphql<T = unknown>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const reply = await request.post('/graphql', { data: { query, variables } });
  const body = (await reply.json()) as { data?: T; errors?: unknown };
  expect(body.errors, `GraphQL errors for ${query.slice(0, 60)}`).toBeUndefined();
  return body.data as T;
}

/** A product as the shop answers it now, found by its seeded name. */
export async function productNamed(
  request: APIRequestContext,
  name: string,
): Promise<{ id: string; name: string; currentPrice: number }> {
  const found = await graphql<{
    products: { items: { id: string; name: string; currentPrice: number }[] };
  }>(
    request,
    'query ($search: String) { products(search: $search) { items { id name currentPrice } } }',
    { search: name },
  );
  const item = found.products.items.find((candidate) => candidate.name === name);
  expect(item, `the shop lists ${name}`).toBeDefined();
  return item!;
}

/**
 * Places an order of `quantity` of the product named `name` as the signed-in shopper of
 * `request`, to `address`, and gives its number (BLM-…).
 */
export async function placeOrder(
  request: APIRequestContext,
  order: { name: string; shopperName: string; phone: string; address: string; quantity?: number },
): Promise<string> {
  const item = await productNamed(request, order.name);
  const quantity = order.quantity ?? 1;
  const placed = await graphql<{ placeOrder: { id: string } }>(
    request,
    'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { id } }',
    {
      input: {
        idempotencyKey: crypto.randomUUID(),
        name: order.shopperName,
        phone: order.phone,
        address: order.address,
        items: [{ productId: item.id, quantity }],
        totalAmount: Math.round(item.currentPrice * quantity * 100) / 100,
      },
    },
  );
  return placed.placeOrder.id;
}

/** Signs a new shopper up and in on `request`, and places one order as them: its number. */
export async function newShopperOrder(
  request: APIRequestContext,
  account: { name: string; email: string; password: string },
  order: { product: string; phone: string; address: string },
): Promise<string> {
  await signUp(request, account);
  await logIn(request, account);
  return placeOrder(request, { ...order, name: order.product, shopperName: account.name });
}

/**
 * The names a listing page shows, as the shop answers them now (newest first). Journeys run in
 * any order and some add products, so what a listing must show is asked, not assumed from the
 * seed.
 */
export async function listingNow(
  request: APIRequestContext,
  filter: { category?: string; search?: string; page?: number } = {},
): Promise<{ names: string[]; categories: string[] }> {
  const data = await graphql<{ products: { items: { name: string; category: string }[] } }>(
    request,
    `
      query ($category: Category, $search: String, $page: Int) {
        products(category: $category, search: $search, page: $page) {
          items {
            name
            category
          }
        }
      }
    `,
    {
      category: filter.category?.toUpperCase().replace(' ', '_') ?? null,
      search: filter.search ?? null,
      page: filter.page ?? 1,
    },
  );
  return {
    names: data.products.items.map((item) => item.name),
    categories: data.products.items.map((item) => item.category),
  };
}

/** Signs up a new account over GraphQL. */
export async function signUp(
  request: APIRequestContext,
  account: { name: string; email: string; password: string },
): Promise<void> {
  await graphql(request, 'mutation ($input: SignupInput!) { signup(input: $input) { message } }', {
    input: account,
  });
}

/** Logs the page's browser context in over GraphQL (the session cookie lands in the context). */
export async function logIn(
  request: APIRequestContext,
  account: { email: string; password: string },
): Promise<void> {
  await graphql(request, 'mutation ($input: LoginInput!) { login(input: $input) { message } }', {
    input: { email: account.email, password: account.password },
  });
}

/** Logs a shopper in through the shop's own login page, as they would. */
export async function logInOnPage(
  page: Page,
  account: { email: string; password: string },
): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByRole('button', { name: 'LOGIN NOW' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/**
 * Orders what the logged-in shopper's cart holds through the checkout page, delivered to
 * `delivery`, and answers the order's id as the success dialog shows it.
 */
export async function checkOut(
  page: Page,
  delivery: { phone: string; address: string },
): Promise<string> {
  await page.goto('/cart');
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveTitle('Checkout - Bloom');
  await page.getByLabel('Phone').fill(delivery.phone);
  await page.getByLabel('Address').fill(delivery.address);
  await page.getByRole('button', { name: 'ORDER NOW' }).click();
  const dialog = page.getByRole('dialog', { name: 'Order Successfully Placed' });
  await expect(dialog).toBeVisible();
  const orderId = (await dialog.textContent())?.match(/BLM-[0-9A-Z]+/)?.[0] ?? '';
  expect(orderId).not.toBe('');
  return orderId;
}

/** Rupees read back from a "Rs. 1,234.50" label. */
export function rupees(text: string | null): number {
  const match = /Rs\.\s*([\d,]+\.\d{2})$/.exec((text ?? '').trim());
  expect(match, `"${text}" reads as Rs. with two decimals`).not.toBeNull();
  return Number(match![1]!.replace(/,/g, ''));
}

/** The cart page's total and the sum of its line totals, both as shown. */
export async function cartFigures(page: Page): Promise<{ total: number; sumOfLines: number }> {
  await expect(page.getByTestId('cart-total')).toBeVisible();
  const lines = await page.getByTestId(/^line-total-/).allTextContents();
  const total = rupees(await page.getByTestId('cart-total').textContent());
  const sumOfLines = Math.round(lines.reduce((sum, line) => sum + rupees(line), 0) * 100) / 100;
  return { total, sumOfLines };
}

/** Adds the first `count` products of /products that can be bought to the cart. */
export async function addProducts(page: Page, count: number): Promise<void> {
  await page.goto('/products');
  const add = page.getByRole('button', { name: /^Add to cart:/ }).and(page.locator(':enabled'));
  for (let i = 0; i < count; i += 1) await add.nth(i).click();
  await expect(
    page.getByRole('link', { name: `Cart, ${count} item${count === 1 ? '' : 's'}` }),
  ).toBeVisible();
}

/**
 * Writes a review on the product page `page` shows and sends it: `stars` out of five, `text`,
 * and the reviewer's skin type when given (as its option reads). The stars are radios under their
 * labels: the label is what a shopper clicks where the radio itself is hidden.
 */
export async function writeReview(
  page: Page,
  { stars, text, skinType }: { stars: number; text: string; skinType?: string },
): Promise<void> {
  const form = page.getByRole('form', { name: 'Write a review' });
  await hydrated(form);
  const name = `${stars} stars`;
  await form.getByText(name).or(form.getByRole('radio', { name })).first().click();
  await form.getByRole('textbox', { name: 'Your review' }).fill(text);
  if (skinType) {
    await form.getByRole('combobox', { name: 'Your skin type' }).selectOption({ label: skinType });
  }
  await form.getByRole('button', { name: 'Submit review' }).click();
}
