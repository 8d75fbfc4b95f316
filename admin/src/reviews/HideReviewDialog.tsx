import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useMutation } from '@apollo/client/react';
import { z } from 'zod';
import { Button, SelectField, TextArea, toast } from '@bloom/ui';
import { FormDialog } from '../forms/FormDialog.tsx';
import { useAdminForm } from '../forms/useAdminForm.ts';
import { useSentence } from '../i18n/useSentence.ts';
import { HideReviewMutation } from './reviewDocuments.ts';

/**
 * The only reasons a review is hidden: moderation is not for unwelcome opinions (each its
 * catalogue entry).
 */
export const hideReasonLabels = {
  SPAM: 'admin.reviews.reasonSpam',
  ABUSE: 'admin.reviews.reasonAbuse',
  OFF_TOPIC: 'admin.reviews.reasonOffTopic',
} as const;

// Its messages are catalogue ids.
const hideSchema = z.object({
  reason: z.enum(['SPAM', 'ABUSE', 'OFF_TOPIC'], { error: 'admin.reviews.chooseReason' }),
  note: z.string().trim().max(500, 'admin.payment.noteTooLong'),
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
  const intl = useIntl();
  const sentence = useSentence();
  const say = (id: string) => intl.formatMessage({ id }, { author });
  const [open, setOpen] = useState(false);
  const form = useAdminForm(hideSchema, { reason: '' as 'SPAM', note: '' });
  const [hide] = useMutation(HideReviewMutation);
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async ({ reason, note }) => {
    try {
      await hide({ variables: { input: { id: reviewId, reason, note: note || undefined } } });
      toast.success(say('admin.reviews.hidden'));
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
        <Button variant="secondary" size="sm" aria-label={say('admin.reviews.hideLabel')}>
          {say('admin.reviews.hide')}
        </Button>
      }
      title={say('admin.reviews.hideTitle')}
      description={say('admin.reviews.hideDescription')}
      formLabel={say('admin.reviews.hideReview')}
      onSubmit={onSubmit}
      formError={form.formError}
      submitting={isSubmitting}
      cancelLabel={say('admin.reviews.keepVisible')}
      submitLabel={say('admin.reviews.hideReview')}
      submitVariant="danger"
    >
      <SelectField
        label={say('admin.return.reason')}
        required
        options={[
          { value: '', label: say('admin.reviews.chooseAReason') },
          ...Object.entries(hideReasonLabels).map(([value, id]) => ({ value, label: say(id) })),
        ]}
        error={sentence(errors.reason?.message)}
        {...form.register('reason')}
      />
      <TextArea
        label={say('admin.reviews.note')}
        rows={2}
        maxLength={500}
        error={sentence(errors.note?.message)}
        {...form.register('note')}
      />
    </FormDialog>
  );
}
