import type { UserResolvers } from '../__generated__/resolvers-types.ts';

/** User fields; the api leaves phone and address empty (or numeric) until given. */
export const User: UserResolvers = {
  phone: (user) => (user.phone == null ? '' : String(user.phone)),
  address: (user) => user.address ?? '',
  isStaff: (user) => user.role === 'staff',
};
