/**
 * Prometheus metrics at `GET /metrics` (DESIGN.md, Operations), through fastify-metrics over
 * @platformatic/prom-client: every request's duration in `http_request_duration_seconds`, by
 * method, route pattern (never the raw path) and status (its `_count` series is the request
 * count), and the process's own figures (memory, event loop lag). Each service adds its own
 * series to the same registry (the api's database and business counters, the gateway's GraphQL
 * counters, the web server's renders and page cache). Each app has its own registry, so several
 * apps in one process (the tests) never share or clash.
 */
import promClient, { type Registry } from '@platformatic/prom-client';
import type { FastifyInstance } from 'fastify';
import fastifyMetrics, { type IMetricsPluginOptions } from 'fastify-metrics';
import { opsRouteOptions } from './health.ts';

// fastify-metrics is typed against @prometheus-io/client; @platformatic/prom-client is its
// drop-in replacement (same API), which the plugin's README recommends.
type MetricsRegistry = NonNullable<IMetricsPluginOptions['defaultMetrics']['register']>;

/** Where the metrics go and who may read them. */
export interface HttpMetricsOptions {
  /** The registry `/metrics` serves; the service's own series go in it too. */
  registry: Registry;
  /**
   * Who may read `/metrics` (`request.ip`); anyone else gets the app's ordinary 404. The api and
   * the gateway listen on private addresses only and leave it out. @default everyone
   */
  allowed?: (address: string) => boolean;
  /** Leaves `/metrics` out of an OpenAPI document (`schema.hide`). @default false */
  hideFromSchema?: boolean;
}

/**
 * Registers fastify-metrics on `app` (before any route: it learns routes as they are added) and
 * serves `registry` at `GET /metrics`.
 */
export async function registerHttpMetrics(
  app: FastifyInstance,
  { registry, allowed, hideFromSchema = false }: HttpMetricsOptions,
): Promise<void> {
  const sameRegistry = registry as unknown as MetricsRegistry;
  await app.register(fastifyMetrics, {
    // The same library as `registry`, so the plugin's histogram can live in it.
    promClient: promClient as unknown as IMetricsPluginOptions['promClient'],
    endpoint: null,
    defaultMetrics: { enabled: true, register: sameRegistry },
    routeMetrics: {
      enabled: { histogram: true, summary: false },
      routeBlacklist: ['/metrics', '/healthz', '/readyz'],
      overrides: {
        histogram: {
          buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
          registers: [sameRegistry],
        },
        // The plugin makes the summary even when it is off: registered nowhere, never exposed.
        summary: { registers: [] },
      },
    },
  });
  app.get('/metrics', opsRouteOptions(hideFromSchema), async (request, reply) => {
    if (allowed && !allowed(request.ip)) return reply.callNotFound();
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
