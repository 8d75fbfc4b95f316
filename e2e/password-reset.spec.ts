/**
 * Password recovery over the whole stack: a shopper asks for a code, reads it from the local
 * outbox (mail in development is written as .eml files), sets a new password and logs in with
 * it, while the old one no longer works. At desktop width and at a phone's 390 px.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

const outbox = join(process.env.E2E_DATA_DIR ?? '', 'outbox');

/** The code of the newest reset mail to `email`, waiting for it to arrive. */
async function resetCodeFor(email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const files = await readdir(outbox).catch(() => [] as string[]);
        for (const file of files
          .filter((f) => f.endsWith('.eml'))
          .sort()
          .reverse()) {
          // Quoted-printable soft line breaks would split the sentence.
          const mail = (await readFile(join(outbox, file), 'utf8')).replace(/=\r?\n/g, '');
          if (!mail.includes(email)) continue;
          code = /password is (\d{6})/.exec(mail)?.[1];
          if (code) return code;
        }
        return undefined;
      },
      { timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/);
  return code!;
}

async function signUp(page: Page, email: string, password: string) {
  await page.goto('/signup');
  await page.getByLabel('Name').fill('Reset Shopper');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'SIGNUP NOW' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'LOGIN NOW' }).click();
}

for (const { name, viewport } of [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
]) {
  test.describe(`at ${name} width`, () => {
    test.use({ viewport });

    test('a shopper recovers the password with the mailed code and logs in with the new one', async ({
      page,
    }) => {
      const email = `reset-${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
      await signUp(page, email, 'old-password-1');

      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await expect(page).toHaveTitle('Forgot Password - Bloom');
      await page.getByLabel('Email').fill(email);
      await page.getByRole('button', { name: 'SUBMIT NOW' }).click();
      await expect(page).toHaveURL(/\/otp\/[\w-]+$/);

      const code = await resetCodeFor(email);
      await page.getByRole('textbox', { name: 'Code', exact: true }).fill(code);
      await page.getByRole('button', { name: 'SUBMIT NOW' }).click();
      await expect(page).toHaveURL(/\/reset\/[\w-]+\/[\w-]+$/);
      await expect(page).toHaveTitle('Reset Password - Bloom');

      // Two different passwords are refused without a word.
      await page.getByLabel('New password').fill('new-password-2');
      await page.getByLabel('Confirm password').fill('new-password-3');
      await page.getByRole('button', { name: 'SUBMIT NOW' }).click();
      await expect(page).toHaveURL(/\/reset\//);

      await page.getByLabel('Confirm password').fill('new-password-2');
      await page.getByRole('button', { name: 'SUBMIT NOW' }).click();
      await expect(page).toHaveURL(/\/login$/);

      await logIn(page, email, 'old-password-1');
      await expect(page).toHaveURL(/\/login$/);
      await logIn(page, email, 'new-password-2');
      await expect(page).toHaveURL(/\/$/);
    });
  });
}

test('a reset link of the wrong shape goes back to /forget and says why', async ({ page }) => {
  await page.goto('/reset/3f0c6a2e-1b7d-4c39-9a55-0e2f7d1c8b44/x');
  await expect(page).toHaveURL(/\/forget$/);
  await expect(page.getByText(/reset link is not valid/)).toBeVisible();
});
