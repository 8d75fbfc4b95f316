import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { GraphQLError } from 'graphql';
import { renderRoute } from '../test/renderRoute.tsx';
import { testUser } from '../test/fixtures.ts';
import { changedFields, PROFILE_SAVED_MESSAGE, UpdateProfileMutation } from './ProfilePage.tsx';
import { urdu } from '../forms/urdu.ts';

test('the form shows the saved profile', async () => {
  const screen = await renderRoute('/profile', { session: testUser });

  await expect.element(screen.getByLabelText('Name')).toHaveValue(testUser.name);
  await expect.element(screen.getByLabelText('Email')).toHaveValue(testUser.email);
  await expect.element(screen.getByLabelText('Phone')).toHaveValue(testUser.phone);
  await expect.element(screen.getByLabelText('Address')).toHaveValue(testUser.address);
  expect(document.title).toBe('Profile - Bloom');
});

test('nothing changed: "No changes made" and nothing is sent', async () => {
  let sent = 0;
  const screen = await renderRoute('/profile', {
    session: testUser,
    mocks: [
      {
        request: { query: UpdateProfileMutation, variables: () => true },
        maxUsageCount: 5,
        result: () => {
          sent += 1;
          return { data: null };
        },
      },
    ],
  });

  await screen.getByLabelText('Name').fill(`  ${testUser.name} `);
  await screen.getByRole('button', { name: 'Save changes' }).click();

  await expect.element(screen.getByText('No changes made')).toBeVisible();
  expect(sent).toBe(0);

  // An edit makes the notice out of date.
  await userEvent.fill(screen.getByRole('textbox', { name: 'Name' }), 'Asha R.');
  await expect.element(screen.getByText('No changes made')).not.toBeInTheDocument();
});

test('only the changed field is sent, and the answer is shown', async () => {
  const screen = await renderRoute('/profile', {
    session: testUser,
    mocks: [
      {
        request: { query: UpdateProfileMutation, variables: { input: { phone: '03111111111' } } },
        // The profile as saved: the page says so in its own words.
        result: {
          data: { updateProfile: { __typename: 'User', ...testUser, phone: '03111111111' } },
        },
      },
    ],
  });

  await screen.getByLabelText('Phone').fill('03111111111');
  await screen.getByRole('button', { name: 'Save changes' }).click();

  await expect.element(screen.getByText(PROFILE_SAVED_MESSAGE)).toBeVisible();
  // Saved now: the same submit again has nothing to send.
  await screen.getByRole('button', { name: 'Save changes' }).click();
  await expect.element(screen.getByText('No changes made')).toBeVisible();
});

test('a required field left empty is said under it and focused; nothing is sent', async () => {
  let sent = 0;
  const screen = await renderRoute('/profile', {
    session: testUser,
    mocks: [
      {
        request: { query: UpdateProfileMutation, variables: () => (sent += 1) > 0 },
        result: { data: null },
      },
    ],
  });
  const email = screen.getByRole('textbox', { name: 'Email' });
  const phone = screen.getByRole('textbox', { name: 'Phone' });
  await userEvent.clear(email);
  // A saved phone cannot be taken away again (the shop refuses a blank one).
  await userEvent.clear(phone);
  await screen.getByRole('button', { name: 'Save changes' }).click();

  await expect.element(email).toHaveFocus();
  await expect.element(email).toHaveAccessibleDescription('Please enter your email.');
  await expect.element(phone).toHaveAccessibleDescription('Please enter your phone number.');
  expect(sent).toBe(0);
});

test('another email asks for the current password, which goes with it', async () => {
  const screen = await renderRoute('/profile', {
    session: testUser,
    mocks: [
      {
        request: {
          query: UpdateProfileMutation,
          variables: { input: { email: 'asha.new@example.com', currentPassword: 'secret-123' } },
        },
        result: {
          data: {
            updateProfile: { __typename: 'User', ...testUser, email: 'asha.new@example.com' },
          },
        },
      },
    ],
  });
  const current = screen.getByLabelText(/^Current password/);
  await expect.element(current).not.toBeInTheDocument();

  await userEvent.fill(screen.getByRole('textbox', { name: 'Email' }), 'asha.new@example.com');
  await screen.getByRole('button', { name: 'Save changes' }).click();
  await expect.element(current).toHaveFocus();
  await expect
    .element(current)
    .toHaveAccessibleDescription(/Please enter your current password to change your email\./);

  await current.fill('secret-123');
  await screen.getByRole('button', { name: 'Save changes' }).click();
  await expect.element(screen.getByText(PROFILE_SAVED_MESSAGE)).toBeVisible();
  // Saved: the new email is the login now, so the field has nothing more to ask.
  await expect.element(current).not.toBeInTheDocument();
});

test('a refused update shows the shop message', async () => {
  const screen = await renderRoute('/profile', {
    session: testUser,
    mocks: [
      {
        request: {
          query: UpdateProfileMutation,
          variables: { input: { email: 'taken@example.com', currentPassword: 'secret-123' } },
        },
        result: {
          errors: [
            new GraphQLError('That email belongs to another account.', {
              extensions: { code: 'CONFLICT' },
            }),
          ],
        },
      },
    ],
  });

  await screen.getByLabelText('Email').fill('taken@example.com');
  await screen.getByLabelText(/^Current password/).fill('secret-123');
  await screen.getByRole('button', { name: 'Save changes' }).click();
  await expect.element(screen.getByText('That email belongs to another account.')).toBeVisible();
});

test('changedFields keeps only trimmed values that differ', () => {
  const saved = { name: 'A', email: 'a@x.com', phone: '', address: 'Street 1' };
  expect(changedFields(saved, { ...saved })).toEqual({});
  expect(changedFields(saved, { ...saved, name: ' A ', address: 'Street 2 ' })).toEqual({
    address: 'Street 2',
  });
  expect(changedFields(saved, { ...saved, phone: '0300' })).toEqual({ phone: '0300' });
});

test('in Urdu the profile speaks Urdu: its fields, what nothing changed says, and the saved toast', async () => {
  const screen = await renderRoute('/profile', {
    session: testUser,
    locale: 'ur',
    mocks: [
      {
        request: { query: UpdateProfileMutation, variables: { input: { phone: '03111111111' } } },
        result: {
          data: { updateProfile: { __typename: 'User', ...testUser, phone: '03111111111' } },
        },
      },
    ],
  });
  await expect
    .element(screen.getByRole('heading', { level: 1, name: urdu('shop.profile.title') }))
    .toBeVisible();
  expect(document.title).toContain(urdu('shop.menu.profile'));
  await expect.element(screen.getByLabelText(urdu('shop.field.name'))).toHaveValue(testUser.name);
  const save = screen.getByRole('button', { name: urdu('shop.profile.save') });
  await save.click();
  await expect.element(screen.getByText(urdu('shop.profile.noChanges'))).toBeVisible();

  // Another login email asks for the current password, in Urdu.
  await userEvent.fill(screen.getByLabelText(urdu('shop.field.email')), 'new@example.com');
  const current = screen.getByLabelText(new RegExp(`^${urdu('shop.profile.currentPassword')}`));
  await expect
    .element(current)
    .toHaveAccessibleDescription(urdu('shop.profile.currentPasswordHint'));
  await save.click();
  await expect
    .element(current)
    .toHaveAccessibleDescription(
      `${urdu('shop.profile.currentPasswordHint')} ${urdu('shop.validation.currentPasswordRequired')}`,
    );

  await userEvent.fill(screen.getByLabelText(urdu('shop.field.email')), testUser.email);
  await userEvent.fill(screen.getByLabelText(urdu('shop.field.phone')), '03111111111');
  await save.click();
  await expect.element(screen.getByText(urdu('shop.profile.saved'))).toBeVisible();
  expect(screen.getByRole('main').element().textContent).not.toMatch(
    /Personal Information|Save changes|Current password/,
  );
});
