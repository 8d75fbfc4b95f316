/**
 * End-to-end journeys in real Chromium over the whole stack, started the way `npm start` starts it
 * (scripts/start.ts) on a fresh embedded database in a temporary folder.
 */
import { defineConfig } from '@playwright/test';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumLaunchOptions } from '../scripts/chromium.ts';

// The journeys run the whole stack on a fresh embedded database every time; a DATABASE_URL in the
// caller's environment is meant for the api suite and would make runs depend on each other.
delete process.env.DATABASE_URL;

const port = Number(process.env.E2E_PORT ?? 4100);
// Evaluated once in the runner (which starts the web server) and again in each worker; only the
// runner's value is used for the server.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'bloom-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

/**
 * `E2E_SHUFFLE=<seed>` runs the spec files in an order drawn from the seed (`npm test` draws one
 * each run and prints it, so any order can be replayed): no journey may depend on which ran
 * before it. Each file is then a project of its own, queued in that order (one worker runs them
 * one after another); the tests inside a file keep their order.
 */
function shuffledSpecs(seed: number): string[] {
  const files = readdirSync(dirname(fileURLToPath(import.meta.url)))
    .filter((file) => file.endsWith('.spec.ts'))
    .sort();
  // mulberry32: a small seeded generator, the same order in the runner and in every worker.
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  for (let i = files.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [files[i], files[j]] = [files[j]!, files[i]!];
  }
  return files;
}

const shuffleSeed = process.env.E2E_SHUFFLE ? Number(process.env.E2E_SHUFFLE) : undefined;

export default defineConfig({
  ...(shuffleSeed === undefined
    ? {}
    : {
        projects: shuffledSpecs(shuffleSeed).map((file) => ({
          name: file.replace(/\.spec\.ts$/, ''),
          testMatch: file,
        })),
      }),
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Sized for a busy laptop (npm run test:busy): a journey waits for what a shopper would see,
  // and only something that never comes should fail it.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // One folder per port: two runs at once (another port) must not delete each other's traces.
  outputDir: `../test-results/e2e${port === 4100 ? '' : `-${port}`}`,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions(),
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'node --import tsx scripts/start.ts',
    cwd: '..',
    url: `http://127.0.0.1:${port}/`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      PORT: String(port),
      API_PORT: '0',
      GATEWAY_PORT: '0',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      BLOOM_DATA_DIR: dataDir,
      NODE_ENV: 'test',
      // One run signs up more shoppers from 127.0.0.1 than a real address would in an hour.
      RATE_LIMIT_MULTIPLIER: '5',
      // As behind a deployment's proxy: a journey that asks for many expensive pages (the
      // malformed-requests one) says its own address, so it spends no other journey's allowance.
      TRUST_PROXY: '127.0.0.1,::1',
      ALLOWED_ORIGINS: `http://127.0.0.1:${port},http://localhost:${port}`,
    },
  },
});
