import { Link, NavLink as RouterNavLink, Navigate, Outlet, useLocation } from 'react-router-dom';
import { Button, FormMessage, NavLink, NavList, PageLoader, SkipLink } from '@bloom/ui';
import type { Permission } from '../__generated__/graphql.ts';
import { useStaff } from '../auth/session.tsx';
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
function ScreenLink({ to, label }: (typeof screens)[number]) {
  return (
    <NavLink asChild>
      <RouterNavLink to={to} end={to === '/'}>
        {label}
      </RouterNavLink>
    </NavLink>
  );
}

/**
 * The shell of every signed-in screen: a skip link, the navigation (only what the role may
 * open), who is signed in with Two-factor and Sign out, and the screen in `<main>`. Without a
 * staff session it sends to the sign-in, remembering where staff were going.
 */
export function AdminLayout() {
  const { status, staff, signOut } = useStaff();
  const location = useLocation();
  const can = usePermissions();
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
  return (
    <div className={styles.root}>
      <SkipLink />
      <header className={styles.header}>
        <Link to="/" className={styles.brand}>
          Bloom admin
        </Link>
        <NavList aria-label="Back office" className={styles.nav}>
          {screens
            .filter((screen) => !screen.permission || can(screen.permission))
            .map((screen) => (
              <ScreenLink key={screen.to} {...screen} />
            ))}
        </NavList>
        <div className={styles.account}>
          <span>
            {staff.name} <span className={styles.role}>({staff.role.toLowerCase()})</span>
          </span>
          <Link to="/two-factor">Two-factor</Link>
          <Button variant="secondary" size="sm" onClick={() => void signOut()}>
            Sign out
          </Button>
        </div>
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
    </div>
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
