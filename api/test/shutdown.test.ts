/**
 * SIGTERM with requests in flight (DESIGN.md, Operations): the api answers 503 on /readyz while
 * it drains, still serves, then stops listening, finishes every request it had begun, and exits
 * 0. The requests are held in flight by sending their bodies in two halves, the second only once
 * the process has stopped taking new connections.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { halfSentPost } from '@bloom/ops/testing';
import { afterAll, expect, it } from 'vitest';
import { startApiProcess, type ApiProcess } from './process.ts';

let dataDir: string;
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
    // Long enough that a loaded machine's first /readyz poll still finds it draining.
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
  await expect
    .poll(async () => (await fetch(`${url}/readyz`)).json(), { timeout: 5000, interval: 50 })
    .toMatchObject({ ready: false, checks: { draining: 'the process is shutting down' } });
  // Still serving while it drains.
  expect((await fetch(`${url}/healthz`)).status).toBe(200);
  const draining = await fetch(`${url}/readyz`);
  if (draining.status === 503) {
    expect(await draining.json()).toMatchObject({
      ready: false,
      checks: { draining: expect.any(String) },
    });
  }

  // Then it stops listening (a new connection is refused) with the three still unfinished.
  await expect
    .poll(
      () =>
        fetch(`${url}/healthz`).then(
          () => 'listening',
          () => 'closed',
        ),
      { timeout: 5000, interval: 50 },
    )
    .toBe('closed');
  for (const request of inFlight) request.finish();
  const answers = await Promise.all(inFlight.map((request) => request.answered));
  expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
  expect(await api.exited).toBe(0);
  expect(api.output()).toContain('"msg":"shutting down"');
}, 60_000);
