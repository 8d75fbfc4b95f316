import type { Queryable } from '../db/index.ts';
import { HttpError } from './errors.ts';

/** At most `limit` hits per `windowSeconds`. */
export interface RateLimitRule {
  /** Hits allowed in one window. */
  limit: number;
  /** Window length in seconds. */
  windowSeconds: number;
}

/** Every abuse limit of DESIGN.md, per IP and per account. */
export interface RateLimitRules {
  /** Login attempts from one IP, whatever the account. */
  loginPerIp: RateLimitRule;
  /** Wrong passwords for one account from one IP; past it that address is refused (429). */
  loginFailuresPerAccountAndIp: RateLimitRule;
  /**
   * Tries on one account from addresses that already gave it a wrong password: a short window
   * that slows a flood from many addresses while an address with no failure is never refused.
   */
  loginRetriesPerAccount: RateLimitRule;
  /**
   * Wrong second-factor codes for one staff account, from any address: a password alone never
   * buys unlimited guesses by changing address. A right code clears it.
   */
  twoFactorFailuresPerAccount: RateLimitRule;
  /** Signups from one IP. */
  signupPerIp: RateLimitRule;
  /** Reset codes requested from one IP. */
  otpSendPerIp: RateLimitRule;
  /** Reset codes requested for one email (besides one a minute). */
  otpSendPerAccount: RateLimitRule;
  /** Code checks from one IP. */
  otpVerifyPerIp: RateLimitRule;
  /** Contact messages from one IP. */
  contactPerIp: RateLimitRule;
  /** Contact messages from one email address. */
  contactPerAccount: RateLimitRule;
}

const minutes = (n: number) => n * 60;

/** The limits the shop runs with. */
export const defaultRateLimits: RateLimitRules = {
  loginPerIp: { limit: 50, windowSeconds: minutes(15) },
  loginFailuresPerAccountAndIp: { limit: 10, windowSeconds: minutes(15) },
  loginRetriesPerAccount: { limit: 5, windowSeconds: 30 },
  twoFactorFailuresPerAccount: { limit: 10, windowSeconds: minutes(15) },
  signupPerIp: { limit: 10, windowSeconds: minutes(60) },
  otpSendPerIp: { limit: 10, windowSeconds: minutes(60) },
  otpSendPerAccount: { limit: 5, windowSeconds: minutes(60) },
  otpVerifyPerIp: { limit: 30, windowSeconds: minutes(15) },
  contactPerIp: { limit: 5, windowSeconds: minutes(60) },
  contactPerAccount: { limit: 5, windowSeconds: minutes(60) },
};

/** Every rule of `rules` with its limit multiplied by `factor` (at least one try stays). */
export function scaleRateLimits(rules: RateLimitRules, factor: number): RateLimitRules {
  const scaled = { ...rules };
  for (const name of Object.keys(scaled) as (keyof RateLimitRules)[]) {
    scaled[name] = { ...rules[name], limit: Math.max(1, Math.round(rules[name].limit * factor)) };
  }
  return scaled;
}

/** Where a counter stands: hits in its live window and seconds until that window ends. */
export interface RateLimitCount {
  /** Hits counted in the current window (0 when none is open). */
  hits: number;
  /** Seconds until the window ends (at least 1). */
  retryAfter: number;
}

/** The 429 a spent limit answers with, `Retry-After` included. */
export function tooManyAttempts(
  retryAfter: number,
  message = 'Too many attempts. Please wait a while and try again.',
): HttpError {
  return new HttpError(429, message, {
    headers: { 'retry-after': String(Math.max(1, Math.ceil(retryAfter))) },
  });
}

/**
 * Counts one hit against `key` in PostgreSQL (so every api process shares the count), opening
 * a new window of `rule.windowSeconds` when none is live, and returns the count.
 */
export async function countRateLimit(
  db: Queryable,
  key: string,
  rule: RateLimitRule,
): Promise<RateLimitCount> {
  const result = await db.query<{ hits: number; retry_after: number }>(
    `INSERT INTO rate_limits AS r (key, hits, reset_at)
     VALUES ($1, 1, now() + make_interval(secs => $2))
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN r.reset_at <= now() THEN 1 ELSE r.hits + 1 END,
       reset_at = CASE WHEN r.reset_at <= now() THEN excluded.reset_at ELSE r.reset_at END
     RETURNING hits, ceil(extract(epoch FROM reset_at - now()))::int AS retry_after`,
    [key, rule.windowSeconds],
  );
  const row = result.rows[0];
  return { hits: row?.hits ?? 1, retryAfter: Math.max(1, row?.retry_after ?? rule.windowSeconds) };
}

/** Where `key` stands without counting a hit. */
export async function peekRateLimit(db: Queryable, key: string): Promise<RateLimitCount> {
  const result = await db.query<{ hits: number; retry_after: number }>(
    `SELECT hits, ceil(extract(epoch FROM reset_at - now()))::int AS retry_after
     FROM rate_limits WHERE key = $1 AND reset_at > now()`,
    [key],
  );
  const row = result.rows[0];
  return { hits: row?.hits ?? 0, retryAfter: Math.max(1, row?.retry_after ?? 1) };
}

/** Forgets the count of `key` (e.g. an address's wrong passwords once it logs in). */
export async function clearRateLimit(db: Queryable, key: string): Promise<void> {
  await db.query('DELETE FROM rate_limits WHERE key = $1', [key]);
}

/** Counts one hit against `key` and throws a 429 with Retry-After once `rule` is passed. */
export async function consumeRateLimit(
  db: Queryable,
  key: string,
  rule: RateLimitRule,
  message?: string,
): Promise<void> {
  const { hits, retryAfter } = await countRateLimit(db, key, rule);
  if (hits > rule.limit) throw tooManyAttempts(retryAfter, message);
}
