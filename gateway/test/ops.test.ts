/**
 * The gateway's operational routes against a real api process: liveness, readiness (503 naming
 * the api when it does not answer, and while draining), request ids, /metrics parsed after real
 * GraphQL traffic (operations by name, errors by code), and SIGTERM with requests in flight.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startDraining } from '@bloom/ops';
import { halfSentPost, parseMetrics, sample, watchReadiness } from '@bloom/ops/testing';
import { describe, expect, it } from 'vitest';
import { Shopper, startGateway } from './support/gateway.ts';
import { useStack } from './support/stack.ts';

const stack = useStack();

async function scrape(url: string) {
  const reply = await fetch(`${url}/metrics`);
  expect(reply.status).toBe(200);
  return parseMetrics(await reply.text());
}

describe('health and readiness', () => {
  it('answers /healthz, and /readyz once the api says it is ready', async () => {
    const live = await fetch(`${stack.gateway.url}/healthz`);
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${stack.gateway.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ ready: true, checks: { api: 'ok' } });
  });

  it('answers 503 naming the api when nothing answers there, and while draining', async () => {
    // A port that was just free: nothing listens on it.
    const idle = await startGateway({ apiUrl: stack.api.url });
    const closedUrl = idle.url;
    await idle.close();
    const orphan = await startGateway({ apiUrl: closedUrl });
    try {
      const ready = await fetch(`${orphan.url}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({
        ready: false,
        checks: { api: expect.stringMatching(/^not answering/) },
      });
      expect((await fetch(`${orphan.url}/healthz`)).status).toBe(200);
      startDraining(orphan.app);
      expect(await (await fetch(`${orphan.url}/readyz`)).json()).toMatchObject({
        checks: { draining: 'the process is shutting down' },
      });
    } finally {
      await orphan.close();
    }
  });
});

describe('request ids', () => {
  it('echoes a well-formed caller id and makes one otherwise', async () => {
    const given = await fetch(`${stack.gateway.url}/healthz`, {
      headers: { 'x-request-id': 'web-42' },
    });
    expect(given.headers.get('x-request-id')).toBe('web-42');
    const made = await fetch(`${stack.gateway.url}/healthz`, {
      headers: { 'x-request-id': 'not "well" formed' },
    });
    expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('/metrics', () => {
  it('counts GraphQL operations by name and errors by code, and requests by route', async () => {
    const shopper = new Shopper(stack.gateway.url);
    const before = await scrape(stack.gateway.url);
    const listing = await shopper.gql('query OpsListing { products { totalPages } }');
    expect(listing.errors).toBeUndefined();
    // As Apollo Client sends it, with the operation's name beside the document.
    const invalid = await shopper.post({
      query: 'query OpsBroken { noSuchField }',
      operationName: 'OpsBroken',
    });
    expect(invalid.errors?.[0]?.extensions?.['code']).toBe('GRAPHQL_VALIDATION_FAILED');

    const after = await scrape(stack.gateway.url);
    const moved = (name: string, labels: Record<string, string>) =>
      (sample(after, name, labels) ?? 0) - (sample(before, name, labels) ?? 0);
    expect(moved('graphql_operations_total', { operation: 'OpsListing', type: 'query' })).toBe(1);
    expect(
      moved('graphql_errors_total', { operation: 'OpsBroken', code: 'GRAPHQL_VALIDATION_FAILED' }),
    ).toBe(1);
    expect(
      moved('http_request_duration_seconds_count', {
        method: 'POST',
        route: '/graphql',
        status_code: '200',
      }),
    ).toBeGreaterThanOrEqual(1);
  });
});

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const tsx = fileURLToPath(new URL('../../node_modules/tsx/dist/cli.mjs', import.meta.url));

describe('SIGTERM', () => {
  it('drains: /readyz 503, then no new connections, every request in flight answered, exit 0', async () => {
    const child = spawn(process.execPath, [tsx, 'gateway/src/main.ts'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: '0',
        API_URL: stack.api.url,
        // Long enough for a poll on a busy machine (the test reads the states a balancer polling
        // /readyz would see, and counts no polls).
        SHUTDOWN_DRAIN_MS: '3000',
        NODE_ENV: 'production',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    let output = '';
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /gateway listening on (http:\/\/\S+)/.exec(output);
        if (match) resolve(match[1]!);
      });
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      void exited.then((code) => reject(new Error(`gateway exited (${code}): ${output}`)));
    });

    const query = JSON.stringify({ query: '{ products { totalPages } }' });
    const inFlight = [1, 2, 3].map(() => halfSentPost(`${url}/graphql`, query));
    await Promise.all(inFlight.map((request) => request.firstHalf));
    expect((await fetch(`${url}/healthz`)).status).toBe(200);

    // What a load balancer polling /readyz sees from before the signal until the port closes.
    const watch = watchReadiness(url);
    await watch.ready;
    child.kill('SIGTERM');
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
    const answers = await Promise.all(inFlight.map((request) => request.answered));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(answers.map((answer) => JSON.parse(answer.body).errors)).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    expect(await exited).toBe(0);
  });
});
