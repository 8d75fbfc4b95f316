import { expect, test } from 'vitest';
import type { CartLine } from '../machines/cartMachine.ts';
import { MyOrdersQuery } from '../orders/OrdersPage.tsx';
import { axeViolations } from './axe.ts';
import { renderRoute, testUser, type RenderRouteOptions } from './renderRoute.tsx';

const serum: CartLine = {
  id: 'p1',
  name: 'Rose Glow Serum',
  category: 'SKINCARE',
  price: 1500,
  salePrice: 1299.5,
  imageUrl: '/images/serum.webp',
  quantity: 2,
};

const ordersMock = {
  request: { query: MyOrdersQuery },
  result: {
    data: {
      myOrders: [
        {
          __typename: 'Order',
          id: 'BLM-482913',
          status: 'PENDING',
          createdAt: '2026-11-20T10:00:00.000Z',
          subtotal: 2599,
          discount: 0,
          totalAmount: 2599,
          coupon: null,
          items: [
            {
              __typename: 'OrderItem',
              productId: 'p1',
              name: 'Rose Glow Serum',
              unitPrice: 1299.5,
              quantity: 2,
              lineTotal: 2599,
              imageUrl: '/images/serum.webp',
            },
          ],
        },
      ],
    },
  },
};

const ID = '3f0c6a2e-1b7d-4c39-9a55-0e2f7d1c8b44';
const TOKEN = 'q8V3nX0cR2mT5yW7zA9bC1dE4fG6hJ8kL0pS2uV4wX6';

const pages: [string, string, RenderRouteOptions, string][] = [
  ['the empty cart', '/cart', {}, 'No Item In Cart'],
  ['a filled cart', '/cart', { cart: [serum] }, 'Rose Glow Serum'],
  ['checkout', '/checkout', { cart: [serum], session: testUser }, 'ORDER NOW'],
  ['my orders', '/orders', { session: testUser, mocks: [ordersMock] }, 'BLM-482913'],
  ['signup', '/signup', {}, 'SIGNUP NOW'],
  ['login', '/login', {}, 'LOGIN NOW'],
  ['forgot password', '/forget', {}, 'SUBMIT NOW'],
  ['the code step', `/otp/${ID}`, {}, 'SUBMIT NOW'],
  ['the reset step', `/reset/${ID}/${TOKEN}`, {}, 'SUBMIT NOW'],
  ['profile', '/profile', { session: testUser }, 'Save changes'],
];

test.each(pages)('%s has one h1 and no axe violations', async (_, path, options, landmark) => {
  const screen = await renderRoute(path, options);
  await expect.element(screen.getByText(landmark).first()).toBeVisible();

  expect(document.querySelectorAll('main h1')).toHaveLength(1);
  expect(await axeViolations(document.querySelector('main')!)).toEqual([]);
});
