import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultPublicUrl, readAllowedOrigins, readPublicUrl } from '@bloom/ops';
import { readTotpKey } from './staff/totp-key.ts';

/** The repository's root folder (api/src/ is two levels down). */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** The product photos the api serves at /images/ (shipped with the seed: no network). */
export const imagesDir = fileURLToPath(new URL('../images/', import.meta.url));

/**
 * The origins a browser may call from unless `ALLOWED_ORIGINS` or `PUBLIC_URL` says otherwise:
 * the default address under both of loopback's names.
 */
export const defaultAllowedOrigins = readAllowedOrigins({});

/** Everything the service reads from its environment. */
export interface ApiConfig {
  /** `API_PORT`; 0 picks any free port. @default 4001 */
  port: number;
  /** `API_HOST`. @default 127.0.0.1 */
  host: string;
  /** `DATABASE_URL`: a PostgreSQL server; unset means embedded PGlite. */
  databaseUrl: string | undefined;
  /** `BLOOM_DATA_DIR`: PGlite files and the mail outbox. @default <repo root>/data */
  dataDir: string;
  /** `SMTP_URL`: where mail goes; unset means .eml files in `<dataDir>/outbox`. */
  smtpUrl: string | undefined;
  /** `ALLOWED_ORIGINS`: browser origins allowed to call the api. @default `PUBLIC_URL`'s origin */
  allowedOrigins: string[];
  /**
   * `PUBLIC_URL`: the shop's address, every link in a mail (the back office is its `/admin`).
   * @default http://localhost:4000
   */
  publicUrl: string;
  /**
   * `TRUST_PROXY`: whose X-Forwarded-For to believe (the gateway's addresses). @default nobody:
   * a forwarding header is then ignored, so no caller picks the address its limits count.
   */
  trustProxy: boolean | string;
  /** `COOKIE_SECURE`: mark the session cookie Secure. @default NODE_ENV === 'production' */
  secureCookies: boolean;
  /**
   * `RATE_LIMIT_MULTIPLIER`: scales every abuse limit, e.g. 5 for a shop whose shoppers share
   * one address (an office NAT) or for a test run that signs up many shoppers. @default 1
   */
  rateLimitMultiplier: number;
  /** `LOG_LEVEL`: pino level of the stderr log. @default warn */
  logLevel: string;
  /** `NODE_ENV`. */
  nodeEnv: string;
  /** `STAFF_2FA`: `required` makes every staff member use two-factor sign-in. @default optional */
  staffTwoFactor: 'optional' | 'required';
  /**
   * `STAFF_TOTP_KEY`: 32 bytes (64 hex digits or base64) sealing the staff two-factor secrets at
   * rest. Required in production; elsewhere a published development key stands in.
   */
  totpKey: Buffer;
}

function parseBoolean(value: string | undefined): boolean | undefined {
  if (value === undefined || value === '') return undefined;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

/** Reads the configuration from `env` (process.env by default). */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const port = env.API_PORT === undefined || env.API_PORT === '' ? 4001 : Number(env.API_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`API_PORT must be a port number, got "${env.API_PORT}"`);
  }
  const rateLimitMultiplier = env.RATE_LIMIT_MULTIPLIER ? Number(env.RATE_LIMIT_MULTIPLIER) : 1;
  if (!Number.isFinite(rateLimitMultiplier) || rateLimitMultiplier <= 0) {
    throw new Error(
      `RATE_LIMIT_MULTIPLIER must be a number above 0, got "${env.RATE_LIMIT_MULTIPLIER}"`,
    );
  }
  const nodeEnv = env.NODE_ENV ?? 'development';
  const staffTwoFactor = env.STAFF_2FA?.trim().toLowerCase() || 'optional';
  if (staffTwoFactor !== 'optional' && staffTwoFactor !== 'required') {
    throw new Error(`STAFF_2FA must be "required" or "optional", got "${env.STAFF_2FA}"`);
  }
  const trustProxyEnv = env.TRUST_PROXY?.trim();
  const booleanWords = ['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'];
  const trustProxy = !trustProxyEnv
    ? false
    : booleanWords.includes(trustProxyEnv.toLowerCase())
      ? parseBoolean(trustProxyEnv) === true
      : trustProxyEnv;
  return {
    port,
    host: env.API_HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.BLOOM_DATA_DIR || path.join(repoRoot, 'data')),
    smtpUrl: env.SMTP_URL || undefined,
    allowedOrigins: readAllowedOrigins(env),
    publicUrl: readPublicUrl(env, defaultPublicUrl),
    trustProxy,
    secureCookies: parseBoolean(env.COOKIE_SECURE) ?? nodeEnv === 'production',
    rateLimitMultiplier,
    logLevel: env.LOG_LEVEL?.trim() || 'warn',
    nodeEnv,
    staffTwoFactor,
    totpKey: readTotpKey(env.STAFF_TOTP_KEY, nodeEnv),
  };
}
