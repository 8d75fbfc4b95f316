/**
 * The back office's side of the gateway tests: staff members signed in at /admin/graphql with
 * the seeded accounts (api/seed/people.json), and the REST calls an operation made.
 */
import { expect } from 'vitest';
import { Shopper, type RunningGateway } from './gateway.ts';

/** The seeded staff accounts, by role (two-factor off). */
export const seededStaff = {
  owner: { email: 'staff@bloom.example.com', password: 'bloom-staff-local' },
  manager: { email: 'manager@bloom.example.com', password: 'bloom-manager-local' },
  support: { email: 'support@bloom.example.com', password: 'bloom-support-local' },
} as const;

/** The sign-in mutation with what the tests read of its answer. */
export const signInMutation = `mutation ($input: SignInInput!) {
  signIn(input: $input) { status message staff { id email name role permissions active } }
}`;

/** A browser at /admin/graphql with no cookies yet. */
export function staffBrowser(url: string): Shopper {
  const browser = new Shopper(url);
  browser.endpoint = '/admin/graphql';
  return browser;
}

/** A browser signed in as the seeded member of `role`. */
export async function signedInStaff(url: string, role: keyof typeof seededStaff): Promise<Shopper> {
  const browser = staffBrowser(url);
  const reply = await browser.gql<{ signIn: { status: string } }>(signInMutation, {
    input: seededStaff[role],
  });
  expect(reply.errors).toBeUndefined();
  expect(reply.data?.signIn.status).toBe('SIGNED_IN');
  return browser;
}

/** The REST calls `gateway` makes while `run` runs. */
export async function restCallsDuring(
  gateway: RunningGateway,
  run: () => Promise<unknown>,
): Promise<string[]> {
  const before = gateway.restCalls.length;
  await run();
  return gateway.restCalls.slice(before);
}

/** The owner moves `orderId` through `statuses` in the back office (each at the version it shows). */
export async function moveOrderAsStaff(
  url: string,
  orderId: string,
  statuses: ('DISPATCHED' | 'DELIVERED' | 'CANCELLED')[],
): Promise<void> {
  const owner = await signedInStaff(url, 'owner');
  for (const status of statuses) {
    const seen = await owner.gql<{ order: { version: number } }>(
      'query ($id: ID!) { order(id: $id) { version } }',
      { id: orderId },
    );
    const moved = await owner.gql(
      'mutation ($input: SetOrderStatusInput!) { setOrderStatus(input: $input) { id } }',
      { input: { id: orderId, status, version: seen.data?.order.version } },
    );
    expect(moved.errors).toBeUndefined();
  }
}
