/**
 * `npm run bench:gateway`: the storefront's product listing through the GraphQL gateway against
 * the same page straight from the REST api, both on this machine in one run.
 *
 * It starts a fresh api (PGlite in a temp dir) and two production-mode gateways in front of it
 * (as shipped, and with COALESCE_READS=0 so every GraphQL request makes its own REST call, which
 * shows the gateway's raw overhead), warms them up, then measures with autocannon:
 *   - throughput: BENCH_CONNECTIONS (10) concurrent connections for BENCH_DURATION (10) seconds;
 *   - added latency: BENCH_SAMPLES (2000) requests one at a time, alternating direct and gateway
 *     so both see the same background load, timed to the microsecond (autocannon's percentiles
 *     are whole milliseconds); the median of each and the median of the paired differences.
 * Rounds alternate direct/gateway (BENCH_ROUNDS, 3) so a warm-up or a noisy neighbour does not
 * favour one side; the best round of each is reported. It also prints the CPU each process spends
 * per request, which stays meaningful when other work competes for the cores.
 * Goal: >= 85 % of the direct throughput and <= 1 ms added median.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { mkdtemp, rm } from 'node:fs/promises';
import { autocannon } from './autocannon.ts';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startService, type Service } from '../scripts/stack.ts';

const connections = Number(process.env['BENCH_CONNECTIONS'] ?? 10);
const duration = Number(process.env['BENCH_DURATION'] ?? 10);
const rounds = Number(process.env['BENCH_ROUNDS'] ?? 3);
const samples = Number(process.env['BENCH_SAMPLES'] ?? 2000);

/** The storefront's listing query (ProductsPage), the gateway's busiest operation. */
const productsQuery = `query ProductsPage($category: Category, $page: Int!, $search: String) {
  products(category: $category, page: $page, search: $search) {
    page
    totalPages
    items { id name category price salePrice imageUrl imageAlt inStock averageRating reviewCount }
  }
}`;

/** One side of the comparison: how to ask for page 1 of the listing. */
interface Target {
  label: string;
  url: string;
  body: string;
  /** The process doing the GraphQL work, if any. */
  gatewayPid?: number | undefined;
}

/** What one autocannon run found. */
interface Measurement {
  rps: number;
  p50: number;
  p99: number;
  /** CPU ms per request spent by the api and by the gateway process. */
  cpuMs: { api: number; gateway: number };
  failures: number;
}

let apiPid: number | undefined;

/** CPU seconds a process has used so far (user + system) from /proc; NaN where there is none. */
function cpuSeconds(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  try {
    // Fields after the command name; utime and stime are the 12th and 13th of them.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

/** Runs autocannon against a target and keeps the figures this report prints. */
async function measure(
  target: Target,
  connectionCount: number,
  seconds: number,
): Promise<Measurement> {
  const before = { api: cpuSeconds(apiPid), gateway: cpuSeconds(target.gatewayPid) };
  const result = await autocannon({
    url: target.url,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: target.body,
    connections: connectionCount,
    duration: seconds,
  });
  const requests = Math.max(1, result.requests.total);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuMs: {
      api: ((cpuSeconds(apiPid) - before.api) * 1000) / requests,
      gateway: ((cpuSeconds(target.gatewayPid) - before.gateway) * 1000) / requests,
    },
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/** Checks a gateway answers the same page as the api before measuring anything. */
async function checkSameAnswer(direct: Target, gateway: Target): Promise<void> {
  const post = async (target: Target) => {
    const response = await fetch(target.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: target.body,
    });
    if (!response.ok) throw new Error(`${target.label} answered ${response.status}`);
    return response.json() as Promise<Record<string, unknown>>;
  };
  const rest = (await post(direct)) as { productData: Array<{ id: string }> };
  const graph = (await post(gateway)) as { data?: { products: { items: Array<{ id: string }> } } };
  const restIds = rest.productData.map((product) => product.id).join();
  const graphIds = graph.data?.products.items.map((product) => product.id).join();
  if (restIds !== graphIds) throw new Error(`${gateway.label} and the api disagree about page 1.`);
}

const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** Milliseconds for one request, body read to the end. */
function timeOne(target: Target): Promise<number> {
  const url = new URL(target.url);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.request(
      {
        hostname: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: 'POST',
        agent: keepAlive,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(target.body),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(performance.now() - started));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(target.body);
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** Sequential requests alternating between `a` and `b`: medians and median paired difference. */
async function pairedLatency(a: Target, b: Target, count: number) {
  const times: { a: number[]; b: number[]; diff: number[] } = { a: [], b: [], diff: [] };
  for (let i = 0; i < count; i++) {
    // Alternate which goes first so neither always runs on a just-woken core.
    const [first, second] = i % 2 === 0 ? [a, b] : [b, a];
    const t1 = await timeOne(first);
    const t2 = await timeOne(second);
    const [ta, tb] = i % 2 === 0 ? [t1, t2] : [t2, t1];
    times.a.push(ta);
    times.b.push(tb);
    times.diff.push(tb - ta);
  }
  return { a: median(times.a), b: median(times.b), added: median(times.diff) };
}

const fastest = (list: Measurement[]) => list.reduce((a, b) => (b.rps > a.rps ? b : a));
const leanest = (list: Measurement[], side: 'api' | 'gateway') =>
  Math.min(...list.map((m) => m.cpuMs[side]));

const dataDir = await mkdtemp(join(tmpdir(), 'bloom-bench-gateway-'));
const services: Service[] = [];
try {
  // No request logging on any side: the figures are about the work, not the log lines.
  const api = await startService(
    'api',
    'api/src/main.ts',
    { API_PORT: '0', BLOOM_DATA_DIR: dataDir, NODE_ENV: 'test', DATABASE_URL: '' },
    { echo: false },
  );
  services.push(api);
  apiPid = api.child.pid;
  const startGateway = async (env: NodeJS.ProcessEnv) => {
    const service = await startService(
      'gateway',
      'gateway/src/main.ts',
      { PORT: '0', API_URL: api.url, NODE_ENV: 'production', SHUTDOWN_DRAIN_MS: '0', ...env },
      { echo: false },
    );
    services.push(service);
    return service;
  };
  const shipped = await startGateway({});
  const raw = await startGateway({ COALESCE_READS: '0' });

  const graphqlBody = JSON.stringify({
    query: productsQuery,
    variables: { category: null, page: 1 },
  });
  const targets: Target[] = [
    {
      label: 'REST api (direct)',
      url: `${api.url}/api/products/getProducts?category=All&page=1`,
      body: '{}',
    },
    {
      label: 'gateway',
      url: `${shipped.url}/graphql`,
      body: graphqlBody,
      gatewayPid: shipped.child.pid,
    },
    {
      label: 'gateway, no coalescing',
      url: `${raw.url}/graphql`,
      body: graphqlBody,
      gatewayPid: raw.child.pid,
    },
  ];
  const [direct] = targets;
  if (!direct) throw new Error('no targets');
  for (const target of targets.slice(1)) await checkSameAnswer(direct, target);

  console.log(
    `products page 1: ${connections} connections x ${duration} s, ${rounds} alternating rounds ` +
      `each (best shown); then ${samples} sequential requests per side, interleaved`,
  );
  // Warm-up: JIT, PGlite's caches, keep-alive pools.
  for (const target of targets) await measure(target, connections, 2);

  const loaded = targets.map(() => [] as Measurement[]);
  for (let round = 0; round < rounds; round++) {
    for (const [index, target] of targets.entries()) {
      loaded[index]?.push(await measure(target, connections, duration));
    }
  }
  const latencies: Array<{ a: number; b: number; added: number }> = [];
  for (const target of targets.slice(1))
    latencies.push(await pairedLatency(direct, target, samples));

  const header = ['', 'req/s', 'p50 ms', 'p99 ms', 'seq. median ms', 'CPU ms/req'];
  const widths = [24, 8, 8, 8, 16, 22];
  const print = (cells: string[]) =>
    console.log(
      cells
        .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
        .join(''),
    );
  print(header);
  const best = targets.map((target, index) => {
    const runs = loaded[index] ?? [];
    const m = fastest(runs);
    const sequential = index === 0 ? latencies[0]?.a : latencies[index - 1]?.b;
    const cpu =
      target.gatewayPid === undefined
        ? `api ${leanest(runs, 'api').toFixed(2)}`
        : `api ${leanest(runs, 'api').toFixed(2)} + gw ${leanest(runs, 'gateway').toFixed(2)}`;
    print([
      target.label,
      m.rps.toFixed(0),
      m.p50.toFixed(0),
      m.p99.toFixed(0),
      (sequential ?? Number.NaN).toFixed(3),
      cpu,
    ]);
    return m;
  });
  const failures = loaded.flat().reduce((sum, m) => sum + m.failures, 0);
  if (failures > 0) console.log(`(${failures} requests failed)`);

  const [d, ...gateways] = best;
  if (!d) throw new Error('no direct figures');
  console.log('');
  for (const [index, g] of gateways.entries()) {
    const label = targets[index + 1]?.label ?? '';
    const added = latencies[index]?.added ?? Number.NaN;
    console.log(
      `${label}: ${((g.rps / d.rps) * 100).toFixed(1)} % of direct throughput (goal >= 85 %); ` +
        `added median latency ${added.toFixed(3)} ms one request at a time (goal <= 1 ms), ` +
        `${(g.p50 - d.p50).toFixed(0)} ms at ${connections} connections`,
    );
  }
} finally {
  for (const service of services.reverse()) await service.stop();
  await rm(dataDir, { recursive: true, force: true });
}
