import type { RestClient } from '../../rest/client.ts';
import type { RestReply } from '../../rest/contract.ts';
import type { CustomerRecord } from '../types.ts';
import { compact } from './query.ts';

/** One page of customers as the api answers it. */
export type CustomerPageRecord = RestReply<'get', '/api/admin/customers'>;

/** Shopper accounts as staff see them: `/api/admin/customers`. */
export class CustomersAPI {
  /** Wraps the request's REST client. */
  constructor(private readonly rest: RestClient) {}

  /** `GET /api/admin/customers`: one page, by name, email or phone. */
  list(search: string | null | undefined, page: number): Promise<CustomerPageRecord> {
    return this.rest.get('/api/admin/customers', { query: compact({ search, page }) });
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
