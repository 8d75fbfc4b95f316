import { useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
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
import { useFormat } from '../format.ts';
import { useAdminForm } from '../forms/useAdminForm.ts';
import { errorMessage } from '../graphql/errors.ts';
import { useSentence } from '../i18n/useSentence.ts';
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
      invitation {
        id
        email
      }
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

const roles: StaffRole[] = ['OWNER', 'MANAGER', 'SUPPORT'];

/** The roles to choose from, named in the screen's language. */
const roleOptions = (intl: IntlShape): SelectOption[] =>
  roles.map((role) => ({
    value: role,
    label: intl.formatMessage({ id: 'admin.staff.roleName' }, { role }),
  }));

// Its messages are catalogue ids.
const inviteSchema = z.object({
  email: z.string().trim().min(1, 'admin.staff.emailRequired').email('admin.signIn.emailInvalid'),
  role: z.enum(['OWNER', 'MANAGER', 'SUPPORT'], 'admin.staff.chooseRole'),
});

/** Invites someone by email to a role: a one-time link, valid 48 hours. */
function InviteForm({
  twoFactorEnabled,
  onInvited,
}: {
  twoFactorEnabled: boolean;
  onInvited: () => unknown;
}) {
  const intl = useIntl();
  const sentence = useSentence();
  const say = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const form = useAdminForm(inviteSchema, { email: '', role: 'SUPPORT' });
  const [invite, { loading }] = useMutation(InviteStaffMutation);
  // An invitation as owner, waiting for the inviting owner's password (ConfirmOwnerDialog).
  const [ownerInvitation, setOwnerInvitation] = useState<InviteStaffInput | null>(null);
  const send = async (input: InviteStaffInput) => {
    const { data } = await invite({ variables: { input } });
    if (data) {
      toast.success(
        say('admin.staff.invitationSent', { email: data.inviteStaff.invitation.email }),
      );
    }
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
        <form
          aria-label={say('admin.staff.inviteLabel')}
          noValidate
          onSubmit={(event) => void onSubmit(event)}
        >
          <TextField
            label={say('admin.staff.email')}
            type="email"
            required
            error={sentence(form.formState.errors.email?.message)}
            {...form.register('email')}
          />
          <SelectField
            label={say('admin.staff.role')}
            options={roleOptions(intl)}
            error={sentence(form.formState.errors.role?.message)}
            {...form.register('role')}
          />
          {form.formError ? <FormMessage variant="error">{form.formError}</FormMessage> : null}
          <div>
            <Button type="submit" loading={loading}>
              {say('admin.staff.sendInvitation')}
            </Button>
          </div>
        </form>
      </Stack>
      {/* Beside the form, not in it: a form's submit would bubble through React to this one. */}
      <ConfirmOwnerDialog
        open={ownerInvitation !== null}
        title={say('admin.staff.inviteOwnerTitle', { email: ownerInvitation?.email ?? '' })}
        description={say('admin.staff.inviteOwnerDescription')}
        confirmLabel={say('admin.staff.inviteOwnerConfirm')}
        cancelLabel={say('admin.form.cancel')}
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
  const intl = useIntl();
  const format = useFormat();
  const say = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
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
      toast.error(errorMessage(failure, intl));
      // Shows the roles as they are now; a refetch cut short (the page left) is nothing to report.
      await refetch().catch(() => undefined);
    }
  };

  const column = dataTableColumns<StaffRow>();
  const columns = [
    column.accessor('name', { header: say('admin.staff.name') }),
    column.accessor('email', { header: say('admin.staff.email') }),
    column.accessor('role', {
      header: say('admin.staff.role'),
      cell: (info) => {
        const member = info.row.original;
        return (
          <SelectField
            label={say('admin.staff.roleOf', { name: member.name })}
            value={member.role}
            options={roleOptions(intl)}
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
                say('admin.staff.roleChanged', { name: member.name, role }),
              );
            }}
          />
        );
      },
    }),
    column.accessor('twoFactorEnabled', {
      header: say('admin.account.twoFactor'),
      cell: (info) => say(info.getValue() ? 'admin.staff.on' : 'admin.staff.off'),
    }),
    column.accessor('active', {
      header: say('admin.staff.state'),
      cell: (info) => {
        const member = info.row.original;
        if (!member.active) return say('admin.staff.deactivated');
        return (
          <Button
            wrap
            variant="outline"
            size="sm"
            disabled={member.id === me?.id}
            onClick={() =>
              void run(
                () => deactivate({ variables: { id: member.id } }),
                say('admin.staff.deactivatedToast', { name: member.name }),
              )
            }
          >
            {say('admin.staff.deactivate', { name: member.name })}
          </Button>
        );
      },
    }),
  ];
  const members = data?.staffMembers ?? [];
  return (
    <ListPage<StaffRow>
      title={say('admin.staff.title')}
      description={say('admin.staff.description')}
      columns={columns}
      data={
        data ? { items: members, total: members.length, pageSize: members.length || 1 } : undefined
      }
      loading={loading}
      error={error}
      getRowId={(row) => row.id}
      empty={say('admin.staff.empty')}
    >
      <GrantOwnerDialog
        member={granting}
        twoFactorEnabled={me?.twoFactorEnabled ?? false}
        onClose={() => setGranting(null)}
      />
      <Panel title={say('admin.staff.invitations')}>
        {data && data.staffInvitations.length > 0 ? (
          <ul aria-label={say('admin.staff.pendingInvitations')}>
            {data.staffInvitations.map((invitation) => (
              <li key={invitation.id}>
                {say('admin.staff.invitation', {
                  email: invitation.email,
                  role: invitation.role,
                  until: format.dateTime(invitation.expiresAt),
                })}
              </li>
            ))}
          </ul>
        ) : (
          <p>{say('admin.staff.noInvitations')}</p>
        )}
        <InviteForm twoFactorEnabled={me?.twoFactorEnabled ?? false} onInvited={() => refetch()} />
      </Panel>
    </ListPage>
  );
}
