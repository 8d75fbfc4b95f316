import { cloneElement, type ComponentPropsWithRef, type ReactElement } from 'react';
import { IconButton } from '../icon-button/IconButton';
import { BagIcon } from '../internal/icons';
import { cx } from '../internal/cx';
import styles from './CartButton.module.css';

/** Props of {@link CartButton}. */
export type CartButtonProps = Omit<ComponentPropsWithRef<'a'>, 'children'> & {
  /** Total quantity of items in the cart, shown on the badge (hidden at 0, "99+" above 99). */
  count: number;
  /**
   * The app's router link to the cart, e.g. `<Link to="/cart" />`; the button renders the icon
   * and badge inside it. Without it, a plain `<a>` with `href` is rendered.
   */
  link?: ReactElement<Record<string, unknown>>;
  /** Accessible name; the count is appended ("Cart, 3 items"). @default 'Cart' */
  label?: string;
};

/** The header's cart icon with a badge of the total item quantity (SPEC.md §1). */
export function CartButton({ count, link, label = 'Cart', className, ...props }: CartButtonProps) {
  const name = `${label}, ${count} ${count === 1 ? 'item' : 'items'}`;
  const content = (
    <>
      <BagIcon size={22} />
      {count > 0 && (
        <span className={styles.count} aria-hidden="true" data-slot="count">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </>
  );
  return (
    <IconButton asChild aria-label={name} className={cx(styles.root, className)}>
      {link ? cloneElement(link, props, content) : <a {...props}>{content}</a>}
    </IconButton>
  );
}
