/**
 * The back office's side of the e2e journeys: the seeded staff accounts and a signed-in staff
 * browser that fails the test on any policy violation the page reports.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
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

/** The invitation token mailed to `email` (the outbox of the e2e stack), waiting for it. */
async function invitationToken(email: string): Promise<string> {
  const outbox = join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  let token = '';
  await expect
    .poll(
      async () => {
        for (const file of await readdir(outbox).catch(() => [] as string[])) {
          if (!file.endsWith('.eml')) continue;
          // Quoted-printable: soft line breaks out, =XX back to characters.
          const mail = (await readFile(join(outbox, file), 'utf8'))
            .replace(/=\r?\n/g, '')
            .replace(/=([0-9A-F]{2})/g, (_m, hex: string) =>
              String.fromCharCode(parseInt(hex, 16)),
            );
          if (!mail.includes(email)) continue;
          token = /accept-invite\?token=([\w-]+)/.exec(mail)?.[1] ?? '';
          if (token) return true;
        }
        return false;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return token;
}

/**
 * A staff member of this journey's own, made the way staff join (the owner invites, the mail's
 * link is accepted): a journey that changes an account (its two-factor, its role) changes this
 * one, never a seeded account other journeys sign in with. `request` is a context of its own.
 */
export async function newStaffMember(
  request: APIRequestContext,
  role: 'MANAGER' | 'SUPPORT',
): Promise<StaffAccount> {
  const account = {
    email: `staff-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`,
    password: 'a journey of its own 42',
    name: `Journey ${role.toLowerCase()}`,
  };
  const signIn = await adminGraphql<{ signIn: { status: string } }>(
    request,
    'mutation ($input: SignInInput!) { signIn(input: $input) { status } }',
    { input: { email: staff.owner.email, password: staff.owner.password } },
  );
  expect(signIn.signIn.status).toBe('SIGNED_IN');
  await adminGraphql(
    request,
    'mutation ($input: InviteStaffInput!) { inviteStaff(input: $input) { message } }',
    { input: { email: account.email, role } },
  );
  await adminGraphql(
    request,
    'mutation ($input: AcceptInvitationInput!) { acceptInvitation(input: $input) { __typename } }',
    {
      input: {
        token: await invitationToken(account.email),
        name: account.name,
        password: account.password,
      },
    },
  );
  return account;
}

/**
 * Every screen of the back office's navigation, with its page title and heading, and one
 * order's page (`orderId`): what the axe journeys scan, at a desk and on a phone.
 */
export function backOfficeScreens(orderId: string): [path: string, title: string][] {
  return [
    ['/admin', 'Dashboard'],
    ['/admin/orders', 'Orders'],
    [`/admin/orders/${orderId}`, `Order ${orderId}`],
    ['/admin/customers', 'Customers'],
    ['/admin/messages', 'Messages'],
    ['/admin/products', 'Products'],
    ['/admin/catalogue', 'Import and export'],
    ['/admin/coupons', 'Coupons'],
    ['/admin/reviews', 'Reviews'],
    ['/admin/activity', 'Activity'],
    ['/admin/staff', 'Staff'],
    ['/admin/two-factor', 'Two-factor sign-in'],
  ];
}
