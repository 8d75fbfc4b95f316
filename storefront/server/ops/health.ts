/**
 * The web server's liveness and readiness (DESIGN.md, Operations), through @bloom/ops: `/readyz`
 * checks that the gateway's `/readyz` (which asks the api's) answers 200 within a second (and
 * that this process is not draining); a failing check is a 503 naming `gateway`.
 */
import { registerHealthRoutes as registerOpsHealthRoutes, upstreamReadiness } from '@bloom/ops';
import type { FastifyInstance } from 'fastify';

/** Adds `/healthz` and `/readyz` (which asks `${gatewayUrl}/readyz`) to `app`. */
export function registerHealthRoutes(
  app: FastifyInstance,
  { gatewayUrl }: { gatewayUrl: string },
): void {
  registerOpsHealthRoutes(app, { checks: { gateway: upstreamReadiness(gatewayUrl, 'gateway') } });
}
