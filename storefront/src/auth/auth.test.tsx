import { expect, test } from 'vitest';
import { GraphQLError } from 'graphql';
import type { MockedResponse } from '@apollo/client/testing';
import { renderRoute } from '../test/renderRoute.tsx';
import { expectNoToast } from '../forms/expectNoToast.ts';
import { testUser } from '../test/fixtures.ts';
import { LoginMutation } from './LoginPage.tsx';
import { SignupMutation } from './SignupPage.tsx';
import { urdu } from '../forms/urdu.ts';

const loginOk: MockedResponse = {
  request: {
    query: LoginMutation,
    variables: { input: { email: testUser.email, password: 'secret-123' } },
  },
  result: {
    data: {
      login: {
        __typename: 'LoginPayload',
        message: 'Welcome back, Asha!',
        user: { __typename: 'User', ...testUser },
      },
    },
  },
};

async function logIn(screen: Awaited<ReturnType<typeof renderRoute>>) {
  await screen.getByLabelText('Email').fill(testUser.email);
  await screen.getByLabelText(/^Password/).fill('secret-123');
  await screen.getByRole('button', { name: 'LOGIN NOW' }).click();
}

test('login shows its texts and links, and the password is hidden until asked', async () => {
  const screen = await renderRoute('/login');

  await expect.element(screen.getByRole('heading', { name: 'Login Your Account' })).toBeVisible();
  await expect
    .element(screen.getByText('Welcome back! Enter your details to continue.'))
    .toBeVisible();
  await expect
    .element(screen.getByRole('link', { name: 'Forgot password?' }))
    .toHaveAttribute('href', '/forget');
  const password = screen.getByLabelText(/^Password/);
  await expect.element(password).toHaveAttribute('type', 'password');
  await screen.getByRole('checkbox', { name: 'Show password' }).click();
  await expect.element(password).toHaveAttribute('type', 'text');
  expect(document.title).toBe('Login - Bloom');
});

test('a successful login greets and goes home', async () => {
  const screen = await renderRoute('/login', { mocks: [loginOk] });
  await logIn(screen);

  await expect.poll(() => screen.router.state.location.pathname, { timeout: 5000 }).toBe('/');
  await expect.element(screen.getByText('Welcome back, Asha!')).toBeVisible();
});

test('login from the cart goes back to the cart', async () => {
  const screen = await renderRoute('/login?from=cart', { mocks: [loginOk] });
  await logIn(screen);
  // The session machine's code loads on the first change (issue 23): on a loaded machine the
  // move can take past the default second, as a slow phone's would.
  await expect.poll(() => screen.router.state.location.pathname, { timeout: 5000 }).toBe('/cart');
});

test('a member opening /login?from=cart is sent to /cart', async () => {
  const screen = await renderRoute('/login?from=cart', { session: testUser });
  await expect.poll(() => screen.router.state.location.pathname).toBe('/cart');
});

test('a member opening /login is sent home', async () => {
  const screen = await renderRoute('/login', { session: testUser });
  await expect.poll(() => screen.router.state.location.pathname).toBe('/');
});

test('a refused login shows the shop message and stays', async () => {
  const screen = await renderRoute('/login', {
    mocks: [
      {
        request: loginOk.request,
        result: {
          errors: [
            new GraphQLError('Email or password is wrong.', {
              extensions: { code: 'UNAUTHENTICATED' },
            }),
          ],
        },
      },
    ],
  });
  await logIn(screen);

  await expect.element(screen.getByText('Email or password is wrong.')).toBeVisible();
  expect(screen.router.state.location.pathname).toBe('/login');
});

test('signup clears the form and opens /login on success', async () => {
  const screen = await renderRoute('/signup', {
    mocks: [
      {
        request: {
          query: SignupMutation,
          variables: {
            input: { name: 'Asha Rao', email: 'asha@example.com', password: 'secret-123' },
          },
        },
        result: {
          data: {
            signup: { __typename: 'SignupPayload', message: 'Account created. Please log in.' },
          },
        },
      },
    ],
  });
  await expect
    .element(screen.getByText('Join us today and enjoy exclusive benefits.'))
    .toBeVisible();
  await expect
    .element(screen.getByRole('main').getByRole('link', { name: 'Terms' }))
    .toHaveAttribute('href', '/terms');
  await expect
    .element(screen.getByRole('main').getByRole('link', { name: 'Privacy Policy' }))
    .toHaveAttribute('href', '/privacy-policy');

  await screen.getByLabelText('Name').fill(' Asha Rao ');
  await screen.getByLabelText('Email').fill('asha@example.com');
  await screen.getByLabelText(/^Password/).fill('secret-123');
  await screen.getByRole('button', { name: 'SIGNUP NOW' }).click();

  await expect.poll(() => screen.router.state.location.pathname).toBe('/login');
  await expect.element(screen.getByText('Account created. Please log in.')).toBeVisible();
});

test('a refused signup keeps what was typed and shows why', async () => {
  const screen = await renderRoute('/signup', {
    mocks: [
      {
        request: { query: SignupMutation, variables: () => true },
        result: {
          errors: [
            new GraphQLError('An account with this email already exists.', {
              extensions: { code: 'CONFLICT' },
            }),
          ],
        },
      },
    ],
  });
  await screen.getByLabelText('Name').fill('Asha');
  await screen.getByLabelText('Email').fill('asha@example.com');
  await screen.getByLabelText(/^Password/).fill('secret-123');
  await screen.getByRole('button', { name: 'SIGNUP NOW' }).click();

  await expect
    .element(screen.getByText('An account with this email already exists.'))
    .toBeVisible();
  await expect.element(screen.getByLabelText('Email')).toHaveValue('asha@example.com');
  expect(screen.router.state.location.pathname).toBe('/signup');
});

test('an empty login is refused on the page: the first field in error gets the focus, nothing is sent', async () => {
  let sent = 0;
  const screen = await renderRoute('/login', {
    mocks: [
      {
        request: { query: LoginMutation, variables: () => (sent += 1) > 0 },
        result: loginOk.result,
      },
    ],
  });
  const email = screen.getByRole('textbox', { name: 'Email' });
  const password = screen.getByLabelText(/^Password/);

  await screen.getByRole('button', { name: 'LOGIN NOW' }).click();

  await expect.element(email).toHaveFocus();
  await expect.element(email).toHaveAccessibleDescription('Please enter your email.');
  await expect.element(email).toHaveAttribute('aria-invalid', 'true');
  await expect.element(password).toHaveAccessibleDescription('Please enter your password.');

  // Fixed, the email lets the focus go on to the next field in error.
  await email.fill('asha@example');
  await screen.getByRole('button', { name: 'LOGIN NOW' }).click();
  await expect.element(email).toHaveAccessibleDescription('Please enter a valid email address.');
  await expect.element(email).toHaveFocus();
  await email.fill('asha@example.com');
  await expect.element(email).not.toHaveAttribute('aria-invalid');
  await screen.getByRole('button', { name: 'LOGIN NOW' }).click();
  await expect.element(password).toHaveFocus();
  expect(sent).toBe(0);
});

test('a refusal of what was typed (BAD_USER_INPUT) shows under its field, focused, not as a toast', async () => {
  const screen = await renderRoute('/login', {
    mocks: [
      {
        request: loginOk.request,
        result: {
          errors: [
            new GraphQLError('"email": Email is not a valid email address.', {
              extensions: { code: 'BAD_USER_INPUT' },
            }),
          ],
        },
      },
    ],
  });
  await logIn(screen);

  const email = screen.getByRole('textbox', { name: 'Email' });
  await expect.element(email).toHaveAccessibleDescription('Email is not a valid email address.');
  await expect.element(email).toHaveFocus();
  await expectNoToast('Email is not a valid email address.');
  expect(screen.router.state.location.pathname).toBe('/login');

  // Editing the field checks it again: the shop's sentence goes.
  await email.fill('asha.rao@example.com');
  await expect.element(email).not.toHaveAccessibleDescription(/not a valid/);
});

test('a too short signup password is refused under the field; a common one the shop refuses is said above the button', async () => {
  let sent = 0;
  const screen = await renderRoute('/signup', {
    mocks: [
      {
        request: { query: SignupMutation, variables: () => (sent += 1) > 0 },
        result: {
          errors: [
            new GraphQLError(
              'This password is one of the 10,000 most common passwords; please choose a less guessable one.',
              { extensions: { code: 'BAD_USER_INPUT' } },
            ),
          ],
        },
      },
    ],
  });
  const password = screen.getByLabelText(/^Password/);
  await screen.getByLabelText('Name').fill('Asha');
  await screen.getByLabelText('Email').fill('asha@example.com');
  await password.fill('secret');
  await screen.getByRole('button', { name: 'SIGNUP NOW' }).click();

  await expect.element(password).toHaveFocus();
  await expect
    .element(password)
    .toHaveAccessibleDescription(/Password needs at least 8 characters\./);
  expect(sent).toBe(0);

  await password.fill('password1');
  await screen.getByRole('button', { name: 'SIGNUP NOW' }).click();
  await expect
    .element(screen.getByRole('main').getByRole('alert'))
    .toHaveTextContent('one of the 10,000 most common passwords');
  expect(sent).toBe(1);
  await expectNoToast('most common passwords');
});

test('the Urdu login form speaks Urdu and refuses an empty email in Urdu', async () => {
  let sent = 0;
  const screen = await renderRoute('/login', {
    locale: 'ur',
    mocks: [
      {
        request: { query: LoginMutation, variables: () => (sent += 1) > 0 },
        result: loginOk.result,
      },
    ],
  });
  const form = screen.getByRole('form', { name: urdu('shop.login.title') });
  await expect
    .element(screen.getByRole('heading', { level: 1, name: urdu('shop.login.title') }))
    .toBeVisible();
  expect(document.title).toContain(urdu('shop.login.page'));
  await expect.element(screen.getByText(urdu('shop.login.intro'))).toBeVisible();
  await expect
    .element(screen.getByRole('link', { name: urdu('shop.login.forgot') }))
    .toHaveAttribute('href', '/forget');
  // "New to Bloom? Create an account": the link is the tag's words.
  await expect
    .element(screen.getByText(urdu('shop.login.newHere', { link: (words) => words.join('') })))
    .toBeVisible();
  await expect
    .element(screen.getByRole('link', { name: 'اکاؤنٹ بنائیں' }))
    .toHaveAttribute('href', '/signup');

  const email = form.getByRole('textbox', { name: urdu('shop.field.email') });
  // Its label, then the required mark; not "Show password", which starts with the same word in Urdu.
  const password = form.getByLabelText(new RegExp(`^${urdu('shop.field.password')}\\*$`));
  await form.getByRole('button', { name: urdu('shop.login.submit') }).click();

  await expect.element(email).toHaveFocus();
  await expect.element(email).toHaveAccessibleDescription(urdu('shop.validation.emailRequired'));
  await expect
    .element(password)
    .toHaveAccessibleDescription(urdu('shop.validation.passwordRequired'));
  await email.fill('asha@example');
  await expect.element(email).toHaveAccessibleDescription(urdu('shop.validation.emailInvalid'));
  expect(sent).toBe(0);
  const text = screen.getByRole('main').element().textContent ?? '';
  for (const english of ['Login Your Account', 'Welcome back', 'Forgot password', 'LOGIN NOW']) {
    expect(text).not.toContain(english);
  }
  expect(text).not.toMatch(/Please enter/);
});

test('the Urdu signup form speaks Urdu, its limits and refusals too', async () => {
  const screen = await renderRoute('/signup', { locale: 'ur' });
  await expect
    .element(screen.getByRole('heading', { level: 1, name: urdu('shop.signup.title') }))
    .toBeVisible();
  await expect.element(screen.getByText(urdu('shop.signup.intro'))).toBeVisible();
  const main = screen.getByRole('main');
  await expect.element(main.getByRole('link', { name: 'شرائط' })).toHaveAttribute('href', '/terms');
  await expect
    .element(main.getByRole('link', { name: 'پرائیویسی پالیسی' }))
    .toHaveAttribute('href', '/privacy-policy');
  await expect
    .element(main.getByRole('link', { name: 'لاگ ان کریں' }))
    .toHaveAttribute('href', '/login');

  const name = screen.getByRole('textbox', { name: urdu('shop.field.name') });
  const password = screen.getByLabelText(new RegExp(`^${urdu('shop.field.password')}\\*$`));
  await expect
    .element(password)
    .toHaveAccessibleDescription(urdu('shop.signup.passwordHint', { min: 8, max: 128 }));
  const email = screen.getByRole('textbox', { name: urdu('shop.field.email') });
  await email.fill('asha@example');
  await password.fill('secret');
  await screen.getByRole('button', { name: urdu('shop.signup.submit') }).click();
  await expect.element(name).toHaveAccessibleDescription(urdu('shop.validation.nameRequired'));
  await expect.element(email).toHaveAccessibleDescription(urdu('shop.validation.emailInvalid'));
  await expect
    .element(password)
    .toHaveAccessibleDescription(new RegExp(urdu('shop.validation.passwordTooShort', { min: 8 })));
  expect(main.element().textContent).not.toMatch(/SIGNUP NOW|Join us|characters/);
});
