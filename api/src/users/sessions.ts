import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/index.ts';
import { forbidden, unauthorized } from '../http/errors.ts';

/** The session cookie's name. */
export const sessionCookie = 'bloom_session';

/** Idle time after which a session ends. */
export const sessionIdleSeconds = 24 * 60 * 60;

/** Time after its login at which a session ends however busy it is (a stolen cookie dies too). */
export const sessionLifetimeSeconds = 7 * 24 * 60 * 60;

/** The user a request acts for. */
export interface SessionUser {
  /** Seconds until the session's absolute end (not sent on the wire). */
  sessionSecondsLeft?: number;
  /** User id. */
  id: string;
  /** Display name. */
  name: string;
  /** Login email. */
  email: string;
  /** Phone, '' until given. */
  phone: string;
  /** Shipping address, '' until given. */
  address: string;
  /**
   * Always `customer`: a shop session is a shopper's, whoever signs in with it. Staff powers exist
   * only behind the staff session (`bloom_staff`, its second factor, roles and activity log).
   */
  role: 'customer';
}

/** The SHA-256 of a token: what the database keeps instead of the token. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest();

/** Starts a session for `userId` and sets its cookie on `reply`. */
export async function startSession(
  db: Queryable,
  reply: FastifyReply,
  userId: string,
  secure: boolean,
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await db.query('INSERT INTO sessions (token_hash, user_id) VALUES ($1, $2)', [
    tokenHash(token),
    userId,
  ]);
  setSessionCookie(reply, token, secure);
}

/**
 * (Re)sets the cookie so its lifetime follows the server's idle expiry, never past the
 * session's absolute end (`secondsLeft`).
 */
export function setSessionCookie(
  reply: FastifyReply,
  token: string,
  secure: boolean,
  secondsLeft = sessionLifetimeSeconds,
): void {
  void reply.setCookie(sessionCookie, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: Math.max(0, Math.min(sessionIdleSeconds, Math.floor(secondsLeft))),
  });
}

/** Removes the session cookie from the browser. */
export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  void reply.clearCookie(sessionCookie, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}

const cache = new WeakMap<FastifyRequest, Promise<SessionUser | undefined>>();

/** The request's session token, if its cookie carries one. */
export const sessionToken = (request: FastifyRequest): string | undefined =>
  request.cookies[sessionCookie] || undefined;

/** The user of the request's live session, if any (looked up once per request). */
export function currentUser(
  request: FastifyRequest,
  { db }: Pick<AppContext, 'db'>,
): Promise<SessionUser | undefined> {
  let found = cache.get(request);
  if (!found) {
    found = lookUp(db, sessionToken(request));
    cache.set(request, found);
  }
  return found;
}

async function lookUp(db: Queryable, token: string | undefined): Promise<SessionUser | undefined> {
  if (!token || token.length > 200) return undefined;
  // Touching last_seen_at at most once a minute keeps reads from turning into writes.
  const result = await db.query<SessionUser & { seconds_left: number }>(
    `WITH live AS (
       SELECT s.token_hash, s.user_id, s.last_seen_at, s.created_at FROM sessions s
       WHERE s.token_hash = $1 AND s.last_seen_at > now() - make_interval(secs => $2)
         AND s.created_at > now() - make_interval(secs => $3)
     ), touched AS (
       UPDATE sessions s SET last_seen_at = now() FROM live
       WHERE s.token_hash = live.token_hash AND live.last_seen_at < now() - interval '1 minute'
     )
     SELECT u.id, u.name, u.email, u.phone, u.address, 'customer' AS role,
       extract(epoch FROM live.created_at + make_interval(secs => $3) - now())::float8
         AS seconds_left
     FROM live JOIN users u ON u.id = live.user_id`,
    [tokenHash(token), sessionIdleSeconds, sessionLifetimeSeconds],
  );
  const row = result.rows[0];
  if (!row) return undefined;
  const { seconds_left: secondsLeft, ...user } = row;
  return { ...user, sessionSecondsLeft: secondsLeft };
}

/** The session's user, or a 401. */
export async function requireUser(
  request: FastifyRequest,
  context: Pick<AppContext, 'db'>,
): Promise<SessionUser> {
  const user = await currentUser(request, context);
  if (!user) throw unauthorized();
  return user;
}

/** Refuses with 403 when a body's user id names someone other than the session's user. */
export function assertSelf(user: SessionUser, claimedId: string | undefined): void {
  if (claimedId !== undefined && claimedId !== user.id) throw forbidden();
}
