import { useState, type ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { useMutation } from '@apollo/client/react';
import { z } from 'zod';
import { SelectField, TextField, toast } from '@bloom/ui';
import shopConfig from '../../../shop.config.json';
import { errorCode } from '../graphql/errors.ts';
import { FormDialog } from '../forms/FormDialog.tsx';
import { useSentence } from '../i18n/useSentence.ts';
import { useAdminForm } from '../forms/useAdminForm.ts';
import { SetOrderStatusMutation } from './orderDocuments.ts';

/**
 * The carriers staff may pick: the same shop.config.json the api checks the choice against (it
 * refuses one that is not there, so a stale build cannot record a carrier the shop dropped).
 */
export const carrierNames: readonly string[] = shopConfig.carriers.map(({ name }) => name);

/** The dispatch form, as the api checks it: both parts optional (its messages are catalogue ids). */
export const dispatchSchema = z.object({
  carrier: z
    .string()
    .refine((name) => name === '' || carrierNames.includes(name), 'admin.dispatch.chooseCarrier'),
  trackingNumber: z
    .string()
    .trim()
    .max(64, 'admin.dispatch.trackingTooLong')
    .regex(/^[\x20-\x7E]*$/, 'admin.dispatch.trackingCharacters'),
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
  const intl = useIntl();
  const say = useSentence();
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
      toast.success(
        intl.formatMessage(
          { id: 'admin.orderStatus.isNow' },
          {
            id: orderId,
            status: intl.formatMessage({ id: 'admin.orderStatus.dispatched' }),
          },
        ),
      );
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
      title={intl.formatMessage(
        { id: 'admin.orderStatus.confirmTitle' },
        { action: intl.formatMessage({ id: 'admin.orderStatus.markDispatched' }) },
      )}
      description={intl.formatMessage({ id: 'admin.dispatch.description' }, { id: orderId })}
      formLabel={intl.formatMessage({ id: 'admin.dispatch.formLabel' })}
      onSubmit={onSubmit}
      formError={form.formError}
      submitting={isSubmitting}
      cancelLabel={intl.formatMessage(
        { id: 'admin.orderStatus.keep' },
        { status: intl.formatMessage({ id: 'admin.orderStatus.pending' }) },
      )}
      submitLabel={intl.formatMessage({ id: 'admin.orderStatus.markDispatched' })}
    >
      <SelectField
        label={intl.formatMessage({ id: 'admin.order.carrier' })}
        options={[
          { value: '', label: intl.formatMessage({ id: 'admin.order.notRecorded' }) },
          ...carrierNames.map((name) => ({ value: name, label: name })),
        ]}
        error={say(errors.carrier?.message)}
        {...form.register('carrier')}
      />
      <TextField
        label={intl.formatMessage({ id: 'admin.order.trackingNumber' })}
        hint={intl.formatMessage({ id: 'admin.dispatch.trackingHint' })}
        autoComplete="off"
        maxLength={64}
        error={say(errors.trackingNumber?.message)}
        {...form.register('trackingNumber')}
      />
    </FormDialog>
  );
}
