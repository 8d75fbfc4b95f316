import type { ComponentPropsWithRef } from 'react';
import { DropdownMenu as MenuPrimitive } from 'radix-ui';
import { cx } from '../internal/cx';
import styles from './DropdownMenu.module.css';

/** Props of {@link DropdownMenu}: Radix DropdownMenu.Root's (open, onOpenChange, modal). */
export type DropdownMenuProps = ComponentPropsWithRef<typeof MenuPrimitive.Root>;

/**
 * A menu that drops from a trigger (the account menu). Closes on outside click and Escape. Use it
 * for a few actions or links behind one button; choosing a value is a SelectField.
 */
export function DropdownMenu(props: DropdownMenuProps) {
  return <MenuPrimitive.Root {...props} />;
}

/** The button that opens the menu; pass your own with `asChild`. */
export const DropdownMenuTrigger = MenuPrimitive.Trigger;

/** Props of {@link DropdownMenuContent}. */
export type DropdownMenuContentProps = ComponentPropsWithRef<typeof MenuPrimitive.Content>;

/** The menu panel, rendered in a portal and aligned to the trigger's end. */
export function DropdownMenuContent({
  className,
  align = 'end',
  sideOffset = 8,
  ...props
}: DropdownMenuContentProps) {
  return (
    <MenuPrimitive.Portal>
      <MenuPrimitive.Content
        className={cx(styles.content, className)}
        align={align}
        sideOffset={sideOffset}
        {...props}
      />
    </MenuPrimitive.Portal>
  );
}

/** Props of {@link DropdownMenuItem}. */
export type DropdownMenuItemProps = ComponentPropsWithRef<typeof MenuPrimitive.Item> & {
  /** Colour of the entry: danger for Sign out-like actions. @default 'default' */
  variant?: 'default' | 'danger';
};

/** One entry. With `asChild` it renders the app's router link (Profile, My Orders). */
export function DropdownMenuItem({
  className,
  variant = 'default',
  ...props
}: DropdownMenuItemProps) {
  return (
    <MenuPrimitive.Item className={cx(styles.item, className)} data-variant={variant} {...props} />
  );
}

/** Props of {@link DropdownMenuLabel}. */
export type DropdownMenuLabelProps = ComponentPropsWithRef<typeof MenuPrimitive.Label>;

/** A small heading inside the menu (e.g. the signed-in user's email). */
export function DropdownMenuLabel({ className, ...props }: DropdownMenuLabelProps) {
  return <MenuPrimitive.Label className={cx(styles.label, className)} {...props} />;
}

/** Props of {@link DropdownMenuSeparator}. */
export type DropdownMenuSeparatorProps = ComponentPropsWithRef<typeof MenuPrimitive.Separator>;

/** A thin line between groups of entries. */
export function DropdownMenuSeparator({ className, ...props }: DropdownMenuSeparatorProps) {
  return <MenuPrimitive.Separator className={cx(styles.separator, className)} {...props} />;
}
