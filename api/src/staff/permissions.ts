/**
 * Roles and what each may do: the one table of truth the api decides by (DESIGN.md "Back
 * office"). The gateway and the back office only mirror it.
 */

/** Everything a staff member may be allowed. */
export const permissions = [
  'orders:read',
  'orders:write',
  'customers:read',
  'messages:handle',
  'catalog:write',
  'coupons:write',
  'reviews:moderate',
  'staff:manage',
  'export',
] as const;

/** One permission. */
export type Permission = (typeof permissions)[number];

/** The staff roles, most powerful first. */
export const staffRoles = ['owner', 'manager', 'support'] as const;

/** One staff role. */
export type StaffRole = (typeof staffRoles)[number];

const everything = new Set<Permission>(permissions);

/** Each role's permissions. Support's `orders:write` covers status changes and notes only. */
export const rolePermissions: Record<StaffRole, ReadonlySet<Permission>> = {
  owner: everything,
  manager: new Set(permissions.filter((permission) => permission !== 'staff:manage')),
  support: new Set<Permission>([
    'orders:read',
    'orders:write',
    'customers:read',
    'messages:handle',
    'reviews:moderate',
  ]),
};

/** Whether `role` (a staff role, or anything else: a shopper) holds `permission`. */
export const roleHas = (role: string | null | undefined, permission: Permission): boolean =>
  isStaffRole(role) && rolePermissions[role].has(permission);

/** Whether `value` names a staff role. */
export const isStaffRole = (value: unknown): value is StaffRole =>
  typeof value === 'string' && (staffRoles as readonly string[]).includes(value);

/** The role's permissions in the table's order (what the wire lists). */
export const permissionsOf = (role: StaffRole): Permission[] =>
  permissions.filter((permission) => rolePermissions[role].has(permission));

/**
 * Whether `holder` holds every permission of `other`: nobody grants, or acts on someone holding,
 * more than they hold themselves.
 */
export const holdsAllOf = (holder: StaffRole, other: StaffRole): boolean =>
  [...rolePermissions[other]].every((permission) => rolePermissions[holder].has(permission));
