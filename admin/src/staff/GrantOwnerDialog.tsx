import { useIntl } from 'react-intl';
import { useMutation } from '@apollo/client/react';
import { toast } from '@bloom/ui';
import { ConfirmOwnerDialog } from './ConfirmOwnerDialog.tsx';
import { ChangeStaffRoleMutation } from './staffDocuments.ts';

/** Props of {@link GrantOwnerDialog}. */
export interface GrantOwnerDialogProps {
  /** Who would become an owner; null keeps the dialog closed. */
  member: { id: string; name: string } | null;
  /** Whether the signed-in owner has two-factor on (then a current code will do too). */
  twoFactorEnabled: boolean;
  /** Called when the dialog closes, granted or not. */
  onClose: () => void;
}

/** Making a staff member an owner, once the granting owner has confirmed it is them. */
export function GrantOwnerDialog({ member, twoFactorEnabled, onClose }: GrantOwnerDialogProps) {
  const intl = useIntl();
  const [changeRole] = useMutation(ChangeStaffRoleMutation);
  const name = member?.name ?? '';
  const say = (id: string) => intl.formatMessage({ id }, { name });
  return (
    <ConfirmOwnerDialog
      open={member !== null}
      title={say('admin.grantOwner.title')}
      description={say('admin.grantOwner.description')}
      confirmLabel={say('admin.grantOwner.confirm')}
      cancelLabel={say('admin.grantOwner.keep')}
      twoFactorEnabled={twoFactorEnabled}
      onConfirm={async (confirmation) => {
        if (!member) return;
        await changeRole({
          variables: { input: { id: member.id, role: 'OWNER', ...confirmation } },
        });
        toast.success(say('admin.grantOwner.done'));
      }}
      onClose={onClose}
    />
  );
}
