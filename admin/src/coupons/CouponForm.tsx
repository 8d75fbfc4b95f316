import { useIntl } from 'react-intl';
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
import { useSentence } from '../i18n/useSentence.ts';
import { categoryMessageIds, optionsOf, sayEach } from '../products/catalogueLabels.ts';
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
  const intl = useIntl();
  const sentence = useSentence();
  const say = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
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
      aria-label={
        coupon ? say('admin.couponForm.editLabel', { code: coupon.code }) : say('admin.coupons.new')
      }
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <UnsavedChangesGuard when={form.formState.isDirty && !form.formState.isSubmitting} />
      <Panel title={say('admin.coupon.panel')}>
        <Stack>
          <TextField
            label={say('admin.coupons.code')}
            hint={say('admin.couponForm.codeHint')}
            required
            maxLength={40}
            autoCapitalize="characters"
            error={sentence(errors.code?.message)}
            {...form.register('code')}
          />
          <SelectField
            label={say('admin.coupons.discount')}
            options={[
              { value: 'PERCENT', label: say('admin.couponForm.percentKind') },
              { value: 'FIXED', label: say('admin.couponForm.fixedKind') },
            ]}
            {...form.register('kind')}
          />
          <TextField
            label={say(
              kind === 'PERCENT' ? 'admin.couponForm.percentOff' : 'admin.couponForm.amountOff',
            )}
            required
            inputMode="decimal"
            error={sentence(errors.value?.message)}
            {...form.register('value')}
          />
          <SelectField
            label={say('admin.couponForm.appliesTo')}
            options={[
              { value: 'all', label: say('admin.couponForm.allProducts') },
              { value: 'some', label: say('admin.couponForm.someCategories') },
            ]}
            {...form.register('scope')}
          />
          {scope === 'some' ? (
            <Controller
              control={form.control}
              name="categories"
              render={({ field }) => (
                <CheckboxGroup
                  legend={say('admin.couponForm.categories')}
                  orientation="horizontal"
                  options={optionsOf(sayEach(categoryMessageIds, intl))}
                  value={field.value}
                  onValueChange={field.onChange}
                  error={sentence(errors.categories?.message)}
                />
              )}
            />
          ) : null}
          <TextField
            label={say('admin.couponForm.expiresAfter')}
            type="date"
            hint={say('admin.couponForm.expiresHint')}
            error={sentence(errors.expiresOn?.message)}
            {...form.register('expiresOn')}
          />
          <TextField
            label={say('admin.couponForm.maxUses')}
            hint={say('admin.couponForm.maxUsesHint')}
            inputMode="numeric"
            error={sentence(errors.maxUses?.message)}
            {...form.register('maxUses')}
          />
          <Controller
            control={form.control}
            name="onePerShopper"
            render={({ field }) => (
              <Checkbox
                label={say('admin.couponForm.onePerShopper')}
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
                label={say('admin.couponForm.activeLabel')}
                checked={field.value}
                onCheckedChange={(checked) => field.onChange(checked === true)}
              />
            )}
          />
          {form.formError ? <FormMessage variant="error">{form.formError}</FormMessage> : null}
          <div>
            <Button type="submit" loading={isSubmitting}>
              {say(coupon ? 'admin.couponForm.save' : 'admin.couponForm.create')}
            </Button>
          </div>
        </Stack>
      </Panel>
    </form>
  );
}
