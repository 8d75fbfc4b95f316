/**
 * OpenTelemetry tracing (DESIGN.md, Operations), imported first by main.ts. Off and free unless
 * `OTEL_EXPORTER_OTLP_ENDPOINT` is set: then (and only then) the SDK is loaded, spans of the
 * requests (@fastify/otel, which joins the caller's W3C `traceparent` or starts a trace) and of
 * the calls to the gateway (undici: forwarded calls and each page's data fetches, which send
 * `traceparent` on) are exported over OTLP/HTTP, named `OTEL_SERVICE_NAME` (default `bloom-web`);
 * every reply then names its trace in a `traceresponse` header (ops/trace-response.ts). The same
 * as the api's and the gateway's `tracing.ts` but for the instrumentations (packages do not
 * import each other's source); loaded with a synchronous require so it is in place before
 * main.ts's other imports run.
 */
import { createRequire } from 'node:module';
import type * as SdkTraceNodeModule from '@opentelemetry/sdk-trace-node';
import type * as OtlpHttpModule from '@opentelemetry/exporter-trace-otlp-http';
import type * as ResourcesModule from '@opentelemetry/resources';
import type * as InstrumentationModule from '@opentelemetry/instrumentation';
import type * as FastifyOtelModule from '@fastify/otel';
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
  const { UndiciInstrumentation } =
    require('@opentelemetry/instrumentation-undici') as typeof UndiciInstrumentationModule;

  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({
      'service.name': process.env['OTEL_SERVICE_NAME'] || 'bloom-web',
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
      new UndiciInstrumentation(),
    ],
  });
  flush = () => provider.forceFlush();
}
