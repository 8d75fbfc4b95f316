/**
 * Two-factor secrets at rest: sealed with AES-256-GCM under a key from the environment
 * (`STAFF_TOTP_KEY`), so a copy of the database (a backup, a replica, a dump) holds no secret
 * that can mint codes. Stored as `enc1:<iv>.<tag>.<ciphertext>` (base64url). A value without the
 * prefix is a secret written before sealing existed; `sealStoredSecrets` (two-factor.ts) seals
 * those at start.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const prefix = 'enc1:';

/** Seals and opens two-factor secrets with one key. */
export interface SecretBox {
  /** The stored form of `secret`. */
  seal(secret: string): string;
  /** The secret a stored value holds (an unsealed, older value is returned as it is). */
  open(stored: string): string;
}

/**
 * The key local development and tests use when `STAFF_TOTP_KEY` is unset. It is in this file
 * for everyone to read, so it protects nothing: a production start refuses to use it.
 */
export const developmentTotpKey = createHash('sha256')
  .update('bloom development two-factor key: never for a real shop')
  .digest();

/** Reads `STAFF_TOTP_KEY` (32 bytes as 64 hex digits or base64); throws a sentence when unusable. */
export function readTotpKey(value: string | undefined, nodeEnv: string): Buffer {
  const text = value?.trim();
  if (!text) {
    if (nodeEnv === 'production') {
      throw new Error(
        'STAFF_TOTP_KEY is not set: in production the staff two-factor secrets are encrypted with it. Set it to 32 random bytes (e.g. `openssl rand -hex 32`) and keep it out of the database backups.',
      );
    }
    return developmentTotpKey;
  }
  const key = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  if (key.length !== 32) {
    throw new Error(
      'STAFF_TOTP_KEY must be 32 bytes, written as 64 hex digits or in base64 (e.g. `openssl rand -hex 32`).',
    );
  }
  if (nodeEnv === 'production' && key.equals(developmentTotpKey)) {
    throw new Error('STAFF_TOTP_KEY is the development key, which anyone can read: set your own.');
  }
  return key;
}

/** A box over `key` (32 bytes). */
export function secretBox(key: Buffer): SecretBox {
  return {
    seal(secret) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return `${prefix}${[iv, tag, sealed].map((part) => part.toString('base64url')).join('.')}`;
    },
    open(stored) {
      if (!stored.startsWith(prefix)) return stored;
      const [iv, tag, sealed] = stored
        .slice(prefix.length)
        .split('.')
        .map((part) => Buffer.from(part, 'base64url'));
      if (!iv || !tag || !sealed) throw new Error('A stored two-factor secret is malformed.');
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8');
    },
  };
}
