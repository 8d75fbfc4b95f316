/**
 * Staff sessions: their own table and cookie, so a shopper's session never opens the back office
 * and a staff session is never a shopper's. Like the shoppers' (`../users/sessions.ts`) only a
 * hash of the token is stored; they end after 30 idle minutes or 12 hours, whichever is first.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/index.ts';
import { clientIp } from '../http/client.ts';
import { HttpError, unauthorized } from '../http/errors.ts';
import { tokenHash } from '../users/sessions.ts';
import { roleHas, type Permission, type StaffRole } from './permissions.ts';

/** The staff cookie's name. */
export const staffCookie = 'bloom_staff';

/**
 * The staff cookie's path: the browser only ever reaches the api through the web server's
 * `/admin/graphql`, so the cookie never travels with the shop's own requests.
 */
export const staffCookiePath = '/admin';

/** Idle time after which a staff session ends. */
export const staffIdleSeconds = 30 * 60;

/** Time after sign-in at which a staff session ends however busy it is. */
export const staffLifetimeSeconds = 12 * 60 * 60;

/** A staff member as the api works with them. */
export interface Staff {
  /** Account id. */
  id: string;
  /** Full name. */
  name: string;
  /** Sign-in email. */
  email: string;
  /** Their role. */
  role: StaffRole;
  /** Whether sign-in asks for an authenticator code. */
  twoFactorEnabled: boolean;
}

/** The staff member a request acts for, with where the request came from (for the log). */
export interface StaffActor extends Staff {
  /** The request's id (`x-request-id`). */
  requestId: string;
  /** The caller's address. */
  address: string;
}

/** Starts a staff session for `userId` and sets its cookie on `reply`. */
export async function startStaffSession(
  db: Queryable,
  reply: FastifyReply,
  userId: string,
  secure: boolean,
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await db.query('INSERT INTO staff_sessions (token_hash, user_id) VALUES ($1, $2)', [
    tokenHash(token),
    userId,
  ]);
  void reply.setCookie(staffCookie, token, cookieOptions(secure, staffLifetimeSeconds));
}

const cookieOptions = (secure: boolean, maxAge: number) => ({
  httpOnly: true,
  sameSite: 'strict' as const,
  secure,
  path: staffCookiePath,
  maxAge: Math.max(0, Math.floor(maxAge)),
});

/** The request's staff token, if its cookie carries one. */
export const staffToken = (request: FastifyRequest): string | undefined =>
  request.cookies[staffCookie] || undefined;

/** Ends the request's staff session (if any) and clears its cookie. */
export async function endStaffSession(
  db: Queryable,
  request: FastifyRequest,
  reply: FastifyReply,
  secure: boolean,
): Promise<void> {
  const token = staffToken(request);
  if (token) await db.query('DELETE FROM staff_sessions WHERE token_hash = $1', [tokenHash(token)]);
  void reply.clearCookie(staffCookie, { ...cookieOptions(secure, 0), maxAge: undefined });
}

/** Ends every session, staff and shop, of `userId` (a deactivation). */
export async function endAllSessionsOf(db: Queryable, userId: string): Promise<void> {
  await db.query('DELETE FROM staff_sessions WHERE user_id = $1', [userId]);
  await db.query('DELETE FROM sessions WHERE user_id = $1', [userId]);
}

/** The columns that make a `Staff` out of a `users` row (aliased `u`). */
export const staffColumns = `u.id, u.name, u.email, u.role,
  (u.totp_enabled_at IS NOT NULL) AS "twoFactorEnabled"`;

const found = new WeakMap<FastifyRequest, Promise<Staff | undefined>>();

/** The staff member of the request's live session, if any (looked up once per request). */
export function currentStaff(request: FastifyRequest, db: Queryable): Promise<Staff | undefined> {
  let staff = found.get(request);
  if (!staff) {
    staff = lookUp(db, staffToken(request));
    found.set(request, staff);
  }
  return staff;
}

async function lookUp(db: Queryable, token: string | undefined): Promise<Staff | undefined> {
  if (!token || token.length > 200) return undefined;
  // A deactivated or demoted-to-shopper account's sessions stop at once, even before deletion.
  const result = await db.query<Staff>(
    `WITH live AS (
       SELECT s.token_hash, s.user_id, s.last_seen_at FROM staff_sessions s
       WHERE s.token_hash = $1 AND s.last_seen_at > now() - make_interval(secs => $2)
         AND s.created_at > now() - make_interval(secs => $3)
     ), touched AS (
       UPDATE staff_sessions s SET last_seen_at = now() FROM live
       WHERE s.token_hash = live.token_hash AND live.last_seen_at < now() - interval '10 seconds'
     )
     SELECT ${staffColumns} FROM live JOIN users u ON u.id = live.user_id
     WHERE u.role <> 'customer' AND u.deactivated_at IS NULL`,
    [tokenHash(token), staffIdleSeconds, staffLifetimeSeconds],
  );
  return result.rows[0];
}

/** Whether the shop requires two-factor and `staff` has not enrolled yet. */
export const mustEnrol = (staff: Staff, { staffTwoFactor }: Pick<AppContext, 'staffTwoFactor'>) =>
  staffTwoFactor === 'required' && !staff.twoFactorEnabled;

const signInFirst = () => unauthorized('Please sign in to the back office.');

/** The request's staff member, or a 401 (enrolment pending is allowed: the session routes). */
export async function requireStaffSession(
  request: FastifyRequest,
  context: Pick<AppContext, 'db'>,
): Promise<Staff> {
  const staff = await currentStaff(request, context.db);
  if (!staff) throw signInFirst();
  return staff;
}

/**
 * A preValidation hook: 401 without a staff session, 403 while two-factor enrolment is owed,
 * 403 unless the member's role holds every one of `needed`. It runs before the body is read,
 * so a refusal never depends on what was sent.
 */
export function requirePermission(
  context: Pick<AppContext, 'db' | 'staffTwoFactor'>,
  ...needed: Permission[]
) {
  return async (request: FastifyRequest): Promise<void> => {
    const staff = await requireStaffSession(request, context);
    if (mustEnrol(staff, context)) {
      throw new HttpError(403, 'Set up two-factor sign-in before using the back office.', {
        extra: { enrolmentRequired: true },
      });
    }
    const missing = needed.find((permission) => !roleHas(staff.role, permission));
    if (missing) {
      throw new HttpError(
        403,
        `Your role (${staff.role}) does not have the ${missing} permission.`,
      );
    }
  };
}

/** The request's staff member as the activity log names them; call after `requirePermission`. */
export async function staffActor(
  request: FastifyRequest,
  context: Pick<AppContext, 'db'>,
): Promise<StaffActor> {
  const staff = await requireStaffSession(request, context);
  return { ...staff, requestId: String(request.id), address: clientIp(request) };
}
