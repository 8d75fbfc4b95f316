/**
 * The gateway refuses early (DESIGN.md "Back office"): an operation that needs a staff session is
 * UNAUTHENTICATED without a staff cookie, before any call to the api; and once this request has
 * read the staff member's session (one api call, shared by every field of the operation), a
 * missing permission is FORBIDDEN before the api's route is called. The api checks again and
 * stays the authority: a session that ended, or a role changed a moment ago, is its answer.
 */
import { GraphQLError } from 'graphql';
import type { ApiPermission } from './permissions.ts';

/** The staff cookie the api sets (`bloom_staff`, Path=/admin). */
export const staffCookieName = 'bloom_staff';

/** What the guard reads of the api's session reply. */
export interface GuardedSession {
  /** The member's role, for the refusal's sentence. */
  staff: { role: string };
  /** The api's names of what the member may do. */
  permissions: string[];
  /** Signed in only to enrol in two-factor (STAFF_2FA=required, not yet enrolled). */
  enrolmentRequired: boolean;
}

/** Whether a Cookie header carries a non-empty staff cookie. */
export function hasStaffCookie(cookieHeader: string | undefined): boolean {
  return (cookieHeader ?? '').split(';').some((pair) => {
    const [name = '', ...value] = pair.split('=');
    return name.trim() === staffCookieName && value.join('=').trim() !== '';
  });
}

/** The error for an operation without a staff session. */
export function signInFirst(): GraphQLError {
  return new GraphQLError('Please sign in to the back office.', {
    extensions: { code: 'UNAUTHENTICATED' },
  });
}

/** Gates one request's fields on its staff session. */
export class StaffGuard<Session extends GuardedSession = GuardedSession> {
  #session: Promise<Session> | undefined;

  /**
   * `signedIn` says whether the request carries a staff cookie; `load` reads the session from
   * the api (401 when it has ended), at most once per request.
   */
  constructor(
    private readonly signedIn: boolean,
    private readonly load: () => Promise<Session>,
  ) {}

  /** The request's staff session: UNAUTHENTICATED without a staff cookie, else the api's. */
  session(): Promise<Session> {
    if (!this.signedIn && !this.#session) return Promise.reject(signInFirst());
    this.#session ??= this.load();
    return this.#session;
  }

  /** The session, or null when there is none (no cookie, or the api says it ended). */
  async sessionOrNull(): Promise<Session | null> {
    try {
      return await this.session();
    } catch (error) {
      if (error instanceof GraphQLError && error.extensions['code'] === 'UNAUTHENTICATED')
        return null;
      throw error;
    }
  }

  /** The session if this request has already read it (never a call of its own), else null. */
  async known(): Promise<Session | null> {
    return this.#session ? this.#session.catch(() => null) : null;
  }

  /** Uses `session` for the rest of this request (it was just started or read). */
  remember(session: Session): void {
    this.#session = Promise.resolve(session);
  }

  /** Forgets the session for the rest of this request (it was just ended). */
  forget(): void {
    this.#session = Promise.reject(signInFirst());
    this.#session.catch(() => undefined);
  }

  /**
   * The session, refusing a member who lacks `permission` (FORBIDDEN), or who is signed in only
   * to enrol in two-factor unless `forEnrolment` (FORBIDDEN with `enrolmentRequired: true`).
   */
  async require(
    permission?: ApiPermission,
    { forEnrolment = false }: { forEnrolment?: boolean } = {},
  ): Promise<Session> {
    const session = await this.session();
    if (session.enrolmentRequired && !forEnrolment) {
      throw new GraphQLError('Set up two-factor sign-in first: the shop requires it.', {
        extensions: { code: 'FORBIDDEN', enrolmentRequired: true },
      });
    }
    if (permission && !session.permissions.includes(permission)) {
      throw new GraphQLError(
        `Your role (${session.staff.role}) does not have the ${permission} permission.`,
        { extensions: { code: 'FORBIDDEN' } },
      );
    }
    return session;
  }
}
