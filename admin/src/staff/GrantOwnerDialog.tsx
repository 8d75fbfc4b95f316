import { useMutation } from '@apollo/client/react';
import { z } from 'zod';
import {
  Button,
  Dialog,
  DialogActions,
  DialogClose,
  DialogContent,
  FormMessage,
  PasswordField,
  Stack,
  toast,
} from '@bloom/ui';
import { useAdminForm } from '../forms/useAdminForm.ts';
import { ChangeStaffRoleMutation } from './staffDocuments.ts';

const confirmSchema = z.object({
  proof: z.string().trim().min(1, 'Enter your password to confirm.'),
});

/** A 6-digit answer is an authenticator code: a password has at least 8 characters. */
const isTotpCode = (value: string) => /^\d{6}$/.test(value);

/** Props of {@link GrantOwnerDialog}. */
export interface GrantOwnerDialogProps {
  /** Who would become an owner; null keeps the dialog closed. */
  member: { id: string; name: string } | null;
  /** Whether the signed-in owner has two-factor on (then a current code will do too). */
  twoFactorEnabled: boolean;
  /** Called when the dialog closes, granted or not. */
  onClose: () => void;
}

/**
 * Granting the owner role hands over the whole shop (staff, every setting), so the granting owner
 * confirms it with their password, or a current two-factor code; the api checks it again.
 */
export function GrantOwnerDialog({ member, twoFactorEnabled, onClose }: GrantOwnerDialogProps) {
  const form = useAdminForm(confirmSchema, { proof: '' });
  const [changeRole] = useMutation(ChangeStaffRoleMutation);
  const { errors, isSubmitting } = form.formState;
  const close = () => {
    form.reset();
    onClose();
  };
  const onSubmit = form.handleSubmit(async ({ proof }) => {
    if (!member) return;
    const confirmation =
      twoFactorEnabled && isTotpCode(proof) ? { code: proof } : { password: proof };
    try {
      await changeRole({
        variables: { input: { id: member.id, role: 'OWNER', ...confirmation } },
      });
      toast.success(`${member.name} is now owner.`);
      close();
    } catch (error) {
      form.refuse(error);
    }
  });
  return (
    <Dialog open={member !== null} onOpenChange={(open) => (open ? undefined : close())}>
      {member ? (
        <DialogContent
          title={`Make ${member.name} an owner?`}
          description={`An owner can do everything in the back office: manage staff, grant any role, and remove you as owner. ${member.name} gets that the moment you confirm.`}
        >
          <form
            aria-label="Confirm granting the owner role"
            noValidate
            onSubmit={(event) => void onSubmit(event)}
          >
            <Stack>
              <PasswordField
                label={
                  twoFactorEnabled ? 'Your password, or a current two-factor code' : 'Your password'
                }
                hint="To confirm it is you granting it."
                required
                error={errors.proof?.message}
                {...form.register('proof')}
              />
              {form.formError ? <FormMessage variant="error">{form.formError}</FormMessage> : null}
              <DialogActions>
                <DialogClose asChild>
                  <Button type="button" variant="ghost">
                    Keep their role
                  </Button>
                </DialogClose>
                <Button type="submit" loading={isSubmitting}>
                  Make {member.name} an owner
                </Button>
              </DialogActions>
            </Stack>
          </form>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
