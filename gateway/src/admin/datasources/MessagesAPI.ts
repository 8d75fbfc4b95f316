import type { RestClient } from '../../rest/client.ts';
import type { RestReply } from '../../rest/contract.ts';
import type { MessageRecord } from '../types.ts';
import { compact } from './query.ts';

/** One page of messages as the api answers it. */
export type MessagePageRecord = RestReply<'get', '/api/admin/messages'>;

/** A message's state as the api spells it. */
export type ApiMessageState = 'new' | 'handled';

/** The contact messages as an inbox: `/api/admin/messages`. */
export class MessagesAPI {
  /** Wraps the request's REST client. */
  constructor(private readonly rest: RestClient) {}

  /** `GET /api/admin/messages`: one page, newest first. */
  list(state: ApiMessageState | undefined, page: number): Promise<MessagePageRecord> {
    return this.rest.get('/api/admin/messages', { query: compact({ state, page }) });
  }

  /** `GET /api/admin/messages/{id}`. */
  async get(id: string): Promise<MessageRecord> {
    const reply = await this.rest.get('/api/admin/messages/{id}', { params: { id } });
    return reply.message;
  }

  /** `POST /api/admin/messages/{id}/assign`; null unassigns. */
  async assign(id: string, staffId: string | null): Promise<MessageRecord> {
    const reply = await this.rest.post('/api/admin/messages/{id}/assign', {
      params: { id },
      body: { staffId },
    });
    return reply.message;
  }

  /** `POST /api/admin/messages/{id}/replies`: mailed to the sender. */
  async reply(id: string, text: string): Promise<MessageRecord> {
    const reply = await this.rest.post('/api/admin/messages/{id}/replies', {
      params: { id },
      body: { text },
    });
    return reply.message;
  }

  /** `POST /api/admin/messages/{id}/state`. */
  async setState(id: string, state: ApiMessageState): Promise<MessageRecord> {
    const reply = await this.rest.post('/api/admin/messages/{id}/state', {
      params: { id },
      body: { state },
    });
    return reply.message;
  }
}
