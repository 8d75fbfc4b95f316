import { useState, type ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { useMutation } from '@apollo/client/react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { Checkbox, Stack, TextField, toast } from '@bloom/ui';
import type { OrderStatus as Status } from '../__generated__/graphql.ts';
import { statusMessageIds, useFormat } from '../format.ts';
import { errorCode } from '../graphql/errors.ts';
import { FormDialog } from '../forms/FormDialog.tsx';
import { useAdminForm } from '../forms/useAdminForm.ts';
import { useSentence } from '../i18n/useSentence.ts';
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
 * units ordered, as the api checks), and why, in 1 to 500 characters. Its messages are catalogue
 * ids; `{ordered}` is filled where the error is shown.
 */
export function returnSchema(lines: readonly ReturnLine[]) {
  return z
    .object({
      lines: z.array(z.object({ back: z.boolean(), quantity: z.string().trim() })),
      reason: z
        .string()
        .trim()
        .min(1, 'admin.return.reasonRequired')
        .max(500, 'admin.return.reasonTooLong'),
    })
    .superRefine((values, context) => {
      values.lines.forEach((entry, index) => {
        const ordered = lines[index]?.quantity ?? 0;
        const units = Number(entry.quantity);
        if (entry.back && !(/^\d+$/.test(entry.quantity) && units >= 1 && units <= ordered)) {
          context.addIssue({
            code: 'custom',
            path: ['lines', index, 'quantity'],
            message: ordered === 1 ? 'admin.return.onlyOne' : 'admin.return.unitsRange',
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
  const intl = useIntl();
  const format = useFormat();
  const sentence = useSentence();
  const say = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [open, setOpen] = useState(false);
  const form = useAdminForm(returnSchema(lines), {
    lines: lines.map((line) => ({ back: false, quantity: String(line.quantity) })),
    reason: '',
  });
  const [setStatus] = useMutation(SetOrderStatusMutation);
  const { errors, isSubmitting } = form.formState;
  const chosen = form.watch('lines');
  const action = say(
    target === 'CANCELLED' ? 'admin.orderStatus.cancel' : 'admin.orderStatus.markReturned',
  );
  const from = say(statusMessageIds[status]);
  const to = say(statusMessageIds[target]);
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await setStatus({
        variables: { input: { id: orderId, status: target, version, ...values } },
      });
      toast.success(say('admin.orderStatus.isNow', { id: orderId, status: to }));
      setOpen(false);
      form.reset();
    } catch (error) {
      form.refuse(error);
      if (errorCode(error) === 'CONFLICT') await onStale();
    }
  });
  const consequence = say(
    target === 'CANCELLED' ? 'admin.return.cancelConsequence' : 'admin.return.returnConsequence',
  );
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={trigger}
      title={say('admin.orderStatus.confirmTitle', { action })}
      description={say('admin.return.description', { id: orderId, from, to, consequence })}
      formLabel={action}
      onSubmit={onSubmit}
      formError={form.formError}
      submitting={isSubmitting}
      cancelLabel={say('admin.orderStatus.keep', { status: from })}
      submitLabel={action}
      submitVariant={target === 'CANCELLED' ? 'danger' : 'primary'}
    >
      <fieldset>
        <legend>{say('admin.return.whatCameBack')}</legend>
        <Stack>
          {lines.map((line, index) => (
            <Stack key={line.line}>
              <Controller
                control={form.control}
                name={`lines.${index}.back`}
                render={({ field }) => (
                  <Checkbox
                    label={say('admin.return.cameBack', {
                      name: line.name,
                      quantity: format.number(line.quantity),
                    })}
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
                  label={say('admin.return.units', { name: line.name })}
                  inputMode="numeric"
                  autoComplete="off"
                  required
                  error={sentence(errors.lines?.[index]?.quantity?.message, {
                    ordered: line.quantity,
                  })}
                  {...form.register(`lines.${index}.quantity`)}
                />
              ) : null}
            </Stack>
          ))}
        </Stack>
      </fieldset>
      <TextField
        label={say('admin.return.reason')}
        hint={say('admin.return.reasonHint')}
        autoComplete="off"
        maxLength={500}
        required
        error={sentence(errors.reason?.message)}
        {...form.register('reason')}
      />
    </FormDialog>
  );
}
