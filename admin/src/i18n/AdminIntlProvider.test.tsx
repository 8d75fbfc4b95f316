/**
 * The back office in the staff member's language (issue 33 §7): Urdu from their account, right
 * to left; the choice in their account area switches it at once and saves it.
 */
import { afterEach, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { axeViolations, renderAdmin, staffMember } from '../test/renderAdmin.tsx';
import { SetMyLocaleDocument } from '../__generated__/graphql.ts';
import { browserLocale } from './locales.ts';

afterEach(() => {
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
  localStorage.removeItem('bloom.admin.locale');
});

const nav = () => page.getByRole('navigation', { name: 'بیک آفس' });

test('a staff member whose account says Urdu gets the back office in Urdu, right to left', async () => {
  await renderAdmin('/admin/two-factor', { staff: staffMember('OWNER', { locale: 'UR' }) });
  await expect.element(nav().getByRole('link', { name: 'آرڈرز' })).toBeVisible();
  expect(document.documentElement.lang).toBe('ur');
  expect(document.documentElement.dir).toBe('rtl');
  expect(
    nav()
      .getByRole('link')
      .elements()
      .slice(0, 3)
      .map((link) => link.textContent),
  ).toEqual(['ڈیش بورڈ', 'آرڈرز', 'گاہک']);
  await expect.element(page.getByRole('button', { name: 'سائن آؤٹ' })).toBeVisible();
  await expect.element(page.getByRole('combobox', { name: 'زبان' })).toHaveValue('ur');
  await expect.element(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The header's first item (the brand) sits at the right edge now.
  const brand = page.getByRole('link', { name: 'Bloom ایڈمن' }).element().getBoundingClientRect();
  expect(brand.right).toBeGreaterThan(window.innerWidth / 2);
  expect(await axeViolations()).toEqual([]);
});

test('choosing اردو in the account area saves it and switches at once', async () => {
  const owner = staffMember('OWNER');
  await renderAdmin('/admin/two-factor', {
    staff: owner,
    mocks: [
      {
        request: { query: SetMyLocaleDocument, variables: { locale: 'UR' } },
        result: {
          data: { setMyLocale: { __typename: 'StaffMember', id: owner.id, locale: 'UR' } },
        },
      },
    ],
  });
  const language = page.getByRole('combobox', { name: 'Language' });
  await expect.element(language).toHaveValue('en');
  expect(document.documentElement.dir).toBe('ltr');
  await userEvent.selectOptions(language, 'ur');
  await expect.element(nav().getByRole('link', { name: 'آرڈرز' })).toBeVisible();
  expect(document.documentElement.dir).toBe('rtl');
  expect(document.documentElement.lang).toBe('ur');
});

test('a member whose back office was in Urdu on this browser never sees it in English first', async () => {
  // What the last visit kept (the app saves it once `me` answers; the first test saw to that).
  localStorage.setItem('bloom.admin.locale', 'ur');
  const englishSeen: string[] = [];
  const watcher = new MutationObserver(() => {
    const text = document.body.textContent ?? '';
    for (const word of ['Dashboard', 'Orders', 'Sign out', 'Loading']) {
      if (text.includes(word) && !englishSeen.includes(word)) englishSeen.push(word);
    }
  });
  watcher.observe(document.body, { childList: true, subtree: true, characterData: true });
  try {
    await renderAdmin('/admin/two-factor', { staff: staffMember('OWNER', { locale: 'UR' }) });
    await expect.element(nav().getByRole('link', { name: 'آرڈرز' })).toBeVisible();
  } finally {
    watcher.disconnect();
  }
  expect(englishSeen).toEqual([]);
  expect(document.documentElement.dir).toBe('rtl');
});

test('the language a signed-in member sees is kept for their next visit', async () => {
  await renderAdmin('/admin/two-factor', { staff: staffMember('OWNER', { locale: 'UR' }) });
  await expect.element(nav().getByRole('link', { name: 'آرڈرز' })).toBeVisible();
  expect(localStorage.getItem('bloom.admin.locale')).toBe('ur');
});

test('before anyone signs in, a browser that prefers Urdu gets the sign-in in Urdu', async () => {
  Object.defineProperty(navigator, 'languages', { configurable: true, get: () => ['ur-PK', 'en'] });
  try {
    await renderAdmin('/admin/sign-in', { staff: null });
    await expect
      .element(page.getByRole('heading', { name: 'Bloom ایڈمن میں سائن ان کریں' }))
      .toBeVisible();
    await expect.element(page.getByRole('textbox', { name: 'ای میل' })).toBeVisible();
    expect(document.documentElement.dir).toBe('rtl');
    expect(await axeViolations()).toEqual([]);
  } finally {
    // The own property goes; Navigator's own getter answers again.
    Reflect.deleteProperty(navigator, 'languages');
  }
});

test('before anyone signs in, the browser decides: Urdu only when it prefers Urdu to English', () => {
  expect(browserLocale(['ur-PK', 'en'])).toBe('ur');
  expect(browserLocale(['en-GB', 'ur'])).toBe('en');
  expect(browserLocale(['de-DE'])).toBe('en');
  expect(browserLocale([])).toBe('en');
});
