import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import type { MockedResponse } from '@apollo/client/testing';
import { axeViolations, renderAdmin, staffMember } from '../test/renderAdmin.tsx';
import { AdminCustomersQueryDocument } from './CustomersPage.tsx';

/** A row of the customers list. */
function customerRow(id: string, name: string, verifiedBuyer = false) {
  return {
    __typename: 'CustomerSummary',
    id,
    name,
    email: `${id}@example.com`,
    phone: null,
    createdAt: '2026-11-20T09:30:00.000Z',
    orderCount: verifiedBuyer ? 2 : 0,
    verifiedBuyer,
  };
}

/** The list's answer for `variables` (newest first unless they say otherwise). */
function customersMock(
  variables: Record<string, unknown>,
  rows: ReturnType<typeof customerRow>[],
): MockedResponse {
  return {
    request: {
      query: AdminCustomersQueryDocument,
      variables: { sort: 'JOINED', direction: 'DESC', page: 1, ...variables },
    },
    result: {
      data: {
        customers: {
          __typename: 'CustomerPage',
          total: rows.length,
          page: 1,
          pageSize: 50,
          items: rows,
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

test('filters by orders, verified buyers and sign-up days from the address, sorts by a heading, and the export carries the filter', async () => {
  const { location } = await renderAdmin('/admin/customers?verified=yes&from=2026-11-01', {
    mocks: [
      customersMock({ filter: { verifiedBuyer: true, from: '2026-11-01' } }, [
        customerRow('c1', 'Amna Raza', true),
      ]),
      customersMock({ filter: { verifiedBuyer: true, hasOrders: false, from: '2026-11-01' } }, [
        customerRow('c2', 'Bano Khan'),
      ]),
      customersMock(
        {
          filter: { verifiedBuyer: true, hasOrders: false, from: '2026-11-01' },
          sort: 'ORDERS',
          direction: 'DESC',
        },
        [customerRow('c3', 'Zoya Malik')],
      ),
    ],
  });
  await expect.element(page.getByRole('link', { name: 'Amna Raza' })).toBeVisible();
  await expect.element(page.getByRole('cell', { name: 'Yes' })).toBeVisible();
  await expect.element(page.getByRole('combobox', { name: 'Verified buyer' })).toHaveValue('yes');
  await expect
    .element(page.getByRole('link', { name: 'Export CSV' }))
    .toHaveAttribute('href', '/admin/customers.csv?verifiedBuyer=true&from=2026-11-01');

  await page.getByRole('combobox', { name: 'Orders' }).selectOptions('no');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect.element(page.getByRole('link', { name: 'Bano Khan' })).toBeVisible();
  expect(Object.fromEntries(new URLSearchParams(location()?.search))).toEqual({
    orders: 'no',
    verified: 'yes',
    from: '2026-11-01',
  });
  await expect
    .element(page.getByRole('link', { name: 'Export CSV' }))
    .toHaveAttribute(
      'href',
      '/admin/customers.csv?hasOrders=false&verifiedBuyer=true&from=2026-11-01',
    );

  // A count sorts most first at the first click.
  await page.getByRole('button', { name: 'Orders' }).click();
  await expect.element(page.getByRole('link', { name: 'Zoya Malik' })).toBeVisible();
  expect(new URLSearchParams(location()?.search).get('sort')).toBe('orders');
  expect(await axeViolations()).toEqual([]);
});

test('support reads the customers but is offered no export', async () => {
  await renderAdmin('/admin/customers', {
    staff: staffMember('SUPPORT'),
    mocks: [customersMock({ filter: {} }, [customerRow('c1', 'Amna Raza')])],
  });
  await expect.element(page.getByRole('link', { name: 'Amna Raza' })).toBeVisible();
  expect(page.getByRole('link', { name: 'Export CSV' }).elements()).toHaveLength(0);
});
