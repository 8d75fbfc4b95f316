/**
 * The shop's forms over the whole stack: what a shopper types before the page's script has run
 * is kept when the page hydrates (the server renders the form; react-hook-form takes the typed
 * values from the page), a refusal the api words about what was typed lands on the form, and a
 * new login email goes with the current password.
 */
import { expect, test } from './support/test.ts';
import { logIn, shopper, signUp, uniqueEmail } from './support/shop.ts';

test.use({ viewport: { width: 1280, height: 900 } });

test('what is typed into the server’s form before the script runs is what gets sent', async ({
  page,
}) => {
  // Hold every script until the shopper has typed: the form on screen is the server's alone.
  let releaseScripts!: () => void;
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route(/\.m?js(\?.*)?$/, async (route) => {
    await scriptsHeld;
    await route.continue();
  });

  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByLabel(/^Password/).fill(shopper.password);
  const hydrated = await page.evaluate(() =>
    Object.keys(document.getElementById('root') ?? {}).some((key) =>
      key.startsWith('__reactContainer'),
    ),
  );
  expect(hydrated).toBe(false);

  releaseScripts();
  await page.waitForFunction(() =>
    Object.keys(document.getElementById('root') ?? {}).some((key) =>
      key.startsWith('__reactContainer'),
    ),
  );
  await expect(page.getByLabel('Email')).toHaveValue(shopper.email);
  await page.getByRole('button', { name: 'LOGIN NOW' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: `Account: ${shopper.name}` })).toBeVisible();
});

test('a password the api refuses as too common is said on the signup form, not in a toast', async ({
  page,
}) => {
  await page.goto('/signup');
  await page.getByLabel('Name').fill('Common Password');
  await page.getByLabel('Email').fill(uniqueEmail('common'));
  await page.getByLabel(/^Password/).fill('password1');
  await page.getByRole('button', { name: 'SIGNUP NOW' }).click();

  await expect(page.getByRole('main').getByRole('alert')).toContainText(
    'one of the 10,000 most common passwords',
  );
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole('region', { name: 'Notifications' })).not.toContainText(
    'most common passwords',
  );
});

test('a new login email asks for the current password: a wrong one is refused, the right one saves it', async ({
  page,
}) => {
  const account = {
    name: 'Login Changer',
    email: uniqueEmail('before'),
    password: 'bloom-e2e-secret',
  };
  const newEmail = uniqueEmail('after');
  await page.goto('/');
  await signUp(page.request, account);
  await logIn(page.request, account);
  await page.goto('/profile');

  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(newEmail);
  await page.getByRole('button', { name: 'Save changes' }).click();
  const current = page.getByLabel(/^Current password/);
  await expect(current).toBeFocused();
  await expect(
    page.getByText('Please enter your current password to change your email.'),
  ).toBeVisible();

  // A wrong one: the shop refuses (FORBIDDEN), said in a toast; the email stays as it was.
  await current.fill('not-the-password');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
    'current password is wrong',
  );

  await current.fill(account.password);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your profile has been updated.')).toBeVisible();
  await expect(current).toBeHidden();

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(newEmail);
});
