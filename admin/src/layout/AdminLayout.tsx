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
import { FormattedMessage, useIntl } from 'react-intl';
import type { Permission } from '../__generated__/graphql.ts';
import { useStaff } from '../auth/session.tsx';
import { FindButton } from '../find/FindButton.tsx';
import { FindProvider } from '../find/FindProvider.tsx';
import type { AdminMessageId } from '../i18n/catalogues.ts';
import { LanguageChoice } from '../i18n/LanguageChoice.tsx';
import { usePermissions } from './permissions.tsx';
import styles from './AdminLayout.module.css';

/**
 * The back office's screens in the navigation, each with the permission it needs (none: every
 * role, e.g. products, which support may read).
 */
export const screens: {
  to: string;
  label: string;
  message: AdminMessageId;
  permission?: Permission;
}[] = [
  { to: '/', label: 'Dashboard', message: 'admin.nav.dashboard', permission: 'ORDERS_READ' },
  { to: '/orders', label: 'Orders', message: 'admin.nav.orders', permission: 'ORDERS_READ' },
  {
    to: '/customers',
    label: 'Customers',
    message: 'admin.nav.customers',
    permission: 'CUSTOMERS_READ',
  },
  {
    to: '/messages',
    label: 'Messages',
    message: 'admin.nav.messages',
    permission: 'MESSAGES_HANDLE',
  },
  { to: '/products', label: 'Products', message: 'admin.nav.products' },
  {
    to: '/catalogue',
    label: 'Import and export',
    message: 'admin.nav.catalogue',
    permission: 'CATALOG_WRITE',
  },
  { to: '/coupons', label: 'Coupons', message: 'admin.nav.coupons', permission: 'COUPONS_WRITE' },
  {
    to: '/reviews',
    label: 'Reviews',
    message: 'admin.nav.reviews',
    permission: 'REVIEWS_MODERATE',
  },
  { to: '/activity', label: 'Activity', message: 'admin.nav.activity', permission: 'STAFF_MANAGE' },
  { to: '/staff', label: 'Staff', message: 'admin.nav.staff', permission: 'STAFF_MANAGE' },
];

/** One navigation entry. */
function ScreenLink({
  screen: { to, message },
  ...props
}: { screen: (typeof screens)[number] } & Omit<ComponentPropsWithRef<typeof NavLink>, 'asChild'>) {
  return (
    <NavLink asChild {...props}>
      <RouterNavLink to={to} end={to === '/'}>
        <FormattedMessage id={message} />
      </RouterNavLink>
    </NavLink>
  );
}

/**
 * Who is signed in, with their language, Two-factor and Sign out; `onFollow` runs as either link
 * or button is used.
 */
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
        {name}{' '}
        <span className={styles.role}>
          <FormattedMessage id="admin.account.role" values={{ role }} />
        </span>
      </span>
      <LanguageChoice className={styles.language} />
      <Link to="/two-factor" onClick={onFollow}>
        <FormattedMessage id="admin.account.twoFactor" />
      </Link>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => {
          onFollow?.();
          onSignOut();
        }}
      >
        <FormattedMessage id="admin.account.signOut" />
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
  const intl = useIntl();
  const location = useLocation();
  const can = usePermissions();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  if (status === 'loading') {
    return <PageLoader label={intl.formatMessage({ id: 'admin.loading' })} />;
  }
  if (status === 'failed') {
    return (
      <main className={styles.main}>
        <FormMessage variant="error">
          <FormattedMessage id="admin.unreachable" />
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
  const backOffice = intl.formatMessage({ id: 'admin.nav.label' });
  return (
    <FindProvider onOpen={() => setMenuOpen(false)}>
      <div className={styles.root}>
        <SkipLink />
        <header className={styles.header}>
          <Link to="/" className={styles.brand}>
            <FormattedMessage id="admin.brand" />
          </Link>
          <div className={styles.wide}>
            <NavList aria-label={backOffice} className={styles.nav}>
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
                  <FormattedMessage id="admin.menu.open" />
                </Button>
              </SheetTrigger>
              <SheetContent
                title={backOffice}
                side="start"
                closeLabel={intl.formatMessage({ id: 'admin.menu.close' })}
                onCloseAutoFocus={keepFocusOnPage}
              >
                {/* The panel closes as Find opens: focus comes back to Menu, not to a gone button. */}
                <FindButton className={styles.menuFind} returnFocusTo={() => menuButton.current} />
                <NavList aria-label={backOffice} orientation="vertical">
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
