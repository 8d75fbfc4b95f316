/**
 * Graceful shutdown (DESIGN.md, Operations) with close-with-grace: on SIGTERM or SIGINT the
 * process first answers 503 on `/readyz` (so a load balancer stops sending it traffic), keeps
 * serving for `drainMs`, then stops listening, lets every request in flight finish, closes its
 * pools and exits 0; whatever still runs after 9 s is cut off (exit 1), within the 10 s a
 * container engine waits before SIGKILL. The api, the gateway and the web server all use it.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { startDraining } from './health.ts';

/** Longest the whole shutdown may take before the process is cut off. */
export const shutdownLimitMs = 9000;

/** `SHUTDOWN_DRAIN_MS`: how long to keep serving after readiness turns 503. */
export const maxDrainMs = 5000;

/**
 * The drain when `SHUTDOWN_DRAIN_MS` is unset and `NODE_ENV=production`: behind a load balancer
 * or compose's network, connections the kernel accepted but the process had not read yet would
 * otherwise be reset at SIGTERM. Within {@link shutdownLimitMs} with room for the close.
 */
export const productionDrainMs = 5000;

/**
 * `SHUTDOWN_DRAIN_MS` from `env`, checked: 0 to 5000 ms. When unset, {@link productionDrainMs}
 * with `NODE_ENV=production` (a deployment, something routing to it), else 0 (development and
 * tests stop at once).
 */
export function readDrainMs(env: NodeJS.ProcessEnv): number {
  const given = env['SHUTDOWN_DRAIN_MS']?.trim();
  if (!given) return env['NODE_ENV'] === 'production' ? productionDrainMs : 0;
  const ms = Number(given);
  if (!Number.isInteger(ms) || ms < 0 || ms > maxDrainMs) {
    throw new Error(
      `SHUTDOWN_DRAIN_MS must be a whole number from 0 to ${maxDrainMs}, got "${given}"`,
    );
  }
  return ms;
}

/** What to stop, and how long to keep serving first. */
export interface GracefulShutdownOptions {
  /** The server. */
  app: FastifyInstance;
  /** Keep serving this long after `/readyz` turns 503. @default 0 */
  drainMs?: number;
  /** Closes what the server used (pools, timers), after the last request finished. */
  closeResources?: () => Promise<void>;
}

/**
 * Installs the handlers. Only the first SIGTERM/SIGINT counts: `npm start`'s Ctrl-C reaches every
 * process of the stack and `scripts/stack.ts` then sends SIGTERM too, and a second signal must
 * not cut short the first one's close (the api's PGlite writes its files while it closes).
 */
export function installGracefulShutdown({
  app,
  drainMs = 0,
  closeResources,
}: GracefulShutdownOptions): void {
  const grace = closeWithGrace(
    {
      delay: shutdownLimitMs,
      skip: ['SIGINT', 'SIGTERM'],
      logger: { error: (message: unknown) => app.log.error(message) },
    },
    async ({ err }) => {
      if (err) app.log.error({ err }, 'closing after an uncaught error');
      startDraining(app);
      if (drainMs > 0) await sleep(drainMs);
      // Stops listening, closes idle keep-alive connections and waits for requests in flight.
      await app.close();
      await closeResources?.();
    },
  );
  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal, drainMs }, 'shutting down');
      grace.close();
    });
  }
}
