/**
 * The confirmation before a shopper deletes their own review. Loaded on demand by Reviews: most
 * visitors never delete a review, so its dialog code (Radix, focus trap) is not part of the
 * product page's first load.
 */
import { FormattedMessage, useIntl } from 'react-intl';
import {
  Button,
  Dialog,
  DialogActions,
  DialogClose,
  DialogContent,
  DialogTrigger,
} from '@bloom/ui';

/** Props of {@link DeleteReviewDialog}. */
export interface DeleteReviewDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The deletion is under way. */
  busy: boolean;
  onDelete(): void;
}

/** The "Delete review" button and the confirmation it opens. */
export function DeleteReviewDialog({
  open,
  onOpenChange,
  busy,
  onDelete,
}: DeleteReviewDialogProps) {
  const intl = useIntl();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button size="sm" variant="danger">
          <FormattedMessage id="shop.reviews.delete" />
        </Button>
      </DialogTrigger>
      <DialogContent
        title={intl.formatMessage({ id: 'shop.reviews.delete.title' })}
        description={intl.formatMessage({ id: 'shop.reviews.delete.text' })}
      >
        <DialogActions>
          <DialogClose asChild>
            <Button variant="ghost">
              <FormattedMessage id="shop.reviews.delete.keep" />
            </Button>
          </DialogClose>
          <Button variant="danger" loading={busy} onClick={onDelete}>
            <FormattedMessage id="shop.reviews.delete.confirm" />
          </Button>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
