import type { RestClient } from '../rest/client.ts';
import type { RestBody } from '../rest/contract.ts';

/** A contact-form message as the api takes it. */
export type ContactBody = RestBody<'post', '/api/contact/createContact'>;

/** The contact area of the api. */
export class ContactAPI {
  /** Wraps the request's REST client. */
  constructor(private readonly rest: RestClient) {}

  /** `POST /api/contact/createContact`: answers 201 with the shop's thanks in `msg`. */
  async send(body: ContactBody): Promise<string> {
    const reply = await this.rest.post('/api/contact/createContact', { body });
    return reply.msg;
  }
}
