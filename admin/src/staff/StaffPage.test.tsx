import { GraphQLError } from 'graphql';
import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { axeViolations, renderAdmin } from '../test/renderAdmin.tsx';
import { AdminStaffQueryDocument, ChangeStaffRoleMutation } from './StaffPage.tsx';

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
