import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useMutation } from '@apollo/client/react';
import { z } from 'zod';
import { Button, Panel, TextField, toast } from '@bloom/ui';
import type { OrderStatus as Status } from '../__generated__/graphql.ts';
import { useFormat } from '../format.ts';
import { errorCode } from '../graphql/errors.ts';
import { useSentence } from '../i18n/useSentence.ts';
import { FormDialog } from '../forms/FormDialog.tsx';
import { useAdminForm } from '../forms/useAdminForm.ts';
import { useCan } from '../layout/permissions.tsx';
import { RecordOrderPaymentMutation } from './orderDocuments.ts';

/** Money on an order, as the page reads it. */
export interface OrderPaymentValues {
  /** What the courier collected, in rupees. */
  collected: number;
  /** A note on it. */
  collectedNote?: string | null | undefined;
  /** What was given back, in rupees. */
  refunded: number;
  /** A note on it. */
  refundedNote?: string | null | undefined;
}

/** Rupees as typed: digits with at most two decimals. */
const rupees = z
  .string()
  .trim()
  .regex(/^\d{1,8}(\.\d{1,2})?$/, 'admin.payment.amountFormat')
  .transform(Number);

const note = z.string().trim().max(500, 'admin.payment.noteTooLong');

/**
 * The payment form, as the api checks it: never more given back than collected, nor collected
 * than `total`. Its messages are catalogue ids; `{total}` is filled where the error is shown.
 */
export function paymentSchema(total: number) {
  return z
    .object({ collected: rupees, collectedNote: note, refunded: rupees, refundedNote: note })
    .superRefine((values, context) => {
      if (values.collected > total) {
        context.addIssue({
          code: 'custom',
          path: ['collected'],
          message: 'admin.payment.atMostTotal',
        });
      }
      if (values.refunded > values.collected) {
        context.addIssue({
          code: 'custom',
          path: ['refunded'],
          message: 'admin.payment.atMostCollected',
        });
      }
    });
}

/** Props of {@link PaymentPanel}. */
export interface PaymentPanelProps {
  /** The order's id. */
  orderId: string;
  /** Its status: nothing is collected while it is Pending. */
  status: Status;
  /** What the shopper pays. */
  total: number;
  /** The version the page shows; the change is based on it. */
  version: number;
  /** What is recorded now. */
  payment: OrderPaymentValues;
  /** Reads the order again (after someone else changed it). */
  onStale: () => unknown;
}

/**
 * "Payment": cash on delivery is the shop's only payment, so the order keeps what the courier
 * collected and what was given back, each with a note; "Record payment" changes both.
 */
export function PaymentPanel({
  orderId,
  status,
  total,
  version,
  payment,
  onStale,
}: PaymentPanelProps) {
  const intl = useIntl();
  const format = useFormat();
  const canWrite = useCan('ORDERS_WRITE') && status !== 'PENDING';
  return (
    <Panel title={intl.formatMessage({ id: 'admin.payment.title' })}>
      <dl>
        <dt>{intl.formatMessage({ id: 'admin.payment.collectedOnDelivery' })}</dt>
        <dd>
          {format.money(payment.collected)}
          {payment.collectedNote ? ` (${payment.collectedNote})` : ''}
        </dd>
        <dt>{intl.formatMessage({ id: 'admin.payment.givenBack' })}</dt>
        <dd>
          {format.money(payment.refunded)}
          {payment.refundedNote ? ` (${payment.refundedNote})` : ''}
        </dd>
      </dl>
      {canWrite ? (
        <PaymentDialog
          orderId={orderId}
          total={total}
          version={version}
          payment={payment}
          onStale={onStale}
        />
      ) : null}
    </Panel>
  );
}

/** The amounts as the form starts: what is recorded now. */
const formValues = (payment: OrderPaymentValues) => ({
  collected: payment.collected.toFixed(2),
  collectedNote: payment.collectedNote ?? '',
  refunded: payment.refunded.toFixed(2),
  refundedNote: payment.refundedNote ?? '',
});

function PaymentDialog({
  orderId,
  total,
  version,
  payment,
  onStale,
}: Omit<PaymentPanelProps, 'status'>) {
  const intl = useIntl();
  const format = useFormat();
  const sentence = useSentence();
  const say = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [open, setOpen] = useState(false);
  const form = useAdminForm(paymentSchema(total), formValues(payment));
  const [record] = useMutation(RecordOrderPaymentMutation);
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await record({ variables: { input: { id: orderId, version, ...values } } });
      toast.success(say('admin.payment.saved', { id: orderId }));
      setOpen(false);
    } catch (error) {
      form.refuse(error);
      if (errorCode(error) === 'CONFLICT') await onStale();
    }
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        // Each opening starts from what is recorded now.
        if (next) form.reset(formValues(payment));
        setOpen(next);
      }}
      trigger={<Button variant="secondary">{say('admin.payment.record')}</Button>}
      title={say('admin.payment.record')}
      description={say('admin.payment.description', { id: orderId, total: format.money(total) })}
      formLabel={say('admin.payment.record')}
      onSubmit={onSubmit}
      formError={form.formError}
      submitting={isSubmitting}
      submitLabel={say('admin.payment.save')}
    >
      <TextField
        label={say('admin.payment.collected')}
        inputMode="decimal"
        autoComplete="off"
        required
        error={sentence(errors.collected?.message, { total: format.money(total) })}
        {...form.register('collected')}
      />
      <TextField
        label={say('admin.payment.collectedNote')}
        hint={say('admin.payment.collectedNoteHint')}
        autoComplete="off"
        maxLength={500}
        error={sentence(errors.collectedNote?.message)}
        {...form.register('collectedNote')}
      />
      <TextField
        label={say('admin.payment.refunded')}
        inputMode="decimal"
        autoComplete="off"
        required
        error={sentence(errors.refunded?.message)}
        {...form.register('refunded')}
      />
      <TextField
        label={say('admin.payment.refundedNote')}
        hint={say('admin.payment.refundedNoteHint')}
        autoComplete="off"
        maxLength={500}
        error={sentence(errors.refundedNote?.message)}
        {...form.register('refundedNote')}
      />
    </FormDialog>
  );
}
