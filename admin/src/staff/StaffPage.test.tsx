import { GraphQLError } from 'graphql';
import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { axeViolations, renderAdmin, staffMember } from '../test/renderAdmin.tsx';
import { AdminStaffQueryDocument, InviteStaffMutation } from './StaffPage.tsx';
import { ChangeStaffRoleMutation } from './staffDocuments.ts';

const member = (id: string, name: string, role: string) => ({
  __typename: 'StaffMember',
  id,
  name,
  email: `${id}@bloom.example.com`,
  role,
  twoFactorEnabled: false,
  active: true,
  createdAt: '2026-11-01T10:00:00.000Z',
});

const staffAnswer = {
  request: { query: AdminStaffQueryDocument },
  result: {
    data: {
      staffMembers: [
        member('staff-owner', 'Bloom Staff', 'OWNER'),
        member('s2', 'Sana Support', 'SUPPORT'),
      ],
      staffInvitations: [],
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

test('the owner changes a role in place; a refusal of the api is said', async () => {
  await renderAdmin('/admin/staff', {
    mocks: [
      staffAnswer,
      {
        request: {
          query: ChangeStaffRoleMutation,
          variables: { input: { id: 's2', role: 'MANAGER' } },
        },
        result: {
          data: { changeStaffRole: { __typename: 'StaffMember', id: 's2', role: 'MANAGER' } },
        },
      },
      {
        request: {
          query: ChangeStaffRoleMutation,
          variables: { input: { id: 'staff-owner', role: 'SUPPORT' } },
        },
        result: {
          errors: [
            new GraphQLError('The last active owner cannot be demoted.', {
              extensions: { code: 'CONFLICT' },
            }),
          ],
        },
      },
    ],
  });
  await expect
    .element(page.getByRole('heading', { level: 1, name: 'Staff', exact: true }))
    .toBeVisible();
  await expect.element(page.getByRole('cell', { name: 'Sana Support', exact: true })).toBeVisible();
  expect(await axeViolations()).toEqual([]);

  await page.getByRole('combobox', { name: 'Role of Sana Support' }).selectOptions('MANAGER');
  await expect.element(page.getByText('Sana Support is now manager.')).toBeVisible();

  await page.getByRole('combobox', { name: 'Role of Bloom Staff' }).selectOptions('SUPPORT');
  await expect.element(page.getByText('The last active owner cannot be demoted.')).toBeVisible();
});

test('granting the owner role waits for the owner’s password in a dialog; a wrong one is said there', async () => {
  await renderAdmin('/admin/staff', {
    mocks: [
      staffAnswer,
      {
        request: {
          query: ChangeStaffRoleMutation,
          variables: { input: { id: 's2', role: 'OWNER', password: 'not my password' } },
        },
        result: {
          errors: [
            new GraphQLError(
              'Your password or code is not right, so the owner role was not granted.',
              { extensions: { code: 'FORBIDDEN' } },
            ),
          ],
        },
      },
      {
        request: {
          query: ChangeStaffRoleMutation,
          variables: { input: { id: 's2', role: 'OWNER', password: 'bloom-staff-local' } },
        },
        result: {
          data: { changeStaffRole: { __typename: 'StaffMember', id: 's2', role: 'OWNER' } },
        },
      },
    ],
  });
  const role = page.getByRole('combobox', { name: 'Role of Sana Support' });
  await role.selectOptions('OWNER');
  const dialog = page.getByRole('dialog', { name: 'Make Sana Support an owner?' });
  await expect.element(dialog).toBeVisible();
  expect(await axeViolations()).toEqual([]);

  const confirm = dialog.getByRole('button', { name: 'Make Sana Support an owner' });
  await confirm.click();
  await expect.element(dialog.getByText('Enter your password to confirm.')).toBeVisible();

  const password = dialog.getByLabelText(/^Your password/);
  await password.fill('not my password');
  await confirm.click();
  await expect
    .element(
      dialog.getByText('Your password or code is not right, so the owner role was not granted.'),
    )
    .toBeVisible();

  await password.fill('bloom-staff-local');
  await confirm.click();
  await expect.element(page.getByText('Sana Support is now owner.')).toBeVisible();
  await expect.element(dialog).not.toBeInTheDocument();
  await expect.element(role).toHaveValue('OWNER');
});

test('keeping their role closes the dialog and sends nothing', async () => {
  await renderAdmin('/admin/staff', { mocks: [staffAnswer] });
  await page.getByRole('combobox', { name: 'Role of Sana Support' }).selectOptions('OWNER');
  await page.getByRole('button', { name: 'Keep their role' }).click();
  await expect
    .element(page.getByRole('dialog', { name: 'Make Sana Support an owner?' }))
    .not.toBeInTheDocument();
  await expect
    .element(page.getByRole('combobox', { name: 'Role of Sana Support' }))
    .toHaveValue('SUPPORT');
});

const invited = (email: string) => ({
  data: {
    inviteStaff: {
      __typename: 'InviteStaffPayload',
      invitation: { __typename: 'StaffInvitation', id: 'invitation-1', email },
    },
  },
});

test('inviting someone as owner waits for the owner’s password in a dialog; a wrong one is said there', async () => {
  const email = 'next.owner@example.com';
  await renderAdmin('/admin/staff', {
    mocks: [
      staffAnswer,
      {
        request: {
          query: InviteStaffMutation,
          variables: { input: { email, role: 'OWNER', password: 'not my password' } },
        },
        result: {
          errors: [
            new GraphQLError(
              'Your password or code is not right, so the owner role was not granted.',
              { extensions: { code: 'FORBIDDEN' } },
            ),
          ],
        },
      },
      {
        request: {
          query: InviteStaffMutation,
          variables: { input: { email, role: 'OWNER', password: 'bloom-staff-local' } },
        },
        result: invited(email),
      },
    ],
  });
  const form = page.getByRole('form', { name: 'Invite staff' });
  await form.getByLabelText('Email').fill(email);
  await form.getByRole('combobox', { name: 'Role' }).selectOptions('OWNER');
  await form.getByRole('button', { name: 'Send invitation' }).click();

  const dialog = page.getByRole('dialog', { name: `Invite ${email} as an owner?` });
  await expect.element(dialog).toBeVisible();
  expect(await axeViolations()).toEqual([]);

  const confirm = dialog.getByRole('button', { name: 'Send the owner invitation' });
  await confirm.click();
  await expect.element(dialog.getByText('Enter your password to confirm.')).toBeVisible();

  const password = dialog.getByLabelText(/^Your password/);
  await password.fill('not my password');
  await confirm.click();
  await expect
    .element(
      dialog.getByText('Your password or code is not right, so the owner role was not granted.'),
    )
    .toBeVisible();

  await password.fill('bloom-staff-local');
  await confirm.click();
  await expect
    .element(page.getByText(`Invitation sent to ${email}; the link works for 48 hours.`))
    .toBeVisible();
  await expect.element(dialog).not.toBeInTheDocument();
  await expect.element(form.getByLabelText('Email')).toHaveValue('');
});

test('an owner with two-factor on may confirm an owner invitation with a current code', async () => {
  const email = 'coded.owner@example.com';
  await renderAdmin('/admin/staff', {
    staff: staffMember('OWNER', { id: 'staff-owner', twoFactorEnabled: true }),
    mocks: [
      {
        ...staffAnswer,
        result: {
          data: {
            ...staffAnswer.result.data,
            // The list agrees with `me`: the cache keeps one StaffMember per id.
            staffMembers: [
              { ...member('staff-owner', 'Bloom Staff', 'OWNER'), twoFactorEnabled: true },
              member('s2', 'Sana Support', 'SUPPORT'),
            ],
          },
        },
      },
      {
        request: {
          query: InviteStaffMutation,
          variables: { input: { email, role: 'OWNER', code: '123456' } },
        },
        result: invited(email),
      },
    ],
  });
  const form = page.getByRole('form', { name: 'Invite staff' });
  await form.getByLabelText('Email').fill(email);
  await form.getByRole('combobox', { name: 'Role' }).selectOptions('OWNER');
  await form.getByRole('button', { name: 'Send invitation' }).click();
  const dialog = page.getByRole('dialog', { name: `Invite ${email} as an owner?` });
  await dialog.getByLabelText(/^Your password, or a current two-factor code/).fill('123456');
  await dialog.getByRole('button', { name: 'Send the owner invitation' }).click();
  await expect
    .element(page.getByText(`Invitation sent to ${email}; the link works for 48 hours.`))
    .toBeVisible();
});

test('an invitation to another role is sent at once; cancelling an owner one sends nothing', async () => {
  const email = 'new.helper@example.com';
  await renderAdmin('/admin/staff', {
    mocks: [
      staffAnswer,
      {
        request: { query: InviteStaffMutation, variables: { input: { email, role: 'MANAGER' } } },
        result: invited(email),
      },
    ],
  });
  const form = page.getByRole('form', { name: 'Invite staff' });
  await form.getByLabelText('Email').fill(email);
  await form.getByRole('combobox', { name: 'Role' }).selectOptions('OWNER');
  await form.getByRole('button', { name: 'Send invitation' }).click();
  const dialog = page.getByRole('dialog', { name: `Invite ${email} as an owner?` });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect.element(dialog).not.toBeInTheDocument();
  await expect.element(form.getByLabelText('Email')).toHaveValue(email);

  await form.getByRole('combobox', { name: 'Role' }).selectOptions('MANAGER');
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect
    .element(page.getByText(`Invitation sent to ${email}; the link works for 48 hours.`))
    .toBeVisible();
  await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
});

test('in Urdu the staff screen reads in Urdu, right to left: roles, invitations and the owner dialog with its check', async () => {
  try {
    await renderAdmin('/admin/staff', {
      staff: staffMember('OWNER', { locale: 'UR' }),
      mocks: [
        {
          ...staffAnswer,
          result: {
            data: {
              ...staffAnswer.result.data,
              staffInvitations: [
                {
                  __typename: 'StaffInvitation',
                  id: 'i1',
                  email: 'hina@bloom.example.com',
                  role: 'MANAGER',
                  expiresAt: '2026-11-26T10:00:00.000Z',
                },
              ],
            },
          },
        },
        {
          request: {
            query: ChangeStaffRoleMutation,
            variables: { input: { id: 's2', role: 'MANAGER' } },
          },
          result: {
            data: { changeStaffRole: { __typename: 'StaffMember', id: 's2', role: 'MANAGER' } },
          },
        },
      ],
    });
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'عملہ', exact: true }))
      .toBeVisible();
    expect(document.title).toBe('عملہ - Bloom admin');
    expect(document.documentElement.dir).toBe('rtl');
    await expect.element(page.getByRole('columnheader', { name: 'عہدہ' })).toBeVisible();
    const role = page.getByRole('combobox', { name: 'Sana Support کا عہدہ' });
    await expect.element(role).toHaveValue('SUPPORT');
    expect([...(role.element() as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'مالک',
      'منیجر',
      'سپورٹ',
    ]);
    await expect
      .element(page.getByRole('button', { name: 'Sana Support کو غیر فعال کریں' }))
      .toBeVisible();
    await expect
      .element(page.getByRole('list', { name: 'زیرِ التوا دعوت نامے' }))
      .toHaveTextContent(/^hina@bloom.example.com بطور منیجر، 26 نومبر، 2026/);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    expect(await axeViolations()).toEqual([]);

    await role.selectOptions('MANAGER');
    await expect.element(page.getByText('Sana Support اب منیجر ہیں۔')).toBeVisible();

    const invite = page.getByRole('form', { name: 'عملے کو مدعو کریں' });
    await invite.getByRole('button', { name: 'دعوت نامہ بھیجیں' }).click();
    await expect.element(invite.getByText('ان کی ای میل لکھیں۔')).toBeVisible();
    await invite.getByRole('textbox', { name: /^ای میل/ }).fill('new@bloom.example.com');
    await invite.getByRole('combobox', { name: 'عہدہ' }).selectOptions('OWNER');
    await invite.getByRole('button', { name: 'دعوت نامہ بھیجیں' }).click();
    const dialog = page.getByRole('dialog', {
      name: 'new@bloom.example.com کو بطور مالک مدعو کریں؟',
    });
    await dialog.getByRole('button', { name: 'مالک کا دعوت نامہ بھیجیں' }).click();
    await expect.element(dialog.getByText('تصدیق کے لیے اپنا پاس ورڈ لکھیں۔')).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  } finally {
    document.documentElement.lang = 'en';
    document.documentElement.dir = 'ltr';
  }
});

test('in Urdu the invitation’s toast says in Urdu whom it went to and for how long', async () => {
  const email = 'new.helper@example.com';
  try {
    await renderAdmin('/admin/staff', {
      staff: staffMember('OWNER', { locale: 'UR' }),
      mocks: [
        staffAnswer,
        {
          request: { query: InviteStaffMutation, variables: { input: { email, role: 'MANAGER' } } },
          result: invited(email),
        },
      ],
    });
    const form = page.getByRole('form', { name: 'عملے کو مدعو کریں' });
    await form.getByRole('textbox', { name: /^ای میل/ }).fill(email);
    await form.getByRole('combobox', { name: 'عہدہ' }).selectOptions('MANAGER');
    await form.getByRole('button', { name: 'دعوت نامہ بھیجیں' }).click();
    await expect
      .element(page.getByText(`${email} کو دعوت نامہ بھیج دیا گیا؛ اس کا لنک 48 گھنٹے کام کرے گا۔`))
      .toBeVisible();
  } finally {
    document.documentElement.lang = 'en';
    document.documentElement.dir = 'ltr';
  }
});
