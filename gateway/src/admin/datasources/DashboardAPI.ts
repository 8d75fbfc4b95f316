import type { RestClient } from '../../rest/client.ts';
import type { DashboardRecord } from '../types.ts';

/** Today's figures: `/api/admin/dashboard`. */
export class DashboardAPI {
  /** Wraps the request's REST client. */
  constructor(private readonly rest: RestClient) {}

  /** `GET /api/admin/dashboard`. */
  get(): Promise<DashboardRecord> {
    return this.rest.get('/api/admin/dashboard');
  }
}
