import { GraphQLError } from 'graphql';
import { expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { MockedResponse } from '@apollo/client/testing';
import { axeViolations, renderAdmin, staffMember } from '../test/renderAdmin.tsx';
import { AdminOrderQuery, SetOrderStatusMutation } from './orderDocuments.ts';

const id = 'BLM-7KQ2M9XH4T';

/** The order as the gateway answers it, at `status` and `version`. */
function order(
  status: string,
  version: number,
  allowedStatuses: string[],
  tracking: {
    carrier: string | null;
    trackingNumber: string | null;
    trackingUrl: string | null;
  } = { carrier: null, trackingNumber: null, trackingUrl: null },
) {
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
    ...tracking,
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
          variables: {
            input: {
              id,
              status: 'DISPATCHED',
              version: 1,
              carrier: 'TCS',
              trackingNumber: 'TCS-7781',
            },
          },
        },
        result: {
          data: {
            setOrderStatus: order('DISPATCHED', 2, ['DELIVERED', 'CANCELLED'], {
              carrier: 'TCS',
              trackingNumber: 'TCS-7781',
              trackingUrl: 'https://www.tcsexpress.com/track/TCS-7781',
            }),
          },
        },
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
  const dialog = page.getByRole('dialog', { name: 'Mark as Dispatched?' });
  await expect.element(dialog).toBeVisible();
  expect(await axeViolations()).toEqual([]);
  // By keyboard: the carrier is a select, the tracking number a text field, Enter submits.
  await dialog.getByRole('combobox', { name: 'Carrier' }).selectOptions('TCS');
  const tracking = dialog.getByRole('textbox', { name: 'Tracking number' });
  await tracking.fill(' TCS-7781 ');
  await userEvent.keyboard('{Enter}');

  await expect.element(page.getByText(/^Status:/)).toHaveTextContent(/Dispatched/);
  await expect.element(page.getByRole('button', { name: 'Mark as Delivered' })).toBeVisible();
  await expect
    .element(page.getByRole('link', { name: 'TCS-7781' }))
    .toHaveAttribute('href', 'https://www.tcsexpress.com/track/TCS-7781');
});

test("the dispatch dialog offers the shop's carriers and refuses a tracking number the api would, sending nothing", async () => {
  await renderAdmin(`/admin/orders/${id}`, {
    // No mutation mocked: sending one would fail the test with an unmatched request.
    mocks: [orderMock(order('PENDING', 1, ['DISPATCHED', 'CANCELLED']))],
  });
  await page.getByRole('button', { name: 'Mark as Dispatched' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark as Dispatched?' });
  const carrier = dialog.getByRole('combobox', { name: 'Carrier' });
  await expect.element(carrier).toBeVisible();
  expect(
    [...(carrier.element() as HTMLSelectElement).options].map((option) => option.text),
  ).toEqual(['Not recorded', 'TCS', 'Leopards', 'M&P', 'Pakistan Post']);
  await dialog.getByRole('textbox', { name: 'Tracking number' }).fill('TCS\u00e9123');
  await dialog.getByRole('button', { name: 'Mark as Dispatched' }).click();
  await expect
    .element(dialog.getByText('Use letters, digits, spaces and - / . only.'))
    .toBeVisible();
  await expect.element(dialog.getByRole('textbox', { name: 'Tracking number' })).toHaveFocus();
  expect(await axeViolations()).toEqual([]);
  await userEvent.keyboard('{Escape}');
  await expect.element(dialog).not.toBeInTheDocument();
  await expect.element(page.getByText(/^Status:/)).toHaveTextContent(/Pending/);
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
