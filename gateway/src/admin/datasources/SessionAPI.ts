import type { RestClient } from '../../rest/client.ts';
import { hasCode } from '../../rest/errors.ts';
import type { RestReply } from '../../rest/contract.ts';
import type { StaffRecord, StaffSessionRecord } from '../types.ts';

/** What a sign-in came to: a session, or the api asking for the two-factor code. */
export type SignInOutcome =
  { kind: 'session'; session: StaffSessionRecord } | { kind: 'code-required'; message: string };

/** A new two-factor secret, as the api starts it. */
export type TwoFactorStartRecord = RestReply<'post', '/api/admin/two-factor/start'>;

/** Staff sessions and two-factor sign-in: `/api/admin/session`, `/api/admin/two-factor`. */
export class SessionAPI {
  /** Wraps the request's REST client. */
  constructor(private readonly rest: RestClient) {}

  /** `GET /api/admin/session`: the signed-in member (401 without a session). */
  current(): Promise<StaffSessionRecord> {
    return this.rest.get('/api/admin/session');
  }

  /**
   * `POST /api/admin/session`. The api answers a right password without the code a 401 with
   * `codeRequired: true`: not a failure here, the next step of signing in. With a code given, the
   * same answer means the code was wrong, and stays the api's UNAUTHENTICATED.
   */
  async signIn(email: string, password: string, code?: string | null): Promise<SignInOutcome> {
    try {
      const session = await this.rest.post('/api/admin/session', {
        body: { email, password, ...(code ? { code } : {}) },
      });
      return { kind: 'session', session };
    } catch (error) {
      if (!code && hasCode(error, 'UNAUTHENTICATED') && codeRequired(error)) {
        return { kind: 'code-required', message: (error as Error).message };
      }
      throw error;
    }
  }

  /** `DELETE /api/admin/session`: ends the session and clears the cookie. */
  async signOut(): Promise<string> {
    const reply = await this.rest.delete('/api/admin/session');
    return reply.message;
  }

  /** `POST /api/admin/two-factor/start`: a new pending secret. */
  startTwoFactor(): Promise<TwoFactorStartRecord> {
    return this.rest.post('/api/admin/two-factor/start');
  }

  /** `POST /api/admin/two-factor/confirm`: turns two-factor on; the recovery codes. */
  async confirmTwoFactor(code: string): Promise<string[]> {
    const reply = await this.rest.post('/api/admin/two-factor/confirm', { body: { code } });
    return reply.recoveryCodes;
  }

  /** `PATCH /api/admin/session/locale`: the signed-in member's language, kept with the account. */
  async setLocale(locale: 'en' | 'ur'): Promise<StaffRecord> {
    const reply = await this.rest.patch('/api/admin/session/locale', { body: { locale } });
    return reply.staff;
  }

  /** `DELETE /api/admin/two-factor`: turns two-factor off, proven by a code. */
  async disableTwoFactor(code: string): Promise<StaffRecord> {
    const reply = await this.rest.delete('/api/admin/two-factor', { body: { code } });
    return reply.staff;
  }
}

/** Whether a refusal carries the api's `codeRequired: true`. */
function codeRequired(error: unknown): boolean {
  const extensions = (error as { extensions?: Record<string, unknown> }).extensions;
  return extensions?.['codeRequired'] === true;
}
