/**
 * Prometheus metrics at `GET /metrics` (DESIGN.md, Operations), through fastify-metrics over
 * @platformatic/prom-client: every request's duration in `http_request_duration_seconds` by
 * method, route pattern (never the raw path) and status (its `_count` is the request count), the
 * process's own figures, and GraphQL: `graphql_operations_total` by operation name and type, and
 * `graphql_errors_total` by error code. Each gateway has its own registry (tests build several
 * in one process). The HTTP part is the same as the api's `ops/metrics.ts` (packages do not
 * import each other's source). The gateway listens on a private address, so no allow-list.
 */
import type { ApolloServerPlugin } from '@apollo/server';
import promClient, { Counter, Registry } from '@platformatic/prom-client';
import type { FastifyInstance } from 'fastify';
import fastifyMetrics, { type IMetricsPluginOptions } from 'fastify-metrics';
import { opsRouteConfig } from './health.ts';

// fastify-metrics is typed against @prometheus-io/client; @platformatic/prom-client is its
// drop-in replacement (same API), which the plugin's README recommends.
type MetricsRegistry = NonNullable<IMetricsPluginOptions['defaultMetrics']['register']>;

/** Distinct operation names kept as labels; later ones count as `other` (names are the caller's). */
const maxOperationNames = 200;

/** What the GraphQL servers need to count into the gateway's registry. */
export interface GatewayMetrics {
  /** The registry `/metrics` serves. */
  registry: Registry;
  /** An Apollo plugin counting operations by name and errors by code. */
  graphqlPlugin(): ApolloServerPlugin;
}

function graphqlCounters(registry: Registry) {
  const operations = new Counter({
    name: 'graphql_operations_total',
    help: 'GraphQL operations answered, by operation name and type (query, mutation).',
    labelNames: ['operation', 'type'],
    registers: [registry],
  });
  const errors = new Counter({
    name: 'graphql_errors_total',
    help: 'GraphQL errors answered, by operation name and error code.',
    labelNames: ['operation', 'code'],
    registers: [registry],
  });
  const names = new Set<string>();
  /** The label for a caller's operation name: bounded in length, kind and number. */
  const label = (name: string | null | undefined) => {
    if (!name) return '(anonymous)';
    if (!/^[A-Za-z_]\w{0,63}$/.test(name)) return 'other';
    if (names.has(name)) return name;
    if (names.size >= maxOperationNames) return 'other';
    names.add(name);
    return name;
  };
  return { operations, errors, label };
}

/**
 * Registers fastify-metrics on `app` (before any route: it learns routes as they are added),
 * serves the registry at `GET /metrics`, and returns what the Apollo servers count with.
 */
export async function registerMetrics(app: FastifyInstance): Promise<GatewayMetrics> {
  const registry = new Registry();
  const sameRegistry = registry as unknown as MetricsRegistry;
  await app.register(fastifyMetrics, {
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
  app.get('/metrics', opsRouteConfig, async (_request, reply) =>
    reply.type(registry.contentType).send(await registry.metrics()),
  );

  const { operations, errors, label } = graphqlCounters(registry);
  return {
    registry,
    graphqlPlugin: () => ({
      async requestDidStart() {
        return {
          async willSendResponse({ operationName, operation, request, response }) {
            // The resolved name, else the one the caller sent (a document that failed to parse
            // or validate has no resolved operation).
            const name = label(operationName ?? request.operationName);
            operations.inc({ operation: name, type: operation?.operation ?? 'unknown' });
            const body = response.body;
            const sent = body.kind === 'single' ? (body.singleResult.errors ?? []) : [];
            for (const error of sent) {
              const code = error.extensions?.['code'];
              errors.inc({ operation: name, code: typeof code === 'string' ? code : 'UNKNOWN' });
            }
          },
        };
      },
    }),
  };
}
