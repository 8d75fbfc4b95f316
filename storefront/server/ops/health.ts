/**
 * Liveness and readiness (DESIGN.md, Operations). `GET /healthz` says the process runs and calls
 * nothing; `GET /readyz` says it can serve: the gateway's `/readyz` (which asks the api's) answers 200 within a second
 * and this process is not draining. A failing check is a 503 naming it. Both stay out of rate
 * limits. The api and the gateway have the same two routes in their own `ops/health.ts`
 * (packages do not import each other's source).
 */
import type { FastifyInstance } from 'fastify';

/** How long the gateway may take to answer the readiness check. */
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

/** Route options shared by the operational routes: no rate limit, no request log line each. */
export const opsRouteConfig = { config: { rateLimit: false }, logLevel: 'warn' } as const;

/** Adds `/healthz` and `/readyz` (which asks `${gatewayUrl}/readyz`) to `app`. */
export function registerHealthRoutes(
  app: FastifyInstance,
  { gatewayUrl }: { gatewayUrl: string },
): void {
  app.get('/healthz', opsRouteConfig, async () => ({ status: 'ok' }));

  app.get('/readyz', opsRouteConfig, async (request, reply) => {
    const checks: Record<string, string> = {};
    try {
      const answer = await fetch(`${gatewayUrl}/readyz`, {
        headers: { 'x-request-id': request.id },
        signal: AbortSignal.timeout(readinessTimeoutMs),
      });
      await answer.body?.cancel();
      checks['gateway'] = answer.ok ? 'ok' : `not ready (${answer.status})`;
    } catch (error) {
      request.log.warn({ err: error }, 'readiness: the gateway is not answering');
      checks['gateway'] = `not answering within ${readinessTimeoutMs} ms`;
    }
    if (draining.has(app)) checks['draining'] = 'the process is shutting down';
    const ready = Object.values(checks).every((outcome) => outcome === 'ok');
    const body: Readiness = { ready, checks };
    return reply.code(ready ? 200 : 503).send(body);
  });
}
