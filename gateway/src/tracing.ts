/**
 * OpenTelemetry tracing (DESIGN.md, Operations), imported first by main.ts. Off and free unless
 * `OTEL_EXPORTER_OTLP_ENDPOINT` is set: then (and only then) the SDK is loaded, spans of the
 * requests (@fastify/otel, which joins the caller's W3C `traceparent`), of GraphQL (parse,
 * validate, execute, resolvers) and of the calls to the api (undici, which sends `traceparent`
 * on) are exported over OTLP/HTTP, named `OTEL_SERVICE_NAME` (default `bloom-gateway`). The SDK
 * is loaded with a synchronous require on purpose: the GraphQL instrumentation patches `graphql`
 * as it loads, so it must be in place before main.ts's other imports run, and a top-level await
 * here would let those imports run first. The same as the api's and the web server's
 * `tracing.ts` but for the instrumentations (packages do not import each other's source).
 */
import { createRequire } from 'node:module';
import type * as SdkTraceNodeModule from '@opentelemetry/sdk-trace-node';
import type * as OtlpHttpModule from '@opentelemetry/exporter-trace-otlp-http';
import type * as ResourcesModule from '@opentelemetry/resources';
import type * as InstrumentationModule from '@opentelemetry/instrumentation';
import type * as FastifyOtelModule from '@fastify/otel';
import type * as GraphqlInstrumentationModule from '@opentelemetry/instrumentation-graphql';
import type * as UndiciInstrumentationModule from '@opentelemetry/instrumentation-undici';

/** Sends the spans still batched; nothing to do while tracing is off. */
let flush: () => Promise<void> = async () => {};

/** Sends the spans still batched (before exiting: `process.exit` skips `beforeExit`). */
export function flushTracing(): Promise<void> {
  return flush();
}

if (process.env['OTEL_EXPORTER_OTLP_ENDPOINT']) {
  const require = createRequire(import.meta.url);
  const { NodeTracerProvider, BatchSpanProcessor } =
    require('@opentelemetry/sdk-trace-node') as typeof SdkTraceNodeModule;
  const { OTLPTraceExporter } =
    require('@opentelemetry/exporter-trace-otlp-http') as typeof OtlpHttpModule;
  const { resourceFromAttributes } = require('@opentelemetry/resources') as typeof ResourcesModule;
  const { registerInstrumentations } =
    require('@opentelemetry/instrumentation') as typeof InstrumentationModule;
  const { FastifyOtelInstrumentation } = require('@fastify/otel') as typeof FastifyOtelModule;
  const { GraphQLInstrumentation } =
    require('@opentelemetry/instrumentation-graphql') as typeof GraphqlInstrumentationModule;
  const { UndiciInstrumentation } =
    require('@opentelemetry/instrumentation-undici') as typeof UndiciInstrumentationModule;

  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({
      'service.name': process.env['OTEL_SERVICE_NAME'] || 'bloom-gateway',
    }),
    // The exporter reads OTEL_EXPORTER_OTLP_ENDPOINT (and _HEADERS, _TIMEOUT) itself.
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  provider.register();
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      // Every Fastify instance, as it is created: no line in app.ts.
      new FastifyOtelInstrumentation({ registerOnInitialization: true }),
      // Resolvers that only read a field of their parent are not worth a span each.
      new GraphQLInstrumentation({ ignoreTrivialResolveSpans: true }),
      new UndiciInstrumentation(),
    ],
  });
  flush = () => provider.forceFlush();
}
