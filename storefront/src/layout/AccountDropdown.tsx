/**
 * The member's account dropdown (SPEC.md §2, above 426 px). Loaded on demand by SiteMenu: its
 * menu code (Radix, floating positioning) is not part of the first visit.
 */
import { Link } from 'react-router-dom';
import { FormattedMessage } from 'react-intl';
import { AccountMenu, DropdownMenuItem, DropdownMenuSeparator, keepFocusOnPage } from '@bloom/ui';

/** Props of {@link AccountDropdown}. */
export interface AccountDropdownProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  name: string;
  email: string;
  onSignOut(): void;
}

/** The dropdown and its account button. */
export function AccountDropdown({
  open,
  onOpenChange,
  name,
  email,
  onSignOut,
}: AccountDropdownProps) {
  return (
    // Not modal: a modal menu hides the whole page (#root) from assistive technology while its
    // links stay focusable, which axe reports (aria-hidden-focus). An outside click still
    // closes it.
    <AccountMenu
      name={name}
      caption={email}
      modal={false}
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={keepFocusOnPage}
    >
      <DropdownMenuItem asChild>
        <Link to="/profile">
          <FormattedMessage id="shop.menu.profile" />
        </Link>
      </DropdownMenuItem>
      <DropdownMenuItem asChild>
        <Link to="/orders">
          <FormattedMessage id="shop.account.myOrder" />
        </Link>
      </DropdownMenuItem>
      <DropdownMenuSeparator />
      <DropdownMenuItem variant="danger" onSelect={onSignOut}>
        <FormattedMessage id="shop.account.signOut" />
      </DropdownMenuItem>
    </AccountMenu>
  );
}
