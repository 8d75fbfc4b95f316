import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { z } from 'zod';
import { Button, FormMessage, Stack, TextArea } from '@bloom/ui';
import { useAdminForm } from './useAdminForm.ts';
import { UnsavedChangesGuard } from './UnsavedChangesGuard.tsx';

/** Props of {@link TextEntryForm}. */
export interface TextEntryFormProps {
  /** The form's accessible name ("Add a note", "Reply"). */
  name: string;
  /** The text area's label. */
  label: string;
  /** A line under the label. */
  hint?: string;
  /** Said when sent empty ("Write the note first."). */
  emptyMessage: string;
  /** The longest text allowed, in characters (the api's bound). */
  maxLength: number;
  /** Rows of the text area. @default 3 */
  rows?: number;
  /** The button's label. */
  submitLabel: string;
  /** Sends the trimmed text; throws the gateway's refusal, which the form then shows. */
  onSubmitText: (text: string) => Promise<unknown>;
}

/**
 * A form of one text to send (an order's internal note, a reply to a message): checked, sent,
 * emptied once sent, a refusal said above its button.
 */
export function TextEntryForm({
  name,
  label,
  hint,
  emptyMessage,
  maxLength,
  rows = 3,
  submitLabel,
  onSubmitText,
}: TextEntryFormProps) {
  const intl = useIntl();
  const schema = useMemo(
    () =>
      z.object({
        text: z
          .string()
          .trim()
          .min(1, emptyMessage)
          .max(maxLength, intl.formatMessage({ id: 'admin.form.atMost' }, { max: maxLength })),
      }),
    [emptyMessage, maxLength, intl],
  );
  const form = useAdminForm(schema, { text: '' });
  const onSubmit = form.handleSubmit(async ({ text }) => {
    try {
      await onSubmitText(text);
      form.reset();
    } catch (error) {
      form.refuse(error);
    }
  });
  return (
    <Stack asChild>
      <form aria-label={name} noValidate onSubmit={(event) => void onSubmit(event)}>
        <UnsavedChangesGuard when={form.formState.isDirty && !form.formState.isSubmitting} />
        <TextArea
          label={label}
          hint={hint}
          rows={rows}
          maxLength={maxLength}
          required
          error={form.formState.errors.text?.message}
          {...form.register('text')}
        />
        {form.formError ? <FormMessage variant="error">{form.formError}</FormMessage> : null}
        <div>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </Stack>
  );
}
