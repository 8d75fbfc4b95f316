import { GraphQLError } from 'graphql';
import { expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { axeViolations, meMock, renderAdmin, staffMember } from '../test/renderAdmin.tsx';
import { SignInMutation } from './SignInPage.tsx';

const credentials = { email: 'staff@bloom.example.com', password: 'bloom-staff-local' };

test('a refused sign-in (a wrong password, or a shopper account) says so and stays', async () => {
  const { location } = await renderAdmin('/admin/sign-in', {
    staff: null,
    mocks: [
      {
        request: { query: SignInMutation, variables: { input: credentials } },
        result: {
          errors: [
            new GraphQLError('The email or password is incorrect.', {
              extensions: { code: 'UNAUTHENTICATED' },
            }),
          ],
        },
      },
    ],
  });
  await page.getByLabelText('Email').fill(credentials.email);
  await page.getByLabelText(/^Password/).fill(credentials.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Said in the form, above its button, where the eyes and the screen reader are.
  await expect
    .element(
      page
        .getByRole('form', { name: 'Sign in to Bloom admin' })
        .getByText('The email or password is incorrect.'),
    )
    .toBeVisible();
  expect(location()?.pathname).toBe('/sign-in');
  expect(await axeViolations()).toEqual([]);
});

test('with two-factor on, the code step follows the password, and the code signs in', async () => {
  const { location } = await renderAdmin('/admin/sign-in?from=%2Ftwo-factor', {
    staff: undefined,
    mocks: [
      meMock(null, 1),
      meMock(staffMember('OWNER', { twoFactorEnabled: true })),
      {
        request: { query: SignInMutation, variables: { input: credentials } },
        result: {
          data: {
            signIn: {
              __typename: 'SignInPayload',
              status: 'TWO_FACTOR_REQUIRED',
              staff: null,
            },
          },
        },
      },
      {
        request: {
          query: SignInMutation,
          variables: { input: { ...credentials, code: '123456' } },
        },
        result: {
          data: {
            signIn: {
              __typename: 'SignInPayload',
              status: 'SIGNED_IN',
              staff: { __typename: 'StaffMember', id: 'staff-owner' },
            },
          },
        },
      },
    ],
  });
  await page.getByLabelText('Email').fill(credentials.email);
  await page.getByLabelText(/^Password/).fill(credentials.password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect
    .element(page.getByRole('heading', { level: 1, name: 'Two-factor code' }))
    .toBeVisible();
  await expect.element(page.getByRole('textbox', { name: /^Code/ })).toHaveFocus();
  expect(document.title).toBe('Two-factor code - Bloom admin');
  await userEvent.keyboard('123456{Enter}');

  await expect
    .element(page.getByRole('heading', { level: 1, name: 'Two-factor sign-in' }))
    .toBeVisible();
  expect(location()?.pathname).toBe('/two-factor');
});

test('a `from` outside the back office is ignored', async () => {
  const { location } = await renderAdmin('/admin/sign-in?from=%2F%2Fevil.example', {
    staff: undefined,
    mocks: [
      meMock(null, 1),
      meMock(staffMember('SUPPORT')),
      {
        request: { query: SignInMutation, variables: { input: credentials } },
        result: {
          data: {
            signIn: {
              __typename: 'SignInPayload',
              status: 'SIGNED_IN',
              staff: { __typename: 'StaffMember', id: 'staff-support' },
            },
          },
        },
      },
    ],
  });
  await page.getByLabelText('Email').fill(credentials.email);
  await page.getByLabelText(/^Password/).fill(credentials.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect.poll(() => location()?.pathname).toBe('/');
});

test('in Urdu the two-factor code step asks for the code in Urdu, not in the api’s English', async () => {
  Object.defineProperty(navigator, 'languages', { configurable: true, get: () => ['ur-PK', 'en'] });
  try {
    await renderAdmin('/admin/sign-in', {
      staff: null,
      mocks: [
        {
          request: { query: SignInMutation, variables: { input: credentials } },
          result: {
            data: {
              signIn: { __typename: 'SignInPayload', status: 'TWO_FACTOR_REQUIRED', staff: null },
            },
          },
        },
      ],
    });
    await page.getByRole('textbox', { name: /^ای میل/ }).fill(credentials.email);
    await page
      .getByLabelText(/^پاس ورڈ/)
      .first()
      .fill(credentials.password);
    await page.getByRole('button', { name: 'سائن ان کریں' }).click();
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'دو مرحلہ تصدیق کا کوڈ' }))
      .toBeVisible();
    await expect.element(page.getByText('اپنی تصدیقی ایپ سے کوڈ لکھیں۔')).toBeVisible();
    expect(document.body.textContent).not.toMatch(/authenticator/);
  } finally {
    Reflect.deleteProperty(navigator, 'languages');
    document.documentElement.lang = 'en';
    document.documentElement.dir = 'ltr';
  }
});
