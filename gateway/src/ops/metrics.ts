/**
 * The gateway's Prometheus metrics at `GET /metrics` (DESIGN.md, Operations): the requests and
 * the process's own figures come from @bloom/ops (`registerHttpMetrics`); here are the gateway's
 * own, GraphQL's: `graphql_operations_total` by operation name and type, and
 * `graphql_errors_total` by error code. Each gateway has its own registry (tests build several
 * in one process). The gateway listens on a private address, so no allow-list.
 */
import type { ApolloServerPlugin } from '@apollo/server';
import { registerHttpMetrics } from '@bloom/ops';
import { Counter, Registry } from '@platformatic/prom-client';
import type { FastifyInstance } from 'fastify';

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
  await registerHttpMetrics(app, { registry });

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
