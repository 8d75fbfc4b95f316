import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import type { MockedResponse } from '@apollo/client/testing';
import { axeViolations, renderAdmin, staffMember } from '../test/renderAdmin.tsx';
import { AdminOrdersQueryDocument, MarkOrdersDispatchedMutation } from './OrdersPage.tsx';
import { order, orderMock } from './print/orderFixture.ts';

/** A row of the orders list. */
function orderRow(id: string, version = 1, status = 'PENDING') {
  return {
    __typename: 'OrderSummary',
    id,
    status,
    createdAt: '2026-11-24T10:00:00.000Z',
    name: 'Amna Khan',
    email: 'amna@example.com',
    phone: '03001234567',
    itemCount: 2,
    totalAmount: 2598,
    version,
  };
}

/** The list's answer for `variables`: `ids` on the page, `total` over every page. */
function ordersMock(
  variables: Record<string, unknown>,
  rows: ReturnType<typeof orderRow>[],
  total = rows.length,
): MockedResponse {
  return {
    // Newest first unless the test asks for another order.
    request: {
      query: AdminOrdersQueryDocument,
      variables: { sort: 'PLACED', direction: 'DESC', ...variables },
    },
    result: {
      data: {
        orders: { __typename: 'OrderPage', total, page: 1, pageSize: 50, items: rows },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

test('the filters and the page come from the URL, and applying filters writes them back from page 1', async () => {
  const { location } = await renderAdmin(
    '/admin/orders?status=PENDING&search=amna%40example.com&page=2',
    {
      mocks: [
        ordersMock(
          { filter: { search: 'amna@example.com', status: 'PENDING' }, page: 2 },
          [orderRow('BLM-1')],
          51,
        ),
        ordersMock({ filter: { search: 'BLM-2', status: 'PENDING' }, page: 1 }, [
          orderRow('BLM-2'),
        ]),
      ],
    },
  );
  await expect.element(page.getByRole('link', { name: 'BLM-1' })).toBeVisible();
  await expect.element(page.getByText('51 results')).toBeVisible();
  await expect
    .element(page.getByRole('searchbox', { name: /^Search/ }))
    .toHaveValue('amna@example.com');
  expect(document.title).toBe('Orders - Bloom admin');

  await page.getByRole('searchbox', { name: /^Search/ }).fill('BLM-2');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect.element(page.getByRole('link', { name: 'BLM-2' })).toBeVisible();
  expect(Object.fromEntries(new URLSearchParams(location()?.search))).toEqual({
    search: 'BLM-2',
    status: 'PENDING',
  });
  expect(await axeViolations()).toEqual([]);
});

test("a column's heading sorts the list, the sort lives in the address, and filters keep it", async () => {
  const { location } = await renderAdmin('/admin/orders?status=PENDING&page=2', {
    mocks: [
      ordersMock({ filter: { status: 'PENDING' }, page: 2 }, [orderRow('BLM-1')], 51),
      ordersMock({ filter: { status: 'PENDING' }, sort: 'TOTAL', direction: 'ASC', page: 1 }, [
        orderRow('BLM-2'),
      ]),
      ordersMock({ filter: { status: 'PENDING' }, sort: 'TOTAL', direction: 'DESC', page: 1 }, [
        orderRow('BLM-3'),
      ]),
      ordersMock(
        {
          filter: { status: 'PENDING', search: 'amna' },
          sort: 'TOTAL',
          direction: 'ASC',
          page: 1,
        },
        [orderRow('BLM-4')],
      ),
    ],
  });
  await expect.element(page.getByRole('link', { name: 'BLM-1' })).toBeVisible();
  const placed = page.getByRole('columnheader', { name: 'Placed' });
  await expect.element(placed).toHaveAttribute('aria-sort', 'descending');
  // Only the columns the server sorts by offer it.
  expect(page.getByRole('columnheader', { name: 'Email' }).getByRole('button').elements()).toEqual(
    [],
  );

  // A number sorts largest first at the first click, then the other way.
  await page.getByRole('button', { name: 'Total' }).click();
  await expect.element(page.getByRole('link', { name: 'BLM-3' })).toBeVisible();
  await expect
    .element(page.getByRole('columnheader', { name: 'Total' }))
    .toHaveAttribute('aria-sort', 'descending');
  // A new order starts again from page 1.
  expect(Object.fromEntries(new URLSearchParams(location()?.search))).toEqual({
    status: 'PENDING',
    sort: 'total',
    direction: 'desc',
  });
  await page.getByRole('button', { name: 'Total' }).click();
  await expect.element(page.getByRole('link', { name: 'BLM-2' })).toBeVisible();
  expect(new URLSearchParams(location()?.search).get('direction')).toBe('asc');

  await page.getByRole('searchbox', { name: /^Search/ }).fill('amna');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect.element(page.getByRole('link', { name: 'BLM-4' })).toBeVisible();
  expect(Object.fromEntries(new URLSearchParams(location()?.search))).toEqual({
    search: 'amna',
    status: 'PENDING',
    sort: 'total',
    direction: 'asc',
  });
  expect(await axeViolations()).toEqual([]);
});

test('a sorted list opened from its address shows that sort', async () => {
  await renderAdmin('/admin/orders?sort=customer', {
    mocks: [
      ordersMock({ filter: {}, sort: 'CUSTOMER', direction: 'ASC', page: 1 }, [orderRow('BLM-5')]),
    ],
  });
  await expect.element(page.getByRole('link', { name: 'BLM-5' })).toBeVisible();
  await expect
    .element(page.getByRole('columnheader', { name: 'Customer' }))
    .toHaveAttribute('aria-sort', 'ascending');
});

const dispatchedMock = () =>
  ordersMock({ filter: { status: 'DISPATCHED' }, page: 1 }, [orderRow('BLM-1')]);

test("the owner's export link carries the list's filter", async () => {
  await renderAdmin('/admin/orders?status=DISPATCHED', { mocks: [dispatchedMock()] });
  await expect
    .element(page.getByRole('link', { name: 'Export CSV' }))
    .toHaveAttribute('href', '/admin/orders.csv?status=DISPATCHED');
});

test('support has no export link', async () => {
  await renderAdmin('/admin/orders?status=DISPATCHED', {
    staff: staffMember('SUPPORT'),
    mocks: [dispatchedMock()],
  });
  await expect.element(page.getByRole('link', { name: 'BLM-1' })).toBeVisible();
  expect(page.getByRole('link', { name: 'Export CSV' }).elements()).toHaveLength(0);
});

test('bulk "Mark as dispatched" sends each selected order with the version the list showed', async () => {
  await renderAdmin('/admin/orders', {
    mocks: [
      ordersMock({ filter: {}, page: 1 }, [orderRow('BLM-1', 3), orderRow('BLM-2', 1)]),
      {
        request: {
          query: MarkOrdersDispatchedMutation,
          variables: {
            input: {
              orders: [
                { id: 'BLM-1', version: 3 },
                { id: 'BLM-2', version: 1 },
              ],
            },
          },
        },
        result: {
          data: {
            markOrdersDispatched: {
              __typename: 'MarkOrdersDispatchedPayload',
              dispatched: ['BLM-1'],
              refused: [
                {
                  __typename: 'OrderRefusal',
                  id: 'BLM-2',
                  message: 'BLM-2 was changed since you opened it.',
                },
              ],
            },
          },
        },
      },
    ],
  });
  await expect.element(page.getByRole('link', { name: 'BLM-1' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Select order BLM-1' }).click();
  await page.getByRole('checkbox', { name: 'Select order BLM-2' }).click();
  await page.getByRole('button', { name: 'Mark as dispatched' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Mark 2 orders as dispatched?' });
  await expect
    .element(confirm)
    .toHaveAccessibleDescription(
      "Each of the 2 orders' shoppers gets a mail saying their order is on its way.",
    );
  await confirm.getByRole('button', { name: 'Dispatch 2 orders' }).click();
  await expect.element(page.getByText('1 order marked as dispatched.')).toBeVisible();
  await expect.element(page.getByText('BLM-2 was changed since you opened it.')).toBeVisible();
  // The selection is spent.
  await expect
    .element(page.getByRole('checkbox', { name: 'Select order BLM-1' }))
    .not.toBeChecked();
});

test('"Mark as dispatched" asks first: cancelling mails nobody', async () => {
  let sent = false;
  await renderAdmin('/admin/orders', {
    mocks: [
      ordersMock({ filter: {}, page: 1 }, [orderRow('BLM-1')]),
      {
        request: {
          query: MarkOrdersDispatchedMutation,
          variables: { input: { orders: [{ id: 'BLM-1', version: 1 }] } },
        },
        result: () => {
          sent = true;
          return {
            data: {
              markOrdersDispatched: {
                __typename: 'MarkOrdersDispatchedPayload',
                dispatched: ['BLM-1'],
                refused: [],
              },
            },
          };
        },
      },
    ],
  });
  await page.getByRole('checkbox', { name: 'Select order BLM-1' }).click();
  await page.getByRole('button', { name: 'Mark as dispatched' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Mark 1 order as dispatched?' });
  await expect
    .element(confirm)
    .toHaveAccessibleDescription('The shopper gets a mail saying their order is on its way.');
  expect(await axeViolations()).toEqual([]);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect.element(confirm).not.toBeInTheDocument();
  await expect.element(page.getByRole('checkbox', { name: 'Select order BLM-1' })).toBeChecked();
  expect(sent).toBe(false);
});

test('only Pending orders are dispatched: the others are named and left out', async () => {
  await renderAdmin('/admin/orders', {
    mocks: [
      ordersMock({ filter: {}, page: 1 }, [
        orderRow('BLM-1', 2),
        orderRow('BLM-2', 4, 'DISPATCHED'),
        orderRow('BLM-3', 1, 'CANCELLED'),
      ]),
      {
        request: {
          query: MarkOrdersDispatchedMutation,
          variables: { input: { orders: [{ id: 'BLM-1', version: 2 }] } },
        },
        result: {
          data: {
            markOrdersDispatched: {
              __typename: 'MarkOrdersDispatchedPayload',
              dispatched: ['BLM-1'],
              refused: [],
            },
          },
        },
      },
    ],
  });
  await page.getByRole('checkbox', { name: 'Select order BLM-2' }).click();
  const button = page.getByRole('button', { name: 'Mark as dispatched' });
  await expect.element(button).toBeDisabled();
  await expect
    .element(button)
    .toHaveAccessibleDescription(
      'Only Pending orders can be dispatched, and none of the selected orders is Pending.',
    );

  await page.getByRole('checkbox', { name: 'Select order BLM-1' }).click();
  await page.getByRole('checkbox', { name: 'Select order BLM-3' }).click();
  await expect.element(button).toBeEnabled();
  await expect
    .element(button)
    .toHaveAccessibleDescription(
      'Only Pending orders can be dispatched: BLM-2 (Dispatched), BLM-3 (Cancelled) are left out.',
    );
  await button.click();
  await page
    .getByRole('alertdialog', { name: 'Mark 1 order as dispatched?' })
    .getByRole('button', { name: 'Dispatch 1 order' })
    .click();
  await expect.element(page.getByText('1 order marked as dispatched.')).toBeVisible();
});

test("a role that only reads orders prints the selected orders' packing slips at once, and is offered no dispatch", async () => {
  const { location } = await renderAdmin('/admin/orders', {
    staff: staffMember('SUPPORT', { permissions: ['ORDERS_READ'] }),
    mocks: [
      ordersMock({ filter: {}, page: 1 }, [
        orderRow('BLM-1'),
        orderRow('BLM-2'),
        orderRow('BLM-3'),
        orderRow('BLM-4'),
      ]),
      ...['BLM-1', 'BLM-3', 'BLM-4'].map((id) =>
        orderMock(
          id,
          order(id, { lines: [{ ...order(id).lines[0]!, name: `Rosewater Toner for ${id}` }] }),
        ),
      ),
    ],
  });
  await page.getByRole('checkbox', { name: 'Select order BLM-1' }).click();
  await page.getByRole('checkbox', { name: 'Select order BLM-3' }).click();
  await page.getByRole('checkbox', { name: 'Select order BLM-4' }).click();
  expect(page.getByRole('button', { name: 'Mark as dispatched' }).elements()).toHaveLength(0);
  expect(await axeViolations()).toEqual([]);
  await page.getByRole('link', { name: 'Print packing slips' }).click();

  await expect
    .element(page.getByRole('heading', { level: 1, name: 'Packing slips for 3 orders' }))
    .toBeVisible();
  expect(location()?.pathname).toBe('/orders/print');
  for (const id of ['BLM-1', 'BLM-3', 'BLM-4']) {
    await expect
      .element(page.getByRole('article', { name: `Packing slip ${id}` }))
      .toHaveTextContent(`Rosewater Toner for ${id}`);
  }
  expect(page.getByRole('article').elements()).toHaveLength(3);
});

test('on a 390 px phone each order is a card: its number, then customer, status and total, all on the screen', async () => {
  await page.viewport(390, 844);
  try {
    await renderAdmin('/admin/orders', {
      mocks: [ordersMock({ filter: {}, page: 1 }, [orderRow('BLM-1'), orderRow('BLM-2')])],
    });
    const number = page.getByRole('rowheader', { name: 'BLM-1' });
    await expect.element(number).toBeVisible();
    const card = number.element().closest('tr')!;
    const cell = (label: string) => card.querySelector(`[data-label="${label}"]`)!;
    const top = (element: Element) => element.getBoundingClientRect().top;
    // What matters first, in this order, above when it was placed.
    const order = ['Customer', 'Status', 'Total', 'Placed'].map((label) => top(cell(label)));
    expect(top(number.element())).toBeLessThan(order[0]!);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    for (const label of ['Customer', 'Status', 'Total', 'Placed', 'Email']) {
      const box = cell(label).getBoundingClientRect();
      expect(box.left, label).toBeGreaterThanOrEqual(0);
      expect(box.right, label).toBeLessThanOrEqual(390);
    }
    // Each value is said with its column's name, as the header row is not beside it.
    await expect.element(page.getByText('Rs. 2,598.00').first()).toBeVisible();
    expect(getComputedStyle(cell('Total'), '::before').content).toBe('"Total"');
    // Nothing scrolls sideways, and the first order is on the first screen.
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    expect(card.getBoundingClientRect().bottom).toBeLessThanOrEqual(844);
    // The filters fold away until asked for.
    expect(page.getByRole('searchbox', { name: /^Search/ }).elements()).toEqual([]);
    await page.getByText('Filters', { exact: true }).click();
    await expect.element(page.getByRole('searchbox', { name: /^Search/ })).toBeVisible();
    // The sortable headings stay, as a bar of buttons.
    await expect.element(page.getByRole('button', { name: 'Total' })).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  } finally {
    await page.viewport(1280, 800);
  }
});

test('in Urdu the orders list reads in Urdu, right to left: heading, filters, columns, statuses, money and bulk actions', async () => {
  try {
    await renderAdmin('/admin/orders', {
      staff: staffMember('MANAGER', { locale: 'UR' }),
      mocks: [
        ordersMock({ filter: {}, page: 1 }, [
          orderRow('BLM-1'),
          orderRow('BLM-2', 1, 'DISPATCHED'),
        ]),
      ],
    });
    await expect.element(page.getByRole('heading', { level: 1, name: 'آرڈرز' })).toBeVisible();
    expect(document.title).toBe('آرڈرز - Bloom admin');
    expect(document.documentElement.dir).toBe('rtl');
    await expect.element(page.getByRole('searchbox', { name: /^تلاش/ })).toBeVisible();
    await expect.element(page.getByRole('combobox', { name: 'صورتحال' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'فلٹر لگائیں' })).toBeVisible();
    await expect.element(page.getByText('2 نتائج')).toBeVisible();
    // The sortable headings are buttons named in Urdu.
    await expect.element(page.getByRole('button', { name: 'ٹوٹل' })).toBeVisible();
    const first = page.getByRole('row', { name: /BLM-1/ });
    await expect.element(first).toHaveTextContent('زیرِ التوا');
    await expect.element(first).toHaveTextContent('\u2066Rs. 2,598.00\u2069');
    await expect
      .element(page.getByRole('row', { name: /BLM-2/ }))
      .toHaveTextContent('روانہ کر دیا گیا');
    // Right to left: the order's number is the rightmost column, its total further left.
    const number = page.getByRole('rowheader', { name: 'BLM-1' }).element();
    const total = first.element().querySelector('td:last-child')!;
    expect(number.getBoundingClientRect().left).toBeGreaterThan(total.getBoundingClientRect().left);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);

    await page.getByRole('checkbox', { name: 'آرڈر BLM-1 منتخب کریں' }).click();
    await expect.element(page.getByRole('button', { name: 'روانہ شدہ درج کریں' })).toBeEnabled();
    await expect.element(page.getByRole('link', { name: 'پیکنگ سلپس پرنٹ کریں' })).toBeVisible();
    expect(await axeViolations()).toEqual([]);
    await page.getByRole('button', { name: 'روانہ شدہ درج کریں' }).click();
    await expect
      .element(page.getByRole('alertdialog', { name: '1 آرڈر روانہ شدہ درج کریں؟' }))
      .toBeVisible();
  } finally {
    document.documentElement.lang = 'en';
    document.documentElement.dir = 'ltr';
  }
});

test("in Urdu an order the bulk dispatch left out is named in Urdu, the api's words after it", async () => {
  try {
    await renderAdmin('/admin/orders', {
      staff: staffMember('MANAGER', { locale: 'UR' }),
      mocks: [
        ordersMock({ filter: {}, page: 1 }, [orderRow('BLM-1', 3), orderRow('BLM-2', 1)]),
        {
          request: {
            query: MarkOrdersDispatchedMutation,
            variables: { input: { orders: [{ id: 'BLM-2', version: 1 }] } },
          },
          result: {
            data: {
              markOrdersDispatched: {
                __typename: 'MarkOrdersDispatchedPayload',
                dispatched: [],
                refused: [
                  {
                    __typename: 'OrderRefusal',
                    id: 'BLM-2',
                    message: 'BLM-2: This order was changed since you opened it.',
                  },
                ],
              },
            },
          },
        },
      ],
    });
    await page.getByRole('checkbox', { name: 'آرڈر BLM-2 منتخب کریں' }).click();
    await page.getByRole('button', { name: 'روانہ شدہ درج کریں' }).click();
    await page
      .getByRole('alertdialog', { name: '1 آرڈر روانہ شدہ درج کریں؟' })
      .getByRole('button', { name: '1 آرڈر روانہ کریں' })
      .click();
    await expect
      .element(
        page.getByText(
          'آرڈر BLM-2 روانہ شدہ درج نہیں ہوا۔ (This order was changed since you opened it.)',
        ),
      )
      .toBeVisible();
  } finally {
    document.documentElement.lang = 'en';
    document.documentElement.dir = 'ltr';
  }
});
