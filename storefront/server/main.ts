/**
 * Starts the web server from the environment and prints one line with its URL:
 *   PORT (4000; 0 = any free port), HOST (127.0.0.1), GATEWAY_URL (http://127.0.0.1:4002),
 *   PUBLIC_URL (http://localhost:4000: canonical links, previews, robots, sitemap),
 *   GATEWAY_TIMEOUT_MS (2500: how long a page waits for its data), NODE_ENV (production: HSTS),
 *   TRUST_PROXY (unset: trust no X-Forwarded-For). `--dev`: Vite in middleware mode, hot reload.
 */
import { buildWebServer } from './app.ts';

/** A whole number from the environment, or the fallback; anything else stops the start. */
function intFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`${name} must be a whole number, got "${raw}".`);
  return value;
}

/** TRUST_PROXY as Fastify takes it: a boolean for yes/no words, else the address list. */
function trustProxyFromEnv(): boolean | string {
  const raw = process.env['TRUST_PROXY']?.trim();
  if (!raw) return false;
  if (['true', '1', 'yes', 'on'].includes(raw.toLowerCase())) return true;
  if (['false', '0', 'no', 'off'].includes(raw.toLowerCase())) return false;
  return raw;
}

const port = intFromEnv('PORT', 4000);
const host = process.env['HOST'] || '127.0.0.1';
const dev = process.argv.includes('--dev');
// NODE_ENV=production means a production deployment (HTTPS: HSTS, upgrade-insecure-requests).
const production = process.env['NODE_ENV'] === 'production';
// Whatever the deployment, the built shop renders with React's production build (several times
// faster than its development build, which also checks and warns as it renders); only --dev
// renders with the development build, as Vite's hot reload expects.
process.env['NODE_ENV'] = dev ? 'development' : 'production';

const app = await buildWebServer({
  gatewayUrl: process.env['GATEWAY_URL'] || 'http://127.0.0.1:4002',
  publicUrl: process.env['PUBLIC_URL'] || `http://localhost:${port || 4000}`,
  gatewayTimeoutMs: intFromEnv('GATEWAY_TIMEOUT_MS', 2500),
  dev,
  production,
  trustProxy: trustProxyFromEnv(),
  logger: { level: process.env['LOG_LEVEL'] || 'warn' },
});

await app.listen({ port, host });
const address = app.server.address();
const actualPort = typeof address === 'object' && address ? address.port : port;
const shownHost = host.includes(':') ? `[${host}]` : host;
console.log(`web listening on http://${shownHost}:${actualPort}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
