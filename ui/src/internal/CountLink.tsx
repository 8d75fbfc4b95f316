import { cloneElement, type ComponentPropsWithRef, type ReactElement, type ReactNode } from 'react';
import { IconButton } from '../icon-button/IconButton';
import { cx } from './cx';
import styles from './CountLink.module.css';
import { useUiMessages } from '../i18n/useUiMessages';

/** Props the header's counting links share (CartButton, WishlistButton). */
export type CountLinkProps = Omit<ComponentPropsWithRef<'a'>, 'children'> & {
  /** How many, shown on the badge (hidden at 0, "99+" above 99). */
  count: number;
  /**
   * The app's router link, e.g. `<Link to="/cart" />`; the icon and badge go inside it. Without
   * it, a plain `<a>` with `href` is rendered.
   */
  link?: ReactElement<Record<string, unknown>>;
  /** Accessible name; the count is appended ("Cart, 3 items"). */
  label?: string;
};

/** An icon link with a count badge, named with the count ("Wishlist, 1 item"). */
export function CountLink({
  count,
  link,
  label,
  icon,
  className,
  ...props
}: CountLinkProps & { label: string; icon: ReactNode }) {
  const t = useUiMessages();
  const name = t('ui.countLink.name', { label, count });
  const content = (
    <>
      {icon}
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
