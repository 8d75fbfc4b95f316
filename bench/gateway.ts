/**
 * `npm run bench:gateway`: the storefront's product listing through the GraphQL gateway against
 * the same page straight from the REST api, both on this machine in one run.
 *
 * It starts a fresh api (PGlite in a temp dir) and a production-mode gateway in front of it, warms
 * both up, then measures with autocannon:
 *   - throughput: BENCH_CONNECTIONS (10) concurrent connections for BENCH_DURATION (10) seconds;
 *   - added latency: one connection at a time, where the figures are not queueing noise.
 * Rounds alternate direct/gateway (BENCH_ROUNDS, 3) so a warm-up or a noisy neighbour does not
 * favour one side; the best round of each is reported. It also prints the CPU each process spends
 * per request, which stays meaningful when other work competes for the cores.
 * Goal: >= 85 % of the direct throughput and <= 1 ms added median.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startService, type Service } from '../scripts/stack.ts';

/** The slice of autocannon's result this benchmark reads. */
interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

/** autocannon's programmatic entry (it ships no type declarations). */
type Autocannon = (options: {
  url: string;
  method: 'POST' | 'GET';
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  duration: number;
}) => Promise<AutocannonResult>;

const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const connections = Number(process.env['BENCH_CONNECTIONS'] ?? 10);
const duration = Number(process.env['BENCH_DURATION'] ?? 10);
const rounds = Number(process.env['BENCH_ROUNDS'] ?? 3);

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
}

/** What one autocannon run found. */
interface Measurement {
  rps: number;
  p50: number;
  p99: number;
  /** Mean latency in ms with sub-millisecond resolution (autocannon's percentiles are whole ms). */
  mean: number;
  /** CPU ms per request spent by the api and by the gateway process. */
  cpuMs: { api: number; gateway: number };
  failures: number;
}

/** The api's and the gateway's process ids, once started. */
const pids: { api?: number | undefined; gateway?: number | undefined } = {};

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
  const before = { api: cpuSeconds(pids.api), gateway: cpuSeconds(pids.gateway) };
  const result = await autocannon({
    url: target.url,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: target.body,
    connections: connectionCount,
    duration: seconds,
  });
  const perRequest = (side: 'api' | 'gateway') =>
    ((cpuSeconds(pids[side]) - before[side]) * 1000) / Math.max(1, result.requests.total);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    mean: result.latency.average,
    cpuMs: { api: perRequest('api'), gateway: perRequest('gateway') },
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/** Checks both sides answer the same page before measuring anything. */
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
  if (restIds !== graphIds) throw new Error('The gateway and the api disagree about page 1.');
}

const fastest = (list: Measurement[]) => list.reduce((a, b) => (b.rps > a.rps ? b : a));
const quickest = (list: Measurement[]) => list.reduce((a, b) => (b.mean < a.mean ? b : a));
const leanest = (list: Measurement[], side: 'api' | 'gateway') =>
  Math.min(...list.map((m) => m.cpuMs[side]));

const dataDir = await mkdtemp(join(tmpdir(), 'bloom-bench-gateway-'));
const services: Service[] = [];
try {
  // No request logging on either side: the figures are about the work, not the log lines.
  const api = await startService(
    'api',
    'api/src/main.ts',
    { API_PORT: '0', BLOOM_DATA_DIR: dataDir, NODE_ENV: 'test', DATABASE_URL: '' },
    { echo: false },
  );
  services.push(api);
  pids.api = api.child.pid;
  const gatewayService = await startService(
    'gateway',
    'gateway/src/main.ts',
    { PORT: '0', API_URL: api.url, NODE_ENV: 'production' },
    { echo: false },
  );
  services.push(gatewayService);
  pids.gateway = gatewayService.child.pid;

  const direct: Target = {
    label: 'REST api (direct)',
    url: `${api.url}/api/products/getProducts?category=All&page=1`,
    body: '{}',
  };
  const gateway: Target = {
    label: 'GraphQL gateway',
    url: `${gatewayService.url}/graphql`,
    body: JSON.stringify({ query: productsQuery, variables: { category: null, page: 1 } }),
  };
  await checkSameAnswer(direct, gateway);

  console.log(
    `products page 1: ${connections} connections x ${duration} s, then 1 connection; ` +
      `${rounds} alternating rounds each, best shown`,
  );
  // Warm-up: JIT, PGlite's caches, keep-alive pools.
  await measure(direct, connections, 2);
  await measure(gateway, connections, 2);

  const loaded = { direct: [] as Measurement[], gateway: [] as Measurement[] };
  const single = { direct: [] as Measurement[], gateway: [] as Measurement[] };
  const singleSeconds = Math.max(3, Math.round(duration / 2));
  for (let round = 0; round < rounds; round++) {
    loaded.direct.push(await measure(direct, connections, duration));
    loaded.gateway.push(await measure(gateway, connections, duration));
    single.direct.push(await measure(direct, 1, singleSeconds));
    single.gateway.push(await measure(gateway, 1, singleSeconds));
  }

  const d = fastest(loaded.direct);
  const g = fastest(loaded.gateway);
  const ds = quickest(single.direct);
  const gs = quickest(single.gateway);
  const header = ['', 'req/s', 'p50 ms', 'p99 ms', 'c=1 p50 ms', 'c=1 mean ms'];
  const row = (label: string, m: Measurement, s: Measurement) => [
    label,
    m.rps.toFixed(0),
    m.p50.toFixed(0),
    m.p99.toFixed(0),
    s.p50.toFixed(0),
    s.mean.toFixed(3),
  ];
  const widths = [20, 8, 8, 8, 12, 12];
  for (const cells of [header, row(direct.label, d, ds), row(gateway.label, g, gs)]) {
    console.log(
      cells
        .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
        .join(''),
    );
  }
  const failures = [
    ...loaded.direct,
    ...loaded.gateway,
    ...single.direct,
    ...single.gateway,
  ].reduce((sum, m) => sum + m.failures, 0);
  if (failures > 0) console.log(`(${failures} requests failed)`);

  console.log(
    `\ngateway throughput: ${((g.rps / d.rps) * 100).toFixed(1)} % of direct (goal >= 85 %)`,
  );
  console.log(
    `added latency at 1 connection: median ${(gs.p50 - ds.p50).toFixed(0)} ms (whole-ms histogram), ` +
      `mean ${(gs.mean - ds.mean).toFixed(3)} ms (goal <= 1 ms)`,
  );
  console.log(`added median at ${connections} connections: ${(g.p50 - d.p50).toFixed(0)} ms`);
  console.log(
    `CPU per request (leanest round): api ${leanest(loaded.direct, 'api').toFixed(3)} ms direct; ` +
      `api ${leanest(loaded.gateway, 'api').toFixed(3)} ms + gateway ` +
      `${leanest(loaded.gateway, 'gateway').toFixed(3)} ms through the gateway`,
  );
} finally {
  for (const service of services.reverse()) await service.stop();
  await rm(dataDir, { recursive: true, force: true });
}
