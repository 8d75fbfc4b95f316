/**
 * OpenTelemetry tracing (DESIGN.md, Operations), started by each service's `tracing.ts`, which its
 * main.ts imports first. Off and free unless `OTEL_EXPORTER_OTLP_ENDPOINT` is set: then (and only
 * then) the SDK is loaded, and the spans of the requests (@fastify/otel, which joins the caller's
 * W3C `traceparent` or starts a trace), of outgoing HTTP (undici, which sends `traceparent` on)
 * and of the service's own instrumentations (the api's pg, the gateway's GraphQL) are exported
 * over OTLP/HTTP, named `OTEL_SERVICE_NAME` (default: the service's own name). The SDK is loaded
 * with a synchronous require on purpose: the instrumentations patch `pg` and `graphql` as they
 * load, so they must be in place before main.ts's other imports run, and a top-level await would
 * let those imports run first. This entry imports nothing else of the package for the same
 * reason.
 */
import { createRequire } from 'node:module';
import type * as SdkTraceNodeModule from '@opentelemetry/sdk-trace-node';
import type * as OtlpHttpModule from '@opentelemetry/exporter-trace-otlp-http';
import type * as ResourcesModule from '@opentelemetry/resources';
import type * as InstrumentationModule from '@opentelemetry/instrumentation';
import type * as FastifyOtelModule from '@fastify/otel';
import type * as UndiciInstrumentationModule from '@opentelemetry/instrumentation-undici';

/** What a service traces besides its requests and its outgoing HTTP. */
export interface TracingOptions {
  /** `service.name` when `OTEL_SERVICE_NAME` is unset, e.g. `bloom-api`. */
  serviceName: string;
  /**
   * The service's own instrumentations, made only when tracing is on (so their packages are
   * loaded only then), with a synchronous require. @default none
   */
  instrumentations?: () => InstrumentationModule.Instrumentation[];
}

/**
 * Starts tracing when `OTEL_EXPORTER_OTLP_ENDPOINT` is set, and returns what sends the spans
 * still batched (call it before exiting: `process.exit` skips `beforeExit`); while tracing is off
 * it does nothing.
 */
export function startTracing({
  serviceName,
  instrumentations = () => [],
}: TracingOptions): () => Promise<void> {
  if (!process.env['OTEL_EXPORTER_OTLP_ENDPOINT']) return async () => {};
  const require = createRequire(import.meta.url);
  const { NodeTracerProvider, BatchSpanProcessor } =
    require('@opentelemetry/sdk-trace-node') as typeof SdkTraceNodeModule;
  const { OTLPTraceExporter } =
    require('@opentelemetry/exporter-trace-otlp-http') as typeof OtlpHttpModule;
  const { resourceFromAttributes } = require('@opentelemetry/resources') as typeof ResourcesModule;
  const { registerInstrumentations } =
    require('@opentelemetry/instrumentation') as typeof InstrumentationModule;
  const { FastifyOtelInstrumentation } = require('@fastify/otel') as typeof FastifyOtelModule;
  const { UndiciInstrumentation } =
    require('@opentelemetry/instrumentation-undici') as typeof UndiciInstrumentationModule;

  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({
      'service.name': process.env['OTEL_SERVICE_NAME'] || serviceName,
    }),
    // The exporter reads OTEL_EXPORTER_OTLP_ENDPOINT (and _HEADERS, _TIMEOUT) itself.
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  provider.register();
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      // Every Fastify instance, as it is created: no line in the services' app.ts.
      new FastifyOtelInstrumentation({ registerOnInitialization: true }),
      ...instrumentations(),
      new UndiciInstrumentation(),
    ],
  });
  return () => provider.forceFlush();
}
