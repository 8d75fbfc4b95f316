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
  const [changeRole] = useMutation(ChangeStaffRoleMutation);
  const name = member?.name ?? '';
  return (
    <ConfirmOwnerDialog
      open={member !== null}
      title={`Make ${name} an owner?`}
      description={`An owner can do everything in the back office: manage staff, grant any role, and remove you as owner. ${name} gets that the moment you confirm.`}
      confirmLabel={`Make ${name} an owner`}
      cancelLabel="Keep their role"
      twoFactorEnabled={twoFactorEnabled}
      onConfirm={async (confirmation) => {
        if (!member) return;
        await changeRole({
          variables: { input: { id: member.id, role: 'OWNER', ...confirmation } },
        });
        toast.success(`${member.name} is now owner.`);
      }}
      onClose={onClose}
    />
  );
}
