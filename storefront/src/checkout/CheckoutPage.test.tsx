import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { GraphQLError } from 'graphql';
import type { MockedResponse } from '@apollo/client/testing';
import { CART_STORAGE_KEY } from '../machines/cartMachine.ts';
import { renderRoute } from '../test/renderRoute.tsx';
import { expectNoToast } from '../forms/expectNoToast.ts';
import { serum, testUser } from '../test/fixtures.ts';
import { urdu } from '../forms/urdu.ts';
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
  // The profile as saved: no sentence to match on, the answer itself says it worked.
  result: { data: { updateProfile: { __typename: 'User', ...testUser } } },
};

/** /checkout for testUser with two serums in the cart, the gateway answering with `mocks`. */
function openCheckout(mocks: MockedResponse[] = []) {
  return renderRoute('/checkout', { session: testUser, cart: [serum], mocks });
}

/** The gateway refusing the phone or address (BAD_USER_INPUT) with its sentence. */
function profileRefused(message: string): MockedResponse {
  return {
    request: profileSaved.request,
    result: { errors: [new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } })] },
  };
}

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
    result: { data: { placeOrder: { __typename: 'Order', id: 'BLM-482913', totalAmount } } },
  };
}

/** The gateway's answer to a coupon the shop turns down, with its sentence. */
function couponRefused(message: string) {
  return {
    request: { query: VerifyCouponMutation, variables: () => true },
    result: {
      data: {
        verifyCoupon: {
          __typename: 'VerifyCouponPayload' as const,
          valid: false,
          message,
          code: null,
          discountAmount: null,
        },
      },
    },
  };
}

test('the contact form is prefilled from the session and the summary adds up', async () => {
  const screen = await openCheckout();

  await expect.element(screen.getByLabelText('Phone')).toHaveValue(testUser.phone);
  await expect.element(screen.getByLabelText('Address')).toHaveValue(testUser.address);
  await expect.element(screen.getByText('Rose Glow Serum × 2')).toBeVisible();
  await expect.element(screen.getByTestId('checkout-total')).toHaveTextContent('Rs. 2,599.00');
  expect(document.title).toBe('Checkout - Bloom');
});

test('ORDER NOW saves the contact, places the order, clears the cart and shows the modal', async () => {
  const screen = await openCheckout([profileSaved, orderPlaced(2599)]);

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
  const screen = await openCheckout([
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
  ]);

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
  const screen = await openCheckout([couponRefused('This coupon has expired.')]);

  await screen.getByRole('button', { name: 'Have a coupon?' }).click();
  await screen.getByLabelText('Coupon code').fill('OLD');
  await screen.getByRole('button', { name: 'Verify' }).click();

  await expect.element(screen.getByText('This coupon has expired.')).toBeVisible();
  await expect.element(screen.getByTestId('checkout-total')).toHaveTextContent('Rs. 2,599.00');
});

test('a price change (CONFLICT) shows the new total and keeps the cart', async () => {
  const screen = await openCheckout([
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
  ]);

  await screen.getByRole('button', { name: 'ORDER NOW' }).click();

  await expect
    .element(screen.getByRole('alert').filter({ hasText: 'New total' }))
    .toHaveTextContent('New total: Rs. 2,800.00.');
  await expect.element(screen.getByText('Rose Glow Serum × 2')).toBeVisible();
  expect(localStorage.getItem(CART_STORAGE_KEY)).not.toBeNull();
});

test('a refused profile update shows the message and places no order', async () => {
  const screen = await openCheckout([profileRefused('Phone must be 7 to 15 digits.')]);

  await screen.getByRole('button', { name: 'ORDER NOW' }).click();

  await expect
    .element(screen.getByRole('alert').filter({ hasText: 'Phone must be' }).first())
    .toBeVisible();
  await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
  expect(localStorage.getItem(CART_STORAGE_KEY)).not.toBeNull();
});

test('ORDER NOW with a missing phone or address focuses the first one and sends nothing', async () => {
  const sent = { profile: 0, order: 0 };
  const screen = await openCheckout([
    {
      ...profileSaved,
      request: { query: CheckoutProfileMutation, variables: () => (sent.profile += 1) > 0 },
    },
    {
      ...orderPlaced(2599),
      request: { query: PlaceOrderMutation, variables: () => (sent.order += 1) > 0 },
    },
  ]);
  const phone = screen.getByRole('textbox', { name: 'Phone' });
  const address = screen.getByRole('textbox', { name: 'Address' });
  await userEvent.clear(phone);
  await userEvent.clear(address);

  await screen.getByRole('button', { name: 'ORDER NOW' }).click();
  await expect.element(phone).toHaveFocus();
  await expect.element(phone).toHaveAccessibleDescription('Please enter your phone number.');
  await expect.element(address).toHaveAccessibleDescription('Please enter your address.');

  await userEvent.fill(phone, '12345');
  await screen.getByRole('button', { name: 'ORDER NOW' }).click();
  await expect.element(phone).toHaveAccessibleDescription('Phone must be 7 to 15 digits.');
  await expect.element(phone).toHaveFocus();

  await userEvent.fill(phone, testUser.phone);
  await screen.getByRole('button', { name: 'ORDER NOW' }).click();
  await expect.element(address).toHaveFocus();
  expect(sent).toEqual({ profile: 0, order: 0 });
});

test('Verify with no code focuses the coupon field and asks for one', async () => {
  const screen = await openCheckout();
  await screen.getByRole('button', { name: 'Have a coupon?' }).click();
  await screen.getByRole('button', { name: 'Verify' }).click();

  const code = screen.getByRole('textbox', { name: 'Coupon code' });
  await expect.element(code).toHaveFocus();
  await expect.element(code).toHaveAccessibleDescription('Please enter a coupon code.');
});

test('a phone the shop refuses (BAD_USER_INPUT) is said under the phone, which takes the focus', async () => {
  const screen = await openCheckout([
    profileRefused('"phone": Phone must be 7 to 15 digits, optionally starting with +.'),
  ]);
  const phone = screen.getByRole('textbox', { name: 'Phone' });

  await screen.getByRole('button', { name: 'ORDER NOW' }).click();

  await expect
    .element(phone)
    .toHaveAccessibleDescription('Phone must be 7 to 15 digits, optionally starting with +.');
  await expect.element(phone).toHaveFocus();
  // Said once, where it belongs: not again in the summary, not in a toast.
  await expectNoToast('optionally starting with');
  expect(screen.getByText(/optionally starting with/).elements()).toHaveLength(1);
  await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
});

test('a coupon the shop turns down is said under the code, which takes the focus', async () => {
  const screen = await openCheckout([
    couponRefused('This coupon is not valid for the products in your cart.'),
  ]);
  await screen.getByRole('button', { name: 'Have a coupon?' }).click();
  const code = screen.getByRole('textbox', { name: 'Coupon code' });
  await code.fill('HAIR20');
  await screen.getByRole('button', { name: 'Verify' }).click();

  await expect
    .element(code)
    .toHaveAccessibleDescription('This coupon is not valid for the products in your cart.');
  await expect.element(code).toHaveFocus();
  await expectNoToast('not valid for the products');
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

test('a double click on ORDER NOW saves the contact once and places one order', async () => {
  // Counted as the requests go out (the mock link asks each matcher once per request).
  const sent = { profile: 0, order: 0 };
  const screen = await openCheckout([
    {
      ...profileSaved,
      maxUsageCount: 2,
      request: { query: CheckoutProfileMutation, variables: () => (sent.profile += 1) > 0 },
    },
    {
      ...orderPlaced(2599),
      maxUsageCount: 2,
      request: { query: PlaceOrderMutation, variables: () => (sent.order += 1) > 0 },
    },
  ]);

  // No delay of our own: both clicks of a double click land before any mocked answer.
  await screen.getByRole('button', { name: 'ORDER NOW' }).dblClick();

  await expect
    .element(screen.getByRole('dialog', { name: 'Order Successfully Placed' }))
    .toBeVisible();
  expect(sent).toEqual({ profile: 1, order: 1 });
});

test('after the shop gave up waiting (SERVICE_UNAVAILABLE), ORDER NOW again retries with the same key', async () => {
  const keys: unknown[] = [];
  const screen = await openCheckout([
    { ...profileSaved, maxUsageCount: 2 },
    {
      request: {
        query: PlaceOrderMutation,
        variables: (vars: { input: { idempotencyKey: unknown } }) =>
          keys.push(vars.input.idempotencyKey) > 0,
      },
      result: {
        errors: [
          new GraphQLError('The shop is temporarily unavailable. Please try again in a moment.', {
            extensions: { code: 'SERVICE_UNAVAILABLE' },
          }),
        ],
      },
    },
    {
      ...orderPlaced(2599),
      request: {
        query: PlaceOrderMutation,
        variables: (vars: { input: { idempotencyKey: unknown } }) =>
          keys.push(vars.input.idempotencyKey) > 0,
      },
    },
  ]);

  await screen.getByRole('button', { name: 'ORDER NOW' }).click();
  await expect
    .element(screen.getByRole('alert').filter({ hasText: 'temporarily unavailable' }).first())
    .toBeVisible();
  expect(localStorage.getItem(CART_STORAGE_KEY)).not.toBeNull();

  await screen.getByRole('button', { name: 'ORDER NOW' }).click();
  await expect
    .element(screen.getByRole('dialog', { name: 'Order Successfully Placed' }))
    .toHaveTextContent('BLM-482913');
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
});

test('a retry that finds the first order placed after all says so, keeps the cart, and a new order takes a new key', async () => {
  const keys: unknown[] = [];
  const placeOrderAnswering = (result: MockedResponse['result']): MockedResponse => ({
    request: {
      query: PlaceOrderMutation,
      variables: (vars: { input: { idempotencyKey: unknown } }) =>
        keys.push(vars.input.idempotencyKey) > 0,
    },
    result,
  });
  const screen = await openCheckout([
    { ...profileSaved, maxUsageCount: 3 },
    placeOrderAnswering({
      errors: [
        new GraphQLError('The shop is temporarily unavailable. Please try again in a moment.', {
          extensions: { code: 'SERVICE_UNAVAILABLE' },
        }),
      ],
    }),
    // Meanwhile the cart changed: the key's order stands, and the api names it.
    placeOrderAnswering({
      errors: [
        new GraphQLError(
          'This Idempotency-Key was used with a different order; use a new key for a new order.',
          { extensions: { code: 'BAD_USER_INPUT', orderId: 'BLM-100001' } },
        ),
      ],
    }),
    placeOrderAnswering({
      data: { placeOrder: { __typename: 'Order', id: 'BLM-482913', totalAmount: 2599 } },
    }),
  ]);

  await screen.getByRole('button', { name: 'ORDER NOW' }).click();
  await expect
    .element(screen.getByRole('alert').filter({ hasText: 'temporarily unavailable' }).first())
    .toBeVisible();
  await screen.getByRole('button', { name: 'ORDER NOW' }).click();

  const found = screen.getByRole('status').filter({ hasText: 'BLM-100001' });
  await expect
    .element(found)
    .toHaveTextContent(/Your earlier order BLM-100001 was placed after all/);
  await expect
    .element(found.getByRole('link', { name: 'My Orders' }))
    .toHaveAttribute('href', '/orders');
  expect(screen.getByRole('alert').filter({ hasText: 'Idempotency-Key' }).elements()).toEqual([]);
  // Nothing was cleared: the cart is the shopper's and still here.
  await expect.element(screen.getByText('Rose Glow Serum × 2')).toBeVisible();
  expect(localStorage.getItem(CART_STORAGE_KEY)).not.toBeNull();
  expect(keys[1]).toBe(keys[0]);

  await screen.getByRole('button', { name: 'ORDER NOW' }).click();
  await expect
    .element(screen.getByRole('dialog', { name: 'Order Successfully Placed' }))
    .toHaveTextContent('BLM-482913');
  expect(keys).toHaveLength(3);
  expect(keys[2]).not.toBe(keys[0]);
});

test('in Urdu the checkout speaks Urdu, down to its refusals, and the new total is isolated', async () => {
  const screen = await renderRoute('/checkout', {
    session: testUser,
    cart: [serum],
    locale: 'ur',
    mocks: [
      profileSaved,
      {
        request: { query: PlaceOrderMutation, variables: () => true },
        result: {
          errors: [
            new GraphQLError('آرڈر کا ٹوٹل بدل گیا ہے۔', {
              extensions: { code: 'CONFLICT', totalAmount: 2800 },
            }),
          ],
        },
      },
    ],
  });

  await expect
    .element(screen.getByRole('heading', { level: 1, name: urdu('shop.checkout.title') }))
    .toBeVisible();
  await expect
    .element(screen.getByRole('region', { name: urdu('shop.checkout.summary.title') }))
    .toHaveTextContent(urdu('shop.checkout.total'));
  await expect
    .element(
      screen.getByText(urdu('shop.checkout.summary.line', { name: serum.name, quantity: 2 })),
    )
    .toBeVisible();

  // The page's own check, in Urdu, under the field it is about.
  const phone = screen.getByRole('textbox', { name: urdu('shop.field.phone') });
  await userEvent.clear(phone);
  const order = screen.getByRole('button', { name: urdu('shop.checkout.placeOrder') });
  await order.click();
  await expect.element(phone).toHaveAccessibleDescription(urdu('shop.validation.phoneRequired'));

  // A price that moved: the shop's sentence, then the new total, a price isolated in Urdu text.
  await userEvent.fill(phone, testUser.phone);
  await order.click();
  const alert = screen.getByRole('alert').filter({ hasText: 'آرڈر کا ٹوٹل' });
  await expect
    .element(alert)
    .toHaveTextContent(urdu('shop.checkout.newTotal', { total: 'Rs. 2,800.00' }));
  expect(alert.element().querySelector('bdi')?.textContent).toBe('Rs. 2,800.00');

  const main = screen.getByRole('main').element().textContent ?? '';
  for (const english of [
    'Order Summary',
    'Have a coupon?',
    'ORDER NOW',
    'New total',
    'Contact Information',
  ]) {
    expect(main).not.toContain(english);
  }
});

test('in Urdu a coupon is asked for, refused and applied in Urdu', async () => {
  const screen = await renderRoute('/checkout', {
    session: testUser,
    cart: [serum],
    locale: 'ur',
    mocks: [
      {
        request: { query: VerifyCouponMutation, variables: () => true },
        result: {
          data: {
            verifyCoupon: {
              __typename: 'VerifyCouponPayload',
              valid: true,
              message: 'کوپن لاگو ہو گیا',
              code: 'GLOW10',
              discountAmount: 259.9,
            },
          },
        },
      },
    ],
  });

  await screen.getByRole('button', { name: urdu('shop.checkout.coupon.toggle') }).click();
  const form = screen.getByRole('form', { name: urdu('shop.checkout.coupon.form') });
  const verify = form.getByRole('button', { name: urdu('shop.checkout.coupon.verify') });
  await verify.click();
  const code = form.getByRole('textbox', { name: urdu('shop.checkout.coupon.code') });
  await expect.element(code).toHaveAccessibleDescription(urdu('shop.validation.couponRequired'));

  await code.fill('glow10');
  await verify.click();
  await expect
    .element(screen.getByText(urdu('shop.checkout.coupon.line', { code: 'GLOW10' })))
    .toBeVisible();
  await expect.element(screen.getByText('کوپن لاگو ہو گیا')).toBeVisible();
  await expect.element(screen.getByTestId('checkout-total')).toHaveTextContent('Rs. 2,339.10');
  const discount = screen.getByText(
    urdu('shop.checkout.coupon.discount', { amount: 'Rs. 259.90' }),
  );
  expect(discount.element().querySelector('bdi')?.textContent).toBe('Rs. 259.90');
});
