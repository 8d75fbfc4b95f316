import { useEffect, useState, type ComponentPropsWithRef } from 'react';
import { useIntl } from 'react-intl';
import { IconButton, MenuIcon } from '@bloom/ui';
import { lazyNamed } from '../lazyNamed.ts';
import { DeferredDialog } from '../DeferredDialog.tsx';
import { island } from '../islands/island.tsx';
import { WIDE_MENU_QUERY } from './useMediaQuery.ts';
import { useMenuLinks, useSignOut } from './headerHooks.ts';

// The slide-in panel is a dialog most visits never open: its code loads when a shopper first
// reaches for it (DeferredDialog).
const MenuPanel = lazyNamed(() => import('./MenuPanel.tsx'), 'MenuPanel');

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

/** The header's menu button and its slide-in panel (SPEC.md §2, 1024 px and below). */
function HeaderMenuButton() {
  const { links, member } = useMenuLinks();
  const signOut = useSignOut();
  const [open, setOpen] = useState(false);

  // SPEC.md §2: the panel closes itself once the window grows past the collapse breakpoint.
  useEffect(() => {
    const wide = window.matchMedia(WIDE_MENU_QUERY);
    const closeWhenWide = (event: MediaQueryListEvent) => {
      if (event.matches) setOpen(false);
    };
    wide.addEventListener('change', closeWhenWide);
    return () => wide.removeEventListener('change', closeWhenWide);
  }, []);

  return (
    <DeferredDialog
      dialog={MenuPanel}
      open={open}
      onOpenChange={setOpen}
      props={{ links, member, onSignOut: () => void signOut() }}
      standIn={(trigger) => <MenuButton {...trigger} />}
    />
  );
}

/** The header's menu, as an island hydrated when a shopper reaches for it. */
export default island('layout/HeaderMenu', HeaderMenuButton, { hydrate: 'interaction' });
