/**
 * The back office's side of the e2e journeys: the seeded staff accounts and a signed-in staff
 * browser that fails the test on any policy violation the page reports.
 */
import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';

/** A staff member's credentials. */
export interface StaffAccount {
  email: string;
  password: string;
  name?: string;
}

/** The seeded staff (README, Local accounts). */
export const staff = {
  owner: { email: 'staff@bloom.example.com', password: 'bloom-staff-local', name: 'Bloom Staff' },
  manager: { email: 'manager@bloom.example.com', password: 'bloom-manager-local' },
  support: { email: 'support@bloom.example.com', password: 'bloom-support-local' },
} satisfies Record<string, StaffAccount>;

/** Collects every Content Security Policy or Trusted Types violation the page reports. */
export function watchPolicy(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Trusted Type/i.test(message.text()))
      violations.push(message.text());
  });
  return violations;
}

/**
 * A fresh browser context signed in to the back office the way staff do it: /admin sends a
 * stranger to the sign-in screen, and the navigation shows once they are in.
 */
export async function signedIn(
  browser: Browser,
  account: StaffAccount,
): Promise<{ context: BrowserContext; page: Page; violations: string[] }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const violations = watchPolicy(page);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/sign-in/);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Back office' })).toBeVisible();
  return { context, page, violations };
}

/** One operation at /admin/graphql with the context's cookies; fails on any GraphQL error. */
export async function adminGraphql<T = unknown>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const reply = await request.post('/admin/graphql', { data: { query, variables } });
  const body = (await reply.json()) as { data?: T; errors?: unknown };
  expect(body.errors, `GraphQL errors for ${query.slice(0, 60)}`).toBeUndefined();
  return body.data as T;
}

/**
 * The owner signs in to the back office with `request` (its own context) and moves `orderId`
 * through `statuses`, each at the version the order shows: staff change orders only there.
 */
export async function moveOrder(
  request: APIRequestContext,
  orderId: string,
  statuses: ('DISPATCHED' | 'DELIVERED' | 'CANCELLED')[],
): Promise<void> {
  const signIn = await adminGraphql<{ signIn: { status: string } }>(
    request,
    'mutation ($input: SignInInput!) { signIn(input: $input) { status } }',
    { input: { email: staff.owner.email, password: staff.owner.password } },
  );
  expect(signIn.signIn.status).toBe('SIGNED_IN');
  for (const status of statuses) {
    const seen = await adminGraphql<{ order: { version: number } }>(
      request,
      'query ($id: ID!) { order(id: $id) { version } }',
      { id: orderId },
    );
    await adminGraphql(
      request,
      'mutation ($input: SetOrderStatusInput!) { setOrderStatus(input: $input) { id } }',
      { input: { id: orderId, status, version: seen.order.version } },
    );
  }
}
