/**
 * The api's liveness and readiness (DESIGN.md, Operations), through @bloom/ops: `/readyz` checks
 * that the database answers `SELECT 1` within a second (and that the process is not draining).
 * Both routes stay out of the OpenAPI document: they are the platform's, not the shop's.
 */
import {
  readinessTimeoutMs,
  registerHealthRoutes as registerOpsHealthRoutes,
  within,
  type ReadinessCheck,
} from '@bloom/ops';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/index.ts';

/** The database answers `SELECT 1` within a second. */
export function databaseReadiness(db: Database): ReadinessCheck {
  return async (request) => {
    try {
      await within(db.query('SELECT 1'), readinessTimeoutMs, 'the database');
      return 'ok';
    } catch (error) {
      // The cause (an address, a driver's message) goes to the log, not to whoever asks.
      request.log.warn({ err: error }, 'readiness: the database is not answering');
      return `not answering within ${readinessTimeoutMs} ms`;
    }
  };
}

/** Adds `/healthz` and `/readyz` to `app` (the root instance, not an encapsulated one). */
export function registerHealthRoutes(app: FastifyInstance, { db }: { db: Database }): void {
  registerOpsHealthRoutes(app, {
    checks: { database: databaseReadiness(db) },
    hideFromSchema: true,
  });
}
