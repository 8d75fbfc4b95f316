/**
 * The confirmation before a shopper deletes their own review. Loaded on demand by Reviews: most
 * visitors never delete a review, so its dialog code (Radix, focus trap) is not part of the
 * product page's first load.
 */
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
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button size="sm" variant="danger">
          Delete review
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Delete your review?"
        description="Your stars and words will be removed from this product. This cannot be undone."
      >
        <DialogActions>
          <DialogClose asChild>
            <Button variant="ghost">Keep it</Button>
          </DialogClose>
          <Button variant="danger" loading={busy} onClick={onDelete}>
            Delete
          </Button>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
