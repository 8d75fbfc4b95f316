/**
 * Granting the owner role through /admin/graphql: the granting owner's password (or a current
 * two-factor code) travels with `changeStaffRole`, and with `inviteStaff` as OWNER (the same
 * grant); the api's refusal reaches the back office as its sentence with nothing changed.
 */
import { describe, expect, it } from 'vitest';
import { codesOf } from './support/gateway.ts';
import { seededStaff, signedInStaff } from './support/staff.ts';
import { useStack } from './support/stack.ts';

const stack = useStack();

const changeRole = `mutation ($input: ChangeStaffRoleInput!) {
  changeStaffRole(input: $input) { id email role }
}`;

describe('granting the owner role', () => {
  it('needs the owner’s password: refused without it or with a wrong one, granted with it', async () => {
    const owner = await signedInStaff(stack.gateway.url, 'owner');
    const list = await owner.gql<{ staffMembers: { id: string; email: string; role: string }[] }>(
      '{ staffMembers { id email role } }',
    );
    const manager = list.data?.staffMembers.find(
      (member) => member.email === seededStaff.manager.email,
    );
    expect(manager?.role).toBe('MANAGER');
    const roleNow = async () =>
      (
        await owner.gql<{ staffMembers: { id: string; role: string }[] }>(
          '{ staffMembers { id role } }',
        )
      ).data?.staffMembers.find((member) => member.id === manager?.id)?.role;

    const bare = await owner.gql(changeRole, { input: { id: manager?.id, role: 'OWNER' } });
    expect(codesOf(bare)).toEqual(['BAD_USER_INPUT']);
    expect(bare.errors?.[0]?.message).toBe(
      'Granting the owner role needs your password or a current two-factor code.',
    );
    expect(await roleNow()).toBe('MANAGER');

    const wrong = await owner.gql(changeRole, {
      input: { id: manager?.id, role: 'OWNER', password: 'not-the-password' },
    });
    expect(codesOf(wrong)).toEqual(['FORBIDDEN']);
    expect(wrong.errors?.[0]?.message).toBe(
      'Your password or code is not right, so the owner role was not granted.',
    );
    expect(await roleNow()).toBe('MANAGER');

    const granted = await owner.gql<{ changeStaffRole: { role: string } }>(changeRole, {
      input: { id: manager?.id, role: 'OWNER', password: seededStaff.owner.password },
    });
    expect(granted.errors).toBeUndefined();
    expect(granted.data?.changeStaffRole.role).toBe('OWNER');
  });
});

describe('inviting someone as owner', () => {
  const invite = `mutation ($input: InviteStaffInput!) {
    inviteStaff(input: $input) { message invitation { email role } }
  }`;

  it('is the same grant: refused without the password or with a wrong one, sent with it', async () => {
    const owner = await signedInStaff(stack.gateway.url, 'owner');
    const email = `future.owner.${Date.now()}@example.com`;
    const invited = async () =>
      (
        await owner.gql<{ staffInvitations: { email: string; role: string }[] }>(
          '{ staffInvitations { email role } }',
        )
      ).data?.staffInvitations.filter((invitation) => invitation.email === email);

    const bare = await owner.gql(invite, { input: { email, role: 'OWNER' } });
    expect(codesOf(bare)).toEqual(['BAD_USER_INPUT']);
    expect(bare.errors?.[0]?.message).toBe(
      'Granting the owner role needs your password or a current two-factor code.',
    );
    expect(await invited()).toEqual([]);

    const wrong = await owner.gql(invite, {
      input: { email, role: 'OWNER', password: 'not-the-password' },
    });
    expect(codesOf(wrong)).toEqual(['FORBIDDEN']);
    expect(wrong.errors?.[0]?.message).toBe(
      'Your password or code is not right, so the owner role was not granted.',
    );
    expect(await invited()).toEqual([]);

    const sent = await owner.gql<{ inviteStaff: { invitation: { role: string } } }>(invite, {
      input: { email, role: 'OWNER', password: seededStaff.owner.password },
    });
    expect(sent.errors).toBeUndefined();
    expect(sent.data?.inviteStaff.invitation.role).toBe('OWNER');
    expect(await invited()).toEqual([{ email, role: 'OWNER' }]);
  });
});
