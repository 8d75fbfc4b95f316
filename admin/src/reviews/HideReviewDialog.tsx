import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { z } from 'zod';
import { Button, SelectField, TextArea, toast } from '@bloom/ui';
import { FormDialog } from '../forms/FormDialog.tsx';
import { useAdminForm } from '../forms/useAdminForm.ts';
import { optionsOf } from '../products/catalogueLabels.ts';
import { HideReviewMutation } from './reviewDocuments.ts';

/** The only reasons a review is hidden: moderation is not for unwelcome opinions. */
export const hideReasonLabels = {
  SPAM: 'Spam',
  ABUSE: 'Abuse',
  OFF_TOPIC: 'Off-topic (not about the product)',
} as const;

const hideSchema = z.object({
  reason: z.enum(['SPAM', 'ABUSE', 'OFF_TOPIC'], { error: 'Choose why it is hidden.' }),
  note: z.string().trim().max(500, 'A note can be at most 500 characters.'),
});

/** Props of {@link HideReviewDialog}. */
export interface HideReviewDialogProps {
  /** The review's id. */
  reviewId: string;
  /** Whose review, for the button's and dialog's names. */
  author: string;
}

/**
 * "Hide": asks why (spam, abuse, off-topic; the activity log keeps it) before the review leaves
 * the product page and its rating.
 */
export function HideReviewDialog({ reviewId, author }: HideReviewDialogProps) {
  const [open, setOpen] = useState(false);
  const form = useAdminForm(hideSchema, { reason: '' as 'SPAM', note: '' });
  const [hide] = useMutation(HideReviewMutation);
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async ({ reason, note }) => {
    try {
      await hide({ variables: { input: { id: reviewId, reason, note: note || undefined } } });
      toast.success(`${author}'s review is hidden.`);
      setOpen(false);
      form.reset();
    } catch (error) {
      form.refuse(error);
    }
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="secondary" size="sm" aria-label={`Hide ${author}'s review`}>
          Hide
        </Button>
      }
      title={`Hide ${author}'s review?`}
      description="Hide a review only for spam, abuse or off-topic text, never for a low rating or criticism. It leaves the product page and its rating at once; its author still sees it, marked hidden."
      formLabel="Hide review"
      onSubmit={onSubmit}
      formError={form.formError}
      submitting={isSubmitting}
      cancelLabel="Keep it visible"
      submitLabel="Hide review"
      submitVariant="danger"
    >
      <SelectField
        label="Reason"
        required
        options={optionsOf(hideReasonLabels, 'Choose a reason')}
        error={errors.reason?.message}
        {...form.register('reason')}
      />
      <TextArea
        label="Note for the activity log"
        rows={2}
        maxLength={500}
        error={errors.note?.message}
        {...form.register('note')}
      />
    </FormDialog>
  );
}
