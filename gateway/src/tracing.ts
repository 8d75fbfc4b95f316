/**
 * The gateway's OpenTelemetry tracing (DESIGN.md, Operations), imported first by main.ts: the
 * bootstrap of @bloom/ops/tracing (off and free unless `OTEL_EXPORTER_OTLP_ENDPOINT` is set;
 * requests, and the calls to the api through undici, which sends `traceparent` on) plus
 * GraphQL's spans (parse, validate, execute, resolvers), named `bloom-gateway` unless
 * `OTEL_SERVICE_NAME` says otherwise. The GraphQL instrumentation is required synchronously, and
 * only when tracing is on: it patches `graphql` as it loads, so it must be in place before
 * main.ts's other imports run.
 */
import { createRequire } from 'node:module';
import { startTracing } from '@bloom/ops/tracing';
import type * as GraphqlInstrumentationModule from '@opentelemetry/instrumentation-graphql';

/** Sends the spans still batched (before exiting: `process.exit` skips `beforeExit`). */
export const flushTracing: () => Promise<void> = startTracing({
  serviceName: 'bloom-gateway',
  instrumentations: () => {
    const { GraphQLInstrumentation } = createRequire(import.meta.url)(
      '@opentelemetry/instrumentation-graphql',
    ) as typeof GraphqlInstrumentationModule;
    // Resolvers that only read a field of their parent are not worth a span each.
    return [new GraphQLInstrumentation({ ignoreTrivialResolveSpans: true })];
  },
});
