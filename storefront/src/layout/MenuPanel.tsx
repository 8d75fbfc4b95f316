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
  keepFocusOnPage,
} from '@bloom/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MenuLink } from './menuLinks.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';

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
  const intl = useIntl();
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetTrigger asChild>
        <IconButton aria-label={intl.formatMessage({ id: 'shop.header.openMenu' })}>
          <MenuIcon />
        </IconButton>
      </SheetTrigger>
      <SheetContent
        title={intl.formatMessage({ id: 'shop.menu.panel.title' })}
        side="left"
        closeLabel={intl.formatMessage({ id: 'shop.menu.panel.close' })}
        onCloseAutoFocus={keepFocusOnPage}
      >
        <NavList
          aria-label={intl.formatMessage({ id: 'shop.menu.panel.title' })}
          orientation="vertical"
        >
          {links.map((link) => (
            <SheetClose asChild key={link.to}>
              <NavLink asChild>
                <RouterNavLink to={link.to} end={link.to === '/'}>
                  <FormattedMessage id={link.label} />
                </RouterNavLink>
              </NavLink>
            </SheetClose>
          ))}
          {member ? (
            <SheetClose asChild>
              <Button variant="ghost" onClick={onSignOut}>
                <FormattedMessage id="shop.menu.panel.logout" />
              </Button>
            </SheetClose>
          ) : (
            <SheetClose asChild>
              <NavLink asChild>
                <RouterNavLink to="/login">
                  <FormattedMessage id="shop.menu.panel.login" />
                </RouterNavLink>
              </NavLink>
            </SheetClose>
          )}
          <LanguageSwitch onFollow={() => onOpenChange(false)} />
        </NavList>
      </SheetContent>
    </Sheet>
  );
}
