import { expect, test } from 'vitest';
import { GraphQLError } from 'graphql';
import { renderRoute } from '../test/renderRoute.tsx';
import { pendingOrder, testUser } from '../test/fixtures.ts';
import { myOrdersMock } from '../test/mocks.ts';
import { CancelOrderMutation } from './OrdersPage.tsx';
import { urdu } from '../forms/urdu.ts';
import { bundledIntl } from '../i18n/bundled.ts';

test('each order shows its id, date, total, status and items', async () => {
  const screen = await renderRoute('/orders', {
    session: testUser,
    mocks: [
      myOrdersMock([pendingOrder, { ...pendingOrder, id: 'BLM-100000', status: 'DELIVERED' }]),
    ],
  });

  const first = screen.getByRole('article', { name: 'Order BLM-482913' });
  await expect.element(first).toBeVisible();
  await expect.element(first).toHaveTextContent('Pending');
  await expect.element(first).toHaveTextContent('Rs. 2,339.10');
  // Each ordered product is a line of its own: its name (a link to it), "× 2" and what it cost.
  const item = first.getByRole('list', { name: 'Items in order BLM-482913' }).getByRole('listitem');
  await expect
    .element(item.getByRole('heading', { name: 'Rose Glow Serum' }).getByRole('link'))
    .toHaveAttribute('href', '/selectedItem/p1');
  await expect.element(item).toHaveTextContent('Quantity × 2');
  await expect.element(item).toHaveTextContent('Line total Rs. 2,599.00');
  await expect.element(first.getByRole('time')).toHaveAttribute('datetime', pendingOrder.createdAt);
  const second = screen.getByRole('article', { name: 'Order BLM-100000' });
  await expect.element(second).toHaveTextContent('Delivered');
  await expect
    .element(second.getByRole('button', { name: 'Cancel Order' }))
    .not.toBeInTheDocument();
  expect(document.title).toBe('My Orders - Bloom');
});

test('Cancel Order asks first; keeping the order sends nothing', async () => {
  let sent = 0;
  const screen = await renderRoute('/orders', {
    session: testUser,
    mocks: [
      myOrdersMock([pendingOrder]),
      {
        request: { query: CancelOrderMutation, variables: () => true },
        result: () => {
          sent += 1;
          return { data: null };
        },
      },
    ],
  });

  await screen.getByRole('button', { name: 'Cancel Order' }).click();
  const dialog = screen.getByRole('dialog', { name: 'Cancel order BLM-482913?' });
  await expect.element(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep order' }).click();
  await expect.element(dialog).not.toBeInTheDocument();
  expect(sent).toBe(0);
});

test('confirming cancels the order and shows its new status', async () => {
  const screen = await renderRoute('/orders', {
    session: testUser,
    mocks: [
      myOrdersMock([pendingOrder]),
      {
        request: { query: CancelOrderMutation, variables: { input: { orderId: pendingOrder.id } } },
        // The order as it is now; the shop's own words never reach the page.
        result: {
          data: { cancelOrder: { __typename: 'Order', id: pendingOrder.id, status: 'CANCELLED' } },
        },
      },
    ],
  });

  await screen.getByRole('button', { name: 'Cancel Order' }).click();
  await screen.getByRole('button', { name: 'Yes, cancel it' }).click();

  const card = screen.getByRole('article', { name: 'Order BLM-482913' });
  await expect.element(card).toHaveTextContent('Cancelled');
  await expect.element(card.getByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
  await expect.element(screen.getByText('Order Status Updated')).toBeVisible();
});

test('a refused cancel shows the shop message and keeps the order Pending', async () => {
  const screen = await renderRoute('/orders', {
    session: testUser,
    mocks: [
      myOrdersMock([pendingOrder]),
      {
        request: { query: CancelOrderMutation, variables: () => true },
        result: {
          errors: [
            new GraphQLError('This order is already Dispatched; it can no longer be cancelled.', {
              extensions: { code: 'CONFLICT' },
            }),
          ],
        },
      },
    ],
  });

  await screen.getByRole('button', { name: 'Cancel Order' }).click();
  await screen.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect.element(screen.getByText(/can no longer be cancelled/)).toBeVisible();
  await expect
    .element(screen.getByRole('article', { name: 'Order BLM-482913' }))
    .toHaveTextContent('Pending');
});

test('no orders yet says so', async () => {
  const screen = await renderRoute('/orders', { session: testUser, mocks: [myOrdersMock([])] });
  await expect.element(screen.getByRole('heading', { name: 'No orders yet' })).toBeVisible();
});

test('in Urdu an order shows its status and date in Urdu, and is cancelled in Urdu', async () => {
  const screen = await renderRoute('/orders', {
    session: testUser,
    locale: 'ur',
    mocks: [
      myOrdersMock([pendingOrder, { ...pendingOrder, id: 'BLM-100000', status: 'DELIVERED' }]),
      {
        request: { query: CancelOrderMutation, variables: { input: { orderId: pendingOrder.id } } },
        result: {
          data: { cancelOrder: { __typename: 'Order', id: pendingOrder.id, status: 'CANCELLED' } },
        },
      },
    ],
  });

  await expect
    .element(screen.getByRole('heading', { level: 1, name: urdu('shop.menu.orders') }))
    .toBeVisible();
  expect(document.title).toContain(urdu('shop.menu.orders'));
  const list = screen.getByRole('list', { name: urdu('shop.orders.list') });
  const first = list.getByRole('article').first();
  await expect
    .element(first)
    .toHaveTextContent(bundledIntl('ur').formatMessage({ id: 'ui.orderStatus.pending' }));
  // The Urdu word keeps the status's colour.
  expect(first.element().querySelector('[data-status]')?.getAttribute('data-variant')).toBe(
    'warning',
  );
  // Placed at 15:00 in the shop's time zone (10:00 UTC), written in Urdu with Latin digits.
  await expect.element(first.getByRole('time')).toHaveTextContent(/^20 نومبر، 2026، 3:00/);
  await expect
    .element(
      first.getByRole('list', { name: urdu('shop.orders.items', { orderId: pendingOrder.id }) }),
    )
    .toBeVisible();
  await expect
    .element(list.getByRole('article').nth(1))
    .toHaveTextContent(bundledIntl('ur').formatMessage({ id: 'ui.orderStatus.delivered' }));

  await first.getByRole('button', { name: urdu('shop.orders.cancel') }).click();
  const dialog = screen.getByRole('dialog', {
    name: urdu('shop.orders.cancel.title', { orderId: pendingOrder.id }),
  });
  await expect.element(dialog).toHaveAccessibleDescription(urdu('shop.orders.cancel.text'));
  await expect
    .element(dialog.getByRole('button', { name: urdu('shop.orders.cancel.keep') }))
    .toBeVisible();
  await dialog.getByRole('button', { name: urdu('shop.orders.cancel.confirm') }).click();
  await expect
    .element(first)
    .toHaveTextContent(bundledIntl('ur').formatMessage({ id: 'ui.orderStatus.cancelled' }));
  await expect.element(screen.getByText(urdu('shop.orders.cancelled'))).toBeVisible();
  for (const english of ['Pending', 'Delivered', 'Cancelled', 'Nov', 'Cancel Order']) {
    expect(list.element().textContent).not.toContain(english);
  }
});

test('in Urdu no orders yet says so in Urdu', async () => {
  const screen = await renderRoute('/orders', {
    session: testUser,
    locale: 'ur',
    mocks: [myOrdersMock([])],
  });
  await expect
    .element(screen.getByRole('heading', { name: urdu('shop.orders.empty.title') }))
    .toBeVisible();
  await expect.element(screen.getByText(urdu('shop.orders.empty.text'))).toBeVisible();
});

test('a returned order says so, in English and in Urdu, and cannot be cancelled', async () => {
  const returned = { ...pendingOrder, id: 'BLM-RETURN0001', status: 'RETURNED' as const };
  const english = await renderRoute('/orders', {
    session: testUser,
    mocks: [myOrdersMock([returned])],
  });
  const card = english.getByRole('article', { name: 'Order BLM-RETURN0001' });
  await expect.element(card).toHaveTextContent('Returned');
  await expect.element(card.getByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
  english.unmount();

  const inUrdu = await renderRoute('/orders', {
    session: testUser,
    locale: 'ur',
    mocks: [myOrdersMock([returned])],
  });
  const urduCard = inUrdu
    .getByRole('list', { name: urdu('shop.orders.list') })
    .getByRole('article');
  await expect.element(urduCard).toHaveTextContent('واپس کر دیا گیا');
  expect(urduCard.element().textContent).not.toContain('Returned');
});
