import type { FastifyInstance, FastifyRequest } from 'fastify';
import { recordActivity } from '../activity/activity.ts';
import type { StaffRole } from '../staff/permissions.ts';
import { jsonSchemaTransform, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { PgErrorCode, pgErrorCode } from '../db/index.ts';
import { clientIp } from '../http/client.ts';
import { refusals } from '../http/contract.ts';
import { badRequest, conflict, forbidden, unauthorized } from '../http/errors.ts';
import { consumeRateLimit } from '../http/rate-limit.ts';
import { email, phone, text, uuid } from '../http/validation.ts';
import { throttledPasswordCheck } from './login-throttle.ts';
import { hashPassword, newPassword, verifyPassword } from './passwords.ts';
import { shop } from '../shop.ts';
import * as reset from './reset.ts';
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

/**
 * A password being signed in with. Only an upper bound: older accounts may predate today's
 * length and common-password rules.
 */
export const currentPassword = (what: string) =>
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

/** A user on the wire: the session's own account, never a password or session detail. */
const user = z
  .strictObject({
    id: z.uuid().describe('User id.'),
    name: z.string().describe('Display name.'),
    email: z.string().describe('Login email.'),
    phone: z.string().describe("Phone; '' until given."),
    address: z.string().describe("Shipping address; '' until given."),
    role: z
      .literal('customer')
      .describe(
        "Always `customer`: a shop session is a shopper's, whoever signs in. Staff work through the staff session (`POST /api/admin/session`).",
      ),
  })
  .meta({ id: 'User', description: 'An account as its owner sees it.' });

const message = z.string().describe("The api's sentence (SPEC.md §7 keeps its wording).");

const signupReply = z.strictObject({ message, success: z.literal(true) });
const loginReply = z.strictObject({
  message,
  success: z.literal(true),
  login: z.literal(true),
  user,
});
const sessionReply = z.strictObject({ login: z.literal(true), user });
const messageReply = z.strictObject({ message });
const updateReply = z.strictObject({ message: z.literal('Update Successfull'), user });

/**
 * The password-reset calls, which `reset.ts` registers and whose bodies it checks itself (with
 * its own sentences): their replies, enforced like every route's, and their bodies as the
 * document describes them, for the document only.
 */
const resetCalls: Record<string, { body: z.ZodType; response: Record<string, z.ZodType> }> = {
  '/api/users/sendResetPasswordOTP': {
    body: reset.sendBody,
    response: {
      200: z.strictObject({
        message,
        userId: z.uuid().describe('The reset request id (the same reply for unknown emails).'),
      }),
      ...refusals(400, 429),
    },
  },
  '/api/users/verifyOtp': {
    body: reset.verifyBody,
    response: {
      200: z.strictObject({
        message,
        OtpVerified: z.string().describe('The single-use reset token for updatePassword.'),
      }),
      ...refusals(400, 429),
    },
  },
  '/api/users/updatePassword': {
    body: reset.updateBody,
    response: { 200: messageReply, ...refusals(400, 403) },
  },
};

/** A user on the wire. */
const toUser = (user: SessionUser) => ({
  id: user.id,
  name: user.name,
  email: user.email,
  phone: user.phone,
  address: user.address,
  role: user.role,
});

const userColumns = `id, name, email, phone, address, 'customer' AS role`;

/** The mail to an address someone tried to open a second account with. */
function signupAttemptMail(to: string) {
  return {
    to,
    subject: `Someone tried to sign up at ${shop.name} with your email`,
    text:
      `Someone just tried to create a ${shop.name} account with this email address, which ` +
      'already has one.\n\nIf it was you: log in with your password, or reset it from the ' +
      'login page if you have forgotten it.\nIf it was not you: you need do nothing; your ' +
      'account is unchanged.\n',
  };
}

/** The account calls of SPEC.md §7. */
export function registerUserRoutes(app: FastifyInstance, context: AppContext): void {
  const { db, limits, mailer, passwordHashing, secureCookies } = context;
  const api = app.withTypeProvider<ZodTypeProvider>();
  // A guest hears 401 before anything about the body, as before the schemas checked bodies.
  const signedIn = (request: FastifyRequest) => requireUser(request, context);

  // Compared against when the email is unknown, so a miss costs as long as a wrong password.
  const dummyHash = hashPassword('not-a-real-password', passwordHashing);

  api.post(
    '/api/users/signup',
    {
      // Counted before the body is read: malformed signups spend the limit too.
      preValidation: async (request) => {
        await consumeRateLimit(db, `signup:ip:${clientIp(request)}`, limits.signupPerIp);
      },
      schema: { body: signupBody, response: { 201: signupReply, ...refusals(400, 429) } },
    },
    async (request, reply) => {
      const body = request.body;
      const passwordHash = await hashPassword(body.password, passwordHashing);
      try {
        await db.query('INSERT INTO users (name, email, password_hash) VALUES ($1, $2, $3)', [
          body.name,
          body.email,
          passwordHash,
        ]);
      } catch (error) {
        if (pgErrorCode(error) !== PgErrorCode.uniqueViolation) throw error;
        // No account enumeration (OWASP authentication guidance): a taken email answers as a
        // new signup does, and only the address's owner hears about the attempt.
        mailer
          .send(signupAttemptMail(body.email))
          .catch((failed: unknown) => request.log.error({ err: failed }, 'signup mail failed'));
      }
      return reply.status(201).send({ message: 'Account created. Please log in.', success: true });
    },
  );

  api.post(
    '/api/users/login',
    {
      schema: {
        description: 'Starts a session: its cookie comes in `Set-Cookie`.',
        body: loginBody,
        response: { 200: loginReply, ...refusals(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const body = request.body;
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
      if (!user || !matches) {
        context.metrics.loginsFailed.inc();
        throw unauthorized('The email or password is incorrect.');
      }

      // A fresh token on every login: a session id planted before login is never promoted.
      const previous = sessionToken(request);
      if (previous)
        await db.query('DELETE FROM sessions WHERE token_hash = $1', [tokenHash(previous)]);
      await startSession(db, reply, user.id, secureCookies);
      return {
        message: 'Logged in successfully',
        success: true,
        login: true,
        user: toUser(user),
      } as const;
    },
  );

  api.get(
    '/api/users/persistUserSession',
    { schema: { response: { 200: sessionReply, ...refusals(401) } } },
    async (request, reply) => {
      const user = await requireUser(request, context).catch(() => {
        throw unauthorized('Your session has ended. Please log in again.');
      });
      const token = sessionToken(request);
      if (token) setSessionCookie(reply, token, secureCookies, user.sessionSecondsLeft);
      return { login: true, user: toUser(user) } as const;
    },
  );

  api.delete(
    '/api/users/logout',
    { schema: { response: { 200: messageReply, ...refusals() } } },
    async (request, reply) => {
      const token = sessionToken(request);
      if (token) await db.query('DELETE FROM sessions WHERE token_hash = $1', [tokenHash(token)]);
      clearSessionCookie(reply, secureCookies);
      return { message: 'Logged out successfully' };
    },
  );

  api.post(
    '/api/users/updateUserInformation',
    {
      preValidation: signedIn,
      schema: {
        body: updateBody,
        response: { 200: updateReply, ...refusals(400, 401, 403, 409, 429) },
      },
    },
    async (request) => {
      const user = await requireUser(request, context);
      const body = request.body;
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
        const row = await db.transaction(async (tx) => {
          const before = await tx.query<Record<string, string> & { role: string }>(
            `SELECT name, email, phone, address, role, deactivated_at FROM users
             WHERE id = $1 FOR UPDATE`,
            [user.id],
          );
          const updated = await tx.query<SessionUser>(
            `UPDATE users SET ${assignments} WHERE id = $1 RETURNING ${userColumns}`,
            [user.id, ...changes.map(([, value]) => value)],
          );
          const was = before.rows[0];
          // A staff member's account is also their name in the back office and its log: a change
          // made here is logged as theirs (the reply is a shopper's like any other).
          if (was && was.role !== 'customer' && was['deactivated_at'] === null) {
            const changed = changes.filter(([column, value]) => was[column] !== value);
            if (changed.length > 0) {
              await recordActivity(
                tx,
                {
                  id: user.id,
                  name: changes.find(([column]) => column === 'name')?.[1] ?? was['name']!,
                  email: changes.find(([column]) => column === 'email')?.[1] ?? was['email']!,
                  role: was.role as StaffRole,
                  twoFactorEnabled: false,
                  requestId: String(request.id),
                  address: clientIp(request),
                },
                {
                  action: 'staff.profile',
                  entityType: 'staff',
                  entityId: user.id,
                  entityName: was['email']!,
                  before: Object.fromEntries(changed.map(([column]) => [column, was[column]])),
                  after: Object.fromEntries(changed),
                },
              );
            }
          }
          return updated.rows[0];
        });
        if (!row) throw unauthorized();
        return { message: 'Update Successfull', user: toUser(row) } as const;
      } catch (error) {
        if (pgErrorCode(error) === PgErrorCode.uniqueViolation) {
          throw conflict('Another account already uses this email.');
        }
        throw error;
      }
    },
  );

  // reset.ts's routes join the contract here: their replies through the route schema, their
  // bodies through the document only (a body schema would check them before reset.ts does).
  void app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      const call = resetCalls[route.url];
      if (!call) return;
      route.schema = { ...route.schema, response: call.response };
      route.config = {
        ...route.config,
        swaggerTransform: (document) =>
          jsonSchemaTransform({ ...document, schema: { ...document.schema, body: call.body } }),
      };
    });
    reset.registerPasswordResetRoutes(scope, context);
  });
}
