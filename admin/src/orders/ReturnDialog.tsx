import { useState, type ReactElement } from 'react';
import { useMutation } from '@apollo/client/react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { Checkbox, Stack, TextField, toast } from '@bloom/ui';
import type { OrderStatus as Status } from '../__generated__/graphql.ts';
import { statusLabels } from '../format.ts';
import { errorCode } from '../graphql/errors.ts';
import { FormDialog } from '../forms/FormDialog.tsx';
import { useAdminForm } from '../forms/useAdminForm.ts';
import { SetOrderStatusMutation } from './orderDocuments.ts';

/** An order line as the return asks about it. */
export interface ReturnLine {
  /** The line's number on the order (what the api names). */
  line: number;
  /** The product's name when ordered. */
  name: string;
  /** Units ordered. */
  quantity: number;
}

/**
 * The return form for `lines`: per line whether its goods came back and how many (1 up to the
 * units ordered, as the api checks), and why, in 1 to 500 characters.
 */
export function returnSchema(lines: readonly ReturnLine[]) {
  return z
    .object({
      lines: z.array(z.object({ back: z.boolean(), quantity: z.string().trim() })),
      reason: z
        .string()
        .trim()
        .min(1, 'Say why the order came back.')
        .max(500, 'A reason can be at most 500 characters.'),
    })
    .superRefine((values, context) => {
      values.lines.forEach((entry, index) => {
        const ordered = lines[index]?.quantity ?? 0;
        const units = Number(entry.quantity);
        if (entry.back && !(/^\d+$/.test(entry.quantity) && units >= 1 && units <= ordered)) {
          context.addIssue({
            code: 'custom',
            path: ['lines', index, 'quantity'],
            message: ordered === 1 ? 'Only 1 was ordered: write 1.' : `Write 1 to ${ordered}.`,
          });
        }
      });
    })
    .transform(({ lines: entries, reason }) => ({
      returnReason: reason,
      returnedLines: entries.flatMap((entry, index) =>
        entry.back ? [{ line: lines[index]!.line, quantity: Number(entry.quantity) }] : [],
      ),
    }));
}

/** Props of {@link ReturnDialog}. */
export interface ReturnDialogProps {
  /** The order's id. */
  orderId: string;
  /** Its status now (Dispatched or Delivered). */
  status: Status;
  /** Where it goes: CANCELLED (from Dispatched) or RETURNED. */
  target: Status;
  /** The version the page shows; the change is based on it. */
  version: number;
  /** The order's lines. */
  lines: readonly ReturnLine[];
  /** The button that opens the dialog. */
  trigger: ReactElement;
  /** Reads the order again (after someone else changed it). */
  onStale: () => unknown;
}

/**
 * Cancelling a Dispatched order, or marking one Returned: the goods may be with the courier or
 * the shopper, so staff tick each line that came back (and how many units), and say why. Only
 * those units go back on sale, each on its product's stock timeline.
 */
export function ReturnDialog({
  orderId,
  status,
  target,
  version,
  lines,
  trigger,
  onStale,
}: ReturnDialogProps) {
  const [open, setOpen] = useState(false);
  const form = useAdminForm(returnSchema(lines), {
    lines: lines.map((line) => ({ back: false, quantity: String(line.quantity) })),
    reason: '',
  });
  const [setStatus] = useMutation(SetOrderStatusMutation);
  const { errors, isSubmitting } = form.formState;
  const chosen = form.watch('lines');
  const action = target === 'CANCELLED' ? 'Cancel order' : 'Mark as Returned';
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await setStatus({
        variables: { input: { id: orderId, status: target, version, ...values } },
      });
      toast.success(`Order ${orderId} is now ${statusLabels[target]}.`);
      setOpen(false);
      form.reset();
    } catch (error) {
      form.refuse(error);
      if (errorCode(error) === 'CONFLICT') await onStale();
    }
  });
  const consequence =
    target === 'CANCELLED'
      ? 'The coupon can be used again and the shopper is mailed. This cannot be undone.'
      : 'The shopper is mailed. This cannot be undone.';
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={trigger}
      title={`${action}?`}
      description={`Order ${orderId} goes from ${statusLabels[status]} to ${statusLabels[target]}. Tick what came back: only those units go back on sale. ${consequence}`}
      formLabel={action}
      onSubmit={onSubmit}
      formError={form.formError}
      submitting={isSubmitting}
      cancelLabel={`Keep it ${statusLabels[status]}`}
      submitLabel={action}
      submitVariant={target === 'CANCELLED' ? 'danger' : 'primary'}
    >
      <fieldset>
        <legend>What came back</legend>
        <Stack>
          {lines.map((line, index) => (
            <Stack key={line.line}>
              <Controller
                control={form.control}
                name={`lines.${index}.back`}
                render={({ field }) => (
                  <Checkbox
                    label={`${line.name} (${line.quantity} ordered) came back`}
                    checked={field.value}
                    onCheckedChange={(checked) => field.onChange(checked === true)}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    name={field.name}
                  />
                )}
              />
              {chosen[index]?.back ? (
                <TextField
                  label={`Units of ${line.name} back`}
                  inputMode="numeric"
                  autoComplete="off"
                  required
                  error={errors.lines?.[index]?.quantity?.message}
                  {...form.register(`lines.${index}.quantity`)}
                />
              ) : null}
            </Stack>
          ))}
        </Stack>
      </fieldset>
      <TextField
        label="Reason"
        hint="Kept on the order and on each product's stock timeline."
        autoComplete="off"
        maxLength={500}
        required
        error={errors.reason?.message}
        {...form.register('reason')}
      />
    </FormDialog>
  );
}
