/**
 * The staff API at /admin/graphql through the real gateway and a real api: signing in (and a
 * shopper refused), the staff cookie relayed both ways, the gateway's early refusals (no call to
 * the api's route), the guards it shares with the shop's /graphql, and the schema kept apart
 * from the shop's.
 */
import { createServer, type AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { codesOf, signedUpShopper, startGateway } from './support/gateway.ts';
import {
  restCallsDuring,
  seededStaff,
  signedInStaff,
  signInMutation,
  staffBrowser,
} from './support/staff.ts';
import { useStack } from './support/stack.ts';

const stack = useStack();

const me = '{ me { id email role permissions } }';

interface SignedIn {
  signIn: {
    status: string;
    message: string;
    staff: { email: string; role: string; permissions: string[] } | null;
  };
}

describe('signing in to the back office', () => {
  it('signs the owner in with the staff cookie, answers me, and signs out', async () => {
    const browser = staffBrowser(stack.gateway.url);
    const calls = await restCallsDuring(stack.gateway, async () => {
      const guest = await browser.gql<{ me: unknown }>(me);
      expect(guest.errors).toBeUndefined();
      expect(guest.data?.me).toBeNull();
    });
    // No staff cookie: `me` is null without asking the api.
    expect(calls).toEqual([]);

    const reply = await browser.gql<SignedIn>(signInMutation, { input: seededStaff.owner });
    expect(reply.errors).toBeUndefined();
    expect(reply.data?.signIn).toMatchObject({
      status: 'SIGNED_IN',
      staff: { email: seededStaff.owner.email, role: 'OWNER' },
    });
    expect(reply.data?.signIn.staff?.permissions).toContain('STAFF_MANAGE');
    const cookie = reply.headers.getSetCookie().find((line) => line.startsWith('bloom_staff='));
    expect(cookie).toMatch(/Path=\/admin/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);

    const session = await browser.gql<{ me: { email: string; role: string } }>(me);
    expect(session.data?.me).toMatchObject({ email: seededStaff.owner.email, role: 'OWNER' });

    const out = await browser.gql<{ signOut: { message: string } }>(
      'mutation { signOut { message } }',
    );
    expect(out.errors).toBeUndefined();
    expect((await browser.gql<{ me: unknown }>(me)).data?.me).toBeNull();
  });

  it("refuses a shopper's account, and a shopper's session never opens the back office", async () => {
    const shopper = await signedUpShopper(stack.gateway.url);
    const who = await shopper.gql<{ me: { email: string } }>('{ me { email } }');
    const email = who.data?.me.email ?? '';
    shopper.endpoint = '/admin/graphql';

    const refused = await shopper.gql(signInMutation, {
      input: { email, password: 'jasmine-tea-42' },
    });
    expect(codesOf(refused)).toEqual(['UNAUTHENTICATED']);
    expect(refused.data).toBeNull();

    // The shopper's own session cookie travels with the request; it is not a staff session.
    const orders = await shopper.gql('{ orders { total } }');
    expect(codesOf(orders)).toEqual(['UNAUTHENTICATED']);
    expect((await shopper.gql<{ me: unknown }>(me)).data?.me).toBeNull();
  });

  it('answers a wrong password with UNAUTHENTICATED and sets no cookie', async () => {
    const browser = staffBrowser(stack.gateway.url);
    const reply = await browser.gql(signInMutation, {
      input: { email: seededStaff.owner.email, password: 'not-the-password' },
    });
    expect(codesOf(reply)).toEqual(['UNAUTHENTICATED']);
    expect(browser.hasCookies).toBe(false);
  });

  it("lists each role's permissions as the api grants them", async () => {
    const owner = await signedInStaff(stack.gateway.url, 'owner');
    const listed = await owner.gql<{ staffMembers: { email: string; permissions: string[] }[] }>(
      '{ staffMembers { email permissions } }',
    );
    expect(listed.errors).toBeUndefined();
    for (const role of ['manager', 'support'] as const) {
      const member = await signedInStaff(stack.gateway.url, role);
      const own = await member.gql<{ me: { permissions: string[] } }>(me);
      const seen = listed.data?.staffMembers.find(
        (staff) => staff.email === seededStaff[role].email,
      );
      // The gateway's mirror of the role table lists what the api's session says.
      expect(seen?.permissions).toEqual(own.data?.me.permissions);
    }
  });
});

describe('the gateway refuses early', () => {
  it('answers staff fields without a staff cookie UNAUTHENTICATED, without calling the api', async () => {
    const browser = staffBrowser(stack.gateway.url);
    const calls = await restCallsDuring(stack.gateway, async () => {
      for (const operation of [
        '{ orders { total } }',
        '{ dashboard { pendingOrders } }',
        'mutation { deactivateStaff(id: "00000000-0000-4000-8000-000000000000") { id } }',
      ]) {
        expect(codesOf(await browser.gql(operation))).toEqual(['UNAUTHENTICATED']);
      }
    });
    expect(calls).toEqual([]);
  });

  it("refuses support's staff and activity screens FORBIDDEN before the api's route", async () => {
    const support = await signedInStaff(stack.gateway.url, 'support');
    for (const operation of ['{ staffMembers { id } }', '{ activity { total } }']) {
      const calls = await restCallsDuring(stack.gateway, async () => {
        const reply = await support.gql(operation);
        expect(codesOf(reply)).toEqual(['FORBIDDEN']);
        expect(reply.errors?.[0]?.message).toBe(
          'Your role (support) does not have the staff:manage permission.',
        );
      });
      // The session read once for the operation, and nothing else.
      expect(calls).toEqual(['GET /api/admin/session']);
    }
  });

  it('refuses an invitation from a manager FORBIDDEN before the api is asked to send it', async () => {
    const manager = await signedInStaff(stack.gateway.url, 'manager');
    const calls = await restCallsDuring(stack.gateway, async () => {
      const reply = await manager.gql(
        'mutation ($input: InviteStaffInput!) { inviteStaff(input: $input) { message } }',
        { input: { email: 'new.colleague@example.com', role: 'SUPPORT' } },
      );
      expect(codesOf(reply)).toEqual(['FORBIDDEN']);
    });
    expect(calls).toEqual(['GET /api/admin/session']);
  });

  it('refuses the CSV download without a staff cookie (401) and to support (403)', async () => {
    const guest = staffBrowser(stack.gateway.url);
    const anonymous = await guest.download('/admin/orders.csv');
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: 'Please sign in to the back office.' });

    const support = await signedInStaff(stack.gateway.url, 'support');
    const refused = await support.download('/admin/orders.csv');
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: string }).error).toMatch(/export/);

    const bad = await support.download('/admin/orders.csv?status=SHIPPED');
    expect(bad.status).toBe(400);
  });
});

describe('guards shared with the shop', () => {
  it('turns introspection off in production and keeps it in development', async () => {
    const introspect = '{ __schema { queryType { fields { name } } } }';
    const development = await staffBrowser(stack.gateway.url).gql<{
      __schema: { queryType: { fields: { name: string }[] } };
    }>(introspect);
    expect(development.data?.__schema.queryType.fields.map((field) => field.name)).toContain(
      'staffMembers',
    );

    const production = await startGateway({ apiUrl: stack.api.url, production: true });
    try {
      const reply = await staffBrowser(production.url).gql(introspect);
      expect(codesOf(reply)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
    } finally {
      await production.close();
    }
  });

  it("keeps the staff schema off the shop's /graphql", async () => {
    const shop = staffBrowser(stack.gateway.url);
    shop.endpoint = '/graphql';
    const reply = await shop.gql('{ staffMembers { id } }');
    expect(codesOf(reply)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
  });

  it('limits aliases and refuses a GET query without a preflight header (CSRF)', async () => {
    const browser = staffBrowser(stack.gateway.url);
    const aliases = Array.from({ length: 16 }, (_, index) => `m${index}: me { id }`).join(' ');
    expect(codesOf(await browser.gql(`{ ${aliases} }`))).toEqual(['GRAPHQL_VALIDATION_FAILED']);

    const simple = await fetch(
      `${stack.gateway.url}/admin/graphql?query=${encodeURIComponent('{ me { id } }')}`,
    );
    expect(simple.status).toBe(400);
    expect(await simple.text()).toMatch(/CSRF|preflight/i);
  });
});

describe('an api that is down', () => {
  it("answers SERVICE_UNAVAILABLE, and the CSV 503, in the shop's words", async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const address = probe.address() as AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    const down = await startGateway({ apiUrl: `http://127.0.0.1:${address.port}` });
    try {
      const browser = staffBrowser(down.url);
      const signIn = await browser.gql(signInMutation, { input: seededStaff.owner });
      expect(codesOf(signIn)).toEqual(['SERVICE_UNAVAILABLE']);
      const headers = { cookie: 'bloom_staff=left-from-before' };
      const orders = await browser.gql('{ orders { total } }', undefined, headers);
      expect(codesOf(orders)).toEqual(['SERVICE_UNAVAILABLE']);
      const csv = await fetch(`${down.url}/admin/orders.csv`, { headers });
      expect(csv.status).toBe(503);
      expect(await csv.json()).toEqual({
        error: 'The export is unavailable just now. Please try again.',
      });
    } finally {
      await down.close();
    }
  });
});
