import { Controller, useWatch } from 'react-hook-form';
import {
  Button,
  Checkbox,
  CheckboxGroup,
  FormMessage,
  Panel,
  SelectField,
  Stack,
  TextField,
} from '@bloom/ui';
import type { AdminCouponFieldsFragment } from '../__generated__/graphql.ts';
import { refuseWithField } from '../forms/serverFieldErrors.ts';
import { useAdminForm } from '../forms/useAdminForm.ts';
import { categoryLabels, optionsOf } from '../products/catalogueLabels.ts';
import {
  couponFieldOf,
  couponSchema,
  couponValues,
  newCouponValues,
  type CouponFormValues,
} from './couponForm.ts';
import type { z } from 'zod';
import { UnsavedChangesGuard } from '../forms/UnsavedChangesGuard.tsx';

/** Props of {@link CouponForm}. */
export interface CouponFormProps {
  /** The coupon as last read; none for "New coupon". */
  coupon?: AdminCouponFieldsFragment;
  /** Saves the checked values; throws the gateway's refusal. */
  onSave: (values: z.output<typeof couponSchema>) => Promise<unknown>;
}

/**
 * A coupon's fields: code, percent or fixed amount, all products or some categories, expiry,
 * active, a global limit and one use per shopper. A refusal is said beside its field; a save
 * refused because someone changed the coupon meanwhile says so above the button, keeping
 * what was typed.
 */
export function CouponForm({ coupon, onSave }: CouponFormProps) {
  const form = useAdminForm(couponSchema, coupon ? couponValues(coupon) : newCouponValues);
  const { errors, isSubmitting } = form.formState;
  const kind = useWatch({ control: form.control, name: 'kind' });
  const scope = useWatch({ control: form.control, name: 'scope' });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await onSave(values);
      // Saved: what is on the screen is now what is stored, so leaving asks nothing.
      form.reset(form.getValues());
    } catch (error) {
      refuseWithField<CouponFormValues, z.output<typeof couponSchema>>(form, error, couponFieldOf);
    }
  });
  return (
    <form
      aria-label={coupon ? `Edit coupon ${coupon.code}` : 'New coupon'}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <UnsavedChangesGuard when={form.formState.isDirty && !form.formState.isSubmitting} />
      <Panel title="Coupon">
        <Stack>
          <TextField
            label="Code"
            hint="What shoppers type at checkout; any case, stored in capitals."
            required
            maxLength={40}
            autoCapitalize="characters"
            error={errors.code?.message}
            {...form.register('code')}
          />
          <SelectField
            label="Discount"
            options={[
              { value: 'PERCENT', label: 'A percentage of the order' },
              { value: 'FIXED', label: 'A fixed amount (Rs.)' },
            ]}
            {...form.register('kind')}
          />
          <TextField
            label={kind === 'PERCENT' ? 'Percent off' : 'Amount off (Rs.)'}
            required
            inputMode="decimal"
            error={errors.value?.message}
            {...form.register('value')}
          />
          <SelectField
            label="Applies to"
            options={[
              { value: 'all', label: 'All products' },
              { value: 'some', label: 'Some categories' },
            ]}
            {...form.register('scope')}
          />
          {scope === 'some' ? (
            <Controller
              control={form.control}
              name="categories"
              render={({ field }) => (
                <CheckboxGroup
                  legend="Categories"
                  orientation="horizontal"
                  options={optionsOf(categoryLabels)}
                  value={field.value}
                  onValueChange={field.onChange}
                  error={errors.categories?.message}
                />
              )}
            />
          ) : null}
          <TextField
            label="Expires after"
            type="date"
            hint="The last day it works (the shop's time); empty for no expiry."
            error={errors.expiresOn?.message}
            {...form.register('expiresOn')}
          />
          <TextField
            label="Uses at most"
            hint="Over every shopper; empty for no limit."
            inputMode="numeric"
            error={errors.maxUses?.message}
            {...form.register('maxUses')}
          />
          <Controller
            control={form.control}
            name="onePerShopper"
            render={({ field }) => (
              <Checkbox
                label="One use per shopper"
                checked={field.value}
                onCheckedChange={(checked) => field.onChange(checked === true)}
              />
            )}
          />
          <Controller
            control={form.control}
            name="active"
            render={({ field }) => (
              <Checkbox
                label="Active (shoppers can apply it)"
                checked={field.value}
                onCheckedChange={(checked) => field.onChange(checked === true)}
              />
            )}
          />
          {form.formError ? <FormMessage variant="error">{form.formError}</FormMessage> : null}
          <div>
            <Button type="submit" loading={isSubmitting}>
              {coupon ? 'Save coupon' : 'Create coupon'}
            </Button>
          </div>
        </Stack>
      </Panel>
    </form>
  );
}
