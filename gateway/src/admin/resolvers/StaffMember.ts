import type {
  StaffInvitationResolvers,
  StaffMemberResolvers,
  StaffRefResolvers,
} from '../../__generated__/admin-resolvers-types.ts';
import { isApiRole, permissionsOf, permissionsOfRole, roleOf } from '../permissions.ts';

/**
 * A staff account: the api's role spelled as the schema's. The signed-in member's permissions
 * are the api's own list from their session; a colleague's come from the mirrored role table.
 */
export const StaffMember: StaffMemberResolvers = {
  role: (member) => roleOf(member.role),
  locale: (member) => (member.locale === 'ur' ? 'UR' : 'EN'),
  permissions: async (member, _args, { staff }) => {
    const session = await staff.known();
    return session?.staff.id === member.id
      ? permissionsOf(session.permissions)
      : permissionsOfRole(member.role);
  },
};

/** A staff member as named elsewhere; the role only where the api sends one. */
export const StaffRef: StaffRefResolvers = {
  role: (ref) => ('role' in ref && isApiRole(ref.role) ? roleOf(ref.role) : null),
};

/** An invitation: its role spelled as the schema's. */
export const StaffInvitation: StaffInvitationResolvers = {
  role: (invitation) => roleOf(invitation.role),
};
