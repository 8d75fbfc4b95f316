/**
 * SIGTERM with requests in flight (DESIGN.md, Operations): the api answers 503 on /readyz while
 * it drains, still serves, then stops listening, finishes every request it had begun, and exits
 * 0. The requests are held in flight by sending their bodies in two halves, the second only once
 * the process has stopped taking new connections.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { halfSentPost } from '@bloom/ops/testing';
import { afterAll, expect, it } from 'vitest';
import { startApiProcess, type ApiProcess } from './process.ts';

let dataDir: string;

/**
 * One GET on a connection of its own, closed after the answer (as a load balancer's probe): a
 * kept-alive connection would hold the closing server open. Its status, or 'refused'.
 */
function ask(address: string): Promise<number | 'refused'> {
  return new Promise((resolve) => {
    const request = get(address, { agent: false, headers: { connection: 'close' } }, (reply) => {
      reply.resume();
      reply.on('end', () => resolve(reply.statusCode ?? 0));
    });
    request.on('error', () => resolve('refused'));
  });
}
let api: ApiProcess | undefined;

afterAll(async () => {
  if (api && api.child.exitCode === null && api.child.signalCode === null) {
    api.child.kill('SIGKILL');
    await api.exited;
  }
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

it('drains on SIGTERM: /readyz 503, requests in flight all answered, exit 0', async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'bloom-api-shutdown-'));
  api = await startApiProcess({
    DATABASE_URL: '',
    BLOOM_DATA_DIR: dataDir,
    // Long enough for a loaded machine's probes to land inside it, with room to close within
    // the 9 s limit.
    SHUTDOWN_DRAIN_MS: '3000',
    LOG_LEVEL: 'info',
    // Production: what a deployment runs (and the test environment silences the log).
    NODE_ENV: 'production',
    STAFF_TOTP_KEY: '5eed'.repeat(16),
  });
  const { url } = api;
  expect((await fetch(`${url}/readyz`)).status).toBe(200);

  const inFlight = [1, 2, 3].map((n) =>
    halfSentPost(
      `${url}/api/contact/createContact`,
      JSON.stringify({
        name: `In flight ${n}`,
        email: `inflight${n}@example.com`,
        phone: '03001234567',
      }),
    ),
  );
  await Promise.all(inFlight.map((request) => request.firstHalf));
  // Answered after the halves were sent on their own connections: the server has them.
  expect((await fetch(`${url}/healthz`)).status).toBe(200);

  api.child.kill('SIGTERM');
  // The process's own word that it took the signal: from then on it must not say ready.
  await expect
    .poll(() => api!.output(), { timeout: 30_000, interval: 20 })
    .toContain('"msg":"shutting down"');
  // Asked as a load balancer asks, each probe on a connection of its own, until the process stops
  // listening; every answer is kept and judged afterwards, so a slow poll on a loaded machine
  // races nothing (the drain is long enough for several to land inside it).
  const probes: { path: string; answer: number | 'refused' }[] = [];
  await expect
    .poll(
      async () => {
        const [ready, health] = await Promise.all([ask(`${url}/readyz`), ask(`${url}/healthz`)]);
        probes.push({ path: '/readyz', answer: ready }, { path: '/healthz', answer: health });
        return ready === 'refused' && health === 'refused' ? 'closed' : 'listening';
      },
      { timeout: 30_000, interval: 50 },
    )
    .toBe('closed');
  for (const request of inFlight) request.finish();
  const answers = await Promise.all(inFlight.map((request) => request.answered));
  expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
  expect(await api.exited).toBe(0);

  // From its word on: /readyz never said ready again and said 503 while it drained; /healthz
  // still answered 200 meanwhile.
  const readiness = probes.filter((probe) => probe.path === '/readyz').map((p) => p.answer);
  expect(readiness).toContain(503);
  expect(readiness).not.toContain(200);
  expect(probes).toContainEqual({ path: '/healthz', answer: 200 });
}, 60_000);
