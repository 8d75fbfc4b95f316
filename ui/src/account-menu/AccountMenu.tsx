import type { ReactNode } from 'react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuTrigger,
  type DropdownMenuContentProps,
  type DropdownMenuProps,
} from '../dropdown-menu/DropdownMenu';
import { AccountButton } from './AccountButton';

/** Props of {@link AccountMenu}. */
export type AccountMenuProps = Omit<DropdownMenuProps, 'children'> & {
  /** The signed-in user's name, shown on the trigger. */
  name: string;
  /** A line at the top of the menu, e.g. the user's email. */
  caption?: ReactNode;
  /**
   * The entries: `DropdownMenuItem`s, usually router links with `asChild` (Profile, My Order)
   * and a Sign out item with `onSelect`.
   */
  children: ReactNode;
  /**
   * Called as the menu closes, before focus returns to its button; `event.preventDefault()`
   * leaves focus where it is (e.g. on the heading of the page an entry opened).
   */
  onCloseAutoFocus?: DropdownMenuContentProps['onCloseAutoFocus'];
};

/**
 * The header's account dropdown for a signed-in user (SPEC.md §2). Closes on outside click. Use it
 * in the SiteHeader once the user is known; an app that loads it on demand shows the AccountButton
 * meanwhile.
 */
export function AccountMenu({
  name,
  caption,
  children,
  onCloseAutoFocus,
  ...props
}: AccountMenuProps) {
  return (
    <DropdownMenu {...props}>
      <DropdownMenuTrigger asChild>
        <AccountButton name={name} />
      </DropdownMenuTrigger>
      <DropdownMenuContent onCloseAutoFocus={onCloseAutoFocus}>
        {caption && <DropdownMenuLabel>{caption}</DropdownMenuLabel>}
        {children}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
