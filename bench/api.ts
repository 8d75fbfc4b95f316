/**
 * The catalogue under load, over real HTTP on loopback (`npm run bench:api`): getProducts for a
 * category page, a deep page, two substring searches and a misspelt one; filtered listings with
 * their facet counts (a listing remembered, new price ranges, and the first request after a
 * change); and the search box's suggestions as a shopper types. At 100k products, on PGlite and,
 * when DATABASE_URL is set, on PostgreSQL (a throwaway database beside the one named). Prints
 * p50/p99 latency and requests per second; writes the same figures to bench/results/api.json.
 *
 * Knobs: BENCH_PRODUCTS (default 100000), BENCH_DURATION seconds per scenario (default 10),
 * BENCH_CONNECTIONS, a comma list of concurrent connections to try (default "1,10": the latency
 * floor, then a busy shop), BENCH_ENGINES, which databases to measure (default "pglite,postgresql";
 * PostgreSQL only when DATABASE_URL is set), BENCH_ONLY, a case-insensitive pattern: only the
 * scenarios whose names match it run (e.g. "facets|suggestions"), BENCH_ROUNDS, how many times
 * every case is measured (default 1, or 3 with a baseline): the tables give each side's median
 * over the rounds, since one few-second run's p99 of a few milliseconds moves by half between runs
 * of the same code (`BENCH_BASELINE=HEAD` shows how much).
 *
 * Each case also gives the p99 of the api's own event-loop delay (bench/event-loop-probe.mjs,
 * loaded into both sides' api) and its longest garbage-collection pause (V8's GC trace): whether
 * a slower p99 was the api's thread being held, and by a collection.
 *
 * BENCH_CPU_PROF=<dir>: each side's api writes a V8 CPU profile into <dir>/<side> when it
 * stops (open it in Chrome's DevTools, or sum its self time by package), to find where a slower
 * side's time goes.
 *
 * BENCH_BASELINE=<git ref> (e.g. b2178c9) measures that ref's api too, in the same run and on the
 * same database server: the ref is checked out in a temporary worktree (bench/baseline.ts), each
 * side gets its own database with the same generated products, and every case runs on both in
 * turn, the baseline first in odd rounds and this tree first in even ones. A table then gives
 * each case on both sides (medians over the rounds) and how many times slower this tree is,
 * marking any case more than 1.3 times slower; and, per side, each-new deep pages' p99 against
 * page 1's (issue 34: within 1.5 times). The issue's comparison at 100k products:
 *   BENCH_BASELINE=b2178c9 BENCH_ENGINES=postgresql BENCH_CONNECTIONS=10 BENCH_DURATION=5 \
 *     DATABASE_URL=postgres://… npm run bench:api
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { startBenchApi, stopBenchApi, type BenchApi } from './api-process.ts';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { autocannon, type AutocannonRequest } from './autocannon.ts';
import { prepareSides, type Side } from './baseline.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const tsx = path.join(root, 'node_modules/tsx/dist/cli.mjs');
const products = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connectionCounts = (process.env.BENCH_CONNECTIONS ?? '1,10')
  .split(',')
  .map((value) => Number(value.trim()))
  .filter((value) => Number.isInteger(value) && value > 0);

const only = new RegExp(process.env.BENCH_ONLY ?? '', 'i');
/** Rounds of every case; with a baseline, three by default (see {@link median}). */
const roundsWanted = Number(process.env.BENCH_ROUNDS ?? (process.env.BENCH_BASELINE ? 3 : 1));
const rounds = Number.isInteger(roundsWanted) && roundsWanted > 0 ? roundsWanted : 1;

const engines = new Set(
  (process.env.BENCH_ENGINES ?? 'pglite,postgresql')
    .toLowerCase()
    .split(',')
    .map((value) => value.trim()),
);

interface Scenario {
  name: string;
  /** The call; getProducts unless said. */
  path?: string;
  /** Its query string. */
  query?: string;
  /** Query strings to cycle through, one per request. */
  queries?: string[];
  /** JSON bodies to cycle through, one per request. */
  bodies?: unknown[];
  /** Pages to cycle through, one per request, instead of asking for the same page again. */
  pages?: { from: number; to: number };
  /** Search terms to cycle through as well, each over all of `pages`. */
  terms?: string[];
}

// The api remembers the last 1,000 pages it built (valid while the catalogue is unchanged), so
// the same page asked again measures that path; the "each new" scenarios cycle through more
// pages than it keeps (3,000 and 1,250), so every one of their pages is built afresh.
const scenarios: Scenario[] = [
  { name: 'category page (Skincare, page 1)', query: 'category=Skincare&page=1' },
  { name: 'deep page (All, page 5000)', query: 'category=All&page=5000' },
  {
    name: 'deep pages (All, 3000-5999, each new)',
    query: 'category=All',
    pages: { from: 3000, to: 5999 },
  },
  { name: 'search "rose serum" (All)', query: 'category=All&page=1&search=rose%20serum' },
  { name: 'search "serum" (All, page 3)', query: 'category=All&page=3&search=serum' },
  {
    name: 'search 5 words × pages 1-250, each new',
    query: 'category=All',
    pages: { from: 1, to: 250 },
    terms: ['serum', 'cream', 'toner', 'cleanser', 'mask'],
  },
  // No name contains it, so the answer comes from the similarity fallback.
  { name: 'search "serim" (typo, All)', query: 'category=All&page=1&search=serim' },
  // Facets: the page and every facet value's count (issue 15's target: p99 ≤ 30 ms on
  // PostgreSQL at 10 connections).
  {
    name: 'facets: Skincare, oily, fragrance-free',
    query: 'category=Skincare&skin=oily&free=fragrance',
  },
  {
    name: 'facets: All, in stock, by price',
    query: 'category=All&stock=1&sort=price-asc&page=2',
  },
  {
    name: 'facets: 8 mixes × 5 categories (cycled)',
    queries: ['All', 'Skincare', 'Haircare', 'Body%20Care', 'Cosmetics'].flatMap((category) =>
      [
        'skin=dry',
        'skin=oily,combination',
        'free=fragrance',
        'free=parabens,sulfates&sale=1',
        'rating=4',
        'stock=1&sort=price-desc',
        'skin=sensitive&free=alcohol&sort=rating',
        'sale=1&skin=normal',
      ].map((facets) => `category=${category}&${facets}`),
    ),
  },
  // A listing's prices are remembered per facet bit set, so a price range never seen before is
  // counted in memory: 3,000 ranges, none asked twice in a row.
  {
    name: 'facets: 3,000 price ranges (Skincare)',
    queries: Array.from(
      { length: 3000 },
      (_, i) => `category=Skincare&minPrice=${100 + (i % 50)}&maxPrice=${1000 + i}`,
    ),
  },
  {
    name: 'facets: 3,000 price ranges (All)',
    queries: Array.from({ length: 3000 }, (_, i) => `category=All&maxPrice=${1000 + i}`),
  },
  // The search box as a shopper types (issue 15's target: p99 ≤ 20 ms on PostgreSQL at 10
  // connections): prefixes, whole words and a misspelling corrected against the catalogue.
  {
    name: 'suggestions as typed (12 terms cycled)',
    path: '/api/products/getSuggestions',
    bodies: [
      'se',
      'ser',
      'seru',
      'serum',
      'ro',
      'ros',
      'rose',
      'rose se',
      'sh',
      'shamp',
      'green t',
      'seurm',
    ].map((term) => ({ term })),
  },
  {
    name: 'suggestions: misspelt "seurm"',
    path: '/api/products/getSuggestions',
    bodies: [{ term: 'seurm' }],
  },
];

/**
 * Requests that ask for the next page of `scenario.pages`, the next query or the next body each
 * time, round and round.
 */
function cyclingRequests(scenario: Scenario): AutocannonRequest[] | undefined {
  const path = scenario.path ?? '/api/products/getProducts';
  const { queries, bodies } = scenario;
  if (queries || bodies) {
    let step = 0;
    return [
      {
        method: 'POST',
        setupRequest: (request) => {
          const next = step;
          step += 1;
          const query = queries ? `?${queries[next % queries.length]}` : '';
          const body = bodies ? JSON.stringify(bodies[next % bodies.length]) : undefined;
          return {
            ...request,
            path: `${path}${query}`,
            ...(body ? { body, headers: { 'content-type': 'application/json' } } : {}),
          };
        },
      },
    ];
  }
  const range = scenario.pages;
  if (!range) return undefined;
  const terms = scenario.terms ?? [undefined];
  const perTerm = range.to - range.from + 1;
  let step = 0;
  return [
    {
      method: 'POST',
      setupRequest: (request) => {
        const page = range.from + (step % perTerm);
        const term = terms[Math.floor(step / perTerm) % terms.length];
        step += 1;
        const search = term ? `&search=${encodeURIComponent(term)}` : '';
        return {
          ...request,
          path: `/api/products/getProducts?${scenario.query}&page=${page}${search}`,
        };
      },
    },
  ];
}

function run(side: Side, file: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [tsx, file, ...args], {
      cwd: path.join(side.root, 'api'),
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${side.label}: ${file} exited with ${code}`)),
    );
  });
}

const running = new Set<ChildProcess>();

/** The api of `side`'s checkout, tracked so an interrupted run stops it. */
async function startApi(side: Side, env: NodeJS.ProcessEnv): Promise<BenchApi> {
  const started = await startBenchApi(env, { root: side.root, label: side.label });
  running.add(started.child);
  started.child.once('exit', () => running.delete(started.child));
  return started;
}

const stopApi = stopBenchApi;

interface Row {
  engine: string;
  /** Which tree's api answered. */
  side: string;
  scenario: string;
  connections: number;
  p50: number;
  p99: number;
  rps: number;
  errors: number;
  /**
   * KB the api allocated per request (bench/api-process.ts): what a request costs, which a busy
   * machine does not move as it moves latencies. Undefined where not measured.
   */
  allocatedKb?: number | undefined;
  /** The api's CPU time per request, in µs (bench/api-process.ts); undefined where not measured. */
  cpuUs?: number | undefined;
  /**
   * The p99 of the api's own event-loop delay over the case, in ms (bench/event-loop-probe.mjs):
   * near the request p99, the api's thread held the requests; far below, they waited elsewhere.
   */
  loopP99?: number | undefined;
  /** The api's longest garbage-collection pause over the case, in ms (V8's GC trace). */
  gcLongest?: number | undefined;
  /** Which round measured it (1 when one round), or how many rounds a median row sums up. */
  round: number;
}

/** One side's api on one engine, ready to measure. */
interface Target {
  side: Side;
  url: string;
  /** Its api, to read what it allocated. */
  api: BenchApi;
  /** Its own database on the engine's server, for the after-change case. */
  databaseUrl: string | undefined;
}

/**
 * Every scenario on one engine, each side in turn per scenario (baseline first), so a machine
 * that grows busier mid-run weighs on both sides alike.
 */
async function measure(engine: string, sides: { side: Side; env: NodeJS.ProcessEnv }[]) {
  const targets: Target[] = [];
  const rows: Row[] = [];
  try {
    for (const { side, env } of sides) {
      console.log(`\n${engine}, ${side.label}: generating ${products} products…`);
      await run(side, 'scripts/generate-products.ts', [String(products)], env);
    }
    for (const { side, env } of sides) {
      const api = await startApi(side, env);
      targets.push({ side, url: api.url, api, databaseUrl: env.DATABASE_URL || undefined });
    }
    console.log(`(load average now ${loadNow()})`);
    for (let round = 1; round <= rounds; round += 1) {
      if (rounds > 1) console.log(`\nround ${round} of ${rounds} (load average now ${loadNow()})`);
      // Who goes first swaps each round, so neither side always meets a warmer machine.
      const order = round % 2 === 1 ? targets : [...targets].reverse();
      for (const scenario of scenarios.filter(({ name }) => only.test(name))) {
        for (const connections of connectionCounts) {
          for (const { side, url, api } of order) {
            const requests = cyclingRequests(scenario);
            const options = {
              url: `${url}${scenario.path ?? '/api/products/getProducts'}?${scenario.query ?? ''}`,
              method: 'POST' as const,
              connections,
              ...(requests ? { requests } : {}),
            };
            // Warm-up: plans cached, pages in memory.
            await autocannon({ ...options, duration: 2 });
            await api.eventLoop();
            api.collections();
            const allocatedBefore = api.allocated();
            const cpuBefore = api.cpuMs();
            const result = await autocannon({ ...options, duration });
            const allocated = api.allocated() - allocatedBefore;
            const cpuAfter = api.cpuMs();
            const loop = await api.eventLoop();
            const collected = api.collections();
            const served = result.requests.total;
            const row: Row = {
              engine,
              side: side.label,
              scenario: scenario.name,
              connections,
              p50: result.latency.p50,
              p99: result.latency.p99,
              rps: Math.round(result.requests.average),
              errors: result.non2xx + result.errors,
              allocatedKb: served > 0 ? allocated / 1024 / served : undefined,
              cpuUs:
                served > 0 && cpuBefore !== undefined && cpuAfter !== undefined
                  ? ((cpuAfter - cpuBefore) * 1000) / served
                  : undefined,
              loopP99: loop.p99,
              gcLongest: collected.longestMs,
              round,
            };
            rows.push(row);
            print(row);
          }
        }
      }
      if (only.test(afterChange.name)) {
        for (const target of order) {
          if (target.databaseUrl) rows.push(...(await measureAfterChange(engine, target, round)));
        }
      }
    }
  } finally {
    await Promise.all([...running].map(stopApi));
  }
  return rows;
}

/**
 * The first shopper after a change pays for reading the listing's facets afresh (any product's
 * facets or price moving, a sale that sells one out, moves the version every api process checks).
 * On PostgreSQL the bench moves the version itself before each request, one at a time; PGlite
 * admits one process, so it is measured on PostgreSQL only.
 */
const afterChange = {
  name: 'facets: first request after a change',
  queries: ['category=All', 'category=Skincare&skin=oily&free=fragrance'],
  rounds: 50,
};

async function measureAfterChange(engine: string, target: Target, round: number): Promise<Row[]> {
  const admin = new pg.Client({ connectionString: target.databaseUrl });
  await admin.connect();
  const rows: Row[] = [];
  try {
    for (const query of afterChange.queries) {
      const times: number[] = [];
      let errors = 0;
      for (let round = 0; round < afterChange.rounds; round += 1) {
        await admin.query('UPDATE facet_version SET version = version + 1');
        const started = performance.now();
        const reply = await fetch(`${target.url}/api/products/getProducts?${query}`, {
          method: 'POST',
        });
        await reply.arrayBuffer();
        times.push(performance.now() - started);
        if (!reply.ok) errors += 1;
      }
      times.sort((a, b) => a - b);
      const at = (share: number) =>
        Math.round(times[Math.min(times.length - 1, Math.floor(times.length * share))]!);
      const row: Row = {
        engine,
        side: target.side.label,
        scenario: `${afterChange.name} (${query})`,
        connections: 1,
        p50: at(0.5),
        p99: at(0.99),
        rps: Math.round(1000 / (times.reduce((sum, time) => sum + time, 0) / times.length)),
        errors,
        round,
      };
      rows.push(row);
      print(row);
    }
  } finally {
    await admin.end();
  }
  return rows;
}

const loadNow = () => `${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores`;

function print(row: Row): void {
  console.log(
    `${rounds > 1 ? `r${row.round} ` : ''}${row.engine.padEnd(11)} ${row.side.padEnd(sideWidth)} ${row.scenario.padEnd(40)} ${String(row.connections).padStart(3)} conn  p50 ${String(row.p50).padStart(4)} ms  p99 ${String(row.p99).padStart(4)} ms  ${String(row.rps).padStart(6)} req/s${row.allocatedKb === undefined ? '' : `  ${row.allocatedKb.toFixed(1).padStart(6)} KB/req`}${row.cpuUs === undefined ? '' : `  ${row.cpuUs.toFixed(0).padStart(5)} µs CPU/req`}${row.loopP99 === undefined ? '' : `  loop p99 ${row.loopP99.toFixed(1)} ms`}${row.gcLongest === undefined ? '' : `  GC ≤ ${row.gcLongest.toFixed(1)} ms`}${row.errors ? `  (${row.errors} errors)` : ''}`,
  );
}

/** The middle value (the lower of the two middle ones for an even count). */
const middle = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;

/** The middle of a figure over rows that all have it; undefined when one lacks it. */
function middleOf(rows: Row[], figure: (row: Row) => number | undefined): number | undefined {
  const values = rows.map(figure);
  return values.every((value) => value !== undefined) ? middle(values as number[]) : undefined;
}

/**
 * One row per engine, side, case and connection count: the median p50, p99 and rate over its
 * rounds (each taken alone, so a single slow second in one round moves nothing), errors summed.
 */
function median(rows: Row[]): Row[] {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const key = [row.engine, row.side, row.scenario, row.connections].join('\u0000');
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups.values()].map((group) => ({
    ...group[0]!,
    p50: middle(group.map((row) => row.p50)),
    p99: middle(group.map((row) => row.p99)),
    rps: middle(group.map((row) => row.rps)),
    errors: group.reduce((sum, row) => sum + row.errors, 0),
    allocatedKb: middleOf(group, (row) => row.allocatedKb),
    cpuUs: middleOf(group, (row) => row.cpuUs),
    loopP99: middleOf(group, (row) => row.loopP99),
    gcLongest: middleOf(group, (row) => row.gcLongest),
    round: group.length,
  }));
}

/** A case is marked when it is this many times slower than the baseline. */
const slowerMark = 1.3;
/** Latencies this close (ms) are the same: a 1 → 2 ms p50 is the clock's grain, not a regression. */
const latencyGrain = 2;
/** Each-new deep pages should answer within this many times page 1's p99 (issue 34). */
const deepPageBudget = 1.5;

/**
 * How many times slower `now` is than `before`: the worst of its p50, its p99 (each only past
 * the clock's grain) and its rate; below 1 when faster.
 */
function slowdown(before: Row, now: Row): number {
  const latency = (a: number, b: number) =>
    Math.abs(b - a) < latencyGrain ? 1 : b / Math.max(a, 1);
  return Math.max(
    latency(before.p50, now.p50),
    latency(before.p99, now.p99),
    before.rps / Math.max(now.rps, 1),
  );
}

const figures = (row: Row | undefined) =>
  row
    ? `${row.p50} / ${row.p99} ms / ${row.rps} req/s${row.allocatedKb === undefined ? '' : ` / ${row.allocatedKb.toFixed(0)} KB`}${row.cpuUs === undefined ? '' : ` / ${row.cpuUs.toFixed(0)} µs`}${row.loopP99 === undefined ? '' : ` / loop ${row.loopP99.toFixed(1)}`}${row.gcLongest === undefined ? '' : ` / GC ${row.gcLongest.toFixed(1)}`}${row.errors ? ` (${row.errors} errors)` : ''}`
    : '-';

/** The side-by-side table: each case on the baseline and here, and how many times slower. */
function compare(rows: Row[], baseline: string, current: string): void {
  const groups = [...new Set(rows.map((row) => `${row.engine}\u0000${row.connections}`))];
  let marked = 0;
  for (const group of groups) {
    const [engine, connections] = group.split('\u0000');
    const inGroup = rows.filter((row) => `${row.engine}\u0000${row.connections}` === group);
    const cases = [...new Set(inGroup.map((row) => row.scenario))];
    const find = (side: string, scenario: string) =>
      inGroup.find((row) => row.side === side && row.scenario === scenario);
    const caseWidth = Math.max(...cases.map((name) => name.length), 4);
    console.log(
      `\n${engine}, ${connections} connection(s): p50 / p99 / rate / KB allocated and µs of CPU per request / the api's event-loop p99 and longest GC pause (ms), ${baseline} (baseline) against ${current}${rounds > 1 ? `, each the median of ${rounds} rounds` : ''}`,
    );
    console.log(
      `${'case'.padEnd(caseWidth)}  ${baseline.padEnd(66)}  ${current.padEnd(66)}  slower ×  allocations / CPU ×`,
    );
    for (const scenario of cases) {
      const before = find(baseline, scenario);
      const now = find(current, scenario);
      const times = before && now ? slowdown(before, now) : undefined;
      const mark = times !== undefined && times > slowerMark;
      if (mark) marked += 1;
      const ratio = (a: number | undefined, b: number | undefined) =>
        a && b !== undefined ? (b / a).toFixed(2) : '-';
      const costs = `${ratio(before?.allocatedKb, now?.allocatedKb)} / ${ratio(before?.cpuUs, now?.cpuUs)}`;
      console.log(
        `${scenario.padEnd(caseWidth)}  ${figures(before).padEnd(66)}  ${figures(now).padEnd(66)}  ${(times === undefined ? '-' : times.toFixed(2)).padEnd(8)}  ${costs.padEnd(19)}${mark ? `  <-- SLOWER than ${baseline}` : ''}`,
      );
    }
  }
  console.log(
    marked === 0
      ? `\nno case more than ${slowerMark} times slower than ${baseline}`
      : `\n${marked} case(s) more than ${slowerMark} times slower than ${baseline} (marked)`,
  );
  console.log(
    `(slower × = the worst of the p50 ratio, the p99 ratio and the rate ratio; latencies within ${latencyGrain} ms count as equal; allocations / CPU × = KB allocated and CPU time per request here over the baseline's, which a busy machine moves far less)`,
  );
}

/** Each-new deep pages against page 1, per side: the cost of a page should not grow with its number. */
function deepPages(rows: Row[]): void {
  const deep = rows.filter(
    (row) => row.scenario.startsWith('deep pages') && row.scenario.includes('each new'),
  );
  for (const row of deep) {
    const first = rows.find(
      (other) =>
        other.engine === row.engine &&
        other.side === row.side &&
        other.connections === row.connections &&
        other.scenario === pageOne,
    );
    if (!first) continue;
    const times = row.p99 / Math.max(first.p99, 1);
    console.log(
      `${row.engine} ${row.side}, ${row.connections} conn: each-new deep pages p99 ${row.p99} ms = ${times.toFixed(2)} × page 1's ${first.p99} ms${times > deepPageBudget ? `  <-- over ${deepPageBudget} ×` : ''}`,
    );
  }
}

const pageOne = scenarios[0]!.name;

// Ctrl-C still removes the baseline's worktree and the bench's databases' api processes.
const {
  sides,
  current,
  baseline,
  labelWidth: sideWidth,
} = await prepareSides(root, () => {
  for (const child of running) child.kill('SIGTERM');
});

const rows: Row[] = [];
const startedAt = performance.now();
console.log(
  `the catalogue at ${products} products: ${connectionCounts.join(' and ')} connections, ${duration} s per run after a 2 s warm-up (load average now ${loadNow()})`,
);
if (baseline) {
  console.log(
    `comparing ${baseline.label} (a worktree at ${baseline.root}, packages ${baseline.packages}) with ${current.label}, each case on both, baseline first`,
  );
}

try {
  if (engines.has('pglite')) {
    const dataDirs = await Promise.all(
      sides.map(() => mkdtemp(path.join(tmpdir(), 'bloom-bench-'))),
    );
    try {
      rows.push(
        ...(await measure(
          'PGlite',
          sides.map((side, i) => ({
            side,
            env: { DATABASE_URL: '', BLOOM_DATA_DIR: dataDirs[i]! },
          })),
        )),
      );
    } finally {
      await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
    }
  }

  const serverUrl = process.env.DATABASE_URL;
  if (!engines.has('postgresql')) {
    console.log('\nPostgreSQL: skipped (BENCH_ENGINES)');
  } else if (serverUrl) {
    // One database per side on the same server.
    const name = `bloom_bench_${randomBytes(4).toString('hex')}`;
    const names = sides.map((_, i) => (i === sides.length - 1 ? name : `${name}_baseline`));
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      for (const database of names) await admin.query(`CREATE DATABASE ${database}`);
      const urlOf = (database: string) => {
        const url = new URL(serverUrl);
        url.pathname = `/${database}`;
        return url.toString();
      };
      rows.push(
        ...(await measure(
          'PostgreSQL',
          sides.map((side, i) => ({ side, env: { DATABASE_URL: urlOf(names[i]!) } })),
        )),
      );
    } finally {
      for (const database of names)
        await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await admin.end();
    }
  } else {
    console.log('\nPostgreSQL: skipped (set DATABASE_URL to measure it too)');
  }
} finally {
  baseline?.remove();
}

const medians = median(rows);
if (baseline) compare(medians, baseline.label, current.label);
console.log('');
deepPages(medians);
const minutes = (performance.now() - startedAt) / 60_000;
console.log(
  `\nload average at the end ${loadNow()} (${loadavg()
    .map((n) => n.toFixed(1))
    .join(', ')} over 1, 5, 15 min); the run took ${minutes.toFixed(1)} min`,
);

await mkdir(path.join(root, 'bench/results'), { recursive: true });
await writeFile(
  path.join(root, 'bench/results/api.json'),
  `${JSON.stringify({ products, duration, baseline: baseline ? { label: baseline.label, commit: baseline.commit } : null, current: current.label, rounds, loadAverage: loadavg(), medians, rows }, null, 2)}\n`,
);
console.log('\nfigures written to bench/results/api.json');
