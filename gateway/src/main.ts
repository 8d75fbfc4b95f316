/**
 * Starts the gateway from the environment and prints one line with its URL:
 *   PORT (4002; 0 = any free port), HOST (127.0.0.1), API_URL (http://127.0.0.1:4001),
 *   API_TIMEOUT_MS (2000: how long a query waits for the api), API_WRITE_TIMEOUT_MS (10000: how
 *   long a mutation waits), NODE_ENV (production turns
 *   introspection and the playground off, HSTS on), TRUST_PROXY (unset: trust no
 *   X-Forwarded-For; an address/CIDR list such as `127.0.0.1,10.0.0.0/8`, or `loopback`, behind
 *   a load balancer), LOG_LEVEL (warn), COALESCE_READS (on; `0` makes every catalogue read its own api call, to
 *   measure overhead), SHUTDOWN_DRAIN_MS (5000 with NODE_ENV=production, else 0: after SIGTERM, how
 *   long /readyz answers 503 while requests are still served), ALLOWED_ORIGINS (PUBLIC_URL's
 *   origin; neither set: http://localhost:4000 and http://127.0.0.1:4000: the only pages whose
 *   writes are taken; the web server's and the api's must match), OTEL_EXPORTER_OTLP_ENDPOINT (unset: no tracing; see tracing.ts).
 */
// First: when tracing is on, its GraphQL instrumentation must patch graphql before it loads.
import { flushTracing } from './tracing.ts';
import { installGracefulShutdown, readAllowedOrigins, readDrainMs } from '@bloom/ops';
import { envSchema } from 'env-schema';
import { buildGateway } from './server.ts';
import { defaultGraphqlRateLimit } from './rate-limit.ts';
import { defaultReadTimeoutMs, defaultWriteTimeoutMs } from './timeouts.ts';

/** The environment, checked and defaulted (env-schema): a bad value stops the start. */
const env = envSchema<{
  PORT: number;
  HOST: string;
  API_URL: string;
  API_TIMEOUT_MS: number;
  API_WRITE_TIMEOUT_MS: number;
  TRUST_PROXY: string;
  COALESCE_READS: string;
  LOG_LEVEL: string;
  RATE_LIMIT_MULTIPLIER: number;
  NODE_ENV?: string;
}>({
  schema: {
    type: 'object',
    properties: {
      PORT: { type: 'integer', minimum: 0, maximum: 65_535, default: 4002 },
      HOST: { type: 'string', minLength: 1, default: '127.0.0.1' },
      API_URL: { type: 'string', minLength: 1, default: 'http://127.0.0.1:4001' },
      API_TIMEOUT_MS: { type: 'integer', minimum: 0, default: defaultReadTimeoutMs },
      API_WRITE_TIMEOUT_MS: { type: 'integer', minimum: 0, default: defaultWriteTimeoutMs },
      // An address list or a proxy-addr name (loopback); empty trusts nobody.
      TRUST_PROXY: { type: 'string', default: '' },
      COALESCE_READS: { type: 'string', enum: ['0', '1'], default: '1' },
      LOG_LEVEL: { type: 'string', default: 'warn' },
      // Scales every per-address limit, like the api's: shoppers behind one shared address.
      RATE_LIMIT_MULTIPLIER: { type: 'number', exclusiveMinimum: 0, default: 1 },
      NODE_ENV: { type: 'string' },
    },
  },
});

const port = env.PORT;
const host = env.HOST;
const production = env.NODE_ENV === 'production';

const app = await buildGateway({
  apiUrl: env.API_URL,
  apiTimeoutMs: env.API_TIMEOUT_MS,
  apiWriteTimeoutMs: env.API_WRITE_TIMEOUT_MS,
  production,
  trustProxy: env.TRUST_PROXY.trim() || false,
  coalesceReads: env.COALESCE_READS !== '0',
  logger: { level: env.LOG_LEVEL },
  rateLimit: { max: Math.ceil(defaultGraphqlRateLimit * env.RATE_LIMIT_MULTIPLIER) },
  allowedOrigins: readAllowedOrigins(process.env),
});

await app.listen({ port, host });
const address = app.server.address();
const actualPort = typeof address === 'object' && address ? address.port : port;
const shownHost = host.includes(':') ? `[${host}]` : host;
console.log(`gateway listening on http://${shownHost}:${actualPort}`);

// On Ctrl-C or a supervisor's stop: readiness off, drain, finish in-flight requests, exit 0.
installGracefulShutdown({
  app,
  drainMs: readDrainMs(process.env),
  closeResources: flushTracing,
});
