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
  /** Login attempts from one IP. */
  loginPerIp: RateLimitRule;
  /** Login attempts on one email. */
  loginPerAccount: RateLimitRule;
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
  loginPerAccount: { limit: 10, windowSeconds: minutes(15) },
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

/**
 * Counts one hit against `key` in PostgreSQL (so every api process shares the count) and throws
 * a 429 with Retry-After once the window's limit is passed.
 */
export async function consumeRateLimit(
  db: Queryable,
  key: string,
  rule: RateLimitRule,
): Promise<void> {
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
  if (row && row.hits > rule.limit) {
    const retryAfter = Math.max(1, row.retry_after);
    throw new HttpError(429, 'Too many attempts. Please wait a while and try again.', {
      headers: { 'retry-after': String(retryAfter) },
    });
  }
}
