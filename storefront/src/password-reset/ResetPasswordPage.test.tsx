import { expect, test } from 'vitest';
import { GraphQLError } from 'graphql';
import { renderRoute } from '../test/renderRoute.tsx';
import { expectNoToast } from '../forms/expectNoToast.ts';
import {
  RequestPasswordResetMutation,
  ResetPasswordMutation,
  VerifyResetCodeMutation,
} from './usePasswordReset.ts';
import { urdu } from '../forms/urdu.ts';

const ID = '3f0c6a2e-1b7d-4c39-9a55-0e2f7d1c8b44';
const TOKEN = 'q8V3nX0cR2mT5yW7zA9bC1dE4fG6hJ8kL0pS2uV4wX6';

test('/forget sends the email and moves on to /otp/{id}', async () => {
  const screen = await renderRoute('/forget', {
    mocks: [
      {
        request: {
          query: RequestPasswordResetMutation,
          variables: { input: { email: 'asha@example.com' } },
        },
        result: {
          data: {
            requestPasswordReset: {
              __typename: 'RequestPasswordResetPayload',
              message: 'If that email has an account, a code is on its way.',
              resetRequestId: ID,
            },
          },
        },
      },
    ],
  });
  expect(document.title).toBe('Forgot Password - Bloom');

  await screen.getByLabelText('Email').fill('asha@example.com');
  await screen.getByRole('button', { name: 'SUBMIT NOW' }).click();

  await expect.poll(() => screen.router.state.location.pathname).toBe(`/otp/${ID}`);
  await expect.element(screen.getByRole('heading', { name: 'Enter Your Code' })).toBeVisible();
});

test('on an Urdu page the code is asked for in Urdu (the mail’s language)', async () => {
  const screen = await renderRoute('/forget', {
    locale: 'ur',
    mocks: [
      {
        request: {
          query: RequestPasswordResetMutation,
          variables: { input: { email: 'asha@example.com', locale: 'UR' } },
        },
        result: {
          data: {
            requestPasswordReset: {
              __typename: 'RequestPasswordResetPayload',
              message: 'If that email has an account, a code is on its way.',
              resetRequestId: ID,
            },
          },
        },
      },
    ],
  });
  await expect
    .element(screen.getByRole('heading', { level: 1, name: urdu('shop.forgot.page') }))
    .toBeVisible();
  await expect.element(screen.getByText(urdu('shop.forgot.intro'))).toBeVisible();
  await screen.getByLabelText(urdu('shop.field.email')).fill('asha@example.com');
  await screen.getByRole('button', { name: urdu('shop.passwordReset.submit') }).click();
  await expect.poll(() => screen.router.state.location.pathname).toBe(`/otp/${ID}`);
  await expect
    .element(screen.getByRole('heading', { level: 1, name: urdu('shop.otp.title') }))
    .toBeVisible();
  await expect.element(screen.getByText(urdu('shop.otp.intro'))).toBeVisible();
});

test('a failed /forget stays put and shows the shop message', async () => {
  const screen = await renderRoute('/forget', {
    mocks: [
      {
        request: { query: RequestPasswordResetMutation, variables: () => true },
        result: {
          errors: [
            new GraphQLError('Too many tries. Wait a minute.', {
              extensions: { code: 'RATE_LIMITED' },
            }),
          ],
        },
      },
    ],
  });
  await screen.getByLabelText('Email').fill('asha@example.com');
  await screen.getByRole('button', { name: 'SUBMIT NOW' }).click();

  await expect.element(screen.getByText('Too many tries. Wait a minute.')).toBeVisible();
  expect(screen.router.state.location.pathname).toBe('/forget');
});

test('/forget with no email asks for one, focused, and sends nothing', async () => {
  let sent = 0;
  const screen = await renderRoute('/forget', {
    mocks: [
      {
        request: { query: RequestPasswordResetMutation, variables: () => (sent += 1) > 0 },
        result: { data: null },
      },
    ],
  });
  await screen.getByRole('button', { name: 'SUBMIT NOW' }).click();

  const email = screen.getByRole('textbox', { name: 'Email' });
  await expect.element(email).toHaveFocus();
  await expect.element(email).toHaveAccessibleDescription('Please enter your email.');
  expect(sent).toBe(0);
});

test('/otp/{id} with a code of the wrong length says so under it, focused, and sends nothing', async () => {
  let sent = 0;
  const screen = await renderRoute(`/otp/${ID}`, {
    mocks: [
      {
        request: { query: VerifyResetCodeMutation, variables: () => (sent += 1) > 0 },
        result: { data: null },
      },
    ],
  });
  const code = screen.getByRole('main').getByRole('textbox', { name: 'Code', exact: true });
  await code.fill('1234');
  await screen.getByRole('button', { name: 'SUBMIT NOW' }).click();

  await expect.element(code).toHaveFocus();
  await expect
    .element(code)
    .toHaveAccessibleDescription('The code is the 6 digits from the email.');
  expect(sent).toBe(0);
});

test('/otp/{id}: a code the shop refuses (BAD_USER_INPUT) is said under the code, not in a toast', async () => {
  const screen = await renderRoute(`/otp/${ID}`, {
    mocks: [
      {
        request: {
          query: VerifyResetCodeMutation,
          variables: { input: { resetRequestId: ID, code: '654321' } },
        },
        result: {
          errors: [
            new GraphQLError('The code is wrong or has expired. Ask for a new code.', {
              extensions: { code: 'BAD_USER_INPUT' },
            }),
          ],
        },
      },
    ],
  });
  const code = screen.getByRole('main').getByRole('textbox', { name: 'Code', exact: true });
  await code.fill('654321');
  await screen.getByRole('button', { name: 'SUBMIT NOW' }).click();

  await expect
    .element(code)
    .toHaveAccessibleDescription('The code is wrong or has expired. Ask for a new code.');
  await expect.element(code).toHaveFocus();
  await expectNoToast('The code is wrong');
  expect(screen.router.state.location.pathname).toBe(`/otp/${ID}`);
});

test('/otp/{id} trades the code for a token and opens /reset/{id}/{token}', async () => {
  const screen = await renderRoute(`/otp/${ID}`, {
    mocks: [
      {
        request: {
          query: VerifyResetCodeMutation,
          variables: { input: { resetRequestId: ID, code: '123456' } },
        },
        result: {
          data: {
            verifyResetCode: { __typename: 'VerifyResetCodePayload', resetToken: TOKEN },
          },
        },
      },
    ],
  });

  await screen.getByRole('main').getByRole('textbox', { name: 'Code', exact: true }).fill('123456');
  await screen.getByRole('button', { name: 'SUBMIT NOW' }).click();

  await expect.poll(() => screen.router.state.location.pathname).toBe(`/reset/${ID}/${TOKEN}`);
  await expect.poll(() => document.title).toBe('Reset Password - Bloom');
});

test('/reset with two different passwords does nothing; matching ones reset and open /login', async () => {
  const expected = { resetRequestId: ID, resetToken: TOKEN, newPassword: 'new-secret-1' };
  // Counted as requests go out (the mock link asks the matcher once per request).
  let sent = 0;
  const screen = await renderRoute(`/reset/${ID}/${TOKEN}`, {
    mocks: [
      {
        request: {
          query: ResetPasswordMutation,
          variables: (variables: { input: unknown }) => {
            sent += 1;
            return JSON.stringify(variables.input) === JSON.stringify(expected);
          },
        },
        result: {
          data: {
            resetPassword: {
              __typename: 'ResetPasswordPayload',
              message: 'Password updated. Please log in.',
            },
          },
        },
      },
    ],
  });
  expect(document.title).toBe('Reset Password - Bloom');
  const password = screen.getByLabelText('New password');
  const confirm = screen.getByLabelText('Confirm password');
  await expect.element(password).toHaveAttribute('type', 'password');

  // Too short: said under the field, like every form of the shop.
  await password.fill('short');
  await screen.getByRole('button', { name: 'SUBMIT NOW' }).click();
  await expect.element(password).toHaveFocus();
  await expect
    .element(password)
    .toHaveAccessibleDescription('Password needs at least 8 characters.');

  await password.fill('new-secret-1');
  await confirm.fill('new-secret-2');
  await screen.getByRole('button', { name: 'SUBMIT NOW' }).click();
  // Two that differ: the focus goes to the confirmation, and nothing is said.
  await expect.element(confirm).toHaveFocus();
  // The shopper's next action, seen through: a request the submit started would be out by now.
  await screen.getByRole('checkbox', { name: 'Show password' }).click();
  await expect.element(password).toHaveAttribute('type', 'text');
  await expect.element(confirm).toHaveAttribute('type', 'text');

  // Refused silently: nothing sent, no message, still here, fields kept.
  expect(sent).toBe(0);
  expect(screen.router.state.location.pathname).toBe(`/reset/${ID}/${TOKEN}`);
  await expect.element(screen.getByRole('main').getByRole('alert')).not.toBeInTheDocument();
  await expect.element(confirm).toHaveValue('new-secret-2');

  await confirm.fill('new-secret-1');
  await screen.getByRole('button', { name: 'SUBMIT NOW' }).click();
  await expect.poll(() => screen.router.state.location.pathname).toBe('/login');
  await expect.element(screen.getByText('Password updated. Please log in.')).toBeVisible();
  expect(sent).toBe(1);
});

test('/reset with a token of the wrong shape goes back to /forget and says why', async () => {
  const screen = await renderRoute(`/reset/${ID}/nope`);

  await expect.poll(() => screen.router.state.location.pathname).toBe('/forget');
  await expect.element(screen.getByText(/reset link is not valid/)).toBeVisible();
});

test('/otp with an id of the wrong shape goes back to /forget', async () => {
  const screen = await renderRoute('/otp/x');
  await expect.poll(() => screen.router.state.location.pathname).toBe('/forget');
});

test('in Urdu the code is asked for, and refused, in Urdu', async () => {
  const otp = await renderRoute(`/otp/${ID}`, { locale: 'ur' });
  expect(document.title).toContain(urdu('shop.otp.page'));
  const code = otp.getByRole('textbox', { name: urdu('shop.field.code') });
  await code.fill('12345');
  await otp.getByRole('button', { name: urdu('shop.passwordReset.submit') }).click();
  await expect.element(code).toHaveAccessibleDescription(urdu('shop.validation.codeShape'));
  await expect
    .element(otp.getByRole('link', { name: 'نیا کوڈ منگوائیں' }))
    .toHaveAttribute('href', '/forget');
});

test('in Urdu the new password is asked for, and refused, in Urdu', async () => {
  const reset = await renderRoute(`/reset/${ID}/${TOKEN}`, { locale: 'ur' });
  await expect
    .element(reset.getByRole('heading', { level: 1, name: urdu('shop.reset.page') }))
    .toBeVisible();
  await expect
    .element(reset.getByText(urdu('shop.reset.intro', { min: 8, max: 128 })))
    .toBeVisible();
  const password = reset.getByLabelText(new RegExp(`^${urdu('shop.reset.newPassword')}`));
  await expect.element(reset.getByLabelText(urdu('shop.reset.confirmPassword'))).toBeVisible();
  await reset.getByRole('button', { name: urdu('shop.passwordReset.submit') }).click();
  await expect
    .element(password)
    .toHaveAccessibleDescription(urdu('shop.validation.passwordRequired'));
});

test('in Urdu a broken reset link is explained in Urdu on /forget', async () => {
  const screen = await renderRoute(`/reset/${ID}/nope`, { locale: 'ur' });

  await expect.poll(() => screen.router.state.location.pathname).toBe('/forget');
  await expect.element(screen.getByText(urdu('shop.passwordReset.brokenLink'))).toBeVisible();
  expect(screen.getByRole('main').element().textContent).not.toMatch(/reset link is not valid/);
});

test('in Urdu a shop out of reach is said in Urdu', async () => {
  const screen = await renderRoute('/forget', {
    locale: 'ur',
    mocks: [
      {
        request: { query: RequestPasswordResetMutation, variables: () => true },
        error: new TypeError('Failed to fetch'),
      },
    ],
  });
  await screen.getByLabelText(urdu('shop.field.email')).fill('asha@example.com');
  await screen.getByRole('button', { name: urdu('shop.passwordReset.submit') }).click();

  await expect.element(screen.getByText(urdu('shop.error.network'))).toBeVisible();
  expect(document.body.textContent).not.toContain('We could not reach the shop');
});
