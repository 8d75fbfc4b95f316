import { useMutation } from '@apollo/client/react';
import { toast } from '@bloom/ui';
import { TextEntryForm } from '../forms/TextEntryForm.tsx';
import { AddOrderNoteMutation } from './orderDocuments.ts';

/** Adds an internal note to an order: staff only, never shown or mailed to the shopper. */
export function OrderNoteForm({ orderId }: { /** The order's id. */ orderId: string }) {
  const [addNote] = useMutation(AddOrderNoteMutation);
  return (
    <TextEntryForm
      name="Add a note"
      label="Internal note"
      hint="Seen by staff only; the shopper never sees it."
      emptyMessage="Write the note first."
      maxLength={2000}
      submitLabel="Add note"
      onSubmitText={async (text) => {
        await addNote({ variables: { input: { id: orderId, text } } });
        toast.success('Note added.');
      }}
    />
  );
}
