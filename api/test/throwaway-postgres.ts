/**
 * A PostgreSQL server of a test's own, which the test may stop and start (CI's shared server
 * must never be stopped): initdb into a temporary folder and pg_ctl on a free port, as `.ci/run`
 * does, as the `postgres` user when the tests run as root. Only where the PostgreSQL binaries
 * are installed; `postgresBinaries()` says why not otherwise.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The newest installed PostgreSQL's bin folder, or the reason there is none. */
export function postgresBinaries(): { bin: string } | { missing: string } {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter((version) => existsSync(path.join(base, version, 'bin', 'pg_ctl')))
        .sort((a, b) => Number(a) - Number(b))
    : [];
  const newest = versions.at(-1);
  return newest
    ? { bin: path.join(base, newest, 'bin') }
    : { missing: `no PostgreSQL server binaries under ${base} (apt-get install postgresql)` };
}

/** A server this test owns. */
export interface ThrowawayPostgres {
  /** `postgres://postgres@127.0.0.1:PORT/postgres`. */
  url: string;
  /** Stops the server (fast shutdown: open sessions are cut). */
  stop(): void;
  /** Starts it again on the same port and data. */
  start(): void;
  /** Stops it and removes its files. */
  destroy(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** initdb and start a server in a temporary folder. */
export async function startThrowawayPostgres(bin: string): Promise<ThrowawayPostgres> {
  const dir = await mkdtemp(path.join(tmpdir(), 'bloom-pg-'));
  const root = process.getuid?.() === 0;
  if (root) {
    // PostgreSQL refuses to run as root: the folder goes to the postgres user.
    try {
      execFileSync('id', ['postgres'], { stdio: 'ignore' });
    } catch {
      execFileSync('useradd', ['--system', '--no-create-home', 'postgres']);
    }
    await chmod(dir, 0o755);
    execFileSync('chown', ['postgres', dir]);
  }
  const as = (command: string, args: string[]) =>
    root
      ? execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'pipe' })
      : execFileSync(command, args, { stdio: 'pipe' });
  const data = path.join(dir, 'data');
  as(path.join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
  const port = await freePort();
  const start = () =>
    as(path.join(bin, 'pg_ctl'), [
      '-D',
      data,
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
      '-w',
      '-l',
      path.join(dir, 'log'),
      'start',
    ]);
  const stop = () => as(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop,
    start,
    async destroy() {
      try {
        stop();
      } catch {
        // Already stopped.
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
