import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import type { MockedResponse } from '@apollo/client/testing';
import { axeViolations, renderAdmin, staffMember } from '../test/renderAdmin.tsx';
import { AdminDashboardQueryDocument } from './DashboardPage.tsx';

const days = Array.from({ length: 14 }, (_, index) => ({
  __typename: 'DayFigures',
  date: `2026-11-${String(11 + index).padStart(2, '0')}`,
  orders: index,
  revenue: index * 1000,
}));

const dashboardMock: MockedResponse = {
  request: { query: AdminDashboardQueryDocument },
  result: {
    data: {
      dashboard: {
        __typename: 'Dashboard',
        todayOrders: 13,
        todayRevenue: 13000,
        pendingOrders: 4,
        last14Days: days,
        newMessages: 2,
        lowStock: [
          { __typename: 'LowStockProduct', id: 'p-rose', name: 'Rose Toner', stock: 2 },
          { __typename: 'LowStockProduct', id: 'p-clay', name: 'Clay Mask', stock: 0 },
        ],
        lowStockThreshold: 5,
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

test('each product running low links to its page, where its stock is changed', async () => {
  const { location } = await renderAdmin('/admin', {
    staff: staffMember('MANAGER'),
    mocks: [dashboardMock],
  });
  const lowStock = page.getByRole('list', { name: 'Low stock' });
  await expect.element(lowStock).toHaveTextContent('Rose Toner: 2 left');
  await expect
    .element(lowStock.getByRole('link', { name: 'Clay Mask' }))
    .toHaveAttribute('href', '/admin/products/p-clay');
  expect(await axeViolations()).toEqual([]);
  await lowStock.getByRole('link', { name: 'Rose Toner' }).click();
  await expect.poll(() => location()?.pathname).toBe('/products/p-rose');
});

test('in Urdu the dashboard reads in Urdu: its figures, and the revenue in rupees kept left to right', async () => {
  await renderAdmin('/admin', {
    staff: staffMember('MANAGER', { locale: 'UR' }),
    mocks: [dashboardMock],
  });
  await expect.element(page.getByRole('heading', { level: 1, name: 'ڈیش بورڈ' })).toBeVisible();
  await expect.element(page.getByRole('link', { name: 'آج کی آمدنی' })).toBeVisible();
  // The amount is isolated left to right inside the Urdu page: "Rs. 13,000.00" reads as written.
  await expect.element(page.getByText('\u2066Rs. 13,000.00\u2069')).toBeVisible();
  await expect
    .element(page.getByRole('list', { name: 'کم اسٹاک' }))
    .toHaveTextContent('Rose Toner: 2 باقی');
  expect(document.documentElement.dir).toBe('rtl');
  expect(document.title).toBe('ڈیش بورڈ - Bloom admin');
  expect(await axeViolations()).toEqual([]);
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
});
