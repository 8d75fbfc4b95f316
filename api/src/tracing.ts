/**
 * The api's OpenTelemetry tracing (DESIGN.md, Operations), imported first by main.ts: the
 * bootstrap of @bloom/ops/tracing (off and free unless `OTEL_EXPORTER_OTLP_ENDPOINT` is set;
 * requests and outgoing HTTP) plus the database's spans (pg), named `bloom-api` unless
 * `OTEL_SERVICE_NAME` says otherwise. The pg instrumentation is required synchronously, and only
 * when tracing is on: it patches `pg` as it loads, so it must be in place before main.ts's other
 * imports run.
 */
import { createRequire } from 'node:module';
import { startTracing } from '@bloom/ops/tracing';
import type * as PgInstrumentationModule from '@opentelemetry/instrumentation-pg';

/** Sends the spans still batched (before exiting: `process.exit` skips `beforeExit`). */
export const flushTracing: () => Promise<void> = startTracing({
  serviceName: 'bloom-api',
  instrumentations: () => {
    const { PgInstrumentation } = createRequire(import.meta.url)(
      '@opentelemetry/instrumentation-pg',
    ) as typeof PgInstrumentationModule;
    return [new PgInstrumentation()];
  },
});
