import { useIntl } from 'react-intl';
import { z } from 'zod';
import { PasswordField } from '@bloom/ui';
import { FormDialog } from '../forms/FormDialog.tsx';
import { useAdminForm } from '../forms/useAdminForm.ts';
import { useSentence } from '../i18n/useSentence.ts';

// Its message is a catalogue id.
const confirmSchema = z.object({
  proof: z.string().trim().min(1, 'admin.ownerDialog.passwordRequired'),
});

/** A 6-digit answer is an authenticator code: a password has at least 8 characters. */
const isTotpCode = (value: string) => /^\d{6}$/.test(value);

/** How the granting owner proves it is them: their password, or a current two-factor code. */
export type OwnerConfirmation = { password: string } | { code: string };

/** Props of {@link ConfirmOwnerDialog}. */
export interface ConfirmOwnerDialogProps {
  /** Whether the dialog shows. */
  open: boolean;
  /** The question it asks, e.g. "Make Sana Support an owner?". */
  title: string;
  /** What confirming hands over, said plainly. */
  description: string;
  /** The words of the button that grants. */
  confirmLabel: string;
  /** The words of the button that closes it and grants nothing. */
  cancelLabel: string;
  /** Whether the signed-in owner has two-factor on (then a current code will do too). */
  twoFactorEnabled: boolean;
  /**
   * Grants, with the owner's confirmation. Resolving closes the dialog; a rejection (the
   * gateway's refusal, e.g. a wrong password) is said in it and it stays open.
   */
  onConfirm: (confirmation: OwnerConfirmation) => Promise<unknown>;
  /** Called when the dialog closes, granted or not. */
  onClose: () => void;
}

/**
 * Granting the owner role, by a role change or an invitation, hands over the whole shop (staff,
 * every setting), so the granting owner confirms it with their password, or a current two-factor
 * code; the api checks it again.
 */
export function ConfirmOwnerDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel,
  twoFactorEnabled,
  onConfirm,
  onClose,
}: ConfirmOwnerDialogProps) {
  const intl = useIntl();
  const sentence = useSentence();
  const say = (id: string) => intl.formatMessage({ id });
  const form = useAdminForm(confirmSchema, { proof: '' });
  const { errors, isSubmitting } = form.formState;
  const close = () => {
    form.reset();
    onClose();
  };
  const onSubmit = form.handleSubmit(async ({ proof }) => {
    try {
      await onConfirm(
        twoFactorEnabled && isTotpCode(proof) ? { code: proof } : { password: proof },
      );
      close();
    } catch (error) {
      form.refuse(error);
    }
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => (next ? undefined : close())}
      title={title}
      description={description}
      formLabel={say('admin.ownerDialog.formLabel')}
      onSubmit={onSubmit}
      formError={form.formError}
      submitting={isSubmitting}
      cancelLabel={cancelLabel}
      submitLabel={confirmLabel}
    >
      <PasswordField
        label={say(
          twoFactorEnabled ? 'admin.ownerDialog.passwordOrCode' : 'admin.ownerDialog.password',
        )}
        hint={say('admin.ownerDialog.hint')}
        required
        error={sentence(errors.proof?.message)}
        {...form.register('proof')}
      />
    </FormDialog>
  );
}
