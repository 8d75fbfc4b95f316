/**
 * Starts the real REST api (`tsx api/src/main.ts`) on a free port with a fresh PGlite database in
 * a temp folder, as the contract in the gateway's brief describes. One per test file.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const tsx = join(repoRoot, 'node_modules', '.bin', 'tsx');

/** A running api process. */
export interface RunningApi {
  /** Its origin, e.g. http://127.0.0.1:39321. */
  url: string;
  /** Its BLOOM_DATA_DIR (the mail outbox is `<dataDir>/outbox`). */
  dataDir: string;
  /** Stops the process and deletes its data. */
  stop: () => Promise<void>;
}

/** Spawns the api and resolves once it prints its listening line; `env` adds settings. */
export async function startApi(env: Record<string, string> = {}): Promise<RunningApi> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bloom-gateway-test-'));
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    // The gateway under test forwards each shopper's address from loopback, as in the stack.
    TRUST_PROXY: '127.0.0.1,::1',
    ...env,
    API_PORT: '0',
    API_HOST: '127.0.0.1',
    BLOOM_DATA_DIR: dataDir,
    NODE_ENV: 'test',
  };
  // Always the embedded database: each file gets its own, whatever the developer's shell says.
  delete childEnv['DATABASE_URL'];
  delete childEnv['SMTP_URL'];
  const child = spawn(tsx, ['api/src/main.ts'], {
    cwd: repoRoot,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });

  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /api listening on (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) =>
      reject(new Error(`api exited (${code}) before listening:\n${output}`)),
    );
    child.once('error', reject);
  });

  return {
    url,
    dataDir,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
