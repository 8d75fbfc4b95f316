/**
 * Every back-office route against every role: 401 without a staff session (a shopper's cookie
 * included), 403 for each role whose permissions lack the route's, and past both for each role
 * that holds it. The table of truth is `permissions.ts`; the routes list is written out here so
 * a route that forgets its check fails.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signUpAndLogIn, useTestApp } from '../../test/helpers.ts';
import { call, signedInStaff, type TestStaff } from '../../test/staff.ts';
import { roleHas, staffRoles, type Permission, type StaffRole } from './permissions.ts';

const t = useTestApp();

const orderId = 'BLM-123456';
const someone = randomUUID();

/** Each staff route, what it needs (null: any signed-in staff member) and a request to it. */
const routes: {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: string;
  needs: Permission | null;
  body?: unknown;
}[] = [
  { method: 'GET', url: '/api/admin/session', needs: null },
  { method: 'PATCH', url: '/api/admin/session/locale', needs: null, body: { locale: 'ur' } },
  { method: 'POST', url: '/api/admin/two-factor/start', needs: null },
  { method: 'POST', url: '/api/admin/two-factor/confirm', needs: null, body: { code: '123456' } },
  { method: 'DELETE', url: '/api/admin/two-factor', needs: null, body: { code: '123456' } },
  { method: 'GET', url: '/api/admin/staff/names', needs: null },
  { method: 'GET', url: '/api/admin/staff', needs: 'staff:manage' },
  {
    method: 'POST',
    url: '/api/admin/staff/invitations',
    needs: 'staff:manage',
    body: { email: 'new-staff@example.com', role: 'support' },
  },
  { method: 'DELETE', url: `/api/admin/staff/invitations/${someone}`, needs: 'staff:manage' },
  {
    method: 'PATCH',
    url: `/api/admin/staff/${someone}`,
    needs: 'staff:manage',
    body: { role: 'support' },
  },
  { method: 'POST', url: `/api/admin/staff/${someone}/deactivate`, needs: 'staff:manage' },
  { method: 'POST', url: `/api/admin/staff/${someone}/reactivate`, needs: 'staff:manage' },
  { method: 'GET', url: '/api/admin/activity', needs: 'staff:manage' },
  { method: 'GET', url: '/api/admin/orders', needs: 'orders:read' },
  { method: 'GET', url: `/api/admin/orders/${orderId}`, needs: 'orders:read' },
  { method: 'GET', url: '/api/admin/dashboard', needs: 'orders:read' },
  {
    method: 'POST',
    url: `/api/admin/orders/${orderId}/status`,
    needs: 'orders:write',
    body: { status: 'Dispatched', version: 1 },
  },
  {
    method: 'POST',
    url: `/api/admin/orders/${orderId}/notes`,
    needs: 'orders:write',
    body: { text: 'A note' },
  },
  {
    method: 'POST',
    url: `/api/admin/orders/${orderId}/payment`,
    needs: 'orders:write',
    body: { version: 1, collected: 0, collectedNote: '', refunded: 0, refundedNote: '' },
  },
  {
    method: 'POST',
    url: '/api/admin/orders/dispatch',
    needs: 'orders:write',
    body: { ids: [orderId] },
  },
  { method: 'GET', url: '/api/admin/orders/export', needs: 'export' },
  { method: 'GET', url: '/api/admin/customers', needs: 'customers:read' },
  { method: 'GET', url: '/api/admin/customers/export', needs: 'export' },
  { method: 'GET', url: `/api/admin/customers/${someone}`, needs: 'customers:read' },
  {
    method: 'POST',
    url: `/api/admin/customers/${someone}/password-reset`,
    needs: 'customers:read',
  },
  { method: 'GET', url: '/api/admin/messages', needs: 'messages:handle' },
  { method: 'GET', url: `/api/admin/messages/${someone}`, needs: 'messages:handle' },
  {
    method: 'POST',
    url: `/api/admin/messages/${someone}/assign`,
    needs: 'messages:handle',
    body: { staffId: null },
  },
  {
    method: 'POST',
    url: `/api/admin/messages/${someone}/replies`,
    needs: 'messages:handle',
    body: { text: 'Thanks' },
  },
  {
    method: 'POST',
    url: `/api/admin/messages/${someone}/state`,
    needs: 'messages:handle',
    body: { state: 'handled' },
  },
];

const label = (route: (typeof routes)[number]) =>
  `${route.method} ${route.url.replace(/[0-9a-f-]{36}/, ':id')}`;

describe('every staff route', () => {
  /** The areas whose routes this file owns; the catalogue's (part 2) are tested beside them. */
  const owned =
    /^\/api\/admin\/(session|two-factor|staff|activity|orders|dashboard|customers|messages)(\/|$)/;
  const publicCalls = [
    'POST /api/admin/session',
    'DELETE /api/admin/session',
    'POST /api/admin/staff/invitations/accept',
  ];

  const documentedCalls = async () => {
    const document = (await t.app.inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    return Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/admin/'))
      .flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
      );
  };

  it('is listed here: the contract has no back-office route of these areas this table misses', async () => {
    const documented = (await documentedCalls())
      .filter(({ path }) => owned.test(path))
      .map(({ method, path }) => `${method} ${path}`);
    expect(documented.length).toBeGreaterThan(routes.length);
    const tested = new Set(
      routes.map(
        (route) => `${route.method} ${route.url.replace(someone, '{id}').replace(orderId, '{id}')}`,
      ),
    );
    expect(
      documented.filter((entry) => !tested.has(entry) && !publicCalls.includes(entry)),
    ).toEqual([]);
  });

  it('every /api/admin route in the contract, whoever wrote it, is 401 without a staff session', async () => {
    const shopper = await signUpAndLogIn(t.app);
    for (const { method, path } of await documentedCalls()) {
      if (publicCalls.includes(`${method} ${path}`)) continue;
      const url = path.replace(/\{[^}]+\}/g, someone);
      for (const cookie of [undefined, shopper.cookie]) {
        const reply = await call(t.app, method as 'GET', url, { cookie });
        expect(reply.statusCode, `${method} ${url} ${cookie ?? ''}`).toBe(401);
      }
    }
  });

  it.each(routes.map((route) => [label(route), route] as const))(
    '%s: 401 without a staff session, and a shopper session never opens it',
    async (_name, route) => {
      const shopper = await signUpAndLogIn(t.app);
      const token = shopper.cookie.split('=')[1];
      for (const cookie of [undefined, shopper.cookie, `bloom_staff=${token}`]) {
        const reply = await call(t.app, route.method, route.url, { cookie, body: route.body });
        expect(reply.statusCode, `${cookie}`).toBe(401);
        expect(reply.json().error).toBe('Please sign in to the back office.');
      }
    },
  );

  const staff = new Map<StaffRole, TestStaff>();
  const as = async (role: StaffRole) => {
    if (!staff.has(role)) staff.set(role, await signedInStaff(t.app, t.db, role));
    return staff.get(role)!;
  };

  for (const role of staffRoles) {
    it.each(routes.map((route) => [label(route), route] as const))(
      `%s as ${role}: 403 unless the role holds the permission`,
      async (_name, route) => {
        const member = await as(role);
        const reply = await call(t.app, route.method, route.url, {
          cookie: member.cookie,
          body: route.body,
        });
        if (route.needs === null || roleHas(role, route.needs)) {
          expect([401, 403], reply.body).not.toContain(reply.statusCode);
          expect(reply.statusCode, reply.body).toBeLessThan(500);
        } else {
          expect(reply.statusCode, reply.body).toBe(403);
          expect(reply.json().error).toBe(
            `Your role (${role}) does not have the ${route.needs} permission.`,
          );
        }
      },
    );
  }
});
