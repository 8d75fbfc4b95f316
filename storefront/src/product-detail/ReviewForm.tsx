import { useId } from 'react';
import { useController } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { z } from 'zod/mini';
import { Button, FieldError, FormMessage, Rating, SelectField, Stack, TextArea } from '@bloom/ui';
import type { SkinType } from '../__generated__/enums.ts';
import { LIMITS, reviewSchema } from '../forms/schemas.ts';
import { useShopForm } from '../forms/useShopForm.ts';
import { skinTypeTag } from './discovery.ts';
import { skinTypeName } from '../catalog/skinAndFreeFrom.ts';

/** What a review form submits: stars, trimmed text, and the skin type or null. */
export type ReviewDraft = z.output<typeof reviewSchema>;

/** What a review form starts from (an edit starts from the review). */
export type ReviewStart = { rating: number; text: string; skinType: SkinType | null };

/** Props of {@link ReviewForm}. */
export type ReviewFormProps = {
  /** Accessible name of the form, e.g. "Write a review". */
  label: string;
  /** Starting values (an edit starts from the review); a new review starts empty. */
  initial?: ReviewStart;
  /** Text of the submit button. */
  submitLabel: string;
  /** Whether the request is on its way. */
  busy: boolean;
  /**
   * Called with valid values; resolves once saved (a new review's form then clears) and rejects
   * with the shop's refusal, which the form shows under its field, above the button or in a
   * toast.
   */
  onSubmit: (draft: ReviewDraft) => Promise<void>;
  /** Shows a Cancel button calling this (editing). */
  onCancel?: () => void;
};

const empty = { rating: 0, text: '', skinType: '' } as const;

/**
 * Stars, text and, if the reviewer wants to say, their skin type: checked by `reviewSchema`
 * before anything is sent (1 to 5 stars, 1 to 2,000 characters).
 */
export function ReviewForm({
  label,
  initial,
  submitLabel,
  busy,
  onSubmit,
  onCancel,
}: ReviewFormProps) {
  const form = useShopForm(
    reviewSchema,
    initial ? { ...initial, skinType: initial.skinType ?? '' } : empty,
    // The api calls the text `comment`.
    { aliases: { comment: 'text' } },
  );
  const { errors } = form.formState;
  const rating = useController({ control: form.control, name: 'rating' });
  const ratingErrorId = useId();
  const intl = useIntl();
  // The skin type select's choices: none, then the shop's skin types in its order.
  const skinTypeOptions = [
    { value: '', label: intl.formatMessage({ id: 'shop.reviewForm.skinTypeNone' }) },
    ...Object.entries(skinTypeTag).map(([type, tag]) => ({
      value: type,
      label: skinTypeName(intl, tag),
    })),
  ];

  const submit = form.handleSubmit(async (draft) => {
    try {
      await onSubmit(draft);
      if (!initial) form.reset(empty);
    } catch (error) {
      form.refuse(error);
    }
  });

  return (
    <Stack asChild>
      <form aria-label={label} method="post" onSubmit={(event) => void submit(event)} noValidate>
        <Rating
          // A refused submit focuses the first field in error: here, the stars' first radio.
          ref={(group) =>
            rating.field.ref(group && { focus: () => group.querySelector('input')?.focus() })
          }
          value={rating.field.value}
          onValueChange={rating.field.onChange}
          label={intl.formatMessage({ id: 'shop.reviewForm.rating' })}
          showLabel
          size="lg"
          aria-describedby={errors.rating ? ratingErrorId : undefined}
        />
        {errors.rating ? <FieldError id={ratingErrorId}>{errors.rating.message}</FieldError> : null}
        <TextArea
          label={intl.formatMessage({ id: 'shop.reviewForm.text' })}
          maxLength={LIMITS.reviewText}
          rows={4}
          required
          error={errors.text?.message}
          {...form.register('text')}
        />
        <SelectField
          label={intl.formatMessage({ id: 'shop.reviewForm.skinType' })}
          hint={intl.formatMessage({ id: 'shop.reviewForm.skinTypeHint' })}
          options={skinTypeOptions}
          error={errors.skinType?.message}
          {...form.register('skinType')}
        />
        {form.formError ? <FormMessage variant="error">{form.formError}</FormMessage> : null}
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button type="button" variant="ghost" onClick={onCancel} disabled={busy}>
            {intl.formatMessage({ id: 'shop.reviewForm.cancel' })}
          </Button>
        ) : null}
      </form>
    </Stack>
  );
}
