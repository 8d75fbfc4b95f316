/**
 * The api as a child process for tests: `src/main.ts` (or another entry) under Node with tsx,
 * its environment, its output kept, its listening URL once it prints it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const tsx = fileURLToPath(new URL('../../node_modules/tsx/dist/cli.mjs', import.meta.url));

/** A running api process. */
export interface ApiProcess {
  /** The child. */
  child: ChildProcess;
  /** `http://127.0.0.1:PORT`. */
  url: string;
  /** What it wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with its exit code once it has exited. */
  exited: Promise<number | null>;
}

/**
 * Starts `entry` (relative to api/) and resolves once it prints its listening line. Node itself
 * runs it with tsx's loader (`--import tsx`), as the images run `node`: a signal then reaches the
 * api's own handlers, not the tsx command's relay in between.
 */
export function startApiProcess(
  env: NodeJS.ProcessEnv,
  entry = 'src/main.ts',
): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: apiDir,
    env: { ...process.env, API_PORT: '0', SMTP_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /api listening on (http:\/\/\S+)/.exec(output);
      if (match) resolve({ child, url: match[1]!, output: () => output, exited });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then((code) => reject(new Error(`api exited (${code}) first:\n${output}`)));
  });
}

/** Runs `entry` (relative to api/) to its end: exit code and output. */
export function runApiCommand(
  entry: string,
  env: NodeJS.ProcessEnv,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [tsx, entry], {
    cwd: apiDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}
