import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useIntl } from 'react-intl';
import { AccountButton, IconButton, LoginIcon } from '@bloom/ui';
import { useSession } from '../session/session.tsx';
import { lazyNamed } from '../lazyNamed.ts';
import { DeferredDialog } from '../DeferredDialog.tsx';
import { island } from '../islands/island.tsx';
import { useSignOut } from './headerHooks.ts';

// The account dropdown is a dialog most visits never open: its code loads when a member first
// reaches for it (DeferredDialog).
const AccountDropdown = lazyNamed(() => import('./AccountDropdown.tsx'), 'AccountDropdown');

/** The member's account menu, or a guest's Login link; nothing while the session is checked. */
function Account() {
  const intl = useIntl();
  const { status, user } = useSession();
  const signOut = useSignOut();
  const [open, setOpen] = useState(false);
  if (status === 'member' && user) {
    return (
      <DeferredDialog
        dialog={AccountDropdown}
        open={open}
        onOpenChange={setOpen}
        props={{ name: user.name, email: user.email, onSignOut: () => void signOut() }}
        standIn={(trigger) => <AccountButton name={user.name} {...trigger} />}
      />
    );
  }
  if (status === 'guest') {
    return (
      <IconButton asChild aria-label={intl.formatMessage({ id: 'shop.header.login' })}>
        <Link to="/login">
          <LoginIcon />
        </Link>
      </IconButton>
    );
  }
  return null;
}

/** The header's account control, as an island hydrated when a shopper reaches for it. */
export default island('layout/HeaderAccount', Account, { hydrate: 'interaction' });
