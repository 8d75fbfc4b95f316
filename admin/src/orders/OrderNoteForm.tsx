import { useMutation } from '@apollo/client/react';
import { z } from 'zod';
import { Button, FormMessage, Stack, TextArea, toast } from '@bloom/ui';
import { useAdminForm } from '../forms/useAdminForm.ts';
import { AddOrderNoteMutation } from './orderDocuments.ts';

const noteSchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, 'Write the note first.')
    .max(2000, 'A note can be at most 2000 characters.'),
});

/** Adds an internal note to an order: staff only, never shown or mailed to the shopper. */
export function OrderNoteForm({ orderId }: { /** The order's id. */ orderId: string }) {
  const form = useAdminForm(noteSchema, { text: '' });
  const [addNote, { loading }] = useMutation(AddOrderNoteMutation);
  const onSubmit = form.handleSubmit(async ({ text }) => {
    try {
      await addNote({ variables: { input: { id: orderId, text } } });
      toast.success('Note added.');
      form.reset();
    } catch (error) {
      form.refuse(error);
    }
  });
  return (
    <Stack asChild>
      <form aria-label="Add a note" noValidate onSubmit={(event) => void onSubmit(event)}>
        <TextArea
          label="Internal note"
          hint="Seen by staff only; the shopper never sees it."
          rows={3}
          maxLength={2000}
          required
          error={form.formState.errors.text?.message}
          {...form.register('text')}
        />
        {form.formError ? <FormMessage variant="error">{form.formError}</FormMessage> : null}
        <div>
          <Button type="submit" loading={loading}>
            Add note
          </Button>
        </div>
      </form>
    </Stack>
  );
}
