/**
 * The staff API's names for roles and permissions, and the api's. The api decides every request
 * by its own table (api/src/staff/permissions.ts); this one mirrors it only to list a colleague's
 * permissions on `StaffMember.permissions` (the api's staff list carries roles only). The signed-in
 * member's own permissions, which the gateway's early refusals use, come from the api's session.
 * A test signs in each seeded role and compares the two.
 */
import type { Permission, StaffRole } from '../__generated__/admin-resolvers-types.ts';

/** A permission as the api spells it (`orders:read`). */
export type ApiPermission =
  | 'orders:read'
  | 'orders:write'
  | 'customers:read'
  | 'messages:handle'
  | 'catalog:write'
  | 'coupons:write'
  | 'reviews:moderate'
  | 'staff:manage'
  | 'export';

/** A role as the api spells it. */
export type ApiRole = 'owner' | 'manager' | 'support';

/** Each schema permission's api name, in the schema's order. */
export const apiPermission: Record<Permission, ApiPermission> = {
  ORDERS_READ: 'orders:read',
  ORDERS_WRITE: 'orders:write',
  CUSTOMERS_READ: 'customers:read',
  MESSAGES_HANDLE: 'messages:handle',
  CATALOG_WRITE: 'catalog:write',
  COUPONS_WRITE: 'coupons:write',
  REVIEWS_MODERATE: 'reviews:moderate',
  STAFF_MANAGE: 'staff:manage',
  EXPORT: 'export',
};

const schemaPermissions = Object.keys(apiPermission) as Permission[];

/** Each schema role's api name. */
export const apiRole: Record<StaffRole, ApiRole> = {
  OWNER: 'owner',
  MANAGER: 'manager',
  SUPPORT: 'support',
};

/** Whether `value` is one of the api's role names. */
export const isApiRole = (value: unknown): value is ApiRole =>
  typeof value === 'string' && Object.values(apiRole).includes(value as ApiRole);

/** The schema's role for the api's `role`. */
export function roleOf(role: ApiRole): StaffRole {
  return role.toUpperCase() as StaffRole;
}

/** The api's permission names as the schema's, in the schema's order; unknown names are left out. */
export function permissionsOf(names: readonly string[]): Permission[] {
  return schemaPermissions.filter((permission) => names.includes(apiPermission[permission]));
}

/** What each role holds, by the api's table. */
const rolePermissions: Record<ApiRole, readonly ApiPermission[]> = {
  owner: Object.values(apiPermission),
  manager: Object.values(apiPermission).filter((permission) => permission !== 'staff:manage'),
  support: ['orders:read', 'orders:write', 'customers:read', 'messages:handle', 'reviews:moderate'],
};

/** The schema's permissions a role holds. */
export function permissionsOfRole(role: ApiRole): Permission[] {
  return permissionsOf(rolePermissions[role]);
}
