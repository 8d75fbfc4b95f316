/**
 * Liveness and readiness (DESIGN.md, Operations). `GET /healthz` says the process runs and calls
 * nothing; `GET /readyz` says it can serve: the database answers `SELECT 1` within a second and
 * the process is not draining. A failing check is a 503 naming it, so a probe's log says why.
 * Both stay out of the OpenAPI document (they are the platform's, not the shop's) and out of
 * rate limits. The gateway and the web server have the same two routes in their own
 * `ops/health.ts` (packages do not import each other's source).
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/index.ts';

/** How long the database may take to answer the readiness ping. */
export const readinessTimeoutMs = 1000;

/** What `/readyz` answers: every check by name, `ok` or why not. */
export interface Readiness {
  /** True when every check passed and the process is not draining. */
  ready: boolean;
  /** Each check's outcome: `ok`, or a sentence saying what failed. */
  checks: Record<string, string>;
}

const draining = new WeakSet<FastifyInstance>();

/** From now on `/readyz` answers 503 (`draining`): the load balancer stops sending traffic. */
export function startDraining(app: FastifyInstance): void {
  draining.add(app);
}

/** Rejects when `work` takes longer than `ms`; the work itself is left to finish or fail. */
function within<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** Route options shared by the operational routes: no rate limit, no request log line each. */
export const opsRouteConfig = {
  schema: { hide: true },
  config: { rateLimit: false },
  logLevel: 'warn',
} as const;

/** Adds `/healthz` and `/readyz` to `app` (the root instance, not an encapsulated one). */
export function registerHealthRoutes(app: FastifyInstance, { db }: { db: Database }): void {
  app.get('/healthz', opsRouteConfig, async () => ({ status: 'ok' }));

  app.get('/readyz', opsRouteConfig, async (request, reply) => {
    const checks: Record<string, string> = {};
    try {
      await within(db.query('SELECT 1'), readinessTimeoutMs, 'the database');
      checks['database'] = 'ok';
    } catch (error) {
      // The cause (an address, a driver's message) goes to the log, not to whoever asks.
      request.log.warn({ err: error }, 'readiness: the database is not answering');
      checks['database'] = `not answering within ${readinessTimeoutMs} ms`;
    }
    if (draining.has(app)) checks['draining'] = 'the process is shutting down';
    const ready = Object.values(checks).every((outcome) => outcome === 'ok');
    const body: Readiness = { ready, checks };
    return reply.code(ready ? 200 : 503).send(body);
  });
}
