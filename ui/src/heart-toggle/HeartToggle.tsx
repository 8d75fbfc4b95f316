import { useState, type ComponentPropsWithRef } from 'react';
import { cx } from '../internal/cx';
import { HeartFilledIcon, HeartIcon } from '../internal/icons';
import styles from './HeartToggle.module.css';
import { useUiMessages } from '../i18n/useUiMessages';

/** Props of {@link HeartToggle}: a button's, and a toggle's pressed, defaultPressed and onPressedChange. */
export type HeartToggleProps = Omit<ComponentPropsWithRef<'button'>, 'children' | 'type'> & {
  /** Whether the product is on the wishlist, when the app holds the state. */
  pressed?: boolean;
  /** The state to start from when the app does not hold it. @default false */
  defaultPressed?: boolean;
  /** Called with the new state on a click (the app then passes it back as `pressed`). */
  onPressedChange?: (pressed: boolean) => void;
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
 *
 * A native button rather than Radix Toggle: a toggle is `aria-pressed` and a click, and Toggle
 * brought ~1.6 KB gzip of Radix internals to a product page that needs nothing else of Radix
 * (`data-state` is kept: "on" or "off", as Toggle wrote it).
 */
export function HeartToggle({
  product,
  label,
  size = 'sm',
  pressed: pressedProp,
  defaultPressed = false,
  onPressedChange,
  onClick,
  className,
  disabled,
  ...props
}: HeartToggleProps) {
  const t = useUiMessages();
  // The name follows the state, so the state lives here too when the app does not hold it.
  const [ownPressed, setOwnPressed] = useState(defaultPressed);
  const pressed = pressedProp ?? ownPressed;
  const Heart = pressed ? HeartFilledIcon : HeartIcon;
  return (
    <button
      type="button"
      className={cx(styles.root, className)}
      data-size={size}
      data-state={pressed ? 'on' : 'off'}
      data-disabled={disabled ? '' : undefined}
      aria-label={label ?? t(pressed ? 'ui.heartToggle.remove' : 'ui.heartToggle.add', { product })}
      aria-pressed={pressed}
      disabled={disabled}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented) return;
        setOwnPressed(!pressed);
        onPressedChange?.(!pressed);
      }}
      {...props}
    >
      <Heart size={size === 'lg' ? 24 : 20} />
    </button>
  );
}
