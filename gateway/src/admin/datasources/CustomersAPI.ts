import type { RestClient } from '../../rest/client.ts';
import type { RestQuery, RestReply } from '../../rest/contract.ts';
import type { CustomerRecord } from '../types.ts';
import { compact } from './query.ts';

/** Which customers to list, and in what order, in the api's words. */
export type CustomerQuery = Omit<NonNullable<RestQuery<'get', '/api/admin/customers'>>, 'page'>;

/** One page of customers as the api answers it. */
export type CustomerPageRecord = RestReply<'get', '/api/admin/customers'>;

/** Shopper accounts as staff see them: `/api/admin/customers`. */
export class CustomersAPI {
  /** Wraps the request's REST client. */
  constructor(private readonly rest: RestClient) {}

  /** `GET /api/admin/customers`: one page, filtered and sorted. */
  list(query: CustomerQuery, page: number): Promise<CustomerPageRecord> {
    return this.rest.get('/api/admin/customers', { query: compact({ ...query, page }) });
  }

  /** `GET /api/admin/customers/{id}`. */
  async get(id: string): Promise<CustomerRecord> {
    const reply = await this.rest.get('/api/admin/customers/{id}', { params: { id } });
    return reply.customer;
  }

  /** `POST /api/admin/customers/{id}/password-reset`: the shopper's own reset mail. */
  async sendPasswordReset(id: string): Promise<string> {
    const reply = await this.rest.post('/api/admin/customers/{id}/password-reset', {
      params: { id },
    });
    return reply.message;
  }
}
