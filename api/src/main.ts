/**
 * Starts the REST service from the environment (see api/README.md): opens the database,
 * migrates, seeds on first run, listens, and prints `api listening on http://HOST:PORT`.
 */
// First: when tracing is on, its instrumentations must patch pg before anything loads it.
import { flushTracing } from './tracing.ts';
import path from 'node:path';
import { installGracefulShutdown, readDrainMs } from '@bloom/ops';
import { buildApp } from './app.ts';
import { startCdnPurge } from './catalog/cdn-purge.ts';
import { readConfig } from './config.ts';
import { defaultRateLimits, scaleRateLimits } from './http/rate-limit.ts';
import { migrate, openDatabase, removeExpiredRows } from './db/index.ts';
import { createOutboxMailer, createSmtpMailer } from './mail/mailer.ts';
import { seed } from './seed/seed.ts';
import { sealStoredSecrets } from './staff/two-factor.ts';
import { secretBox } from './staff/totp-key.ts';

// A setting that cannot work stops the start with its sentence, not a stack trace.
const config = (() => {
  try {
    return readConfig();
  } catch (error) {
    console.error(`api: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
})();
const drainMs = readDrainMs(process.env);
const db = await openDatabase(config);
try {
  await migrate(db);
  await seed(db);
  // Two-factor secrets written before they were sealed at rest are sealed now.
  await sealStoredSecrets(db, secretBox(config.totpKey));
} catch (error) {
  await db.close();
  throw error;
}

const mailer = config.smtpUrl
  ? createSmtpMailer(config.smtpUrl)
  : createOutboxMailer(path.join(config.dataDir, 'outbox'), (line) => console.error(line));

const app = await buildApp({
  db,
  mailer,
  allowedOrigins: config.allowedOrigins,
  publicUrl: config.publicUrl,
  trustProxy: config.trustProxy,
  secureCookies: config.secureCookies,
  staffTwoFactor: config.staffTwoFactor,
  totpKey: config.totpKey,
  uploadsDir: path.join(config.dataDir, 'uploads'),
  rateLimits: scaleRateLimits(defaultRateLimits, config.rateLimitMultiplier),
  // stderr: stdout carries only the listening line, which supervisors and tests read.
  logger: config.nodeEnv === 'test' ? false : { level: config.logLevel, stream: process.stderr },
});

const hour = 60 * 60 * 1000;
const housekeeping = setInterval(() => {
  removeExpiredRows(db).catch((error: unknown) =>
    app.log.error({ err: error }, 'housekeeping failed'),
  );
}, hour);
housekeeping.unref();
// CDN_PURGE_URL (unset: off): the changed products' and categories' tags, POSTed there.
const stopCdnPurge = await startCdnPurge({ db, url: process.env['CDN_PURGE_URL'], log: app.log });

installGracefulShutdown({
  app,
  drainMs,
  closeResources: async () => {
    clearInterval(housekeeping);
    await stopCdnPurge();
    await db.close();
    await flushTracing();
  },
});

await app.listen({ port: config.port, host: config.host });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
const host = config.host.includes(':') ? `[${config.host}]` : config.host;
console.log(`api listening on http://${host}:${port}`);
