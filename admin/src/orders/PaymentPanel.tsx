import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { z } from 'zod';
import { Button, Panel, TextField, formatPrice, toast } from '@bloom/ui';
import type { OrderStatus as Status } from '../__generated__/graphql.ts';
import { errorCode } from '../graphql/errors.ts';
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
  .regex(/^\d{1,8}(\.\d{1,2})?$/, 'Write an amount in rupees, like 1299 or 1299.50.')
  .transform(Number);

const note = z.string().trim().max(500, 'A note can be at most 500 characters.');

/** The payment form, as the api checks it: never more given back than collected, nor collected than `total`. */
export function paymentSchema(total: number) {
  return z
    .object({ collected: rupees, collectedNote: note, refunded: rupees, refundedNote: note })
    .superRefine((values, context) => {
      if (values.collected > total) {
        context.addIssue({
          code: 'custom',
          path: ['collected'],
          message: `At most the order's total, ${formatPrice(total)}.`,
        });
      }
      if (values.refunded > values.collected) {
        context.addIssue({
          code: 'custom',
          path: ['refunded'],
          message: 'At most what was collected.',
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
  const canWrite = useCan('ORDERS_WRITE') && status !== 'PENDING';
  return (
    <Panel title="Payment">
      <dl>
        <dt>Collected on delivery</dt>
        <dd>
          {formatPrice(payment.collected)}
          {payment.collectedNote ? ` (${payment.collectedNote})` : ''}
        </dd>
        <dt>Given back</dt>
        <dd>
          {formatPrice(payment.refunded)}
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
  const [open, setOpen] = useState(false);
  const form = useAdminForm(paymentSchema(total), formValues(payment));
  const [record] = useMutation(RecordOrderPaymentMutation);
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await record({ variables: { input: { id: orderId, version, ...values } } });
      toast.success(`Payment of order ${orderId} saved.`);
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
      trigger={<Button variant="secondary">Record payment</Button>}
      title="Record payment"
      description={`What the courier collected for order ${orderId} (its total is ${formatPrice(total)}) and what was given back to the shopper, in all.`}
      formLabel="Record payment"
      onSubmit={onSubmit}
      formError={form.formError}
      submitting={isSubmitting}
      submitLabel="Save payment"
    >
      <TextField
        label="Collected (Rs.)"
        inputMode="decimal"
        autoComplete="off"
        required
        error={errors.collected?.message}
        {...form.register('collected')}
      />
      <TextField
        label="Collection note"
        hint="Optional, e.g. who collected it."
        autoComplete="off"
        maxLength={500}
        error={errors.collectedNote?.message}
        {...form.register('collectedNote')}
      />
      <TextField
        label="Given back (Rs.)"
        inputMode="decimal"
        autoComplete="off"
        required
        error={errors.refunded?.message}
        {...form.register('refunded')}
      />
      <TextField
        label="Given back note"
        hint="Optional, e.g. how and why."
        autoComplete="off"
        maxLength={500}
        error={errors.refundedNote?.message}
        {...form.register('refundedNote')}
      />
    </FormDialog>
  );
}
