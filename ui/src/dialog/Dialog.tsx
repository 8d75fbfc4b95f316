import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { IconButton } from '../icon-button/IconButton';
import { CloseIcon } from '../internal/icons';
import { cx } from '../internal/cx';
import styles from './Dialog.module.css';
import { useUiMessages } from '../i18n/useUiMessages';

/** Props of {@link Dialog}: Radix Dialog.Root's (open, defaultOpen, onOpenChange, modal). */
export type DialogProps = ComponentPropsWithRef<typeof DialogPrimitive.Root>;

/**
 * A modal dialog: focus is trapped inside, Escape and the close button close it. Use it for a short
 * task or a question that must be answered before going on; navigation or filters that slide in are
 * a Sheet.
 */
export function Dialog(props: DialogProps) {
  return <DialogPrimitive.Root {...props} />;
}

/** The element that opens the dialog; pass your button with `asChild`. */
export const DialogTrigger = DialogPrimitive.Trigger;
/** Wraps an element that closes the dialog when activated; use with `asChild`. */
export const DialogClose = DialogPrimitive.Close;

/** Props of {@link DialogContent}. */
export type DialogContentProps = Omit<
  ComponentPropsWithRef<typeof DialogPrimitive.Content>,
  'title'
> & {
  /** Heading of the dialog, also its accessible name. */
  title: ReactNode;
  /** Text under the title, the dialog's accessible description. */
  description?: ReactNode;
  /** Shows a close (×) button in the corner. @default true */
  showClose?: boolean;
  /** Accessible name of the close button. @default 'Close' */
  closeLabel?: string;
  /** Maximum width in CSS units. @default '28rem' */
  width?: string;
};

/**
 * The dialog panel with its overlay, rendered in a portal. Its `title` names the dialog; the
 * content and DialogActions go inside.
 */
export function DialogContent({
  title,
  description,
  showClose = true,
  closeLabel: closeLabelProp,
  width,
  className,
  style,
  children,
  ...props
}: DialogContentProps) {
  const t = useUiMessages();
  const closeLabel = closeLabelProp ?? t('ui.common.close');
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={styles.overlay} />
      <DialogPrimitive.Content
        className={cx(styles.content, className)}
        style={width ? { ['--dialog-width' as string]: width, ...style } : style}
        // Without a description Radix would warn; say explicitly there is none.
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...props}
      >
        <DialogPrimitive.Title className={styles.title}>{title}</DialogPrimitive.Title>
        {description && (
          <DialogPrimitive.Description className={styles.description}>
            {description}
          </DialogPrimitive.Description>
        )}
        {children}
        {showClose && (
          <DialogPrimitive.Close asChild>
            <IconButton className={styles.close} aria-label={closeLabel}>
              <CloseIcon />
            </IconButton>
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** Props of {@link DialogActions}. */
export type DialogActionsProps = ComponentPropsWithRef<'div'>;

/**
 * A right-aligned row of the dialog's buttons: last in DialogContent, the main action at the end.
 */
export function DialogActions({ className, ...props }: DialogActionsProps) {
  return <div className={cx(styles.actions, className)} {...props} />;
}
