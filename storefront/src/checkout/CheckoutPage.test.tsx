import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { GraphQLError } from 'graphql';
import type { MockedResponse } from '@apollo/client/testing';
import { CART_STORAGE_KEY } from '../machines/cartMachine.ts';
import { renderRoute } from '../test/renderRoute.tsx';
import { serum, testUser } from '../test/fixtures.ts';
import {
  CheckoutProfileMutation,
  PlaceOrderMutation,
  VerifyCouponMutation,
} from './CheckoutPage.tsx';

const profileSaved: MockedResponse = {
  request: {
    query: CheckoutProfileMutation,
    variables: { input: { phone: testUser.phone, address: testUser.address } },
  },
  result: {
    data: {
      updateProfile: {
        __typename: 'UpdateProfilePayload',
        message: 'Update Successfull',
        user: { __typename: 'User', ...testUser },
      },
    },
  },
};

function orderPlaced(totalAmount: number, couponCode: string | null = null): MockedResponse {
  return {
    request: {
      query: PlaceOrderMutation,
      variables: (vars: { input: Record<string, unknown> }) =>
        vars.input.totalAmount === totalAmount &&
        vars.input.couponCode === couponCode &&
        typeof vars.input.idempotencyKey === 'string' &&
        JSON.stringify(vars.input.items) === JSON.stringify([{ productId: 'p1', quantity: 2 }]),
    },
    result: {
      data: {
        placeOrder: {
          __typename: 'PlaceOrderPayload',
          message: 'Order PLaced Succcessfully',
          order: { __typename: 'Order', id: 'BLM-482913', totalAmount },
        },
      },
    },
  };
}

test('the contact form is prefilled from the session and the summary adds up', async () => {
  const screen = await renderRoute('/checkout', { session: testUser, cart: [serum] });

  await expect.element(screen.getByLabelText('Phone')).toHaveValue(testUser.phone);
  await expect.element(screen.getByLabelText('Address')).toHaveValue(testUser.address);
  await expect.element(screen.getByText('Rose Glow Serum × 2')).toBeVisible();
  await expect.element(screen.getByTestId('checkout-total')).toHaveTextContent('Rs. 2,599.00');
  expect(document.title).toBe('Checkout - Bloom');
});

test('ORDER NOW saves the contact, places the order, clears the cart and shows the modal', async () => {
  const screen = await renderRoute('/checkout', {
    session: testUser,
    cart: [serum],
    mocks: [profileSaved, orderPlaced(2599)],
  });

  await screen.getByRole('button', { name: 'ORDER NOW' }).click();

  const dialog = screen.getByRole('dialog', { name: 'Order Successfully Placed' });
  await expect.element(dialog).toBeVisible();
  await expect.element(dialog).toHaveTextContent('BLM-482913');
  await expect
    .element(dialog.getByRole('link', { name: 'View Orders' }))
    .toHaveAttribute('href', '/orders');
  expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();

  await userEvent.keyboard('{Escape}');
  await expect.poll(() => screen.router.state.location.pathname).toBe('/');
});

test('a verified coupon adds the discount line and goes with the order', async () => {
  const screen = await renderRoute('/checkout', {
    session: testUser,
    cart: [serum],
    mocks: [
      {
        request: {
          query: VerifyCouponMutation,
          variables: {
            input: {
              code: 'glow10',
              categories: ['SKINCARE'],
              items: [{ productId: 'p1', quantity: 2 }],
            },
          },
        },
        result: {
          data: {
            verifyCoupon: {
              __typename: 'VerifyCouponPayload',
              valid: true,
              message: 'Coupon applied: 10% off',
              code: 'GLOW10',
              discountAmount: 259.9,
            },
          },
        },
      },
      profileSaved,
      orderPlaced(2339.1, 'GLOW10'),
    ],
  });

  await expect.element(screen.getByText(/Coupon \(/)).not.toBeInTheDocument();
  await screen.getByRole('button', { name: 'Have a coupon?' }).click();
  await screen.getByLabelText('Coupon code').fill('glow10');
  await screen.getByRole('button', { name: 'Verify' }).click();

  await expect.element(screen.getByText('Coupon (GLOW10)')).toBeVisible();
  await expect.element(screen.getByTestId('checkout-total')).toHaveTextContent('Rs. 2,339.10');
  await expect.element(screen.getByText('Coupon applied: 10% off')).toBeVisible();

  await screen.getByRole('button', { name: 'ORDER NOW' }).click();
  await expect
    .element(screen.getByRole('dialog', { name: 'Order Successfully Placed' }))
    .toBeVisible();
});

test('a coupon that does not apply says why and changes nothing', async () => {
  const screen = await renderRoute('/checkout', {
    session: testUser,
    cart: [serum],
    mocks: [
      {
        request: { query: VerifyCouponMutation, variables: () => true },
        result: {
          data: {
            verifyCoupon: {
              __typename: 'VerifyCouponPayload',
              valid: false,
              message: 'This coupon has expired.',
              code: null,
              discountAmount: null,
            },
          },
        },
      },
    ],
  });

  await screen.getByRole('button', { name: 'Have a coupon?' }).click();
  await screen.getByLabelText('Coupon code').fill('OLD');
  await screen.getByRole('button', { name: 'Verify' }).click();

  await expect.element(screen.getByText('This coupon has expired.')).toBeVisible();
  await expect.element(screen.getByTestId('checkout-total')).toHaveTextContent('Rs. 2,599.00');
});

test('a price change (CONFLICT) shows the new total and keeps the cart', async () => {
  const screen = await renderRoute('/checkout', {
    session: testUser,
    cart: [serum],
    mocks: [
      profileSaved,
      {
        request: { query: PlaceOrderMutation, variables: () => true },
        result: {
          errors: [
            new GraphQLError('The order total is now Rs. 2800.00. Please review your cart.', {
              extensions: { code: 'CONFLICT', totalAmount: 2800 },
            }),
          ],
        },
      },
    ],
  });

  await screen.getByRole('button', { name: 'ORDER NOW' }).click();

  await expect
    .element(screen.getByRole('alert').filter({ hasText: 'New total' }))
    .toHaveTextContent('New total: Rs. 2,800.00.');
  await expect.element(screen.getByText('Rose Glow Serum × 2')).toBeVisible();
  expect(localStorage.getItem(CART_STORAGE_KEY)).not.toBeNull();
});

test('a refused profile update shows the message and places no order', async () => {
  const screen = await renderRoute('/checkout', {
    session: testUser,
    cart: [serum],
    mocks: [
      {
        request: profileSaved.request,
        result: {
          errors: [
            new GraphQLError('Phone must be 7 to 15 digits.', {
              extensions: { code: 'BAD_USER_INPUT' },
            }),
          ],
        },
      },
    ],
  });

  await screen.getByRole('button', { name: 'ORDER NOW' }).click();

  await expect
    .element(screen.getByRole('alert').filter({ hasText: 'Phone must be' }).first())
    .toBeVisible();
  await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
  expect(localStorage.getItem(CART_STORAGE_KEY)).not.toBeNull();
});

test('an empty cart has nothing to check out', async () => {
  const screen = await renderRoute('/checkout', { session: testUser });
  await expect.element(screen.getByRole('heading', { name: 'No Item In Cart' })).toBeVisible();
  await expect.element(screen.getByRole('button', { name: 'ORDER NOW' })).not.toBeInTheDocument();
});

test('a guest is sent to /login', async () => {
  const screen = await renderRoute('/checkout', { cart: [serum] });
  await expect.poll(() => screen.router.state.location.pathname).toBe('/login');
});

test('a double click on ORDER NOW places one order', async () => {
  let placed = 0;
  const screen = await renderRoute('/checkout', {
    session: testUser,
    cart: [serum],
    mocks: [
      { ...profileSaved, delay: 100, maxUsageCount: 2 },
      {
        ...orderPlaced(2599),
        maxUsageCount: 2,
        result: () => {
          placed += 1;
          return orderPlaced(2599).result as never;
        },
      },
    ],
  });

  await screen.getByRole('button', { name: 'ORDER NOW' }).dblClick();

  await expect
    .element(screen.getByRole('dialog', { name: 'Order Successfully Placed' }))
    .toBeVisible();
  expect(placed).toBe(1);
});
