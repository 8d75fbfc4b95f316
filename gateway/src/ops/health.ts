/**
 * The gateway's liveness and readiness (DESIGN.md, Operations), through @bloom/ops: `/readyz`
 * checks that the api's own `/readyz` answers 200 within a second (and that this process is not
 * draining); a failing check is a 503 naming `api`.
 */
import { registerHealthRoutes as registerOpsHealthRoutes, upstreamReadiness } from '@bloom/ops';
import type { FastifyInstance } from 'fastify';

/** Adds `/healthz` and `/readyz` (which asks `${apiUrl}/readyz`) to `app`. */
export function registerHealthRoutes(app: FastifyInstance, { apiUrl }: { apiUrl: string }): void {
  registerOpsHealthRoutes(app, { checks: { api: upstreamReadiness(apiUrl, 'api') } });
}
