/**
 * Liveness and readiness (DESIGN.md, Operations). `GET /healthz` says the process runs and calls
 * nothing; `GET /readyz` says it can serve: each of the service's own checks passes within a
 * second (the api pings its database, the gateway asks the api's `/readyz`, the web server the
 * gateway's) and the process is not draining. A failing check is a 503 naming it, so a probe's
 * log says why. Both stay out of rate limits and out of the request log.
 */
// For their types only: `config.rateLimit` is @fastify/rate-limit's and `schema.hide`
// @fastify/swagger's; the services register those plugins, this package never loads them.
import type {} from '@fastify/rate-limit';
import type {} from '@fastify/swagger';
import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from 'fastify';

/** How long one readiness check (a database ping, an upstream's `/readyz`) may take. */
export const readinessTimeoutMs = 1000;

/** What `/readyz` answers: every check by name, `ok` or why not. */
export interface Readiness {
  /** True when every check passed and the process is not draining. */
  ready: boolean;
  /** Each check's outcome: `ok`, or a sentence saying what failed. */
  checks: Record<string, string>;
}

/**
 * One readiness check: resolves to `ok` or a sentence saying what is wrong (never the cause's
 * details, which go to `request.log`); a rejection counts as a failure and is logged.
 */
export type ReadinessCheck = (request: FastifyRequest) => Promise<string>;

const draining = new WeakSet<FastifyInstance>();

/** From now on `/readyz` answers 503 (`draining`): the load balancer stops sending traffic. */
export function startDraining(app: FastifyInstance): void {
  draining.add(app);
}

/** Rejects when `work` takes longer than `ms`; the work itself is left to finish or fail. */
export function within<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** Route options shared by the operational routes: no rate limit, no request log line each. */
export const opsRouteConfig = { config: { rateLimit: false }, logLevel: 'warn' } as const;

/**
 * The operational routes' options, left out of an OpenAPI document when `hide` (the api's: they
 * are the platform's, not the shop's).
 */
export function opsRouteOptions(hide: boolean): RouteShorthandOptions {
  return hide ? { ...opsRouteConfig, schema: { hide: true } } : opsRouteConfig;
}

/**
 * A check that asks another service's `/readyz` (`${url}/readyz`, passing the request id on):
 * `ok` on a 2xx, `not ready (<status>)` otherwise, `not answering within 1000 ms` when nothing
 * comes back in time. `name` names it in the log line.
 */
export function upstreamReadiness(url: string, name: string): ReadinessCheck {
  return async (request) => {
    try {
      const answer = await fetch(`${url}/readyz`, {
        headers: { 'x-request-id': request.id },
        signal: AbortSignal.timeout(readinessTimeoutMs),
      });
      await answer.body?.cancel();
      return answer.ok ? 'ok' : `not ready (${answer.status})`;
    } catch (error) {
      request.log.warn({ err: error }, `readiness: the ${name} is not answering`);
      return `not answering within ${readinessTimeoutMs} ms`;
    }
  };
}

/** What `/healthz` and `/readyz` check, and how the routes are declared. */
export interface HealthRoutesOptions {
  /** The service's own readiness checks, by the name `/readyz` reports them under. */
  checks: Record<string, ReadinessCheck>;
  /** Leaves both routes out of an OpenAPI document (`schema.hide`). @default false */
  hideFromSchema?: boolean;
}

/** Adds `/healthz` and `/readyz` to `app` (the root instance, not an encapsulated one). */
export function registerHealthRoutes(
  app: FastifyInstance,
  { checks, hideFromSchema = false }: HealthRoutesOptions,
): void {
  const options = opsRouteOptions(hideFromSchema);
  app.get('/healthz', options, async () => ({ status: 'ok' }));

  app.get('/readyz', options, async (request, reply) => {
    const outcomes: Record<string, string> = {};
    for (const [name, check] of Object.entries(checks)) {
      try {
        outcomes[name] = await check(request);
      } catch (error) {
        request.log.warn({ err: error }, `readiness: ${name} failed`);
        outcomes[name] = 'failed';
      }
    }
    if (draining.has(app)) outcomes['draining'] = 'the process is shutting down';
    const ready = Object.values(outcomes).every((outcome) => outcome === 'ok');
    const body: Readiness = { ready, checks: outcomes };
    return reply.code(ready ? 200 : 503).send(body);
  });
}
