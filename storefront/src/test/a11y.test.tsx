import { expect, test } from 'vitest';
import { axeViolations } from './axe.ts';
import { pendingOrder, serum, testUser } from './fixtures.ts';
import { myOrdersMock } from './mocks.ts';
import { renderRoute, type RenderRouteOptions } from './renderRoute.tsx';

const ID = '3f0c6a2e-1b7d-4c39-9a55-0e2f7d1c8b44';
const TOKEN = 'q8V3nX0cR2mT5yW7zA9bC1dE4fG6hJ8kL0pS2uV4wX6';

const pages: [string, string, RenderRouteOptions, string][] = [
  ['the empty cart', '/cart', {}, 'No Item In Cart'],
  ['a filled cart', '/cart', { cart: [serum] }, 'Rose Glow Serum'],
  ['checkout', '/checkout', { cart: [serum], session: testUser }, 'ORDER NOW'],
  [
    'my orders',
    '/orders',
    { session: testUser, mocks: [myOrdersMock([pendingOrder])] },
    'BLM-482913',
  ],
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
