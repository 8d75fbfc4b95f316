/**
 * The back office's sign-in: staff sessions (`bloom_staff`, path /admin), the shoppers' login
 * throttle, and TOTP two-factor enrolment (DESIGN.md "Back office").
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordActivity } from '../activity/activity.ts';
import type { AppContext } from '../context.ts';
import { clientIp } from '../http/client.ts';
import { errorReply, refusals } from '../http/contract.ts';
import { badRequest, conflict, HttpError, unauthorized } from '../http/errors.ts';
import { email } from '../http/validation.ts';
import { throttledCodeCheck, throttledPasswordCheck } from '../users/login-throttle.ts';
import { hashPassword, verifyPassword } from '../users/passwords.ts';
import { currentPassword } from '../users/routes.ts';
import {
  loadStaffMember,
  sessionOf,
  staffLocales,
  staffMember,
  staffSessionReply,
} from './accounts.ts';
import {
  endStaffSession,
  mustEnrol,
  requireStaffSession,
  staffActor,
  startStaffSession,
} from './sessions.ts';
import {
  acceptSecondFactor,
  newEnrolment,
  replaceRecoveryCodes,
  totpCounter,
} from './two-factor.ts';

const secondFactor = z
  .string({ error: 'The code must be text.' })
  .trim()
  .min(1, { error: 'The code is required.' })
  .max(40, { error: 'The code can be at most 40 characters.' });

const signInBody = z.strictObject({
  email,
  password: currentPassword('Password'),
  code: secondFactor
    .optional()
    .describe('The authenticator’s 6-digit code, or a recovery code; only with two-factor on.'),
});

const totpCode = z
  .string({ error: 'The code must be text.' })
  .trim()
  .regex(/^\d{6}$/, { error: 'The code is the 6 digits your authenticator app shows.' });

const codeRequiredReply = errorReply
  .extend({ codeRequired: z.literal(true).optional() })
  .describe(
    'Wrong email or password (one sentence for both; shoppers too), or with two-factor on: `codeRequired` when the code is missing or wrong.',
  );

const tags = ['admin'];

interface SignInRow {
  id: string;
  role: string;
  deactivated_at: Date | null;
  password_hash: string;
  totp_secret: string | null;
  totp_enabled_at: Date | null;
}

/** Sign-in, sign-out, the session check and two-factor enrolment. */
export function registerStaffSessionRoutes(app: FastifyInstance, context: AppContext): void {
  const { db, limits, passwordHashing, secureCookies, totpBox } = context;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = (request: FastifyRequest) => requireStaffSession(request, context);
  // Compared against when the email is unknown, so a miss costs as long as a wrong password.
  const dummyHash = hashPassword('not-a-real-password', passwordHashing);
  const wrongCredentials = () => unauthorized('The email or password is incorrect.');

  api.post(
    '/api/admin/session',
    {
      schema: {
        tags,
        operationId: 'adminSignIn',
        description:
          'Starts a staff session (cookie `bloom_staff` in Set-Cookie). Shoppers are refused as a wrong password is.',
        body: signInBody,
        response: {
          200: staffSessionReply,
          ...refusals(400, 429),
          401: codeRequiredReply,
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const ip = clientIp(request);
      const found = await db.query<SignInRow>(
        `SELECT id, role, deactivated_at, password_hash, totp_secret, totp_enabled_at
         FROM users WHERE lower(email) = $1`,
        [body.email],
      );
      const user = found.rows[0];
      const matches = await throttledPasswordCheck(
        db,
        limits,
        { email: body.email, ip },
        async () =>
          (await verifyPassword(user?.password_hash ?? (await dummyHash), body.password)) &&
          user !== undefined,
      );
      if (!user || !matches || user.role === 'customer' || user.deactivated_at !== null) {
        throw wrongCredentials();
      }
      if (user.totp_enabled_at !== null && user.totp_secret !== null) {
        const totpSecret = totpBox.open(user.totp_secret);
        if (body.code === undefined) {
          throw new HttpError(401, 'Enter the code from your authenticator app.', {
            extra: { codeRequired: true },
          });
        }
        const code = body.code;
        // Codes are guessed like passwords, so they are throttled like them.
        // Per address like passwords, and per account whatever the address.
        const accepted = await throttledPasswordCheck(
          db,
          limits,
          { email: `2fa:${body.email}`, ip },
          () =>
            throttledCodeCheck(db, limits, body.email, () =>
              acceptSecondFactor(db, { id: user.id, email: body.email, totpSecret }, code),
            ),
        );
        if (!accepted) {
          throw new HttpError(
            401,
            'The code is not right. Enter the current code from your app, or an unused recovery code.',
            { extra: { codeRequired: true } },
          );
        }
      }
      // A fresh token on every sign-in: a token planted before is never promoted.
      await endStaffSession(db, request, reply, secureCookies);
      await startStaffSession(db, reply, user.id, secureCookies);
      const member = await loadStaffMember(db, user.id);
      return sessionOf(member, mustEnrol(member, context));
    },
  );

  api.get(
    '/api/admin/session',
    {
      preValidation: signedIn,
      schema: {
        tags,
        operationId: 'adminSession',
        description: 'Who is signed in to the back office, with what their role allows.',
        response: { 200: staffSessionReply, ...refusals(401) },
      },
    },
    async (request) => {
      const staff = await requireStaffSession(request, context);
      return sessionOf(await loadStaffMember(db, staff.id), mustEnrol(staff, context));
    },
  );

  api.patch(
    '/api/admin/session/locale',
    {
      preValidation: signedIn,
      schema: {
        tags,
        operationId: 'adminSetLocale',
        description:
          'The language the back office speaks to the signed-in staff member, kept with their account.',
        body: z.strictObject({
          locale: z.enum(staffLocales, { error: 'The language must be en or ur.' }),
        }),
        response: { 200: z.strictObject({ staff: staffMember }), ...refusals(400, 401) },
      },
    },
    async (request) => {
      // Any session may choose its own language, even one that still has to enrol in two-factor.
      const actor = await staffActor(request, context);
      const { locale } = request.body;
      await db.transaction(async (tx) => {
        const before = await loadStaffMember(tx, actor.id, { lock: true });
        if (before.locale === locale) return;
        await tx.query('UPDATE users SET locale = $2 WHERE id = $1', [actor.id, locale]);
        await recordActivity(tx, actor, {
          action: 'staff.locale_changed',
          entityType: 'staff',
          entityId: actor.id,
          entityName: actor.email,
          before: { locale: before.locale },
          after: { locale },
        });
      });
      return { staff: await loadStaffMember(db, actor.id) };
    },
  );

  api.delete(
    '/api/admin/session',
    {
      schema: {
        tags,
        operationId: 'adminSignOut',
        description: 'Ends the staff session and clears its cookie; harmless without one.',
        response: { 200: z.strictObject({ message: z.string() }), ...refusals() },
      },
    },
    async (request, reply) => {
      await endStaffSession(db, request, reply, secureCookies);
      return { message: 'You are signed out of the back office.' };
    },
  );

  api.post(
    '/api/admin/two-factor/start',
    {
      preValidation: signedIn,
      schema: {
        tags,
        operationId: 'adminTwoFactorStart',
        description:
          'A new TOTP secret for an authenticator app (as text, as an otpauth:// URL and as an SVG QR code); confirm it with a code. Calling again replaces the pending secret.',
        response: {
          200: z.strictObject({
            secret: z.string().describe('The base32 secret, to type in by hand.'),
            otpauthUrl: z.string().describe('The otpauth://totp/… URL the QR code holds.'),
            qrSvg: z.string().describe('The QR code as an SVG document.'),
          }),
          ...refusals(401, 409),
        },
      },
    },
    async (request) => {
      const actor = await staffActor(request, context);
      if (actor.twoFactorEnabled) {
        throw conflict('Two-factor sign-in is already on. Turn it off first to use a new device.');
      }
      const enrolment = await newEnrolment(actor.email);
      await db.transaction(async (tx) => {
        await tx.query('UPDATE users SET totp_pending_secret = $2 WHERE id = $1', [
          actor.id,
          totpBox.seal(enrolment.secret),
        ]);
        // Someone holding a stolen session and starting enrolment shows in the log.
        await recordActivity(tx, actor, {
          action: 'staff.two_factor_started',
          entityType: 'staff',
          entityId: actor.id,
          entityName: actor.email,
          before: null,
          after: { twoFactorPending: true },
        });
      });
      return enrolment;
    },
  );

  api.post(
    '/api/admin/two-factor/confirm',
    {
      preValidation: signedIn,
      schema: {
        tags,
        operationId: 'adminTwoFactorConfirm',
        description:
          'Turns two-factor on with a code from the app; answers the recovery codes, shown this once.',
        body: z.strictObject({ code: totpCode }),
        response: {
          200: z.strictObject({
            recoveryCodes: z.array(z.string()).describe('Each signs in once in place of a code.'),
            staff: staffMember,
          }),
          ...refusals(400, 401, 409),
        },
      },
    },
    async (request, reply) => {
      const actor = await staffActor(request, context);
      const code = request.body.code;
      const recoveryCodes = await db.transaction(async (tx) => {
        const found = await tx.query<{
          totp_pending_secret: string | null;
          totp_enabled_at: Date | null;
        }>('SELECT totp_pending_secret, totp_enabled_at FROM users WHERE id = $1 FOR UPDATE', [
          actor.id,
        ]);
        const row = found.rows[0];
        if (row?.totp_enabled_at) throw conflict('Two-factor sign-in is already on.');
        if (!row?.totp_pending_secret) throw conflict('Start two-factor enrolment first.');
        const secret = totpBox.open(row.totp_pending_secret);
        const counter = totpCounter(secret, actor.email, code);
        if (counter === undefined) {
          throw badRequest(
            "The code is not right. Check that your phone's clock is set automatically and enter the current code.",
          );
        }
        await tx.query(
          `UPDATE users SET totp_secret = totp_pending_secret, totp_pending_secret = NULL,
             totp_enabled_at = now(), totp_last_counter = $2 WHERE id = $1`,
          [actor.id, counter],
        );
        await recordActivity(tx, actor, {
          action: 'staff.two_factor_on',
          entityType: 'staff',
          entityId: actor.id,
          entityName: actor.email,
          before: { twoFactorEnabled: false },
          after: { twoFactorEnabled: true },
        });
        // The session the password alone opened ends, with every other one of this member:
        // from here on the account is held by two factors, and so is the cookie.
        await tx.query('DELETE FROM staff_sessions WHERE user_id = $1', [actor.id]);
        await startStaffSession(tx, reply, actor.id, secureCookies);
        return replaceRecoveryCodes(tx, actor.id);
      });
      return { recoveryCodes, staff: await loadStaffMember(db, actor.id) };
    },
  );

  api.delete(
    '/api/admin/two-factor',
    {
      preValidation: signedIn,
      schema: {
        tags,
        operationId: 'adminTwoFactorDisable',
        description:
          'Turns two-factor off with a current code or a recovery code. Refused (409) when the shop requires it (STAFF_2FA=required).',
        body: z.strictObject({ code: secondFactor }),
        response: { 200: z.strictObject({ staff: staffMember }), ...refusals(400, 401, 409) },
      },
    },
    async (request) => {
      const actor = await staffActor(request, context);
      if (context.staffTwoFactor === 'required') {
        throw conflict('Two-factor sign-in is required for every staff member in this shop.');
      }
      const code = request.body.code;
      await db.transaction(async (tx) => {
        const found = await tx.query<{ totp_secret: string | null }>(
          'SELECT totp_secret FROM users WHERE id = $1 AND totp_enabled_at IS NOT NULL FOR UPDATE',
          [actor.id],
        );
        const stored = found.rows[0]?.totp_secret;
        if (!stored) throw conflict('Two-factor sign-in is not on.');
        const totpSecret = totpBox.open(stored);
        if (
          !(await acceptSecondFactor(tx, { id: actor.id, email: actor.email, totpSecret }, code))
        ) {
          throw badRequest('The code is not right, so two-factor sign-in stays on.');
        }
        await tx.query(
          `UPDATE users SET totp_secret = NULL, totp_pending_secret = NULL, totp_enabled_at = NULL,
             totp_last_counter = NULL WHERE id = $1`,
          [actor.id],
        );
        await tx.query('DELETE FROM staff_recovery_codes WHERE user_id = $1', [actor.id]);
        await recordActivity(tx, actor, {
          action: 'staff.two_factor_off',
          entityType: 'staff',
          entityId: actor.id,
          entityName: actor.email,
          before: { twoFactorEnabled: true },
          after: { twoFactorEnabled: false },
        });
      });
      return { staff: await loadStaffMember(db, actor.id) };
    },
  );
}
