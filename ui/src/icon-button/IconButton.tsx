import type { ComponentPropsWithRef } from 'react';
import { Slot } from 'radix-ui';
import { cx } from '../internal/cx';
import styles from './IconButton.module.css';

/** Props of {@link IconButton}. */
export type IconButtonProps = Omit<ComponentPropsWithRef<'button'>, 'aria-label'> & {
  /** The accessible name; an icon alone says nothing to a screen reader. */
  'aria-label': string;
  /** Look: ghost (no fill), outline, or solid rose. @default 'ghost' */
  variant?: 'ghost' | 'outline' | 'solid';
  /** Renders the single child (e.g. a router link) with the icon button's look. @default false */
  asChild?: boolean;
};

/**
 * A round 44 px button holding one icon: remove from cart, close, menu toggle, account. Use it
 * where the icon says it all to the eye; its `aria-label` says it to everyone else.
 */
export function IconButton({
  variant = 'ghost',
  asChild = false,
  className,
  type,
  ...props
}: IconButtonProps) {
  const Component = asChild ? Slot.Root : 'button';
  return (
    <Component
      className={cx(styles.root, className)}
      data-variant={variant}
      type={asChild ? undefined : (type ?? 'button')}
      {...props}
    />
  );
}
