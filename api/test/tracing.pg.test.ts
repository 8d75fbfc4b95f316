/**
 * Traces reach PostgreSQL (DESIGN.md, Operations): an api process on a server, with tracing
 * exported to a receiver on 127.0.0.1, answers a request that joined the caller's `traceparent`
 * with a trace holding the request's span and, under it, a span for each SQL statement (the pg
 * instrumentation). PGlite runs in the process and has no driver to trace, so this runs when
 * DATABASE_URL is set (CI sets it).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startOtlpReceiver, type OtlpReceiver } from '@bloom/ops/testing';
import { startApiProcess, type ApiProcess } from './process.ts';

const serverUrl = process.env.DATABASE_URL;
const name = `bloom_tracing_${randomBytes(6).toString('hex')}`;
let receiver: OtlpReceiver | undefined;
let api: ApiProcess | undefined;

afterAll(async () => {
  if (api && api.child.exitCode === null && api.child.signalCode === null) {
    api.child.kill('SIGTERM');
    await api.exited;
  }
  await receiver?.close();
  if (serverUrl) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
});

describe.skipIf(!serverUrl)('tracing into PostgreSQL', () => {
  it("puts each statement's span under the request's, in the caller's trace", async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    receiver = await startOtlpReceiver();
    api = await startApiProcess({
      DATABASE_URL: url.toString(),
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint,
      OTEL_BSP_SCHEDULE_DELAY: '100',
    });

    const traceId = randomBytes(16).toString('hex');
    const reply = await fetch(`${api.url}/api/orders/getAllOrdersForUser`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: 'bloom_session=not-a-session',
        traceparent: `00-${traceId}-${randomBytes(8).toString('hex')}-01`,
      },
      body: '{}',
    });
    expect(reply.status).toBe(401);

    const inTrace = () => receiver!.spans.filter((span) => span.traceId === traceId);
    const isSql = (span: { attributes?: { key: string; value: { stringValue?: string } }[] }) =>
      span.attributes?.some(
        (attribute) =>
          ['db.system.name', 'db.system'].includes(attribute.key) &&
          attribute.value.stringValue === 'postgresql',
      ) ?? false;
    await expect
      .poll(() => inTrace().some(isSql) && inTrace().some((span) => span.name === 'request'), {
        timeout: 15_000,
        interval: 100,
      })
      .toBe(true);
    // Each SQL span descends from the request's span.
    const byId = new Map(inTrace().map((span) => [span.spanId, span]));
    const request = inTrace().find((span) => span.name === 'request')!;
    for (const sql of inTrace().filter(isSql)) {
      let at: typeof sql | undefined = sql;
      while (at && at.spanId !== request.spanId) at = byId.get(at.parentSpanId ?? '');
      expect(at, `${sql.name} under the request`).toBe(request);
    }
  }, 120_000);
});
