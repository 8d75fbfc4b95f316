import type { RestClient } from '../../rest/client.ts';
import type { RestReply } from '../../rest/contract.ts';
import type { ActivityRecord } from '../types.ts';
import { compact } from './query.ts';

/** One page of the activity log as the api answers it. */
export type ActivityPageRecord = RestReply<'get', '/api/admin/activity'>;

/** Which entries to list, in the api's words. */
export interface ActivityQuery {
  /** Only this member's changes. */
  staffId?: string | null | undefined;
  /** Only changes to this kind of thing (`order`, `staff`...). */
  entityType?: ActivityRecord['entityType'] | undefined;
  /** On or after this day. */
  from?: string | null | undefined;
  /** On or before this day. */
  to?: string | null | undefined;
}

/** The append-only activity log: `/api/admin/activity` (read only, as the log is). */
export class ActivityAPI {
  /** Wraps the request's REST client. */
  constructor(private readonly rest: RestClient) {}

  /** `GET /api/admin/activity`: one page, newest first. */
  list(filter: ActivityQuery, page: number): Promise<ActivityPageRecord> {
    return this.rest.get('/api/admin/activity', { query: compact({ ...filter, page }) });
  }
}
