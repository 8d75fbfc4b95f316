import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { z } from 'zod';
import { Button, SelectField, TextArea, TextField, toast } from '@bloom/ui';
import { FormDialog } from '../forms/FormDialog.tsx';
import { useAdminForm } from '../forms/useAdminForm.ts';
import { optionsOf, stockReasonLabels } from './catalogueLabels.ts';
import { AdjustStockMutation } from './productDocuments.ts';

const reasons = Object.keys(stockReasonLabels) as ['RECEIVED', 'DAMAGED', 'COUNTED'];

const adjustSchema = z
  .object({
    reason: z.enum(reasons, { error: 'Choose why the stock changes.' }),
    quantity: z.string().trim().regex(/^\d+$/, 'Write a whole number of units.').transform(Number),
    note: z.string().trim().max(500, 'A note can be at most 500 characters.'),
  })
  .superRefine((values, context) => {
    // A count may be 0; units received or damaged are at least one.
    if (values.reason !== 'COUNTED' && values.quantity < 1) {
      context.addIssue({ code: 'custom', path: ['quantity'], message: 'Write 1 or more units.' });
    }
  });

/** Props of {@link AdjustStockDialog}. */
export interface AdjustStockDialogProps {
  /** The product's id. */
  productId: string;
  /** Its name, for the dialog's title. */
  productName: string;
  /** Its stock now. */
  stock: number;
}

/**
 * "Adjust stock": units received (added), damaged (removed) or counted (the stock set), with
 * an optional note; the change goes on the product's timeline and in the activity log.
 */
export function AdjustStockDialog({ productId, productName, stock }: AdjustStockDialogProps) {
  const [open, setOpen] = useState(false);
  const form = useAdminForm(adjustSchema, {
    reason: '' as 'RECEIVED',
    quantity: '',
    note: '',
  });
  const [adjust] = useMutation(AdjustStockMutation);
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async ({ reason, quantity, note }) => {
    try {
      const { data } = await adjust({
        variables: { input: { id: productId, reason, quantity, note: note || undefined } },
      });
      toast.success(`Stock of ${productName} is now ${data?.adjustStock.stock ?? quantity}.`);
      form.reset();
      setOpen(false);
    } catch (error) {
      form.refuse(error);
    }
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={<Button variant="secondary">Adjust stock</Button>}
      title={`Adjust stock of ${productName}`}
      description={`${stock} in stock now. The change goes on the product's timeline.`}
      formLabel="Adjust stock"
      onSubmit={onSubmit}
      formError={form.formError}
      submitting={isSubmitting}
      submitLabel="Save stock"
    >
      <SelectField
        label="Reason"
        required
        options={optionsOf(stockReasonLabels, 'Choose a reason')}
        error={errors.reason?.message}
        {...form.register('reason')}
      />
      <TextField
        label="Units"
        hint="Received or damaged: how many. Counted: how many are on the shelf."
        inputMode="numeric"
        required
        error={errors.quantity?.message}
        {...form.register('quantity')}
      />
      <TextArea
        label="Note"
        rows={2}
        maxLength={500}
        error={errors.note?.message}
        {...form.register('note')}
      />
    </FormDialog>
  );
}
