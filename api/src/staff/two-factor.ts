/**
 * TOTP two-factor sign-in (RFC 6238, 30 s steps, 6 digits, SHA-1: what every authenticator app
 * reads from a QR code) with `otpauth`, the QR code with `qrcode`, and single-use recovery codes
 * kept only as hashes.
 */
import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { asBookkeeping } from '../activity/guard.ts';
import type { Queryable } from '../db/index.ts';
import { shop } from '../shop.ts';
import { tokenHash } from '../users/sessions.ts';
import type { SecretBox } from './totp-key.ts';

/** How many recovery codes a member gets on enrolling. */
export const recoveryCodeCount = 10;

const issuer = `${shop.name} back office`;

const totpFor = (secret: string, email: string) =>
  new TOTP({ issuer, label: email, secret: Secret.fromBase32(secret) });

/** A new secret, the `otpauth://` URL an app reads and that URL as an SVG QR code. */
export async function newEnrolment(email: string) {
  const secret = new Secret({ size: 20 }).base32;
  const otpauthUrl = totpFor(secret, email).toString();
  const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 2 });
  return { secret, otpauthUrl, qrSvg };
}

/** A code is 6 digits; anything else a member types is read as a recovery code. */
export const isTotpCode = (code: string) => /^\d{6}$/.test(code);

/**
 * The time step `code` belongs to (one step either side of now is allowed for clock drift),
 * or undefined when it is not right for `secret`.
 */
export function totpCounter(secret: string, email: string, code: string): number | undefined {
  if (!isTotpCode(code)) return undefined;
  const totp = totpFor(secret, email);
  const delta = totp.validate({ token: code, window: 1 });
  if (delta === null) return undefined;
  return TOTP.counter({ period: totp.period }) + delta;
}

const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';

const normalise = (code: string) => code.trim().toLowerCase().replace(/[\s-]/g, '');

/** Fresh recovery codes for `userId`, replacing any earlier ones; returns them (shown once). */
export async function replaceRecoveryCodes(tx: Queryable, userId: string): Promise<string[]> {
  const codes = Array.from({ length: recoveryCodeCount }, () => {
    const characters = Array.from({ length: 10 }, () => alphabet[randomInt(alphabet.length)]);
    return `${characters.slice(0, 5).join('')}-${characters.slice(5).join('')}`;
  });
  await tx.query('DELETE FROM staff_recovery_codes WHERE user_id = $1', [userId]);
  await tx.query(
    `INSERT INTO staff_recovery_codes (user_id, code_hash)
     SELECT $1, decode(hash, 'hex') FROM unnest($2::text[]) AS hash`,
    [userId, codes.map((code) => tokenHash(normalise(code)).toString('hex'))],
  );
  return codes;
}

/** Uses up `code` if it is one of `userId`'s unused recovery codes; whether it was. */
export async function useRecoveryCode(
  db: Queryable,
  userId: string,
  code: string,
): Promise<boolean> {
  if (code.length > 40) return false;
  const used = await db.query(
    `UPDATE staff_recovery_codes SET used_at = now()
     WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL`,
    [userId, tokenHash(normalise(code))],
  );
  return used.rowCount === 1;
}

/**
 * Whether `code` (a current TOTP code or an unused recovery code) is right for `userId`, using
 * it up: a TOTP step is never accepted twice, a recovery code only once.
 */
export async function acceptSecondFactor(
  db: Queryable,
  user: { id: string; email: string; totpSecret: string },
  code: string,
): Promise<boolean> {
  if (!isTotpCode(code)) return useRecoveryCode(db, user.id, code);
  const counter = totpCounter(user.totpSecret, user.email, code);
  if (counter === undefined) return false;
  // Replay protection, not a change anyone made: bookkeeping even inside a staff request.
  const claimed = await asBookkeeping(() =>
    db.query(
      `UPDATE users SET totp_last_counter = $2
       WHERE id = $1 AND (totp_last_counter IS NULL OR totp_last_counter < $2)`,
      [user.id, counter],
    ),
  );
  return claimed.rowCount === 1;
}

/** Seals every two-factor secret still stored in the clear; answers how many it sealed. */
export async function sealStoredSecrets(db: Queryable, box: SecretBox): Promise<number> {
  const found = await db.query<{
    id: string;
    totp_secret: string | null;
    totp_pending_secret: string | null;
  }>(
    `SELECT id, totp_secret, totp_pending_secret FROM users
     WHERE (totp_secret IS NOT NULL AND totp_secret NOT LIKE 'enc1:%')
        OR (totp_pending_secret IS NOT NULL AND totp_pending_secret NOT LIKE 'enc1:%')`,
  );
  for (const row of found.rows) {
    const seal = (value: string | null) => (value === null ? null : box.seal(box.open(value)));
    await db.query('UPDATE users SET totp_secret = $2, totp_pending_secret = $3 WHERE id = $1', [
      row.id,
      seal(row.totp_secret),
      seal(row.totp_pending_secret),
    ]);
  }
  return found.rows.length;
}
