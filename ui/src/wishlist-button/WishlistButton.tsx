import { cloneElement, type ComponentPropsWithRef, type ReactElement } from 'react';
import { IconButton } from '../icon-button/IconButton';
import { HeartIcon } from '../internal/icons';
import { cx } from '../internal/cx';
import styles from './WishlistButton.module.css';

/** Props of {@link WishlistButton}. */
export type WishlistButtonProps = Omit<ComponentPropsWithRef<'a'>, 'children'> & {
  /** How many products are on the wishlist, shown on the badge (hidden at 0, "99+" above 99). */
  count: number;
  /**
   * The app's router link to the wishlist, e.g. `<Link to="/wishlist" />`; the button renders
   * the heart and badge inside it. Without it, a plain `<a>` with `href` is rendered.
   */
  link?: ReactElement<Record<string, unknown>>;
  /** Accessible name; the count is appended ("Wishlist, 3 items"). @default 'Wishlist' */
  label?: string;
};

/**
 * The header's heart linking to the wishlist, with a badge of how many products are on it: the
 * cart button's twin, so the two sit side by side alike.
 */
export function WishlistButton({
  count,
  link,
  label = 'Wishlist',
  className,
  ...props
}: WishlistButtonProps) {
  const name = `${label}, ${count} ${count === 1 ? 'item' : 'items'}`;
  const content = (
    <>
      <HeartIcon size={22} />
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
