import { useEffect, useState } from 'react';
import { Link, NavLink as RouterNavLink, useNavigate } from 'react-router-dom';
import {
  AccountMenu,
  Button,
  CartButton,
  DropdownMenuItem,
  DropdownMenuSeparator,
  IconButton,
  LoginIcon,
  Logo,
  MenuIcon,
  NavLink,
  NavList,
  PromoBanner,
  Sheet,
  SheetClose,
  SheetContent,
  SheetTrigger,
  SiteHeader,
  toast,
} from '@bloom/ui';
import { useCart } from '../cart/cart.tsx';
import { useSession } from '../session/session.tsx';
import { errorMessage } from '../graphql/errors.ts';
import { shop } from '../shop.ts';
import { ACCOUNT_MENU_QUERY, WIDE_MENU_QUERY, useMediaQuery } from './useMediaQuery.ts';

/** The menu of SPEC.md §2, in order; members also get Profile and My Orders. */
const menuLinks = [
  { to: '/', label: 'Home' },
  { to: '/products', label: 'Shop' },
  { to: '/bundle', label: 'Bundles' },
  { to: '/about', label: 'About Us' },
  { to: '/contact', label: 'Contact Us' },
] as const;

const memberLinks = [
  { to: '/profile', label: 'Profile' },
  { to: '/orders', label: 'My Orders' },
] as const;

/** Signs out with the shop's confirmation, or says why it could not. */
function useSignOut() {
  const { logout } = useSession();
  const navigate = useNavigate();
  return async () => {
    try {
      await logout();
      toast.success('Logged out successfully');
      await navigate('/');
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
}

/** The promo banner, the header bar (menu, slide-in panel, cart, account) of every page. */
export function SiteMenu() {
  const { status, user } = useSession();
  const { totalQuantity } = useCart();
  const signOut = useSignOut();
  const showAccount = useMediaQuery(ACCOUNT_MENU_QUERY);
  const [panelOpen, setPanelOpen] = useState(false);
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
      <PromoBanner role="region" aria-label="Offers" action={<Link to="/products">Shop Now</Link>}>
        New Arrivals Are Here!
      </PromoBanner>
      <SiteHeader
        logo={
          <Logo asChild name={shop.name}>
            <Link to="/" />
          </Logo>
        }
        menu={
          <Sheet open={panelOpen} onOpenChange={setPanelOpen}>
            <SheetTrigger asChild>
              <IconButton aria-label="Open menu">
                <MenuIcon />
              </IconButton>
            </SheetTrigger>
            <SheetContent title="Menu" side="left" closeLabel="Close menu">
              <NavList aria-label="Menu" orientation="vertical">
                {links.map((link) => (
                  <SheetClose asChild key={link.to}>
                    <NavLink asChild>
                      <RouterNavLink to={link.to} end={link.to === '/'}>
                        {link.label}
                      </RouterNavLink>
                    </NavLink>
                  </SheetClose>
                ))}
                {member ? (
                  <SheetClose asChild>
                    <Button variant="ghost" onClick={() => void signOut()}>
                      Logout
                    </Button>
                  </SheetClose>
                ) : (
                  <SheetClose asChild>
                    <NavLink asChild>
                      <RouterNavLink to="/login">Login</RouterNavLink>
                    </NavLink>
                  </SheetClose>
                )}
              </NavList>
            </SheetContent>
          </Sheet>
        }
        nav={
          <NavList aria-label="Main">
            {links.map((link) => (
              <NavLink asChild key={link.to}>
                <RouterNavLink to={link.to} end={link.to === '/'}>
                  {link.label}
                </RouterNavLink>
              </NavLink>
            ))}
          </NavList>
        }
        actions={
          <>
            <CartButton count={totalQuantity} link={<Link to="/cart" />} />
            {showAccount && member ? (
              // Not modal: a modal menu hides the whole page (#root) from assistive technology
              // while its links stay focusable, which axe reports (aria-hidden-focus). An
              // outside click still closes it.
              <AccountMenu name={user.name} caption={user.email} modal={false}>
                <DropdownMenuItem asChild>
                  <Link to="/profile">Profile</Link>
                </DropdownMenuItem>
                <DropdownMenuItem asChild>
                  <Link to="/orders">My Order</Link>
                </DropdownMenuItem>
                <DropdownMenuSeparator />
                <DropdownMenuItem variant="danger" onSelect={() => void signOut()}>
                  Sign out
                </DropdownMenuItem>
              </AccountMenu>
            ) : null}
            {showAccount && status === 'guest' ? (
              <IconButton asChild aria-label="Login">
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
