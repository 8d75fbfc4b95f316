import { Children, type ComponentPropsWithRef, type ReactNode } from 'react';
import { Slot } from 'radix-ui';
import { cx } from '../internal/cx';
import styles from './NavList.module.css';

/** Props of {@link NavList}. */
export type NavListProps = Omit<ComponentPropsWithRef<'nav'>, 'children' | 'aria-label'> & {
  /** Accessible name of the navigation, e.g. "Main" or "Footer". */
  'aria-label': string;
  /** The {@link NavLink}s; each becomes a list item. */
  children: ReactNode;
  /** Row (header) or column (menu sheet, footer). @default 'horizontal' */
  orientation?: 'horizontal' | 'vertical';
};

/**
 * The header's menu: Home, Shop, Bundles, About Us, Contact Us (and Profile, My Orders). Use it for
 * the site's main sections, one NavLink each; a menu of actions is a DropdownMenu.
 */
export function NavList({
  orientation = 'horizontal',
  className,
  children,
  ...props
}: NavListProps) {
  return (
    <nav className={className} {...props}>
      <ul className={styles.list} data-orientation={orientation}>
        {Children.map(children, (child) => (child == null ? null : <li>{child}</li>))}
      </ul>
    </nav>
  );
}

/** Props of {@link NavLink}. */
export type NavLinkProps = ComponentPropsWithRef<'a'> & {
  /** Marks the link as the current page (aria-current="page"). @default false */
  active?: boolean;
  /** Renders the child (the router's link) with the nav link's look. @default false */
  asChild?: boolean;
};

/**
 * One entry of a {@link NavList}. With a router link that sets aria-current itself (as
 * react-router's NavLink does) leave `active` unset.
 */
export function NavLink({ active, asChild = false, className, ...props }: NavLinkProps) {
  const Component = asChild ? Slot.Root : 'a';
  return (
    <Component
      className={cx(styles.link, className)}
      {...(active ? { 'aria-current': 'page' as const } : {})}
      {...props}
    />
  );
}
