/**
 * How password guesses are throttled without letting anyone lock the owner out. Wrong passwords
 * are counted per (account, address) pair: the guessing address is refused, the owner's never
 * is. A flood from many addresses is slowed by a short per-account window that only addresses
 * which already failed on the account have to share. Every counter lives in PostgreSQL, so all
 * api processes count together.
 */
import type { Queryable } from '../db/index.ts';
import {
  clearRateLimit,
  consumeRateLimit,
  countRateLimit,
  peekRateLimit,
  tooManyAttempts,
  type RateLimitRules,
} from '../http/rate-limit.ts';

/** Who is guessing which account's password. */
export interface PasswordAttempt {
  /** The account's email, lower-cased. */
  email: string;
  /** The caller's address. */
  ip: string;
}

type LoginRules = Pick<
  RateLimitRules,
  'loginPerIp' | 'loginFailuresPerAccountAndIp' | 'loginRetriesPerAccount'
>;

/**
 * Runs `check` (a second-factor code) under the per-account limit on wrong codes, whatever the
 * address: past it every code for the account is refused (429) until the window ends. Counted
 * before the check, so parallel guesses cannot overrun it; forgiven by a right code.
 */
export async function throttledCodeCheck(
  db: Queryable,
  limits: Pick<RateLimitRules, 'twoFactorFailuresPerAccount'>,
  email: string,
  check: () => Promise<boolean>,
): Promise<boolean> {
  const key = `2fa:failures:${email}`;
  const rule = limits.twoFactorFailuresPerAccount;
  const reserved = await countRateLimit(db, key, rule);
  if (reserved.hits > rule.limit) {
    throw tooManyAttempts(
      reserved.retryAfter,
      'Too many wrong codes for this account. Please wait a while and try again.',
    );
  }
  const matches = await check();
  if (matches) await clearRateLimit(db, key);
  return matches;
}

const failuresKey = ({ email, ip }: PasswordAttempt) => `login:failures:${email}|${ip}`;

/**
 * Runs `check` (a password comparison) under the login throttle and returns its answer. Throws
 * a 429 instead when the address has used up its wrong passwords for this account, when the
 * account is being flooded and this address already failed on it, or when the address tries
 * too much overall. A right password clears the address's failures on the account.
 */
export async function throttledPasswordCheck(
  db: Queryable,
  limits: LoginRules,
  attempt: PasswordAttempt,
  check: () => Promise<boolean>,
): Promise<boolean> {
  await consumeRateLimit(db, `login:ip:${attempt.ip}`, limits.loginPerIp);
  const key = failuresKey(attempt);
  const rule = limits.loginFailuresPerAccountAndIp;
  const lockedOut = (retryAfter: number) =>
    tooManyAttempts(
      retryAfter,
      'Too many wrong passwords for this account from your address. Please wait and try again, or reset your password.',
    );

  const before = await peekRateLimit(db, key);
  if (before.hits >= rule.limit) throw lockedOut(before.retryAfter);
  if (before.hits > 0) {
    await consumeRateLimit(
      db,
      `login:retries:${attempt.email}`,
      limits.loginRetriesPerAccount,
      'This account is receiving many wrong passwords. Please wait a moment and try again.',
    );
  }
  // Counted as a failure before the check and forgiven after a right one: of many parallel
  // guesses from one address, only the allowed number ever reach the comparison.
  const reserved = await countRateLimit(db, key, rule);
  if (reserved.hits > rule.limit) throw lockedOut(reserved.retryAfter);
  const matches = await check();
  if (matches) await clearRateLimit(db, key);
  return matches;
}
