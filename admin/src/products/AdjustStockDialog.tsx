import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useMutation } from '@apollo/client/react';
import { z } from 'zod';
import { Button, SelectField, TextArea, TextField, toast } from '@bloom/ui';
import { useFormat } from '../format.ts';
import { FormDialog } from '../forms/FormDialog.tsx';
import { useAdminForm } from '../forms/useAdminForm.ts';
import { useSentence } from '../i18n/useSentence.ts';
import { optionsOf, sayEach, stockReasonMessageIds } from './catalogueLabels.ts';
import { AdjustStockMutation } from './productDocuments.ts';

const reasons = Object.keys(stockReasonMessageIds) as ['RECEIVED', 'DAMAGED', 'COUNTED'];

// Its messages are catalogue ids.
const adjustSchema = z
  .object({
    reason: z.enum(reasons, { error: 'admin.adjustStock.chooseReason' }),
    quantity: z.string().trim().regex(/^\d+$/, 'admin.adjustStock.wholeUnits').transform(Number),
    note: z.string().trim().max(500, 'admin.payment.noteTooLong'),
  })
  .superRefine((values, context) => {
    // A count may be 0; units received or damaged are at least one.
    if (values.reason !== 'COUNTED' && values.quantity < 1) {
      context.addIssue({
        code: 'custom',
        path: ['quantity'],
        message: 'admin.adjustStock.atLeastOne',
      });
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
  const intl = useIntl();
  const sentence = useSentence();
  const format = useFormat();
  const say = (id: string, values?: Record<string, string>) =>
    intl.formatMessage({ id }, { name: productName, ...values });
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
      toast.success(
        say('admin.adjustStock.saved', {
          stock: format.number(data?.adjustStock.stock ?? quantity),
        }),
      );
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
      trigger={<Button variant="secondary">{say('admin.adjustStock.open')}</Button>}
      title={say('admin.adjustStock.title')}
      description={say('admin.adjustStock.description', { stock: format.number(stock) })}
      formLabel={say('admin.adjustStock.open')}
      onSubmit={onSubmit}
      formError={form.formError}
      submitting={isSubmitting}
      submitLabel={say('admin.adjustStock.submit')}
    >
      <SelectField
        label={say('admin.return.reason')}
        required
        options={optionsOf(
          sayEach(stockReasonMessageIds, intl),
          say('admin.adjustStock.chooseAReason'),
        )}
        error={sentence(errors.reason?.message)}
        {...form.register('reason')}
      />
      <TextField
        label={say('admin.adjustStock.units')}
        hint={say('admin.adjustStock.unitsHint')}
        inputMode="numeric"
        required
        error={sentence(errors.quantity?.message)}
        {...form.register('quantity')}
      />
      <TextArea
        label={say('admin.adjustStock.note')}
        rows={2}
        maxLength={500}
        error={sentence(errors.note?.message)}
        {...form.register('note')}
      />
    </FormDialog>
  );
}
