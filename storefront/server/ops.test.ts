/**
 * Operations across the three processes (DESIGN.md, Operations), each started as it is deployed
 * (`node --import tsx <main>`, production, request logs on) with tracing exported over OTLP/HTTP
 * to a small receiver on 127.0.0.1: one trace holds spans of the web server, the gateway and the
 * api, and the web server names it in `traceresponse`; one `x-request-id` is on the log lines of
 * all three; the web server's /healthz, /readyz and /metrics (render durations, and a 404 for an
 * address outside METRICS_ALLOW behind a trusted proxy); SIGTERM with requests in flight.
 * Needs the storefront's build (`npm test` builds first).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  halfSentPost,
  startOtlpReceiver,
  watchReadiness,
  type OtlpReceiver,
} from '@bloom/ops/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Receives the spans every process exports, as a collector would. */
let receiver: OtlpReceiver;

/** A running process of the stack, its whole output kept. */
interface Running {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

function start(name: string, entry: string, env: NodeJS.ProcessEnv): Promise<Running> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      STAFF_TOTP_KEY: '5eed'.repeat(16),
      // Production drains 5 s by default; these stop at once unless a test says otherwise.
      SHUTDOWN_DRAIN_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = new RegExp(`${name} listening on (http://\\S+)`).exec(output);
      if (match) resolve({ child, url: match[1]!, output: () => output, exited });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then((code) => reject(new Error(`${name} exited (${code}) first:\n${output}`)));
  });
}

let dataDir: string;
let api: Running;
let gateway: Running;
let web: Running;

beforeAll(async () => {
  receiver = await startOtlpReceiver();
  const tracing = {
    OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint,
    // Batches go out every 100 ms instead of every 5 s.
    OTEL_BSP_SCHEDULE_DELAY: '100',
  };
  dataDir = await mkdtemp(path.join(tmpdir(), 'bloom-web-ops-'));
  api = await start('api', 'api/src/main.ts', {
    ...tracing,
    API_PORT: '0',
    DATABASE_URL: '',
    SMTP_URL: '',
    BLOOM_DATA_DIR: dataDir,
  });
  gateway = await start('gateway', 'gateway/src/main.ts', {
    ...tracing,
    PORT: '0',
    API_URL: api.url,
    TRUST_PROXY: '127.0.0.1',
  });
  web = await start('web', 'storefront/server/main.ts', {
    ...tracing,
    PORT: '0',
    GATEWAY_URL: gateway.url,
    // Behind a proxy on loopback, as in production: the client is X-Forwarded-For's address.
    TRUST_PROXY: '127.0.0.1',
    METRICS_ALLOW: '203.0.113.0/24',
    // Long enough for a poll of /readyz on a busy machine (the SIGTERM test reads its states).
    SHUTDOWN_DRAIN_MS: '2000',
  });
}, 180_000);

afterAll(async () => {
  for (const running of [web, gateway, api]) {
    if (running && running.child.exitCode === null && running.child.signalCode === null) {
      running.child.kill('SIGTERM');
      await running.exited;
    }
  }
  await receiver?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('health and readiness', () => {
  it('answers /healthz, and /readyz once the gateway (and so the api) is ready', async () => {
    const live = await fetch(`${web.url}/healthz`);
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${web.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ ready: true, checks: { gateway: 'ok' } });
  });
});

describe('one request across the three processes', () => {
  it('is one trace with spans of web, gateway and api, named in traceresponse', async () => {
    const traceId = randomBytes(16).toString('hex');
    const page = await fetch(`${web.url}/products`, {
      headers: { traceparent: `00-${traceId}-${randomBytes(8).toString('hex')}-01` },
    });
    expect(page.status).toBe(200);
    expect(page.headers.get('traceresponse')).toMatch(
      new RegExp(`^00-${traceId}-[0-9a-f]{16}-01$`),
    );
    await expect
      .poll(
        () =>
          [
            ...new Set(
              receiver.spans.filter((span) => span.traceId === traceId).map((s) => s.service),
            ),
          ].sort(),
        { timeout: 15_000, interval: 100 },
      )
      .toEqual(['bloom-api', 'bloom-gateway', 'bloom-web']);
    // Linked, not merely labelled: once every span is in (the outer ones end last), each one's
    // parent is in the trace, but the web server's request span, whose parent is the caller's.
    const orphans = () => {
      const spans = receiver.spans.filter((span) => span.traceId === traceId);
      const ids = new Set(spans.map((span) => span.spanId));
      return spans
        .filter((span) => span.parentSpanId && !ids.has(span.parentSpanId))
        .map((span) => `${span.service} ${span.name}`);
    };
    await expect.poll(orphans, { timeout: 15_000, interval: 100 }).toEqual(['bloom-web request']);
  });

  it('starts a trace when the caller sent none, and names it', async () => {
    const page = await fetch(`${web.url}/`);
    expect(page.headers.get('traceresponse')).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
  });

  it('carries one x-request-id on the log lines of all three', async () => {
    const id = `ops-${randomBytes(6).toString('hex')}`;
    const page = await fetch(`${web.url}/products?category=Skincare`, {
      headers: { 'x-request-id': id },
    });
    expect(page.status).toBe(200);
    expect(page.headers.get('x-request-id')).toBe(id);
    const forwarded = await fetch(`${web.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': `${id}-gql` },
      body: JSON.stringify({ query: '{ products { totalPages } }' }),
    });
    expect(forwarded.headers.get('x-request-id')).toBe(`${id}-gql`);
    for (const [running, reqId] of [
      [web, id],
      [gateway, id],
      [api, id],
      [gateway, `${id}-gql`],
      [api, `${id}-gql`],
    ] as const) {
      await expect
        .poll(() => running.output(), { timeout: 10_000 })
        .toContain(`"reqId":"${reqId}"`);
    }
  });
});

describe("the web server's /metrics", () => {
  it('reports render durations and requests by route pattern to loopback', async () => {
    expect((await fetch(`${web.url}/products?category=Haircare`)).status).toBe(200);
    const reply = await fetch(`${web.url}/metrics`);
    expect(reply.status).toBe(200);
    const text = await reply.text();
    expect(text).toMatch(/^web_render_duration_seconds_count\{page="\w+",status="200"\} [1-9]/m);
    expect(text).toMatch(
      /^http_request_duration_seconds_count\{method="GET",route="\/\*",status_code="200"\} [1-9]/m,
    );
    expect(text).not.toMatch(/route="\/products/);
    expect(text).toContain('# TYPE web_page_cache_requests_total counter');
  });

  it('is a 404 page for an address outside METRICS_ALLOW, and answers one inside it', async () => {
    const outside = await fetch(`${web.url}/metrics`, {
      headers: { 'x-forwarded-for': '198.51.100.7' },
    });
    expect(outside.status).toBe(404);
    expect(outside.headers.get('content-type')).toContain('text/html');
    expect(await outside.text()).not.toContain('http_request_duration_seconds');
    const inside = await fetch(`${web.url}/metrics`, {
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(inside.status).toBe(200);
  });
});

// Last: the web server stops here.
describe('SIGTERM', () => {
  it('drains: /readyz 503, then no new connections, every request in flight answered, exit 0', async () => {
    const inFlight = [1, 2, 3].map(() =>
      halfSentPost(
        `${web.url}/login`,
        'email=in-flight%40example.com',
        'application/x-www-form-urlencoded',
      ),
    );
    await Promise.all(inFlight.map((request) => request.firstHalf));
    expect((await fetch(`${web.url}/healthz`)).status).toBe(200);

    // What a load balancer polling /readyz sees from before the signal until the port closes.
    const watch = watchReadiness(web.url);
    await watch.ready;
    web.child.kill('SIGTERM');
    // Ready, then draining, then closed; a poll caught as the server closes may get Fastify's own
    // 503 between the last two.
    const states = await watch.states;
    expect(
      states.map(({ state }) => state).filter((state) => state !== '503 Service Unavailable'),
    ).toEqual(['200', '503 the process is shutting down', 'closed']);
    // While draining it still took new connections: a poll made after the first 503 had come
    // back was answered too (a drain of 0 answers only the poll already in flight).
    expect(states[1]!.times).toBeGreaterThanOrEqual(2);
    for (const request of inFlight) request.finish();
    // Each form post is answered as always: back to its page (303).
    const answers = await Promise.all(inFlight.map((request) => request.answered));
    expect(answers.map((answer) => answer.status)).toEqual([303, 303, 303]);
    expect(await web.exited).toBe(0);
  });
});
