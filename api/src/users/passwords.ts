import { readFileSync } from 'node:fs';
import { hash, verify, type Options } from '@node-rs/argon2';
import { password, standalone } from '../http/validation.ts';

/** argon2id (the library's default algorithm) with the given cost. */
export const hashPassword = (password: string, options: Options = {}) => hash(password, options);

/** Whether `password` matches the stored argon2 `passwordHash`; false for a malformed hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Shipped beside this file (see common-passwords.LICENSE): no network at run or test time.
// Lower-cased, so "Password1" counts as "password1": case alone adds little to a guessed word.
const commonPasswords = new Set(
  readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
    .split('\n')
    .map((line) => line.trim().toLowerCase())
    .filter(Boolean),
);

/** Whether `candidate` is one of the 10,000 most common passwords (case ignored). */
export const isCommonPassword = (candidate: string): boolean =>
  commonPasswords.has(candidate.toLowerCase());

/** The sentence a common password is refused with. */
export const commonPasswordMessage =
  'This password is one of the 10,000 most common passwords; please choose a less guessable one.';

/** A password someone is choosing now (signup, reset): within bounds and not a common one. */
export const newPassword = password.refine((candidate) => !isCommonPassword(candidate), {
  error: commonPasswordMessage,
  params: standalone,
});
