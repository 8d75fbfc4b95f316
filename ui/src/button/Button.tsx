import type { ComponentPropsWithRef } from 'react';
import { Slot } from 'radix-ui';
import { cx } from '../internal/cx';
import { Spinner } from '../spinner/Spinner';
import styles from './Button.module.css';

/** Visual weight of a {@link Button}. */
export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger';
/** Height of a {@link Button}: sm 36 px (44 px hit area), md 44 px, lg 52 px. */
export type ButtonSize = 'sm' | 'md' | 'lg';

/** Props of {@link Button}. */
export type ButtonProps = ComponentPropsWithRef<'button'> & {
  /** Visual weight: primary (rose), secondary (plum ink), outline, ghost or danger. @default 'primary' */
  variant?: ButtonVariant;
  /** Height and text size. @default 'md' */
  size?: ButtonSize;
  /**
   * Shows a spinner in place of the label, marks the button busy and ignores clicks, so a form
   * cannot be submitted twice. The width does not change.
   * @default false
   */
  loading?: boolean;
  /** Stretches the button to the width of its container. @default false */
  fullWidth?: boolean;
  /**
   * Lets a long label (one with a name in it, "Deactivate Amina Raza") wrap onto more lines within
   * its container, as on a phone's narrow card, instead of keeping to one line and pushing the
   * page sideways. @default false
   */
  wrap?: boolean;
  /**
   * Renders the single child element (e.g. the router's link) with the button's look instead of
   * a `<button>`. @default false
   */
  asChild?: boolean;
};

/**
 * The shop's call to action (Shop now, Order now, Add to cart, Save). One primary button per view,
 * secondary or outline beside it, ghost for quiet actions, danger for what removes; an icon alone
 * is an IconButton, and a link that looks like a button passes the router link with `asChild`.
 */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  fullWidth = false,
  wrap = false,
  asChild = false,
  className,
  children,
  disabled,
  type,
  onClick,
  ...props
}: ButtonProps) {
  const Component = asChild ? Slot.Root : 'button';
  return (
    <Component
      className={cx(styles.root, className)}
      data-variant={variant}
      data-size={size}
      data-loading={loading || undefined}
      data-full-width={fullWidth || undefined}
      data-wrap={wrap || undefined}
      aria-busy={loading || undefined}
      // aria-disabled rather than disabled while loading keeps focus on the button.
      aria-disabled={loading || undefined}
      disabled={asChild ? undefined : disabled}
      type={asChild ? undefined : (type ?? 'button')}
      onClick={(event) => {
        if (loading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      {...props}
    >
      {asChild ? (
        children
      ) : (
        <>
          <span className={styles.label}>{children}</span>
          {loading && <Spinner className={styles.spinner} size="sm" label={null} />}
        </>
      )}
    </Component>
  );
}
