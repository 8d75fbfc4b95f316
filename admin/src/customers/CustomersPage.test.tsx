import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import type { MockedResponse } from '@apollo/client/testing';
import { axeViolations, renderAdmin, staffMember } from '../test/renderAdmin.tsx';
import { AdminCustomerQueryDocument, SendCustomerPasswordResetMutation } from './CustomerPage.tsx';
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

test('in Urdu the customers list and a customer read in Urdu, right to left: filters, columns, export, contact, orders, reviews and the reset’s toast', async () => {
  try {
    await renderAdmin('/admin/customers?verified=yes', {
      staff: staffMember('OWNER', { locale: 'UR' }),
      mocks: [
        customersMock({ filter: { verifiedBuyer: true } }, [customerRow('c1', 'Amna Raza', true)]),
        {
          request: { query: AdminCustomerQueryDocument, variables: { id: 'c1' } },
          result: {
            data: {
              customer: {
                __typename: 'Customer',
                id: 'c1',
                name: 'Amna Raza',
                email: 'c1@example.com',
                phone: '03001234567',
                address: '12 Garden Road, Lahore',
                createdAt: '2026-11-20T09:30:00.000Z',
                wishlistSize: 3,
                orders: [
                  {
                    __typename: 'OrderSummary',
                    id: 'BLM-1',
                    status: 'DELIVERED',
                    createdAt: '2026-11-21T09:30:00.000Z',
                    itemCount: 2,
                    totalAmount: 2598,
                  },
                ],
                reviews: [
                  {
                    __typename: 'CustomerReview',
                    id: 'r1',
                    productName: 'Rosewater Toner',
                    rating: 5,
                    comment: 'Lovely.',
                    createdAt: '2026-11-22T09:30:00.000Z',
                  },
                ],
              },
            },
          },
        },
        {
          request: { query: SendCustomerPasswordResetMutation, variables: { id: 'c1' } },
          result: {
            data: {
              sendCustomerPasswordReset: { __typename: 'SendCustomerPasswordResetPayload' },
            },
          },
        },
      ],
    });
    await expect.element(page.getByRole('heading', { level: 1, name: 'گاہک' })).toBeVisible();
    expect(document.title).toBe('گاہک - Bloom admin');
    expect(document.documentElement.dir).toBe('rtl');
    await expect
      .element(page.getByRole('combobox', { name: 'تصدیق شدہ خریدار' }))
      .toHaveValue('yes');
    await expect.element(page.getByRole('combobox', { name: 'آرڈرز' })).toBeVisible();
    await expect.element(page.getByRole('cell', { name: 'ہاں' })).toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'CSV برآمد کریں' }))
      .toHaveAttribute('href', '/admin/customers.csv?verifiedBuyer=true');
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    expect(await axeViolations()).toEqual([]);

    await page.getByRole('link', { name: 'Amna Raza' }).click();
    await expect.element(page.getByRole('heading', { level: 1, name: 'Amna Raza' })).toBeVisible();
    await expect.element(page.getByText(/سے گاہک$/)).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'پاس ورڈ ری سیٹ بھیجیں' })).toBeVisible();
    await expect.element(page.getByRole('heading', { name: 'رابطہ' })).toBeVisible();
    await expect.element(page.getByText('3 پروڈکٹس')).toBeVisible();
    await expect
      .element(page.getByRole('list', { name: 'تبصرے' }))
      .toHaveTextContent('Rosewater Toner: 5 میں سے 5 ستارے');
    const order = page.getByRole('row', { name: /BLM-1/ });
    await expect.element(order).toHaveTextContent('پہنچا دیا گیا');
    await expect.element(order).toHaveTextContent('\u2066Rs. 2,598.00\u2069');
    expect(await axeViolations()).toEqual([]);

    await page.getByRole('button', { name: 'پاس ورڈ ری سیٹ بھیجیں' }).click();
    await expect
      .element(page.getByText('پاس ورڈ ری سیٹ c1@example.com کو ای میل کر دیا گیا۔'))
      .toBeVisible();
  } finally {
    document.documentElement.lang = 'en';
    document.documentElement.dir = 'ltr';
  }
});
