/**
 * The `traceresponse` header (W3C Trace Context level 2): when tracing is on, every reply of the
 * web server names the trace it joined (the caller's `traceparent`) or started, and this
 * server's span in it, so a browser's request can be found in the tracing backend. Without
 * tracing there is no span and no header.
 */
import { trace } from '@opentelemetry/api';
import type { FastifyInstance } from 'fastify';

/** Adds the header to every reply of `app`. */
export function sendTraceResponse(app: FastifyInstance): void {
  app.addHook('onRequest', async (_request, reply) => {
    const span = trace.getActiveSpan();
    if (!span) return;
    const { traceId, spanId, traceFlags } = span.spanContext();
    void reply.header(
      'traceresponse',
      `00-${traceId}-${spanId}-${traceFlags.toString(16).padStart(2, '0')}`,
    );
  });
}
