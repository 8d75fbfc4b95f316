import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { axeViolations, renderAdmin, staffMember } from '../test/renderAdmin.tsx';
import { StartEnrolmentMutation } from './TwoFactorPage.tsx';

const qrSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';

test('in Urdu setting up two-factor reads in Urdu, right to left: the steps, the code field and its check', async () => {
  try {
    await renderAdmin('/admin/two-factor', {
      staff: staffMember('MANAGER', { locale: 'UR' }),
      mocks: [
        {
          request: { query: StartEnrolmentMutation },
          result: {
            data: {
              startTwoFactorEnrolment: {
                __typename: 'TwoFactorEnrolment',
                secret: 'JBSWY3DPEHPK3PXP',
                otpauthUrl: 'otpauth://totp/Bloom:manager?secret=JBSWY3DPEHPK3PXP',
                qrSvg,
              },
            },
          },
        },
      ],
    });
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'دو مرحلہ سائن ان' }))
      .toBeVisible();
    expect(document.title).toBe('دو مرحلہ سائن ان - Bloom admin');
    expect(document.documentElement.dir).toBe('rtl');
    expect(await axeViolations()).toEqual([]);
    await page.getByRole('button', { name: 'دو مرحلہ تصدیق ترتیب دیں' }).click();
    await expect.element(page.getByRole('heading', { name: 'کوڈ اسکین کریں' })).toBeVisible();
    await expect
      .element(page.getByRole('img', { name: 'آپ کی تصدیقی ایپ کے لیے QR کوڈ' }))
      .toBeVisible();
    await expect.element(page.getByText(/^یا یہ خفیہ کوڈ ایپ میں لکھیں:/)).toBeVisible();
    const form = page.getByRole('form', { name: 'دو مرحلہ تصدیق کی توثیق کریں' });
    await form.getByRole('button', { name: 'دو مرحلہ تصدیق آن کریں' }).click();
    await expect.element(form.getByText('اپنی تصدیقی ایپ سے کوڈ لکھیں۔')).toBeVisible();
    await expect.element(form.getByRole('textbox', { name: /^کوڈ/ })).toHaveFocus();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    expect(await axeViolations()).toEqual([]);
  } finally {
    document.documentElement.lang = 'en';
    document.documentElement.dir = 'ltr';
  }
});
