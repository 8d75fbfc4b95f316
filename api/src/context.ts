import type { Options as HashOptions } from '@node-rs/argon2';
import type { Database } from './db/index.ts';
import type { RateLimitRules } from './http/rate-limit.ts';
import type { Mailer } from './mail/mailer.ts';
import type { ShopMetrics } from './ops/metrics.ts';
import type { SecretBox } from './staff/totp-key.ts';

/** What every route module needs, built once per app. */
export interface AppContext {
  /** The database. */
  db: Database;
  /** Where the shop's mail goes. */
  mailer: Mailer;
  /** The business counters of `/metrics` (orders, logins, mail). */
  metrics: ShopMetrics;
  /** Abuse limits per IP and per account. */
  limits: RateLimitRules;
  /** argon2id cost. */
  passwordHashing: HashOptions;
  /** Whether the session cookie carries Secure. */
  secureCookies: boolean;
  /** `required`: every staff member must use two-factor sign-in (`STAFF_2FA`). */
  staffTwoFactor: 'optional' | 'required';
  /** The back office's address, for links in staff mails (invitations). */
  backOfficeUrl: string;
  /** Where uploaded product photos and their variants are written (served at /images/u/). */
  uploadsDir: string;
  /** Seals and opens staff two-factor secrets (`STAFF_TOTP_KEY`). */
  totpBox: SecretBox;
}
