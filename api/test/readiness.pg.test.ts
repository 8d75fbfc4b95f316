/**
 * Readiness follows the database (DESIGN.md, Operations): an api process on a PostgreSQL server
 * answers /readyz 200, 503 naming the database while the server is stopped (while /healthz still
 * says it is alive), and 200 again once the server is back, without a restart. The server is
 * the test's own (CI's shared one must not be stopped); skipped where PostgreSQL is not installed.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { startApiProcess, type ApiProcess } from './process.ts';
import {
  postgresBinaries,
  startThrowawayPostgres,
  type ThrowawayPostgres,
} from './throwaway-postgres.ts';

const binaries = postgresBinaries();
const reason = 'missing' in binaries ? binaries.missing : '';

let server: ThrowawayPostgres | undefined;
let api: ApiProcess | undefined;

afterAll(async () => {
  if (api && api.child.exitCode === null && api.child.signalCode === null) {
    api.child.kill('SIGTERM');
    await api.exited;
  }
  await server?.destroy();
});

const readiness = async (url: string) => {
  const reply = await fetch(`${url}/readyz`);
  return { status: reply.status, body: (await reply.json()) as unknown };
};

describe.skipIf(reason !== '')(`readiness with the database stopped ${reason}`, () => {
  it('is 503 naming the database while PostgreSQL is down, and 200 once it is back', async () => {
    if (!('bin' in binaries)) return;
    server = await startThrowawayPostgres(binaries.bin);
    api = await startApiProcess({
      DATABASE_URL: server.url,
      NODE_ENV: 'production',
      SHUTDOWN_DRAIN_MS: '0',
      STAFF_TOTP_KEY: '5eed'.repeat(16),
    });
    expect(await readiness(api.url)).toEqual({
      status: 200,
      body: { ready: true, checks: { database: 'ok' } },
    });

    server.stop();
    const down = await readiness(api.url);
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({
      ready: false,
      checks: { database: expect.stringMatching(/^not answering/) },
    });
    expect((await fetch(`${api.url}/healthz`)).status).toBe(200);

    server.start();
    await expect
      .poll(async () => (await readiness(api!.url)).status, { timeout: 10_000, interval: 100 })
      .toBe(200);

    api.child.kill('SIGTERM');
    expect(await api.exited).toBe(0);
  }, 120_000);
});
