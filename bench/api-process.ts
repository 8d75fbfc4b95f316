/**
 * The api as the benches run it: `src/main.ts` of a checkout (this one, or a baseline's
 * worktree) in production mode on a free port, stopped at once (no drain) when a bench is done.
 * It runs under `node --import tsx` with V8's GC trace on, so a bench can read how many bytes the
 * api allocated between two moments: a request's cost that, unlike its latency, a busy machine
 * does not move (issue 34).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('..', import.meta.url));

/** A running api: its process and `http://host:port`. */
export interface BenchApi {
  child: ChildProcess;
  url: string;
  /**
   * Bytes the api's JavaScript allocated since it started, as of its last garbage collection
   * (V8's `--trace-gc-nvp` lines: each says what was allocated since the one before). Read it
   * before and after many requests: the difference over their count is a request's allocations,
   * to within one young generation (a few MB) at either end.
   */
  allocated(): number;
  /**
   * CPU time the api's process has used, in ms (user and system, from /proc; undefined where
   * there is none): over many requests, a request's CPU cost, which waiting for a busy
   * machine's cores does not add to.
   */
  cpuMs(): number | undefined;
  /**
   * The api's event-loop delay since the last call (bench/event-loop-probe.mjs): its p99 and
   * longest, in ms. Call it once before a case to start afresh, once after to read the case.
   */
  eventLoop(): Promise<{ p99: number; max: number }>;
  /**
   * The api's garbage collections since the last call (V8's GC trace): how many, their pauses
   * summed and the longest, in ms. Call it before a case to start afresh, after to read it.
   */
  collections(): { count: number; pausedMs: number; longestMs: number };
}

/** Clock ticks per second of /proc's times (USER_HZ: 100 on Linux). */
const ticksPerSecond = 100;

/** User and system CPU time of process `pid` in ms, from /proc/<pid>/stat. */
function processCpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    // The fields after the command's closing parenthesis; utime and stime are the 12th and 13th.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
  } catch {
    return undefined;
  }
}

/** The probe's line (event-loop-probe.mjs): the event loop's p99 and longest delay, in ms. */
const eventLoopLine = /bench-event-loop p50=[\d.]+ p99=([\d.]+) max=([\d.]+)/;

/** One line of `--trace-gc-nvp`: what was allocated since the collection before. */
const gcLine = /\bpause=([\d.]+) .*?\bgc=\S+ .*?\ballocated=(\d+)/;

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
  const probe = fileURLToPath(new URL('event-loop-probe.mjs', import.meta.url));
  const args = ['--trace-gc-nvp', '--import', probe, '--import', 'tsx', 'src/main.ts'];
  const child = spawn(process.execPath, args, {
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
  let allocated = 0;
  let collections = { count: 0, pausedMs: 0, longestMs: 0 };
  let partial = '';
  const eventLoopReaders: {
    read: (figures: { p99: number; max: number }) => void;
    fail: (error: Error) => void;
  }[] = [];
  // Each line once, as it comes: the GC lines are counted and nothing is kept (keeping and
  // rescanning the output would make the bench a CPU load beside the api it measures).
  const lines = (chunk: Buffer, each: (line: string) => void) => {
    const text = partial + chunk.toString();
    const complete = text.split('\n');
    partial = complete.pop() ?? '';
    complete.forEach(each);
  };
  return new Promise((resolve, reject) => {
    let url: string | undefined;
    child.stdout!.on('data', (chunk: Buffer) =>
      lines(chunk, (line) => {
        // V8 prints its GC lines through its own buffer: one may share a line with the probe's.
        const gc = gcLine.exec(line);
        if (gc) {
          const pause = Number(gc[1]);
          allocated += Number(gc[2]);
          collections = {
            count: collections.count + 1,
            pausedMs: collections.pausedMs + pause,
            longestMs: Math.max(collections.longestMs, pause),
          };
        }
        const delay = eventLoopLine.exec(line);
        if (delay) {
          eventLoopReaders.shift()?.read({ p99: Number(delay[1]), max: Number(delay[2]) });
        }
        if (gc || delay) return;
        const listening = url ? null : /api listening on (http:\/\/\S+)/.exec(line);
        if (!listening) return;
        url = listening[1]!;
        resolve({
          child,
          url,
          allocated: () => allocated,
          cpuMs: () => processCpuMs(child.pid),
          collections: () => {
            const since = collections;
            collections = { count: 0, pausedMs: 0, longestMs: 0 };
            return since;
          },
          eventLoop: () =>
            new Promise((read, fail) => {
              if (child.exitCode !== null || child.signalCode !== null) {
                fail(new Error(`${label}: the api has exited`));
                return;
              }
              eventLoopReaders.push({ read, fail });
              child.kill('SIGWINCH');
            }),
        });
      }),
    );
    child.on('exit', (code, signal) => {
      const exited = new Error(`${label}: api exited with ${code ?? signal}`);
      // A bench waiting for the probe's line is told, rather than left waiting for ever.
      for (const reader of eventLoopReaders.splice(0)) reader.fail(exited);
      reject(exited);
    });
  });
}

/** Stops an api started by {@link startBenchApi} and waits for it to exit. */
export async function stopBenchApi(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
