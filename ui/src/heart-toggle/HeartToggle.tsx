import { useState, type ComponentPropsWithRef } from 'react';
import { Toggle } from 'radix-ui';
import { cx } from '../internal/cx';
import { HeartFilledIcon, HeartIcon } from '../internal/icons';
import styles from './HeartToggle.module.css';
import { useUiMessages } from '../i18n/useUiMessages';

/** Props of {@link HeartToggle}: Radix Toggle.Root's (pressed, defaultPressed, disabled...). */
export type HeartToggleProps = Omit<
  ComponentPropsWithRef<typeof Toggle.Root>,
  'children' | 'asChild'
> & {
  /** The product's name, used in the accessible name ("Add Rose Serum to wishlist"). */
  product: string;
  /**
   * Accessible name, in place of the one built from `product` (which follows the state: "Add
   * {product} to wishlist", then "Remove {product} from wishlist").
   */
  label?: string;
  /**
   * sm: 36 px (44 px hit area) on a product card's photo; lg: 52 px beside the product page's
   * Add to cart. @default 'sm'
   */
  size?: 'sm' | 'lg';
};

/**
 * The wishlist heart: a toggle button (`aria-pressed`), an outline heart when the product is not
 * on the wishlist and a filled one when it is. Renders the same on the server; the app passes
 * `pressed` once it knows the list (a guest's lives in localStorage).
 */
export function HeartToggle({
  product,
  label,
  size = 'sm',
  pressed: pressedProp,
  defaultPressed = false,
  onPressedChange,
  className,
  ...props
}: HeartToggleProps) {
  const t = useUiMessages();
  // The name follows the state, so the state lives here too when the app does not hold it.
  const [ownPressed, setOwnPressed] = useState(defaultPressed);
  const pressed = pressedProp ?? ownPressed;
  const Heart = pressed ? HeartFilledIcon : HeartIcon;
  return (
    <Toggle.Root
      className={cx(styles.root, className)}
      data-size={size}
      aria-label={label ?? t(pressed ? 'ui.heartToggle.remove' : 'ui.heartToggle.add', { product })}
      pressed={pressed}
      onPressedChange={(next) => {
        setOwnPressed(next);
        onPressedChange?.(next);
      }}
      {...props}
    >
      <Heart size={size === 'lg' ? 24 : 20} />
    </Toggle.Root>
  );
}
