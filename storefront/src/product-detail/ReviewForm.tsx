import { useId, useState, type FormEvent } from 'react';
import { Button, FieldError, Rating, Stack, TextArea } from '@bloom/ui';

/** DESIGN.md: a review's text is 1 to 2,000 characters. */
export const REVIEW_TEXT_MAX = 2000;

/** What a review form submits. */
export type ReviewDraft = { rating: number; text: string };

/** Props of {@link ReviewForm}. */
export type ReviewFormProps = {
  /** Accessible name of the form, e.g. "Write a review". */
  label: string;
  /** Starting values (an edit starts from the review). */
  initial?: ReviewDraft;
  /** Text of the submit button. */
  submitLabel: string;
  /** Whether the request is on its way. */
  busy: boolean;
  /** Called with valid values; resolves true when saved, which clears a new review's form. */
  onSubmit: (draft: ReviewDraft) => Promise<boolean>;
  /** Shows a Cancel button calling this (editing). */
  onCancel?: () => void;
};

/** Stars and text of a review, checked before sending (rating 1 to 5, text 1 to 2,000). */
export function ReviewForm({
  label,
  initial,
  submitLabel,
  busy,
  onSubmit,
  onCancel,
}: ReviewFormProps) {
  const [rating, setRating] = useState(initial?.rating ?? 0);
  const [text, setText] = useState(initial?.text ?? '');
  const [errors, setErrors] = useState<{ rating?: string; text?: string }>({});
  const ratingErrorId = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = text.trim();
    const found = {
      rating: rating < 1 ? 'Please choose a rating from 1 to 5 stars.' : undefined,
      text: trimmed ? undefined : 'Please write a few words about the product.',
    };
    setErrors(found);
    if (found.rating || found.text) return;
    if (await onSubmit({ rating, text: trimmed })) {
      if (!initial) {
        setRating(0);
        setText('');
      }
    }
  };

  return (
    <Stack asChild>
      <form aria-label={label} method="post" onSubmit={(event) => void submit(event)} noValidate>
        <Rating
          value={rating}
          onValueChange={(value) => {
            setRating(value);
            setErrors((current) => ({ ...current, rating: undefined }));
          }}
          label="Your rating"
          showLabel
          size="lg"
          aria-describedby={errors.rating ? ratingErrorId : undefined}
        />
        {errors.rating ? <FieldError id={ratingErrorId}>{errors.rating}</FieldError> : null}
        <TextArea
          label="Your review"
          value={text}
          maxLength={REVIEW_TEXT_MAX}
          rows={4}
          required
          error={errors.text}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button type="button" variant="ghost" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        ) : null}
      </form>
    </Stack>
  );
}
