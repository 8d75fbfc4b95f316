import { useEffect, useState, type ComponentPropsWithRef } from 'react';
import { Link, NavLink as RouterNavLink, useNavigate } from 'react-router-dom';
import {
  AccountButton,
  CartButton,
  IconButton,
  LoginIcon,
  Logo,
  MenuIcon,
  NavLink,
  NavList,
  PromoBanner,
  SiteHeader,
  WishlistButton,
  toast,
} from '@bloom/ui';
import { useCartSelector } from '../cart/cart.tsx';
import { useSession, useSessionActions } from '../session/session.tsx';
import { HeaderSearch } from '../search/HeaderSearch.tsx';
import { useWishlistCount } from '../wishlist/wishlist.tsx';
import { reportError } from '../graphql/errors.ts';
import { shop } from '../shop.ts';
import { lazyNamed } from '../lazyNamed.ts';
import { DeferredDialog } from '../DeferredDialog.tsx';
import { memberLinks, menuLinks } from './menuLinks.ts';
import { WIDE_MENU_QUERY } from './useMediaQuery.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { FormattedMessage, useIntl } from 'react-intl';

// The slide-in panel and the account dropdown are dialogs most visits never open: their code
// loads when a shopper first reaches for them (DeferredDialog).
const MenuPanel = lazyNamed(() => import('./MenuPanel.tsx'), 'MenuPanel');
const AccountDropdown = lazyNamed(() => import('./AccountDropdown.tsx'), 'AccountDropdown');

/** Signs out with the shop's confirmation, or says why it could not. */
function useSignOut() {
  const { logout } = useSessionActions();
  const navigate = useNavigate();
  const intl = useIntl();
  return async () => {
    try {
      await logout();
      toast.success(intl.formatMessage({ id: 'shop.header.signedOut' }));
      await navigate('/');
    } catch (error) {
      reportError(error, intl);
    }
  };
}

/** The header's heart: the wishlist's count alone, so only it re-renders when that changes. */
function HeaderWishlist() {
  return <WishlistButton count={useWishlistCount()} link={<Link to="/wishlist" />} />;
}

/**
 * The promo banner, the header bar (menu, slide-in panel, search, wishlist, cart, account) of
 * every page.
 */
export function SiteMenu() {
  const intl = useIntl();
  const { status, user } = useSession();
  // The badge's count alone: the header re-renders only when it changes.
  const totalQuantity = useCartSelector((cart) => cart.totalQuantity);
  const signOut = useSignOut();
  const [panelOpen, setPanelOpen] = useState(false);
  const [accountOpen, setAccountOpen] = useState(false);
  const member = status === 'member' && user !== null;
  const links = member ? [...menuLinks, ...memberLinks] : menuLinks;

  // SPEC.md §2: the panel closes itself once the window grows past the collapse breakpoint.
  useEffect(() => {
    const wide = window.matchMedia(WIDE_MENU_QUERY);
    const closeWhenWide = (event: MediaQueryListEvent) => {
      if (event.matches) setPanelOpen(false);
    };
    wide.addEventListener('change', closeWhenWide);
    return () => wide.removeEventListener('change', closeWhenWide);
  }, []);

  return (
    <>
      {/* A named region, so the banner is not content outside every landmark. */}
      <PromoBanner
        role="region"
        aria-label={intl.formatMessage({ id: 'shop.header.promo.label' })}
        action={
          <Link to="/products">
            <FormattedMessage id="shop.header.promo.action" />
          </Link>
        }
      >
        <FormattedMessage id="shop.header.promo.text" />
      </PromoBanner>
      <SiteHeader
        logo={
          <Logo asChild name={shop.name}>
            <Link to="/" />
          </Logo>
        }
        menu={
          <DeferredDialog
            dialog={MenuPanel}
            open={panelOpen}
            onOpenChange={setPanelOpen}
            props={{ links, member, onSignOut: () => void signOut() }}
            standIn={(trigger) => <MenuButton {...trigger} />}
          />
        }
        nav={
          <NavList aria-label={intl.formatMessage({ id: 'shop.header.nav.label' })}>
            {links.map((link) => (
              <NavLink asChild key={link.to}>
                <RouterNavLink to={link.to} end={link.to === '/'}>
                  <FormattedMessage id={link.label} />
                </RouterNavLink>
              </NavLink>
            ))}
          </NavList>
        }
        search={<HeaderSearch />}
        actions={
          <>
            <HeaderWishlist />
            <CartButton
              count={totalQuantity}
              link={<Link to="/cart" />}
              // Where the head's keeper shows adds waiting for the code (render/earlyTaps.ts).
              data-early-tap-badge="cart"
            />
          </>
        }
        account={
          <>
            {/* With the account control: hidden on phones, whose menu panel has it. */}
            <LanguageSwitch />
            {member ? (
              <DeferredDialog
                dialog={AccountDropdown}
                open={accountOpen}
                onOpenChange={setAccountOpen}
                props={{ name: user.name, email: user.email, onSignOut: () => void signOut() }}
                standIn={(trigger) => <AccountButton name={user.name} {...trigger} />}
              />
            ) : null}
            {status === 'guest' ? (
              <IconButton asChild aria-label={intl.formatMessage({ id: 'shop.header.login' })}>
                <Link to="/login">
                  <LoginIcon />
                </Link>
              </IconButton>
            ) : null}
          </>
        }
      />
    </>
  );
}

/** The panel's "Open menu" button, as it looks before the panel's code has loaded. */
function MenuButton(props: Omit<ComponentPropsWithRef<typeof IconButton>, 'aria-label'>) {
  const intl = useIntl();
  return (
    <IconButton
      aria-label={intl.formatMessage({ id: 'shop.header.openMenu' })}
      aria-haspopup="dialog"
      {...props}
    >
      <MenuIcon />
    </IconButton>
  );
}
