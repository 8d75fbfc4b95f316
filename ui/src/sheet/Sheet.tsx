import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { IconButton } from '../icon-button/IconButton';
import { CloseIcon } from '../internal/icons';
import { cx } from '../internal/cx';
import styles from './Sheet.module.css';
import { useUiMessages } from '../i18n/useUiMessages';

/** Props of {@link Sheet}: Radix Dialog.Root's (open, defaultOpen, onOpenChange). */
export type SheetProps = ComponentPropsWithRef<typeof DialogPrimitive.Root>;

/**
 * A slide-in panel (the collapsed menu below 1024 px, filters). Modal, like a dialog. Use it for
 * navigation or filters that do not fit the screen; a short task is a Dialog.
 */
export function Sheet(props: SheetProps) {
  return <DialogPrimitive.Root {...props} />;
}

/** The element that opens the sheet; pass your button with `asChild`. */
export const SheetTrigger = DialogPrimitive.Trigger;
/** Wraps an element that closes the sheet (e.g. each menu link); use with `asChild`. */
export const SheetClose = DialogPrimitive.Close;

/** Props of {@link SheetContent}. */
export type SheetContentProps = Omit<
  ComponentPropsWithRef<typeof DialogPrimitive.Content>,
  'title'
> & {
  /** Heading of the panel, also its accessible name. */
  title: ReactNode;
  /** Hides the heading visually while keeping it as the accessible name. @default false */
  hideTitle?: boolean;
  /**
   * Edge the panel slides in from: `start` (the left in LTR, the right in RTL), `end`, or
   * `bottom`. `left` and `right` are the older names of `start` and `end` and mirror the same
   * way, so a menu on the left of an English page is on the right of an Urdu one.
   * @default 'bottom' (SPEC.md §9)
   */
  side?: 'start' | 'end' | 'left' | 'right' | 'bottom';
  /** Accessible name of the close button. @default 'Close' */
  closeLabel?: string;
};

/** The panel with its overlay, rendered in a portal, sliding in from `side`. */
export function SheetContent({
  title,
  hideTitle = false,
  side = 'bottom',
  closeLabel: closeLabelProp,
  className,
  children,
  ...props
}: SheetContentProps) {
  const t = useUiMessages();
  const closeLabel = closeLabelProp ?? t('ui.common.close');
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={styles.overlay} />
      <DialogPrimitive.Content
        className={cx(styles.content, className)}
        data-side={side}
        aria-describedby={undefined}
        {...props}
      >
        <div className={styles.header}>
          <DialogPrimitive.Title
            className={styles.title}
            style={hideTitle ? { visibility: 'hidden' } : undefined}
          >
            {title}
          </DialogPrimitive.Title>
          <DialogPrimitive.Close asChild>
            <IconButton aria-label={closeLabel}>
              <CloseIcon />
            </IconButton>
          </DialogPrimitive.Close>
        </div>
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
