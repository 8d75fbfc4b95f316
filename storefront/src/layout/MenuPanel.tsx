/**
 * The slide-in menu panel (SPEC.md §2, 1024 px and below). Loaded on demand by SiteMenu: its
 * dialog code (Radix, focus trap, scroll lock) is not part of the first visit.
 */
import { NavLink as RouterNavLink } from 'react-router-dom';
import {
  Button,
  IconButton,
  MenuIcon,
  NavLink,
  NavList,
  Sheet,
  SheetClose,
  SheetContent,
  SheetTrigger,
} from '@bloom/ui';
import type { MenuLink } from './menuLinks.ts';
import { keepFocusOnPage } from './PageTitle.tsx';

/** Props of {@link MenuPanel}. */
export interface MenuPanelProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  links: readonly MenuLink[];
  /** Members get Logout at the end, guests Login. */
  member: boolean;
  onSignOut(): void;
}

/** The panel and its "Open menu" button. */
export function MenuPanel({ open, onOpenChange, links, member, onSignOut }: MenuPanelProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetTrigger asChild>
        <IconButton aria-label="Open menu">
          <MenuIcon />
        </IconButton>
      </SheetTrigger>
      <SheetContent
        title="Menu"
        side="left"
        closeLabel="Close menu"
        onCloseAutoFocus={keepFocusOnPage}
      >
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
              <Button variant="ghost" onClick={onSignOut}>
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
  );
}
