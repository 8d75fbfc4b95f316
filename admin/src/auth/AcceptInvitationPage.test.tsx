import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { axeViolations, renderAdmin } from '../test/renderAdmin.tsx';
import { AcceptInvitationMutation } from './AcceptInvitationPage.tsx';

test('in Urdu accepting an invitation reads in Urdu for a browser that prefers it, its checks too', async () => {
  Object.defineProperty(navigator, 'languages', { configurable: true, get: () => ['ur-PK', 'en'] });
  try {
    await renderAdmin('/admin/accept-invite?token=abc', { staff: null });
    await expect.element(page.getByRole('heading', { name: 'بیک آفس میں شامل ہوں' })).toBeVisible();
    expect(document.documentElement.dir).toBe('rtl');
    const form = page.getByRole('form', { name: 'بیک آفس میں شامل ہوں' });
    await form
      .getByLabelText(/^پاس ورڈ/)
      .first()
      .fill('short');
    await form.getByRole('button', { name: 'شامل ہوں' }).click();
    await expect.element(form.getByText('اپنا نام لکھیں۔')).toBeVisible();
    await expect.element(form.getByText('کم از کم 8 حروف۔')).toBeVisible();
    await form.getByRole('textbox', { name: /^نام/ }).fill('x'.repeat(101));
    await expect.element(form.getByText('زیادہ سے زیادہ 100 حروف۔')).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  } finally {
    Reflect.deleteProperty(navigator, 'languages');
    document.documentElement.lang = 'en';
    document.documentElement.dir = 'ltr';
  }
});

test('in Urdu the welcome after joining is Urdu, with the name as typed', async () => {
  Object.defineProperty(navigator, 'languages', { configurable: true, get: () => ['ur-PK', 'en'] });
  const input = { name: 'Hina Manager', password: 'a-long-password', token: 'abc' };
  try {
    await renderAdmin('/admin/accept-invite?token=abc', {
      staff: null,
      mocks: [
        {
          request: { query: AcceptInvitationMutation, variables: { input } },
          result: {
            data: {
              acceptInvitation: {
                __typename: 'AcceptInvitationPayload',
                staff: { __typename: 'StaffMember', id: 'staff-hina', name: input.name },
              },
            },
          },
        },
      ],
    });
    const form = page.getByRole('form', { name: 'بیک آفس میں شامل ہوں' });
    await form.getByRole('textbox', { name: /^نام/ }).fill(input.name);
    await form
      .getByLabelText(/^پاس ورڈ/)
      .first()
      .fill(input.password);
    await form.getByRole('button', { name: 'شامل ہوں' }).click();
    await expect
      .element(page.getByText('Bloom میں خوش آمدید، Hina Manager۔ شروع کرنے کے لیے سائن ان کریں۔'))
      .toBeVisible();
  } finally {
    Reflect.deleteProperty(navigator, 'languages');
    document.documentElement.lang = 'en';
    document.documentElement.dir = 'ltr';
  }
});
