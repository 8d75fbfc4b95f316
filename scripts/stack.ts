/**
 * Builds what is missing or stale and runs the shop's processes (api, gateway, web) as children.
 * `npm start`, `npm run dev`, the e2e tests and the benchmarks all start the stack through here,
 * so they start it the same way.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Newest modification time of any file under the given paths (node_modules and outputs skipped). */
function newestMtime(paths: string[]): number {
  let newest = 0;
  const visit = (path: string) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) {
        if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.')) continue;
        visit(join(path, entry));
      }
    } else if (stat.mtimeMs > newest) newest = stat.mtimeMs;
  };
  paths.forEach((p) => visit(join(root, p)));
  return newest;
}

/** True when `output` is missing or older than anything under `inputs`. */
function isStale(output: string, inputs: string[]): boolean {
  const out = join(root, output);
  return !existsSync(out) || statSync(out).mtimeMs < newestMtime(inputs);
}

/**
 * True when a JavaScript file directly in `dir` is development output (React's development JSX
 * runtime, or a package's `.development.` build): such a build must never be served or measured.
 */
export function isDevelopmentBuild(dir: string): boolean {
  const path = join(root, dir);
  if (!existsSync(path)) return false;
  return readdirSync(path)
    .filter((file) => file.endsWith('.js'))
    .some(
      (file) =>
        file.includes('.development.') || readFileSync(join(path, file), 'utf8').includes('jsxDEV'),
    );
}

function run(label: string, args: string[]): void {
  console.log(`› ${label}`);
  // Always a production build: a NODE_ENV=test or development inherited from the caller would
  // make React's development JSX runtime end up in ui/dist and break the storefront build.
  const result = spawnSync('npm', args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error(`${label} failed (npm ${args.join(' ')})`);
}

/**
 * Generates GraphQL types and builds the ui library, the storefront, the back office and the
 * gateway's playground when their output is missing or older than their sources.
 */
export function ensureBuilt({ storefront = true }: { storefront?: boolean } = {}): void {
  const schemaInputs = [
    'gateway/schema.graphql',
    'gateway/admin.graphql',
    'codegen.ts',
    'storefront/src',
    'admin/src',
  ];
  if (
    isStale('gateway/src/__generated__/resolvers-types.ts', schemaInputs) ||
    isStale('storefront/src/__generated__/graphql.ts', schemaInputs) ||
    isStale('admin/src/__generated__/graphql.ts', schemaInputs) ||
    // The REST contract the gateway checks replies against, written from the api's routes.
    isStale('gateway/src/__generated__/rest-api.json', ['api/src'])
  ) {
    run('generating GraphQL types', ['run', 'codegen']);
  }
  const uiRebuilt =
    isStale('ui/dist/index.js', ['ui/src', 'ui/vite.config.ts', 'ui/package.json']) ||
    isDevelopmentBuild('ui/dist');
  if (uiRebuilt) {
    run('building @bloom/ui', ['run', 'build', '-w', 'ui']);
  }
  if (
    existsSync(join(root, 'gateway/playground')) &&
    isStale('gateway/dist/playground/index.html', ['gateway/playground'])
  ) {
    run('building the GraphQL playground', ['run', 'build', '-w', 'gateway']);
  }
  if (
    storefront &&
    (uiRebuilt ||
      isDevelopmentBuild('storefront/dist/client/assets') ||
      !existsSync(join(root, 'storefront/dist/server/entry-server.js')) ||
      isStale('storefront/dist/client/index.html', [
        'storefront/src',
        'storefront/index.html',
        'storefront/public',
        'storefront/vite.config.ts',
        'ui/dist',
        'shop.config.json',
      ]))
  ) {
    run('building the storefront', ['run', 'build', '-w', 'storefront']);
  }
  // The back office (@bloom/admin), served by the web server at /admin.
  if (
    storefront &&
    (uiRebuilt ||
      isDevelopmentBuild('admin/dist/assets') ||
      isStale('admin/dist/index.html', [
        'admin/src',
        'admin/index.html',
        'admin/vite.config.ts',
        'ui/dist',
      ]))
  ) {
    run('building the back office', ['run', 'build', '-w', 'admin']);
  }
}

/** A running child process of the stack. */
export interface Service {
  /** The URL it printed in its "listening on" line. */
  url: string;
  child: ChildProcess;
  /** Asks it to stop (SIGTERM) and resolves once it has exited. */
  stop(): Promise<void>;
}

/**
 * Starts `entry` (a TypeScript file, from `cwd`: this checkout unless said) under Node with tsx,
 * and resolves with its URL once it prints `<name> listening on <url>`. Rejects if it exits
 * first, with what it printed.
 */
export function startService(
  name: string,
  entry: string,
  env: NodeJS.ProcessEnv,
  { echo = true, args = [], cwd = root }: { echo?: boolean; args?: string[]; cwd?: string } = {},
): Promise<Service> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    // Past the process's own shutdown limit (@bloom/ops shutdownLimitMs, 9 s, drain included).
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  return new Promise((resolve, reject) => {
    let output = '';
    let ready = false;
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      if (echo) process.stdout.write(text.replace(/^(?=.)/gm, `[${name}] `));
      if (ready) return;
      output += text;
      const match = output.match(new RegExp(`${name} listening on (http://\\S+)`));
      if (match?.[1]) {
        ready = true;
        resolve({ url: match[1], child, stop });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code, signal) => {
      if (!ready)
        reject(new Error(`${name} exited (${code ?? signal}) before it was ready:\n${output}`));
    });
  });
}

/** Options for {@link startStack}; unset values come from the environment or the defaults. */
export interface StackOptions {
  apiPort?: number;
  gatewayPort?: number;
  /** The web server's port (the shop's one URL). */
  webPort?: number;
  /** Vite's middleware mode with hot reload instead of the build. @default false */
  dev?: boolean;
  dataDir?: string;
  env?: NodeJS.ProcessEnv;
  echo?: boolean;
}

/** The api, the gateway and the web server, started in order; `stop()` stops all three. */
export interface Stack {
  apiUrl: string;
  gatewayUrl: string;
  /** The shop: pages, /graphql and /images on one origin. */
  webUrl: string;
  /** The running processes, e.g. to stop one in a fault test. */
  services: { api: Service; gateway: Service; web: Service };
  stop(): Promise<void>;
}

/** A TCP port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the api, the gateway pointed at it, and the web server pointed at the gateway. The
 * environment's PORT is the web server's (the shop's URL; 0 picks a free one first, so the others
 * know it); GATEWAY_PORT (4002) the gateway's. All three get the same PUBLIC_URL and
 * ALLOWED_ORIGINS: as given, else the shop's address on this machine under both loopback names.
 * SHUTDOWN_DRAIN_MS is 0 unless given: nothing routes to a stack started here.
 */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const { PORT: webPortFromEnv, ...env } = { ...process.env, ...options.env };
  if (options.dataDir) env.BLOOM_DATA_DIR = options.dataDir;
  if (options.apiPort !== undefined) env.API_PORT = String(options.apiPort);
  const webPort = Number(options.webPort ?? webPortFromEnv ?? 4000) || (await freePort());
  if (!env.PUBLIC_URL) {
    env.PUBLIC_URL = `http://localhost:${webPort}`;
    env.ALLOWED_ORIGINS ||= `http://localhost:${webPort},http://127.0.0.1:${webPort}`;
  }
  env.SHUTDOWN_DRAIN_MS ??= '0';
  const started: Service[] = [];
  const stopAll = async () => {
    for (const service of started.reverse()) await service.stop();
  };
  try {
    const api = await startService(
      'api',
      'api/src/main.ts',
      // The gateway in front forwards each shopper's address; believe it from loopback only.
      { ...env, TRUST_PROXY: env.TRUST_PROXY ?? '127.0.0.1,::1' },
      { echo: options.echo },
    );
    started.push(api);
    const gateway = await startService(
      'gateway',
      'gateway/src/main.ts',
      {
        ...env,
        API_URL: api.url,
        PORT: String(options.gatewayPort ?? env.GATEWAY_PORT ?? 4002),
        // The web server in front forwards each shopper's address; believe it from loopback.
        TRUST_PROXY: env.TRUST_PROXY ?? '127.0.0.1,::1',
      },
      { echo: options.echo },
    );
    started.push(gateway);
    const web = await startService(
      'web',
      'storefront/server/main.ts',
      {
        ...env,
        GATEWAY_URL: gateway.url,
        PORT: String(webPort),
      },
      { echo: options.echo, args: options.dev ? ['--dev'] : [] },
    );
    started.push(web);
    return {
      apiUrl: api.url,
      gatewayUrl: gateway.url,
      webUrl: web.url,
      services: { api, gateway, web },
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
