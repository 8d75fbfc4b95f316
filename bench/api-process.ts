/**
 * The api as the benches run it: `src/main.ts` of a checkout (this one, or a baseline's
 * worktree) in production mode on a free port, stopped at once (no drain) when a bench is done.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('..', import.meta.url));
const tsx = path.join(here, 'node_modules/tsx/dist/cli.mjs');

/** A running api: its process and `http://host:port`. */
export interface BenchApi {
  child: ChildProcess;
  url: string;
}

/**
 * Starts the api of the checkout at `root` with `env` added, resolving on its listening line;
 * `label` names it in an error.
 */
export function startBenchApi(
  env: NodeJS.ProcessEnv,
  { root = here, label = 'api' }: { root?: string; label?: string } = {},
): Promise<BenchApi> {
  // BENCH_CPU_PROF=<dir>: each api writes a V8 CPU profile there when it exits (one folder per
  // side, by label), to read where a request's time goes on each side of a comparison.
  const profiles = process.env['BENCH_CPU_PROF'];
  const profiling = profiles
    ? {
        NODE_OPTIONS:
          `${process.env['NODE_OPTIONS'] ?? ''} --cpu-prof --cpu-prof-dir=${path.resolve(
            profiles,
            label.replace(/[^\w.-]+/g, '_'),
          )}`.trim(),
      }
    : {};
  const child = spawn(process.execPath, [tsx, 'src/main.ts'], {
    cwd: path.join(root, 'api'),
    env: {
      ...process.env,
      ...profiling,
      API_PORT: '0',
      NODE_ENV: 'production',
      // Production drains 5 s at SIGTERM; a bench stops its api at once.
      SHUTDOWN_DRAIN_MS: '0',
      // Production asks for the key sealing staff two-factor secrets; a bench's need not last.
      STAFF_TOTP_KEY: process.env.STAFF_TOTP_KEY ?? randomBytes(32).toString('hex'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const match = /api listening on (http:\/\/\S+)/.exec(out);
      if (!match) return;
      // Only the listening line matters: keeping and rescanning all later output would make
      // the bench itself a CPU load beside the api it measures.
      child.stdout!.off('data', onData);
      child.stdout!.resume();
      resolve({ child, url: match[1]! });
    };
    child.stdout!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`${label}: api exited with ${code}`)));
  });
}

/** Stops an api started by {@link startBenchApi} and waits for it to exit. */
export async function stopBenchApi(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
