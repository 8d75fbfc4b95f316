/**
 * The web server's OpenTelemetry tracing (DESIGN.md, Operations), imported first by main.ts: the
 * bootstrap of @bloom/ops/tracing, off and free unless `OTEL_EXPORTER_OTLP_ENDPOINT` is set. Then
 * the spans of the requests (@fastify/otel, which joins the caller's W3C `traceparent` or starts
 * a trace) and of the calls to the gateway (undici: forwarded calls and each page's data fetches,
 * which send `traceparent` on) are exported over OTLP/HTTP, named `bloom-web` unless
 * `OTEL_SERVICE_NAME` says otherwise; every reply then names its trace in a `traceresponse`
 * header (ops/trace-response.ts). The web server has no instrumentation of its own.
 */
import { startTracing } from '@bloom/ops/tracing';

/** Sends the spans still batched (before exiting: `process.exit` skips `beforeExit`). */
export const flushTracing: () => Promise<void> = startTracing({ serviceName: 'bloom-web' });
