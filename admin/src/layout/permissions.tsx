/**
 * What the signed-in role may do, as the UI reflects it: the api decides and the gateway refuses
 * early; the back office only hides what a role cannot use, through these two.
 */
import type { ReactNode } from 'react';
import type { Permission } from '../__generated__/graphql.ts';
import { useStaff } from '../auth/session.tsx';

/** A check of the signed-in role, for a list of things each needing its own permission. */
export function usePermissions(): (permission: Permission) => boolean {
  const { staff } = useStaff();
  return (permission) => staff?.permissions.includes(permission) ?? false;
}

/** True when the signed-in staff member's role holds `permission`. */
export function useCan(permission: Permission): boolean {
  return usePermissions()(permission);
}

/** Props of {@link PermissionGuard}. */
export interface PermissionGuardProps {
  /** The permission the children need. */
  permission: Permission;
  /** Shown instead when the role lacks it. @default nothing */
  fallback?: ReactNode;
  /** What only that permission may see. */
  children: ReactNode;
}

/** Renders its children only for a role that holds `permission`. */
export function PermissionGuard({ permission, fallback = null, children }: PermissionGuardProps) {
  return useCan(permission) ? children : fallback;
}
