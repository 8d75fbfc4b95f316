import { useState, type ComponentPropsWithRef, type ReactElement, type ReactNode } from 'react';
import { AlertDialog } from 'radix-ui';
import { Button } from '../button/Button';
import { cx } from '../internal/cx';
import styles from './ConfirmDialog.module.css';
import { useUiMessages } from '../i18n/useUiMessages';

/** What confirming does: an ordinary change, or one that destroys or cannot be undone. */
export type ConfirmDialogTone = 'default' | 'destructive';

/** Props of {@link ConfirmDialog}. */
export type ConfirmDialogProps = Omit<
  ComponentPropsWithRef<typeof AlertDialog.Content>,
  'title' | 'children'
> & {
  /** The question, also the dialog's accessible name ("Cancel order #1042?"). */
  title: ReactNode;
  /** What will happen, the dialog's accessible description ("Stock and the coupon use return."). */
  description: ReactNode;
  /** The element that opens the dialog (a Button); focus returns to it on close. */
  trigger?: ReactElement;
  /** Whether the dialog is open (controlled); leave out to let the trigger open it. */
  open?: boolean;
  /** Whether the dialog is open at first (uncontrolled). @default false */
  defaultOpen?: boolean;
  /** Called when the dialog opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /**
   * Called when the user confirms. When it returns a promise, the confirm button shows a
   * spinner and the dialog stays open until it settles; it closes when the promise resolves and
   * stays open when it rejects (the page says what went wrong).
   */
  onConfirm: () => void | Promise<unknown>;
  /** Text of the confirm button; say the action ("Cancel order"), not "OK". @default 'Confirm' */
  confirmLabel?: string;
  /** Text of the button that closes without acting. @default 'Cancel' */
  cancelLabel?: string;
  /** A destructive action gets a red confirm button. @default 'default' */
  tone?: ConfirmDialogTone;
  /** More content under the description (a summary of what is affected). */
  children?: ReactNode;
};

/**
 * Asks staff to confirm an action before it happens (cancel an order, deactivate a staff
 * member, send a reply). A Radix AlertDialog: focus moves to Cancel, stays inside, Escape and
 * Cancel close without acting, and focus returns to what opened it.
 */
export function ConfirmDialog({
  title,
  description,
  trigger,
  open,
  defaultOpen = false,
  onOpenChange,
  onConfirm,
  confirmLabel: confirmLabelProp,
  cancelLabel: cancelLabelProp,
  tone = 'default',
  children,
  className,
  ...props
}: ConfirmDialogProps) {
  const t = useUiMessages();
  const confirmLabel = confirmLabelProp ?? t('ui.confirmDialog.confirm');
  const cancelLabel = cancelLabelProp ?? t('ui.confirmDialog.cancel');
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const [pending, setPending] = useState(false);
  const isOpen = open ?? ownOpen;
  const setOpen = (next: boolean) => {
    if (open === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };

  const confirm = async () => {
    const result = onConfirm();
    if (!(result instanceof Promise)) {
      setOpen(false);
      return;
    }
    setPending(true);
    try {
      await result;
      setOpen(false);
    } catch {
      // The page reports the failure; the dialog stays so the user can retry or cancel.
    } finally {
      setPending(false);
    }
  };

  return (
    <AlertDialog.Root open={isOpen} onOpenChange={(next) => !pending && setOpen(next)}>
      {trigger && <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={styles.overlay} />
        <AlertDialog.Content className={cx(styles.content, className)} data-tone={tone} {...props}>
          <AlertDialog.Title className={styles.title}>{title}</AlertDialog.Title>
          <AlertDialog.Description className={styles.description}>
            {description}
          </AlertDialog.Description>
          {children}
          <div className={styles.actions}>
            <AlertDialog.Cancel asChild>
              <Button variant="ghost" disabled={pending}>
                {cancelLabel}
              </Button>
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: it would close before an async confirm settles. */}
            <Button
              variant={tone === 'destructive' ? 'danger' : 'primary'}
              loading={pending}
              onClick={() => void confirm()}
            >
              {confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
