import { GraphQLError } from 'graphql';
import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import type { MockedResponse } from '@apollo/client/testing';
import { axeViolations, renderAdmin, staffMember } from '../test/renderAdmin.tsx';
import { AdminOrderQuery, SetOrderStatusMutation } from './orderDocuments.ts';

const id = 'BLM-7KQ2M9XH4T';

/** The order as the gateway answers it, at `status` and `version`. */
function order(status: string, version: number, allowedStatuses: string[]) {
  return {
    __typename: 'Order',
    id,
    status,
    version,
    allowedStatuses,
    createdAt: '2026-11-24T10:00:00.000Z',
    email: 'amna@example.com',
    name: 'Amna Khan',
    phone: '03001234567',
    address: '12 Garden Road, Lahore',
    customer: {
      __typename: 'OrderCustomer',
      id: 'c1',
      name: 'Amna Khan',
      email: 'amna@example.com',
    },
    lines: [
      {
        __typename: 'OrderLine',
        productId: 'p1',
        name: 'Rosewater Toner',
        unitPrice: 1299,
        quantity: 2,
        lineTotal: 2598,
      },
    ],
    coupon: { __typename: 'AppliedCoupon', code: 'WELCOME10', discountAmount: 259.8 },
    subtotal: 2598,
    discount: 259.8,
    totalAmount: 2338.2,
    notes: [],
    timeline: [
      {
        __typename: 'TimelineEvent',
        kind: 'CREATED',
        summary: 'Order placed',
        by: null,
        at: '2026-11-24T10:00:00.000Z',
      },
    ],
  };
}

function orderMock(answer: ReturnType<typeof order>): MockedResponse {
  return {
    request: { query: AdminOrderQuery, variables: { id } },
    result: { data: { order: answer } },
  };
}

test('offers the moves the workflow allows, asks first, and shows the order moved', async () => {
  await renderAdmin(`/admin/orders/${id}`, {
    mocks: [
      orderMock(order('PENDING', 1, ['DISPATCHED', 'CANCELLED'])),
      {
        request: {
          query: SetOrderStatusMutation,
          variables: { input: { id, status: 'DISPATCHED', version: 1 } },
        },
        result: { data: { setOrderStatus: order('DISPATCHED', 2, ['DELIVERED', 'CANCELLED']) } },
      },
    ],
  });
  await expect.element(page.getByRole('heading', { level: 1, name: `Order ${id}` })).toBeVisible();
  expect(document.title).toBe(`Order ${id} - Bloom admin`);
  await expect.element(page.getByText('Rosewater Toner')).toBeVisible();
  await expect.element(page.getByText('Coupon (WELCOME10)')).toBeVisible();
  expect(page.getByRole('button', { name: 'Mark as Delivered' }).elements()).toHaveLength(0);
  expect(await axeViolations()).toEqual([]);

  await page.getByRole('button', { name: 'Mark as Dispatched' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Mark as Dispatched?' });
  await expect.element(dialog).toBeVisible();
  expect(await axeViolations()).toEqual([]);
  await dialog.getByRole('button', { name: 'Mark as Dispatched' }).click();

  await expect.element(page.getByText(/^Status:/)).toHaveTextContent(/Dispatched/);
  await expect.element(page.getByRole('button', { name: 'Mark as Delivered' })).toBeVisible();
});

test('a change someone else made meanwhile is said, and the order is read again', async () => {
  await renderAdmin(`/admin/orders/${id}`, {
    mocks: [
      orderMock(order('PENDING', 1, ['DISPATCHED', 'CANCELLED'])),
      {
        request: {
          query: SetOrderStatusMutation,
          variables: { input: { id, status: 'CANCELLED', version: 1 } },
        },
        result: {
          errors: [
            new GraphQLError('This order was changed since you opened it.', {
              extensions: { code: 'CONFLICT' },
            }),
          ],
        },
      },
      orderMock(order('DISPATCHED', 2, ['DELIVERED', 'CANCELLED'])),
    ],
  });
  await page.getByRole('button', { name: 'Cancel order' }).click();
  await page
    .getByRole('alertdialog', { name: 'Cancel order?' })
    .getByRole('button', { name: 'Cancel order' })
    .click();
  await expect.element(page.getByText('This order was changed since you opened it.')).toBeVisible();
  await expect.element(page.getByText(/^Status:/)).toHaveTextContent(/Dispatched/);
});

test('support sees the order but a role without orders:write would get no controls', async () => {
  await renderAdmin(`/admin/orders/${id}`, {
    staff: staffMember('SUPPORT', { permissions: ['ORDERS_READ'] }),
    mocks: [orderMock(order('PENDING', 1, ['DISPATCHED', 'CANCELLED']))],
  });
  await expect.element(page.getByText('Rosewater Toner')).toBeVisible();
  expect(page.getByRole('button', { name: 'Mark as Dispatched' }).elements()).toHaveLength(0);
  expect(page.getByRole('button', { name: 'Add note' }).elements()).toHaveLength(0);
});
