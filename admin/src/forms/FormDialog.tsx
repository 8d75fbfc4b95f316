import type { ComponentProps, FormEvent, ReactElement, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import {
  Button,
  Dialog,
  DialogActions,
  DialogClose,
  DialogContent,
  DialogTrigger,
  FormMessage,
  Stack,
} from '@bloom/ui';

/** Props of {@link FormDialog}. */
export interface FormDialogProps {
  /** Whether the dialog is open (the caller keeps it, to close it after a save). */
  open: boolean;
  /** Called as the dialog opens or closes (its trigger, Escape, the cancel button). */
  onOpenChange: (open: boolean) => void;
  /** The button that opens it; none when the caller opens it from elsewhere. */
  trigger?: ReactElement;
  /** The dialog's title. */
  title: string;
  /** What the change does, under the title. */
  description: ReactNode;
  /** The form's accessible name. */
  formLabel: string;
  /** The form's submit handler (react-hook-form's `handleSubmit(...)`). */
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  /** The server's sentence about the whole form (`useAdminForm().formError`), above the buttons. */
  formError: string | undefined;
  /** True while the change is on its way: the submit button shows it is busy. */
  submitting: boolean;
  /** The cancel button's words ("Keep it Pending"). @default 'Cancel' (in the screen's language) */
  cancelLabel?: string;
  /** The submit button's words. */
  submitLabel: string;
  /** The submit button's look: `danger` for a change that hides or removes. @default 'primary' */
  submitVariant?: ComponentProps<typeof Button>['variant'];
  /** The form's fields. */
  children: ReactNode;
}

/**
 * A back-office dialog asking for a change: a form with its fields, the server's refusal of the
 * whole form, and a cancel and a submit button. Every such dialog (dispatch, stock, hiding a
 * review, confirming an owner) is this one, so they look and behave alike.
 */
export function FormDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  formLabel,
  onSubmit,
  formError,
  submitting,
  cancelLabel,
  submitLabel,
  submitVariant = 'primary',
  children,
}: FormDialogProps) {
  const intl = useIntl();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent title={title} description={description}>
        <form aria-label={formLabel} noValidate onSubmit={(event) => void onSubmit(event)}>
          <Stack>
            {children}
            {formError ? <FormMessage variant="error">{formError}</FormMessage> : null}
            <DialogActions>
              <DialogClose asChild>
                <Button type="button" variant="ghost">
                  {cancelLabel ?? intl.formatMessage({ id: 'admin.form.cancel' })}
                </Button>
              </DialogClose>
              <Button type="submit" variant={submitVariant} loading={submitting}>
                {submitLabel}
              </Button>
            </DialogActions>
          </Stack>
        </form>
      </DialogContent>
    </Dialog>
  );
}
