/**
 * Starts the web server from the environment and prints one line with its URL:
 *   PORT (4000; 0 = any free port), HOST (127.0.0.1), GATEWAY_URL (http://127.0.0.1:4002),
 *   PUBLIC_URL (http://localhost:4000: canonical links, previews, robots, sitemap),
 *   GATEWAY_TIMEOUT_MS (2500: how long a page waits for its data), NODE_ENV (production: HSTS),
 *   TRUST_PROXY (unset: trust no X-Forwarded-For; else addresses/CIDRs or `loopback`), LOG_LEVEL (warn),
 *   ALLOWED_ORIGINS (PUBLIC_URL's origin; unset both: http://localhost:PORT and
 *   http://127.0.0.1:PORT: the origins whose pages may write through /graphql, /admin/graphql and
 *   the back office's files), METRICS_ALLOW (who besides loopback may read /metrics),
 *   SHUTDOWN_DRAIN_MS (5000 with NODE_ENV=production, else 0: after SIGTERM, how long /readyz
 *   answers 503 while requests are still served), OTEL_EXPORTER_OTLP_ENDPOINT
 *   (unset: no tracing; see tracing.ts), PAGE_CACHE_MAX_BYTES (67108864: memory for cached guest
 *   pages; 0 turns the cache off; see page-cache.ts), RATE_LIMIT_MULTIPLIER (1: scales the
 *   per-address limit on searches and filtered listings, as it scales the api's). `--dev`: Vite in middleware mode, hot reload.
 */
// First: when tracing is on, it must be in place before anything else loads.
import { flushTracing } from './tracing.ts';
import {
  installGracefulShutdown,
  readAllowedOrigins,
  readDrainMs,
  readPublicUrl,
} from '@bloom/ops';
import { envSchema } from 'env-schema';
import { buildWebServer } from './app.ts';
import { defaultPageRateLimit } from './rate-limit.ts';

/** The environment, checked and defaulted (env-schema): a bad value stops the start. */
const env = envSchema<{
  PORT: number;
  HOST: string;
  GATEWAY_URL: string;
  GATEWAY_TIMEOUT_MS: number;
  TRUST_PROXY: string;
  LOG_LEVEL: string;
  METRICS_ALLOW: string;
  PAGE_CACHE_MAX_BYTES: number;
  RATE_LIMIT_MULTIPLIER: number;
  NODE_ENV?: string;
}>({
  schema: {
    type: 'object',
    properties: {
      PORT: { type: 'integer', minimum: 0, maximum: 65_535, default: 4000 },
      HOST: { type: 'string', minLength: 1, default: '127.0.0.1' },
      GATEWAY_URL: { type: 'string', minLength: 1, default: 'http://127.0.0.1:4002' },
      GATEWAY_TIMEOUT_MS: { type: 'integer', minimum: 0, default: 2500 },
      // An address list or a proxy-addr name (loopback); empty trusts nobody.
      TRUST_PROXY: { type: 'string', default: '' },
      LOG_LEVEL: { type: 'string', default: 'warn' },
      // Addresses and subnets besides loopback that may read /metrics (comma-separated).
      METRICS_ALLOW: { type: 'string', default: '' },
      // Memory for the guest page cache's bodies (page-cache.ts); 0 turns it off.
      PAGE_CACHE_MAX_BYTES: { type: 'integer', minimum: 0, default: 64 * 1024 * 1024 },
      // Scales every per-address limit, like the api's: shoppers behind one shared address.
      RATE_LIMIT_MULTIPLIER: { type: 'number', exclusiveMinimum: 0, default: 1 },
      NODE_ENV: { type: 'string' },
    },
  },
});

const port = env.PORT;
const host = env.HOST;
// Read before NODE_ENV is set for React below: the deployment's own value decides the drain.
const drainMs = readDrainMs(process.env);
const ownAddress = `http://localhost:${port || 4000}`;
const dev = process.argv.includes('--dev');
// NODE_ENV=production means a production deployment (HTTPS: HSTS, upgrade-insecure-requests).
const production = env.NODE_ENV === 'production';
// Whatever the deployment, the built shop renders with React's production build (several times
// faster than its development build, which also checks and warns as it renders); only --dev
// renders with the development build, as Vite's hot reload expects.
process.env['NODE_ENV'] = dev ? 'development' : 'production';

const app = await buildWebServer({
  gatewayUrl: env.GATEWAY_URL,
  publicUrl: readPublicUrl(process.env, ownAddress),
  allowedOrigins: readAllowedOrigins(process.env, ownAddress),
  gatewayTimeoutMs: env.GATEWAY_TIMEOUT_MS,
  dev,
  production,
  trustProxy: env.TRUST_PROXY.trim() || false,
  logger: { level: env.LOG_LEVEL },
  metricsAllow: env.METRICS_ALLOW,
  pageCache: { maxBytes: env.PAGE_CACHE_MAX_BYTES },
  pageRateLimit: { max: Math.ceil(defaultPageRateLimit * env.RATE_LIMIT_MULTIPLIER) },
});

await app.listen({ port, host });
const address = app.server.address();
const actualPort = typeof address === 'object' && address ? address.port : port;
const shownHost = host.includes(':') ? `[${host}]` : host;
console.log(`web listening on http://${shownHost}:${actualPort}`);

// On Ctrl-C or a supervisor's stop: readiness off, drain, finish in-flight requests, exit 0.
installGracefulShutdown({ app, drainMs, closeResources: flushTracing });
