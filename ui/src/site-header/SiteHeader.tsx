import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../internal/cx';
import styles from './SiteHeader.module.css';

/** Props of {@link SiteHeader}. */
export type SiteHeaderProps = Omit<ComponentPropsWithRef<'header'>, 'children'> & {
  /** The logo linking home. */
  logo: ReactNode;
  /** The main menu (a NavList); hidden at 1024 px and below. */
  nav?: ReactNode;
  /**
   * The shop's search (a SearchCombobox), placed by CSS so the server's page is right at every
   * width: above 1024 px in the middle of the bar, the menu moving to a row of its own under it
   * (both need the room); from 641 to 1024 px between the logo and the actions; on phones (640
   * px and below) a full-width row under the bar, so the field keeps room to type and its
   * suggestions the screen's width.
   */
  search?: ReactNode;
  /** The right-hand controls, always shown: the cart button. */
  actions?: ReactNode;
  /**
   * The account control (account menu or login link), after the actions; hidden at 426 px and
   * below (SPEC.md §2). Hidden by CSS, so a page rendered on the server, which cannot know the
   * width, is right at every width.
   */
  account?: ReactNode;
  /** The menu toggle (a Sheet trigger); shown only at 1024 px and below, before the logo. */
  menu?: ReactNode;
};

/**
 * The sticky header bar: menu toggle (narrow screens), logo, menu, search, cart and account. Once
 * per page; SiteLayout puts it in place.
 */
export function SiteHeader({
  logo,
  nav,
  search,
  actions,
  account,
  menu,
  className,
  ...props
}: SiteHeaderProps) {
  return (
    <header className={cx(styles.root, className)} {...props}>
      <div className={styles.inner} data-search={search ? '' : undefined}>
        {menu && <div className={styles.menu}>{menu}</div>}
        {logo}
        {nav && <div className={styles.nav}>{nav}</div>}
        {search && <div className={styles.search}>{search}</div>}
        {(actions || account) && (
          <div className={styles.actions}>
            {actions}
            {account && <div className={styles.account}>{account}</div>}
          </div>
        )}
      </div>
    </header>
  );
}
