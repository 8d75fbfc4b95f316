/**
 * Renders the back office's real routes at a path, the way main.tsx does (the real session
 * provider, layout and screens), with Apollo's MockedProvider answering instead of the gateway.
 */
import { useLayoutEffect } from 'react';
import { render } from 'vitest-browser-react';
import { createMemoryRouter, RouterProvider, useLocation, type Location } from 'react-router-dom';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockedResponse } from '@apollo/client/testing';
import axe from 'axe-core';
import { Toaster } from '@bloom/ui';
import '../styles.ts';
import type { Permission, StaffRole } from '../__generated__/graphql.ts';
import { MeQueryDocument, StaffSessionProvider, type Staff } from '../auth/session.tsx';
import { AdminIntlProvider } from '../i18n/AdminIntlProvider.tsx';
import { AdminRoutes } from '../routes.tsx';

/** Each role's permissions, as the gateway answers them (admin-plan.md). */
export const rolePermissions: Record<StaffRole, Permission[]> = {
  OWNER: [
    'ORDERS_READ',
    'ORDERS_WRITE',
    'CUSTOMERS_READ',
    'MESSAGES_HANDLE',
    'CATALOG_WRITE',
    'COUPONS_WRITE',
    'REVIEWS_MODERATE',
    'STAFF_MANAGE',
    'EXPORT',
  ],
  MANAGER: [
    'ORDERS_READ',
    'ORDERS_WRITE',
    'CUSTOMERS_READ',
    'MESSAGES_HANDLE',
    'CATALOG_WRITE',
    'COUPONS_WRITE',
    'REVIEWS_MODERATE',
    'EXPORT',
  ],
  SUPPORT: ['ORDERS_READ', 'ORDERS_WRITE', 'CUSTOMERS_READ', 'MESSAGES_HANDLE', 'REVIEWS_MODERATE'],
};

/** A signed-in staff member of `role`. */
export function staffMember(role: StaffRole, overrides: Partial<Staff> = {}): Staff {
  return {
    // The cache normalises by it, as it does with the gateway's answers.
    ...({ __typename: 'StaffMember' } as object),
    id: `staff-${role.toLowerCase()}`,
    name: `${role[0]}${role.slice(1).toLowerCase()} Person`,
    email: `${role.toLowerCase()}@bloom.example.com`,
    role,
    permissions: rolePermissions[role],
    twoFactorEnabled: false,
    locale: 'EN',
    ...overrides,
  };
}

/**
 * The gateway's `me`: the staff member, or null without a session; answers `times` times
 * (every time by default).
 */
export function meMock(staff: Staff | null, times = Number.POSITIVE_INFINITY): MockedResponse {
  return {
    request: { query: MeQueryDocument },
    result: { data: { me: staff } },
    maxUsageCount: times,
  };
}

/** Options of {@link renderAdmin}. */
export interface RenderAdminOptions {
  /** Who is signed in; null for nobody; undefined to give `me` among `mocks`. @default the owner */
  staff?: Staff | null | undefined;
  /** Answers for the screen's queries and mutations. @default [] */
  mocks?: MockedResponse[];
}

/** Reports the router's location after every change. */
function LocationProbe({ onChange }: { onChange(location: Location): void }) {
  const location = useLocation();
  useLayoutEffect(() => {
    onChange(location);
  }, [onChange, location]);
  return null;
}

/**
 * Renders the back office at `path` (under /admin, e.g. `/admin/orders?page=2`). Returns the
 * screen, and `location()`: where the router is now (without the /admin basename).
 */
export async function renderAdmin(path: string, options: RenderAdminOptions = {}) {
  const { mocks = [] } = options;
  const staff = 'staff' in options ? options.staff : staffMember('OWNER');
  let current: Location | null = null;
  // A data router as main.tsx makes, in memory.
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <LocationProbe
              onChange={(location) => {
                current = location;
              }}
            />
            <AdminRoutes />
          </>
        ),
      },
    ],
    { basename: '/admin', initialEntries: [path] },
  );
  const screen = await render(
    <MockedProvider mocks={staff === undefined ? mocks : [meMock(staff), ...mocks]}>
      <>
        <StaffSessionProvider>
          <AdminIntlProvider>
            <RouterProvider router={router} />
            <Toaster />
          </AdminIntlProvider>
        </StaffSessionProvider>
      </>
    </MockedProvider>,
  );
  return { screen, location: () => current };
}

/**
 * The axe violations on the page once it has settled, as "rule: target" lines (empty when
 * clean). Running animations finish first: a dialog still fading in has its buttons' colours
 * half-blended with the page, which axe reads as poor contrast no one ever sees. A toast on its
 * way out (`data-state="closed"`, fading) is left out for the same reason: its time may run out
 * while axe runs, which took over its 4 s on a busy machine (CI run 51).
 */
export async function axeViolations(): Promise<string[]> {
  // A spinner's endless animation never finishes, and needs no waiting for.
  const ending = document
    .getAnimations()
    .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
  await Promise.all(ending.map((animation) => animation.finished.catch(() => {})));
  const results = await axe.run(
    { include: [document], exclude: [['[data-type][data-state="closed"]']] },
    { resultTypes: ['violations'] },
  );
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`),
  );
}
