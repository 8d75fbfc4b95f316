import { createHash, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import type { Database, Queryable } from '../db/index.ts';
import { clientIp } from '../http/client.ts';
import { HttpError, badRequest } from '../http/errors.ts';
import { consumeRateLimit } from '../http/rate-limit.ts';
import { email, parse, standalone, uuid } from '../http/validation.ts';
import { resetCodeMail } from '../mail/templates.ts';
import { langParam, type Language } from '../products/locale.ts';
import { hashPassword, newPassword } from './passwords.ts';
import { tokenHash } from './sessions.ts';

/** How long a code, and then a reset token, stays valid (ASVS 5.0 6.5.5). */
export const resetLifetimeSeconds = 10 * 60;
/** Wrong codes allowed before the request ends. */
export const maxCodeAttempts = 5;
/** Least time between two codes for one email. */
export const resendIntervalSeconds = 60;

/** What is stored of a reset code: bound to its request, so equal codes never hash alike. */
export const codeHash = (requestId: string, code: string) =>
  createHash('sha256').update(`${requestId}:${code}`).digest();

/** The sentence any code that is not 6 digits in a string is refused with. */
export const codeFormatMessage = 'The code is the 6 digits from the email, sent as text.';

/** The bodies of the three calls, checked here after the rate limits (users/routes.ts documents them). */
export const sendBody = z.strictObject({
  email,
  lang: langParam.describe('The language of the mail with the code: en (the default) or ur.'),
});
export const verifyBody = z.strictObject({
  // Text only: a JSON number has already lost a code's leading zeros (3476 for 003476).
  otp: z
    .string({ error: codeFormatMessage })
    .trim()
    .refine((code) => /^\d{6}$/.test(code), { error: codeFormatMessage, params: standalone }),
  userId: uuid('The reset request id'),
});
export const updateBody = z.strictObject({
  id: uuid('The reset request id'),
  resetPassword: newPassword,
  token: z
    .string({ error: 'The reset token is missing; open the link from the code step again.' })
    .min(1, { error: 'The reset token is missing; open the link from the code step again.' })
    .max(200, { error: 'The reset token is not valid.' }),
});

const wrongCode = () => badRequest('The code is wrong or has expired. Ask for a new code.');
const invalidLink = () =>
  new HttpError(403, 'This reset link is invalid or has expired. Ask for a new code.');

/** A reset request just made: its id (the `/otp/{id}` link's), its code and the account. */
export interface StartedReset {
  /** The request id. */
  id: string;
  /** The 6-digit code to mail. */
  code: string;
  /** The account, when the email has one. */
  user: { id: string; name: string } | undefined;
}

/**
 * Starts a reset for `email` (ending any earlier one), or throws a 429 when a code went out
 * less than a minute ago. The shopper's own call and the back office's "send a password reset"
 * both start resets here; `alongside` runs in the same transaction (the back office's log row).
 */
export async function startPasswordReset(
  db: Database,
  email: string,
  alongside?: (tx: Queryable, reset: StartedReset) => Promise<void>,
  /** The language the shopper asked in, recorded with the request. @default 'en' */
  lang: Language = 'en',
): Promise<StartedReset> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const created = await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`reset:${email}`]);
    const recent = await tx.query(
      `SELECT 1 FROM password_resets WHERE lower(email) = $1
       AND created_at > now() - make_interval(secs => $2)`,
      [email, resendIntervalSeconds],
    );
    if (recent.rowCount > 0) return undefined;
    await tx.query(
      `UPDATE password_resets SET used_at = now() WHERE lower(email) = $1 AND used_at IS NULL`,
      [email],
    );
    const user = await tx.query<{ id: string; name: string }>(
      'SELECT id, name FROM users WHERE lower(email) = $1',
      [email],
    );
    const id = randomUUID();
    await tx.query(
      `INSERT INTO password_resets (id, email, user_id, code_hash, expires_at, lang)
       VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5), $6)`,
      [id, email, user.rows[0]?.id ?? null, codeHash(id, code), resetLifetimeSeconds, lang],
    );
    const started = { id, code, user: user.rows[0] };
    await alongside?.(tx, started);
    return started;
  });
  if (!created) {
    throw new HttpError(429, 'A code was sent less than a minute ago. Please wait a minute.', {
      headers: { 'retry-after': String(resendIntervalSeconds) },
    });
  }
  return created;
}

/** The password-reset calls: request a code, trade it for a token, set a new password. */
export function registerPasswordResetRoutes(app: FastifyInstance, context: AppContext): void {
  const { db, limits, mailer, metrics, passwordHashing } = context;

  app.post('/api/users/sendResetPasswordOTP', async (request) => {
    const body = parse(sendBody, request.body);
    await consumeRateLimit(db, `otp-send:ip:${clientIp(request)}`, limits.otpSendPerIp);
    await consumeRateLimit(db, `otp-send:account:${body.email}`, limits.otpSendPerAccount);

    // Rows exist for unknown emails too: both get the same reply, the same resend rule, and
    // an id that behaves alike, so the reply never tells whether an account exists.
    const created = await startPasswordReset(db, body.email, undefined, body.lang);
    const code = created.code;
    if (created.user) {
      metrics.resetCodesSent.inc();
      // Not awaited: a reply that waited for the mail would take longer for real accounts.
      mailer
        .send(resetCodeMail(body.email, created.user.name, code, body.lang))
        .catch((error: unknown) => request.log.error({ err: error }, 'reset mail failed'));
    }
    return {
      message: 'If an account exists for this email, a code is on its way.',
      userId: created.id,
    };
  });

  app.post('/api/users/verifyOtp', async (request) => {
    await consumeRateLimit(db, `otp-verify:ip:${clientIp(request)}`, limits.otpVerifyPerIp);
    const body = parse(verifyBody, request.body);
    // Decided inside the transaction, thrown after it: a wrong try must be counted, not rolled back.
    const outcome = await db.transaction(async (tx) => {
      const found = await tx.query<{
        user_id: string | null;
        code_hash: Buffer | Uint8Array;
        attempts: number;
        live: boolean;
      }>(
        `SELECT user_id, code_hash, attempts,
           (expires_at > now() AND used_at IS NULL AND verified_at IS NULL) AS live
         FROM password_resets WHERE id = $1 FOR UPDATE`,
        [body.userId],
      );
      const row = found.rows[0];
      if (!row || !row.live) return { kind: 'wrong' as const };
      if (row.attempts >= maxCodeAttempts) return { kind: 'locked' as const };
      const expected = Buffer.from(row.code_hash);
      const given = codeHash(body.userId, body.otp);
      const matches =
        row.user_id !== null &&
        expected.length === given.length &&
        timingSafeEqual(expected, given);
      if (!matches) {
        await tx.query('UPDATE password_resets SET attempts = attempts + 1 WHERE id = $1', [
          body.userId,
        ]);
        return { kind: 'wrong' as const };
      }
      const token = randomBytes(32).toString('base64url');
      await tx.query(
        `UPDATE password_resets SET verified_at = now(), token_hash = $2,
           token_expires_at = now() + make_interval(secs => $3) WHERE id = $1`,
        [body.userId, tokenHash(token), resetLifetimeSeconds],
      );
      return { kind: 'verified' as const, token };
    });
    if (outcome.kind === 'locked') {
      throw new HttpError(429, 'Too many wrong codes. Ask for a new code.');
    }
    if (outcome.kind === 'wrong') throw wrongCode();
    return { message: 'Code verified', OtpVerified: outcome.token };
  });

  app.post('/api/users/updatePassword', async (request) => {
    const body = parse(updateBody, request.body);
    const passwordHash = await hashPassword(body.resetPassword, passwordHashing);
    const done = await db.transaction(async (tx) => {
      const claimed = await tx.query<{ user_id: string }>(
        `UPDATE password_resets SET used_at = now()
         WHERE id = $1 AND token_hash = $2 AND token_expires_at > now()
           AND used_at IS NULL AND user_id IS NOT NULL
         RETURNING user_id`,
        [body.id, tokenHash(body.token)],
      );
      const userId = claimed.rows[0]?.user_id;
      if (!userId) return false;
      await tx.query('UPDATE users SET password_hash = $2 WHERE id = $1', [userId, passwordHash]);
      // A reset signs the account out everywhere: whoever knew the old password loses access.
      await tx.query('DELETE FROM sessions WHERE user_id = $1', [userId]);
      await tx.query(
        'UPDATE password_resets SET used_at = now() WHERE user_id = $1 AND used_at IS NULL',
        [userId],
      );
      return true;
    });
    if (!done) throw invalidLink();
    return { message: 'Your password has been reset. Please log in.' };
  });
}
