/** What the header's islands share: its links for the shopper, and signing out. */
import { useNavigate } from 'react-router-dom';
import { useIntl } from 'react-intl';
import { toast } from '@bloom/ui';
import { useSession, useSessionActions } from '../session/session.tsx';
import { reportError } from '../graphql/errors.ts';
import { memberLinks, menuLinks, type MenuLink } from './menuLinks.ts';

/** Signs out with the shop's confirmation, or says why it could not. */
export function useSignOut() {
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

/** The links of the header and the panel: the member's too once signed in. */
export function useMenuLinks(): { links: readonly MenuLink[]; member: boolean } {
  const { status, user } = useSession();
  const member = status === 'member' && user !== null;
  return { links: member ? [...menuLinks, ...memberLinks] : menuLinks, member };
}
