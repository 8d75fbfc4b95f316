import { useIntl } from 'react-intl';
import { useMutation } from '@apollo/client/react';
import { toast } from '@bloom/ui';
import { TextEntryForm } from '../forms/TextEntryForm.tsx';
import { AddOrderNoteMutation } from './orderDocuments.ts';

/** Adds an internal note to an order: staff only, never shown or mailed to the shopper. */
export function OrderNoteForm({ orderId }: { /** The order's id. */ orderId: string }) {
  const intl = useIntl();
  const say = (id: string) => intl.formatMessage({ id });
  const [addNote] = useMutation(AddOrderNoteMutation);
  return (
    <TextEntryForm
      name={say('admin.orderNote.formLabel')}
      label={say('admin.orderNote.label')}
      hint={say('admin.orderNote.hint')}
      emptyMessage={say('admin.orderNote.empty')}
      maxLength={2000}
      submitLabel={say('admin.orderNote.submit')}
      onSubmitText={async (text) => {
        await addNote({ variables: { input: { id: orderId, text } } });
        toast.success(say('admin.orderNote.added'));
      }}
    />
  );
}
