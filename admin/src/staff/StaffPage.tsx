import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { z } from 'zod';
import {
  Button,
  FormMessage,
  Panel,
  SelectField,
  Stack,
  TextField,
  dataTableColumns,
  toast,
  type SelectOption,
} from '@bloom/ui';
import { graphql } from '../__generated__/gql.ts';
import type { AdminStaffQuery, InviteStaffInput, StaffRole } from '../__generated__/graphql.ts';
import { useStaff } from '../auth/session.tsx';
import { formatDateTime } from '../format.ts';
import styles from './StaffPage.module.css';
import { useAdminForm } from '../forms/useAdminForm.ts';
import { errorMessage } from '../graphql/errors.ts';
import { ListPage } from '../list/ListPage.tsx';
import { ConfirmOwnerDialog } from './ConfirmOwnerDialog.tsx';
import { GrantOwnerDialog } from './GrantOwnerDialog.tsx';
import { ChangeStaffRoleMutation } from './staffDocuments.ts';

/** Every staff account and the invitations not yet accepted. */
export const AdminStaffQueryDocument = graphql(`
  query AdminStaff {
    staffMembers {
      id
      name
      email
      role
      twoFactorEnabled
      active
      createdAt
    }
    staffInvitations {
      id
      email
      role
      expiresAt
    }
  }
`);

/** Sends an invitation; as OWNER with the inviting owner's `password` or two-factor `code`. */
export const InviteStaffMutation = graphql(`
  mutation InviteStaff($input: InviteStaffInput!) {
    inviteStaff(input: $input) {
      message
    }
  }
`);

const DeactivateStaffMutation = graphql(`
  mutation DeactivateStaff($id: ID!) {
    deactivateStaff(id: $id) {
      id
      active
    }
  }
`);

type StaffRow = AdminStaffQuery['staffMembers'][number];

const roleLabels: Record<StaffRole, string> = {
  OWNER: 'Owner',
  MANAGER: 'Manager',
  SUPPORT: 'Support',
};
const roleOptions: SelectOption[] = (Object.keys(roleLabels) as StaffRole[]).map((value) => ({
  value,
  label: roleLabels[value],
}));

const inviteSchema = z.object({
  email: z.string().trim().min(1, 'Enter their email.').email('Enter a valid email address.'),
  role: z.enum(['OWNER', 'MANAGER', 'SUPPORT'], 'Choose a role.'),
});

/** Invites someone by email to a role: a one-time link, valid 48 hours. */
function InviteForm({
  twoFactorEnabled,
  onInvited,
}: {
  twoFactorEnabled: boolean;
  onInvited: () => unknown;
}) {
  const form = useAdminForm(inviteSchema, { email: '', role: 'SUPPORT' });
  const [invite, { loading }] = useMutation(InviteStaffMutation);
  // An invitation as owner, waiting for the inviting owner's password (ConfirmOwnerDialog).
  const [ownerInvitation, setOwnerInvitation] = useState<InviteStaffInput | null>(null);
  const send = async (input: InviteStaffInput) => {
    const { data } = await invite({ variables: { input } });
    if (data) toast.success(data.inviteStaff.message);
    form.reset();
    await onInvited();
  };
  const onSubmit = form.handleSubmit(async (input) => {
    // Inviting as owner grants the owner role: confirmed as a role change to owner is.
    if (input.role === 'OWNER') {
      setOwnerInvitation(input);
      return;
    }
    try {
      await send(input);
    } catch (error) {
      form.refuse(error);
    }
  });
  return (
    <>
      <Stack asChild>
        <form aria-label="Invite staff" noValidate onSubmit={(event) => void onSubmit(event)}>
          <TextField
            label="Email"
            type="email"
            required
            error={form.formState.errors.email?.message}
            {...form.register('email')}
          />
          <SelectField
            label="Role"
            options={roleOptions}
            error={form.formState.errors.role?.message}
            {...form.register('role')}
          />
          {form.formError ? <FormMessage variant="error">{form.formError}</FormMessage> : null}
          <div>
            <Button type="submit" loading={loading}>
              Send invitation
            </Button>
          </div>
        </form>
      </Stack>
      {/* Beside the form, not in it: a form's submit would bubble through React to this one. */}
      <ConfirmOwnerDialog
        open={ownerInvitation !== null}
        title={`Invite ${ownerInvitation?.email ?? ''} as an owner?`}
        description="An owner can do everything in the back office: manage staff, grant any role, and remove you as owner. Whoever accepts this invitation gets that."
        confirmLabel="Send the owner invitation"
        cancelLabel="Cancel"
        twoFactorEnabled={twoFactorEnabled}
        onConfirm={async (confirmation) => {
          if (ownerInvitation) await send({ ...ownerInvitation, ...confirmation });
        }}
        onClose={() => setOwnerInvitation(null)}
      />
    </>
  );
}

/**
 * /admin/staff (`staff:manage`): every account with its role (changed in place) and state,
 * deactivation, invitations. Granting owner, by a role change or an invitation, asks for the
 * owner's password first. The api refuses granting more than one holds and losing the last active
 * owner; its sentence is shown.
 */
export function StaffPage() {
  const { staff: me } = useStaff();
  const { data, loading, error, refetch } = useQuery(AdminStaffQueryDocument);
  const [changeRole] = useMutation(ChangeStaffRoleMutation);
  // Who the owner chose to make an owner, waiting for the password (GrantOwnerDialog).
  const [granting, setGranting] = useState<{ id: string; name: string } | null>(null);
  const [deactivate] = useMutation(DeactivateStaffMutation);
  const run = async (change: () => Promise<unknown>, done: string) => {
    try {
      await change();
      toast.success(done);
    } catch (failure) {
      toast.error(errorMessage(failure));
      // Shows the roles as they are now; a refetch cut short (the page left) is nothing to report.
      await refetch().catch(() => undefined);
    }
  };

  const column = dataTableColumns<StaffRow>();
  const columns = [
    column.accessor('name', { header: 'Name' }),
    column.accessor('email', { header: 'Email' }),
    column.accessor('role', {
      header: 'Role',
      cell: (info) => {
        const member = info.row.original;
        return (
          <SelectField
            label={`Role of ${member.name}`}
            value={member.role}
            options={roleOptions}
            disabled={!member.active}
            onChange={(event) => {
              const role = event.currentTarget.value as StaffRole;
              // The select keeps showing the current role until the grant is confirmed.
              if (role === 'OWNER' && member.role !== 'OWNER') {
                setGranting({ id: member.id, name: member.name });
                return;
              }
              void run(
                () => changeRole({ variables: { input: { id: member.id, role } } }),
                `${member.name} is now ${roleLabels[role].toLowerCase()}.`,
              );
            }}
          />
        );
      },
    }),
    column.accessor('twoFactorEnabled', {
      header: 'Two-factor',
      cell: (info) => (info.getValue() ? 'On' : 'Off'),
    }),
    column.accessor('active', {
      header: 'State',
      cell: (info) => {
        const member = info.row.original;
        if (!member.active) return 'Deactivated';
        return (
          <Button
            className={styles.deactivate}
            variant="outline"
            size="sm"
            disabled={member.id === me?.id}
            onClick={() =>
              void run(
                () => deactivate({ variables: { id: member.id } }),
                `${member.name} is deactivated.`,
              )
            }
          >
            Deactivate {member.name}
          </Button>
        );
      },
    }),
  ];
  const members = data?.staffMembers ?? [];
  return (
    <ListPage<StaffRow>
      title="Staff"
      description="Who works in the back office, and with which role."
      columns={columns}
      data={
        data ? { items: members, total: members.length, pageSize: members.length || 1 } : undefined
      }
      loading={loading}
      error={error}
      getRowId={(row) => row.id}
      empty="No staff yet."
    >
      <GrantOwnerDialog
        member={granting}
        twoFactorEnabled={me?.twoFactorEnabled ?? false}
        onClose={() => setGranting(null)}
      />
      <Panel title="Invitations">
        {data && data.staffInvitations.length > 0 ? (
          <ul aria-label="Pending invitations">
            {data.staffInvitations.map((invitation) => (
              <li key={invitation.id}>
                {invitation.email} as {roleLabels[invitation.role].toLowerCase()}, valid until{' '}
                {formatDateTime(invitation.expiresAt)}
              </li>
            ))}
          </ul>
        ) : (
          <p>No invitations waiting.</p>
        )}
        <InviteForm twoFactorEnabled={me?.twoFactorEnabled ?? false} onInvited={() => refetch()} />
      </Panel>
    </ListPage>
  );
}
