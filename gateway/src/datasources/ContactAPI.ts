import type { RestClient } from '../rest/client.ts';

/** A contact-form message as the api takes it. */
export interface ContactBody {
  /** Sender. */
  name: string;
  /** Reply address. */
  email: string;
  /** Digits only. */
  phone: string;
  /** Optional text. */
  message: string;
}

/** The contact area of the api. */
export class ContactAPI {
  /** Wraps the request's REST client. */
  constructor(private readonly rest: RestClient) {}

  /** `POST /api/contact/createContact`: answers 201 with `msg`. */
  async send(body: ContactBody): Promise<string> {
    const reply = await this.rest.call<{ msg?: string; message?: string }>(
      '/api/contact/createContact',
      { body },
    );
    return reply.msg ?? reply.message ?? '';
  }
}
