/**
 * Starts the gateway from the environment and prints one line with its URL:
 *   PORT (4002; 0 = any free port), HOST (127.0.0.1), API_URL (http://127.0.0.1:4001),
 *   API_TIMEOUT_MS (2000: how long a query waits for the api), API_WRITE_TIMEOUT_MS (10000: how
 *   long a mutation waits), NODE_ENV (production turns
 *   introspection and the playground off, HSTS on), TRUST_PROXY (unset: trust no
 *   X-Forwarded-For; `true`, or an address/CIDR list such as `127.0.0.1,10.0.0.0/8`, behind a
 *   load balancer), COALESCE_READS (on; `0` makes every catalogue read its own api call, to
 *   measure overhead).
 */
import { buildGateway } from './server.ts';
import { defaultReadTimeoutMs, defaultWriteTimeoutMs } from './timeouts.ts';

/** A whole number from the environment, or the fallback; anything else stops the start. */
function intFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`${name} must be a whole number, got "${raw}".`);
  return value;
}

const port = intFromEnv('PORT', 4002);
const host = process.env['HOST'] || '127.0.0.1';
const production = process.env['NODE_ENV'] === 'production';

/** TRUST_PROXY as Fastify takes it: a boolean for yes/no words, else the address list. */
function trustProxyFromEnv(): boolean | string {
  const raw = process.env['TRUST_PROXY']?.trim();
  if (!raw) return false;
  if (['true', '1', 'yes', 'on'].includes(raw.toLowerCase())) return true;
  if (['false', '0', 'no', 'off'].includes(raw.toLowerCase())) return false;
  return raw;
}

const app = await buildGateway({
  apiUrl: process.env['API_URL'] || 'http://127.0.0.1:4001',
  apiTimeoutMs: intFromEnv('API_TIMEOUT_MS', defaultReadTimeoutMs),
  apiWriteTimeoutMs: intFromEnv('API_WRITE_TIMEOUT_MS', defaultWriteTimeoutMs),
  production,
  trustProxy: trustProxyFromEnv(),
  coalesceReads: process.env['COALESCE_READS'] !== '0',
  logger: process.env['LOG_LEVEL'] ? { level: process.env['LOG_LEVEL'] } : { level: 'warn' },
});

await app.listen({ port, host });
const address = app.server.address();
const actualPort = typeof address === 'object' && address ? address.port : port;
const shownHost = host.includes(':') ? `[${host}]` : host;
console.log(`gateway listening on http://${shownHost}:${actualPort}`);

// Finish in-flight requests on Ctrl-C or a supervisor's stop, then exit.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
