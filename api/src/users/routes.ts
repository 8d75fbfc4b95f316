import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { PgErrorCode, pgErrorCode } from '../db/index.ts';
import { clientIp } from '../http/client.ts';
import { badRequest, conflict, forbidden, unauthorized } from '../http/errors.ts';
import { consumeRateLimit } from '../http/rate-limit.ts';
import { email, parse, phone, text, uuid } from '../http/validation.ts';
import { throttledPasswordCheck } from './login-throttle.ts';
import { hashPassword, newPassword, verifyPassword } from './passwords.ts';
import { registerPasswordResetRoutes } from './reset.ts';
import {
  assertSelf,
  clearSessionCookie,
  requireUser,
  sessionToken,
  setSessionCookie,
  startSession,
  tokenHash,
  type SessionUser,
} from './sessions.ts';

const signupBody = z.strictObject({
  name: text('Name', 1, 100),
  email,
  password: newPassword,
});

// Only an upper bound: older accounts may predate today's length and common-password rules.
const currentPassword = (what: string) =>
  z
    .string({ error: `${what} must be text.` })
    .min(1, { error: `${what} is required.` })
    .max(128, { error: `${what} can be at most 128 characters.` });

const loginBody = z.strictObject({
  email,
  password: currentPassword('Password'),
});

const updateBody = z.strictObject({
  id: uuid('The user id').optional(),
  name: text('Name', 1, 100).optional(),
  email: email.optional(),
  phone: phone.optional(),
  address: text('Address', 1, 500).optional(),
  // Asked for when the email changes: whoever holds a stolen session must not take the account
  // over by pointing its password resets at their own address.
  currentPassword: currentPassword('The current password').optional(),
});

/** A user on the wire. */
const toUser = (user: SessionUser) => ({
  id: user.id,
  name: user.name,
  email: user.email,
  phone: user.phone,
  address: user.address,
  role: user.role,
});

const userColumns = 'id, name, email, phone, address, role';

/** The account calls of SPEC.md §7. */
export function registerUserRoutes(app: FastifyInstance, context: AppContext): void {
  const { db, limits, passwordHashing, secureCookies } = context;

  // Compared against when the email is unknown, so a miss costs as long as a wrong password.
  const dummyHash = hashPassword('not-a-real-password', passwordHashing);

  app.post('/api/users/signup', async (request, reply) => {
    await consumeRateLimit(db, `signup:ip:${clientIp(request)}`, limits.signupPerIp);
    const body = parse(signupBody, request.body);
    const passwordHash = await hashPassword(body.password, passwordHashing);
    try {
      await db.query('INSERT INTO users (name, email, password_hash) VALUES ($1, $2, $3)', [
        body.name,
        body.email,
        passwordHash,
      ]);
    } catch (error) {
      if (pgErrorCode(error) === PgErrorCode.uniqueViolation) {
        throw conflict('An account with this email already exists. Please log in.');
      }
      throw error;
    }
    return reply.status(201).send({ message: 'Account created. Please log in.', success: true });
  });

  app.post('/api/users/login', async (request, reply) => {
    const body = parse(loginBody, request.body);
    const found = await db.query<SessionUser & { password_hash: string }>(
      `SELECT ${userColumns}, password_hash FROM users WHERE lower(email) = $1`,
      [body.email],
    );
    const user = found.rows[0];
    const matches = await throttledPasswordCheck(
      db,
      limits,
      { email: body.email, ip: clientIp(request) },
      async () =>
        (await verifyPassword(user?.password_hash ?? (await dummyHash), body.password)) &&
        user !== undefined,
    );
    if (!user || !matches) throw unauthorized('The email or password is incorrect.');

    // A fresh token on every login: a session id planted before login is never promoted.
    const previous = sessionToken(request);
    if (previous)
      await db.query('DELETE FROM sessions WHERE token_hash = $1', [tokenHash(previous)]);
    await startSession(db, reply, user.id, secureCookies);
    return { message: 'Logged in successfully', success: true, login: true, user: toUser(user) };
  });

  app.get('/api/users/persistUserSession', async (request, reply) => {
    const user = await requireUser(request, context).catch(() => {
      throw unauthorized('Your session has ended. Please log in again.');
    });
    const token = sessionToken(request);
    if (token) setSessionCookie(reply, token, secureCookies, user.sessionSecondsLeft);
    return { login: true, user: toUser(user) };
  });

  app.delete('/api/users/logout', async (request, reply) => {
    const token = sessionToken(request);
    if (token) await db.query('DELETE FROM sessions WHERE token_hash = $1', [tokenHash(token)]);
    clearSessionCookie(reply, secureCookies);
    return { message: 'Logged out successfully' };
  });

  app.post('/api/users/updateUserInformation', async (request) => {
    const user = await requireUser(request, context);
    const body = parse(updateBody, request.body);
    assertSelf(user, body.id);
    if (body.email !== undefined && body.email !== user.email.toLowerCase()) {
      if (body.currentPassword === undefined) {
        throw badRequest(
          'Changing your email needs your current password: send it as "currentPassword".',
        );
      }
      const given = body.currentPassword;
      const stored = await db.query<{ password_hash: string }>(
        'SELECT password_hash FROM users WHERE id = $1',
        [user.id],
      );
      const matches = await throttledPasswordCheck(
        db,
        limits,
        { email: user.email.toLowerCase(), ip: clientIp(request) },
        () => verifyPassword(stored.rows[0]?.password_hash ?? '', given),
      );
      if (!matches) {
        throw forbidden('The current password is wrong, so the email was not changed.');
      }
    }
    const changes = Object.entries({
      name: body.name,
      email: body.email,
      phone: body.phone,
      address: body.address,
    }).filter((entry): entry is [string, string] => entry[1] !== undefined);
    if (changes.length === 0) throw badRequest('No changes made.');

    const assignments = changes.map(([column], index) => `${column} = $${index + 2}`).join(', ');
    try {
      const updated = await db.query<SessionUser>(
        `UPDATE users SET ${assignments} WHERE id = $1 RETURNING ${userColumns}`,
        [user.id, ...changes.map(([, value]) => value)],
      );
      const row = updated.rows[0];
      if (!row) throw unauthorized();
      return { message: 'Update Successfull', user: toUser(row) };
    } catch (error) {
      if (pgErrorCode(error) === PgErrorCode.uniqueViolation) {
        throw conflict('Another account already uses this email.');
      }
      throw error;
    }
  });

  registerPasswordResetRoutes(app, context);
}
