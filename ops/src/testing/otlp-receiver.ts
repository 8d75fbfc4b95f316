/**
 * A small OTLP/HTTP JSON receiver on 127.0.0.1 for tests: processes started with
 * `OTEL_EXPORTER_OTLP_ENDPOINT` at it export their spans here, as to a collector.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One span as the exporter sends it, with its service's name. */
export interface ReceivedSpan {
  /** `service.name` of the process that sent it. */
  service: string;
  /** Hex trace id. */
  traceId: string;
  /** Hex span id. */
  spanId: string;
  /** Hex parent span id, if any. */
  parentSpanId?: string;
  /** Span name. */
  name: string;
  /** Span attributes, as OTLP/JSON writes them. */
  attributes?: { key: string; value: { stringValue?: string } }[];
}

interface OtlpExport {
  resourceSpans?: {
    resource?: { attributes?: { key: string; value: { stringValue?: string } }[] };
    scopeSpans?: { spans?: Omit<ReceivedSpan, 'service'>[] }[];
  }[];
}

/** A running receiver: its endpoint, what it received, and how to stop it. */
export interface OtlpReceiver {
  /** For `OTEL_EXPORTER_OTLP_ENDPOINT`. */
  endpoint: string;
  /** Every span received so far. */
  spans: ReceivedSpan[];
  /** Stops listening. */
  close(): Promise<void>;
}

/** Starts a receiver on a free port of 127.0.0.1. */
export async function startOtlpReceiver(): Promise<OtlpReceiver> {
  const spans: ReceivedSpan[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const exported = JSON.parse(body) as OtlpExport;
      for (const resourceSpans of exported.resourceSpans ?? []) {
        const service =
          resourceSpans.resource?.attributes?.find((attribute) => attribute.key === 'service.name')
            ?.value.stringValue ?? '';
        for (const scope of resourceSpans.scopeSpans ?? []) {
          for (const span of scope.spans ?? []) spans.push({ ...span, service });
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
