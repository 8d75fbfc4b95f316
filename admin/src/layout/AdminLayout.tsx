import { useRef, useState, type ComponentPropsWithRef } from 'react';
import { Link, NavLink as RouterNavLink, Navigate, Outlet, useLocation } from 'react-router-dom';
import {
  Button,
  FormMessage,
  NavLink,
  NavList,
  PageLoader,
  Sheet,
  SheetClose,
  SheetContent,
  SheetTrigger,
  SkipLink,
  keepFocusOnPage,
} from '@bloom/ui';
import type { Permission } from '../__generated__/graphql.ts';
import { useStaff } from '../auth/session.tsx';
import { FindButton } from '../find/FindButton.tsx';
import { FindProvider } from '../find/FindProvider.tsx';
import { usePermissions } from './permissions.tsx';
import styles from './AdminLayout.module.css';

/**
 * The back office's screens in the navigation, each with the permission it needs (none: every
 * role, e.g. products, which support may read).
 */
export const screens: { to: string; label: string; permission?: Permission }[] = [
  { to: '/', label: 'Dashboard', permission: 'ORDERS_READ' },
  { to: '/orders', label: 'Orders', permission: 'ORDERS_READ' },
  { to: '/customers', label: 'Customers', permission: 'CUSTOMERS_READ' },
  { to: '/messages', label: 'Messages', permission: 'MESSAGES_HANDLE' },
  { to: '/products', label: 'Products' },
  { to: '/catalogue', label: 'Import and export', permission: 'CATALOG_WRITE' },
  { to: '/coupons', label: 'Coupons', permission: 'COUPONS_WRITE' },
  { to: '/reviews', label: 'Reviews', permission: 'REVIEWS_MODERATE' },
  { to: '/activity', label: 'Activity', permission: 'STAFF_MANAGE' },
  { to: '/staff', label: 'Staff', permission: 'STAFF_MANAGE' },
];

/** One navigation entry. */
function ScreenLink({
  screen: { to, label },
  ...props
}: { screen: (typeof screens)[number] } & Omit<ComponentPropsWithRef<typeof NavLink>, 'asChild'>) {
  return (
    <NavLink asChild {...props}>
      <RouterNavLink to={to} end={to === '/'}>
        {label}
      </RouterNavLink>
    </NavLink>
  );
}

/** Who is signed in, with Two-factor and Sign out; `onFollow` runs as either is used. */
function Account({
  name,
  role,
  onSignOut,
  onFollow,
}: {
  name: string;
  role: string;
  onSignOut(): void;
  onFollow?: () => void;
}) {
  return (
    <div className={styles.account}>
      <span>
        {name} <span className={styles.role}>({role.toLowerCase()})</span>
      </span>
      <Link to="/two-factor" onClick={onFollow}>
        Two-factor
      </Link>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => {
          onFollow?.();
          onSignOut();
        }}
      >
        Sign out
      </Button>
    </div>
  );
}

/**
 * The shell of every signed-in screen: a skip link, the navigation (only what the role may
 * open), Find (also `/` and Ctrl-K; `?` lists the shortcuts), who is signed in with Two-factor
 * and Sign out, and the screen in `<main>`. Under 768 px the navigation, Find and the account
 * fold into a Menu button that opens them in a panel, so a phone starts with the screen itself.
 * Without a staff session it sends to the sign-in, remembering where staff were going.
 */
export function AdminLayout() {
  const { status, staff, signOut } = useStaff();
  const location = useLocation();
  const can = usePermissions();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  if (status === 'loading') return <PageLoader label="Loading the back office" />;
  if (status === 'failed') {
    return (
      <main className={styles.main}>
        <FormMessage variant="error">
          We could not reach the back office. Check your connection and reload the page.
        </FormMessage>
      </main>
    );
  }
  if (!staff) {
    const from = `${location.pathname}${location.search}`;
    return (
      <Navigate
        to={from === '/' ? '/sign-in' : `/sign-in?from=${encodeURIComponent(from)}`}
        replace
      />
    );
  }
  const allowed = screens.filter((screen) => !screen.permission || can(screen.permission));
  const signOutNow = () => void signOut();
  return (
    <FindProvider onOpen={() => setMenuOpen(false)}>
      <div className={styles.root}>
        <SkipLink />
        <header className={styles.header}>
          <Link to="/" className={styles.brand}>
            Bloom admin
          </Link>
          <div className={styles.wide}>
            <NavList aria-label="Back office" className={styles.nav}>
              {allowed.map((screen) => (
                <ScreenLink key={screen.to} screen={screen} />
              ))}
            </NavList>
            <FindButton />
            <Account name={staff.name} role={staff.role} onSignOut={signOutNow} />
          </div>
          <div className={styles.narrow}>
            <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
              <SheetTrigger asChild>
                <Button ref={menuButton} variant="secondary" size="sm">
                  Menu
                </Button>
              </SheetTrigger>
              <SheetContent
                title="Back office"
                side="start"
                closeLabel="Close the menu"
                onCloseAutoFocus={keepFocusOnPage}
              >
                {/* The panel closes as Find opens: focus comes back to Menu, not to a gone button. */}
                <FindButton className={styles.menuFind} returnFocusTo={() => menuButton.current} />
                <NavList aria-label="Back office" orientation="vertical">
                  {allowed.map((screen) => (
                    <SheetClose asChild key={screen.to}>
                      <ScreenLink screen={screen} />
                    </SheetClose>
                  ))}
                </NavList>
                <Account
                  name={staff.name}
                  role={staff.role}
                  onSignOut={signOutNow}
                  onFollow={() => setMenuOpen(false)}
                />
              </SheetContent>
            </Sheet>
          </div>
        </header>
        <main id="main" tabIndex={-1} className={styles.main}>
          <Outlet />
        </main>
      </div>
    </FindProvider>
  );
}

/** The shell of the screens before a sign-in (sign-in, accepting an invitation): the page's `<main>`. */
export function PublicLayout() {
  return (
    <main id="main" tabIndex={-1} className={styles.main}>
      <Outlet />
    </main>
  );
}
