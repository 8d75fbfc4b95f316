import { useState, type ReactElement } from 'react';
import { useMutation } from '@apollo/client/react';
import { z } from 'zod';
import { SelectField, TextField, toast } from '@bloom/ui';
import shopConfig from '../../../shop.config.json';
import { errorCode } from '../graphql/errors.ts';
import { FormDialog } from '../forms/FormDialog.tsx';
import { useAdminForm } from '../forms/useAdminForm.ts';
import { SetOrderStatusMutation } from './orderDocuments.ts';

/**
 * The carriers staff may pick: the same shop.config.json the api checks the choice against (it
 * refuses one that is not there, so a stale build cannot record a carrier the shop dropped).
 */
export const carrierNames: readonly string[] = shopConfig.carriers.map(({ name }) => name);

/** The dispatch form, as the api checks it: both parts optional. */
export const dispatchSchema = z.object({
  carrier: z
    .string()
    .refine((name) => name === '' || carrierNames.includes(name), 'Choose one of the carriers.'),
  trackingNumber: z
    .string()
    .trim()
    .max(64, 'A tracking number can be at most 64 characters.')
    .regex(/^[\x20-\x7E]*$/, 'Use letters, digits, spaces and - / . only.'),
});

/** Props of {@link DispatchDialog}. */
export interface DispatchDialogProps {
  /** The order's id. */
  orderId: string;
  /** The version the page shows; the change is based on it. */
  version: number;
  /** The button that opens the dialog. */
  trigger: ReactElement;
  /** Reads the order again (after someone else changed it). */
  onStale: () => unknown;
}

/**
 * "Mark as Dispatched": asks which carrier took the parcel and its tracking number (both
 * optional), which the shopper's mail and order page then show with the carrier's tracking link.
 */
export function DispatchDialog({ orderId, version, trigger, onStale }: DispatchDialogProps) {
  const [open, setOpen] = useState(false);
  const form = useAdminForm(dispatchSchema, { carrier: '', trackingNumber: '' });
  const [setStatus] = useMutation(SetOrderStatusMutation);
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async ({ carrier, trackingNumber }) => {
    try {
      await setStatus({
        variables: {
          input: {
            id: orderId,
            status: 'DISPATCHED',
            version,
            ...(carrier ? { carrier } : {}),
            ...(trackingNumber ? { trackingNumber } : {}),
          },
        },
      });
      toast.success(`Order ${orderId} is now Dispatched.`);
      setOpen(false);
      form.reset();
    } catch (error) {
      form.refuse(error);
      if (errorCode(error) === 'CONFLICT') await onStale();
    }
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={trigger}
      title="Mark as Dispatched?"
      description={`Order ${orderId} goes from Pending to Dispatched. The shopper is mailed that their order is on its way, with the carrier and tracking number when you give them.`}
      formLabel="Dispatch order"
      onSubmit={onSubmit}
      formError={form.formError}
      submitting={isSubmitting}
      cancelLabel="Keep it Pending"
      submitLabel="Mark as Dispatched"
    >
      <SelectField
        label="Carrier"
        options={[
          { value: '', label: 'Not recorded' },
          ...carrierNames.map((name) => ({ value: name, label: name })),
        ]}
        error={errors.carrier?.message}
        {...form.register('carrier')}
      />
      <TextField
        label="Tracking number"
        hint="Optional; as the carrier printed it."
        autoComplete="off"
        maxLength={64}
        error={errors.trackingNumber?.message}
        {...form.register('trackingNumber')}
      />
    </FormDialog>
  );
}
