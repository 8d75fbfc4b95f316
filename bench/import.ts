/**
 * The back office's catalogue import while the shop serves (`npm run bench:import`): a JSON
 * catalogue of 1,000 and 5,000 new products and one at the 5 MB cap, each imported for real
 * (`POST /api/admin/catalogue/import?dryRun=false`) over HTTP on loopback, while `/healthz` and a
 * product read (`POST /api/products/getProductById`, the api's product route) are asked every
 * 20 ms, each on time whether or not the one before has answered (so a stall shows in the
 * figures instead of hiding behind a waiting client). Prints the import's time and the p99 and
 * worst latency of each probe during it, on PGlite and, when DATABASE_URL is set, on PostgreSQL
 * (a throwaway database beside the one named).
 *
 * Knobs: BENCH_IMPORT_SIZES, a comma list of product counts, `cap` for a file at the 5 MB cap
 * (default "1000,5000,cap"); BENCH_ENGINES (default "pglite,postgresql"); BENCH_BASELINE, a git
 * ref measured first in a worktree beside this tree (bench/baseline.ts), each size on the ref
 * and then here, so the before and after come from one run.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { fileURLToPath } from 'node:url';
import { startBenchApi, stopBenchApi } from './api-process.ts';
import { prepareSides, type Side } from './baseline.ts';
import { staffCookie } from './sessions.ts';
import { ms, p99, probe, probeEveryMs } from './probe.ts';

const capBytes = 5 * 1024 * 1024;
const sizes = (process.env.BENCH_IMPORT_SIZES ?? '1000,5000,cap').split(',').map((s) => s.trim());
const engines = new Set(
  (process.env.BENCH_ENGINES ?? 'pglite,postgresql')
    .toLowerCase()
    .split(',')
    .map((value) => value.trim()),
);

const product = (run: string, index: number) => ({
  name: `Bench ${run} Serum ${index}`,
  description:
    'A light daily serum with niacinamide and hyaluronic acid that leaves skin soft, even and calm. '.repeat(
      2,
    ),
  category: 'Skincare',
  subCategory: 'Serum',
  price: 1200 + (index % 500),
  sale_price: 0,
  stock: index % 40,
  image: 'almond-milk-body-lotion.svg',
  ingredients: ['Aqua', 'Glycerin', 'Niacinamide', 'Sodium Hyaluronate', 'Parfum'],
  skinTypes: ['dry', 'normal'],
});

/** A catalogue file of `size` products (`cap`: as many as fit under 5 MB). */
function catalogue(size: string): { body: string; rows: number } {
  const run = randomBytes(3).toString('hex');
  if (size !== 'cap') {
    const rows = Number(size);
    const products = Array.from({ length: rows }, (_, index) => product(run, index));
    return { body: JSON.stringify({ products }), rows };
  }
  const one = JSON.stringify(product(run, 99_999)).length + 1;
  const rows = Math.floor((capBytes - 64) / one);
  const products = Array.from({ length: rows }, (_, index) => product(run, index));
  return { body: JSON.stringify({ products }), rows };
}

const {
  sides,
  current,
  baseline,
  labelWidth: sideWidth,
} = await prepareSides(fileURLToPath(new URL('..', import.meta.url)));

async function measure(engine: string, env: NodeJS.ProcessEnv, side: Side): Promise<void> {
  const { child, url } = await startBenchApi(env, { root: side.root, label: side.label });
  try {
    const cookie = await staffCookie(url);
    const latest = await fetch(`${url}/api/products/getLatestPRoducts`, { method: 'POST' });
    const productId = ((await latest.json()) as { productData: { id: string }[] }).productData[0]!
      .id;
    for (const size of sizes) {
      const { body, rows } = catalogue(size);
      const started = performance.now();
      const imported = fetch(`${url}/api/admin/catalogue/import?dryRun=false`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body,
      }).then(async (reply) => {
        const text = await reply.text();
        if (!reply.ok) throw new Error(`import answered ${reply.status}: ${text.slice(0, 200)}`);
        return performance.now() - started;
      });
      const [importMs, health, read] = await Promise.all([
        imported,
        probe(() => fetch(`${url}/healthz`), imported),
        probe(
          () =>
            fetch(`${url}/api/products/getProductById`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ id: productId }),
            }),
          imported,
        ),
      ]);
      console.log(
        `${engine.padEnd(11)} ${side.label.padEnd(sideWidth)} ${String(rows).padStart(6)} rows ${(body.length / 1024 / 1024).toFixed(2).padStart(5)} MB  import ${ms(importMs).padStart(6)} ms  /healthz p99 ${ms(p99(health)).padStart(5)} ms (max ${ms(Math.max(...health))}, n=${health.length})  product p99 ${ms(p99(read)).padStart(5)} ms (max ${ms(Math.max(...read))}, n=${read.length})  load ${loadavg()[0]!.toFixed(1)}`,
      );
    }
  } finally {
    await stopBenchApi(child);
  }
}

console.log(
  `catalogue import while the shop serves: probes every ${probeEveryMs} ms (load average now ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores)`,
);

if (baseline) {
  console.log(
    `comparing ${baseline.label} (a worktree, packages ${baseline.packages}) with ${current.label}, baseline first`,
  );
}

try {
  await measureEngines();
} finally {
  baseline?.remove();
}

async function measureEngines(): Promise<void> {
  if (engines.has('pglite')) {
    for (const side of sides) {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'bloom-bench-import-'));
      try {
        await measure('PGlite', { DATABASE_URL: '', BLOOM_DATA_DIR: dataDir }, side);
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    }
  }

  const serverUrl = process.env.DATABASE_URL;
  if (!engines.has('postgresql')) {
    console.log('PostgreSQL: skipped (BENCH_ENGINES)');
    return;
  }
  if (!serverUrl) {
    console.log('PostgreSQL: skipped (set DATABASE_URL to measure it too)');
    return;
  }
  for (const side of sides) {
    const name = `bloom_bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    try {
      await measure('PostgreSQL', { DATABASE_URL: url.toString() }, side);
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }
}
