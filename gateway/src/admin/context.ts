/**
 * What every resolver of the staff API (/admin/graphql) receives. Its own context, not the
 * shop's: the staff schema's data sources call the api's /api/admin routes only.
 */
import type { AdminDataSources } from './datasources/index.ts';
import type { StaffGuard } from './guard.ts';
import type { StaffSessionRecord } from './types.ts';

/** The context of one /admin/graphql request. */
export interface AdminContext {
  /** One data source per /api/admin area, bound to this request's cookies. */
  dataSources: AdminDataSources;
  /** The request's staff session, read at most once, and the early refusals made with it. */
  staff: StaffGuard<StaffSessionRecord>;
  /** Whether the request carries a staff cookie at all. */
  hasStaffCookie: boolean;
  /**
   * Gives this request's REST calls the longer write timeout. Called (by the plugin of
   * `timeouts.ts`) once the operation is known to be a mutation, before any resolver runs.
   */
  useWriteTimeout: () => void;
}
