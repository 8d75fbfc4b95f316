/**
 * A product photo's upload in the back office (`npm run bench:upload`): a ~33 KB JPEG (issue 33
 * §6 saw 6.5 to 7.9 s for one) and a 3000×2000 camera-sized photo, each sent for real
 * (`POST /api/admin/images`) over HTTP on loopback to an api in production mode on PGlite.
 * Prints the time to the answer (the photo usable), the time until every size and AVIF a page
 * may ask for is served as its own file (what a caller sees: the year-long cache), and the p99
 * and worst latency of a product read (`POST /api/products/getProductById`) asked every 20 ms
 * meanwhile, each on time whether or not the one before has answered; then the load average.
 *
 * Knobs: BENCH_UPLOAD_RUNS, uploads of each photo (default 3); BENCH_BASELINE, a git ref
 * measured first in a worktree beside this tree (bench/baseline.ts), e.g. `HEAD` before a change.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { startBenchApi, stopBenchApi } from './api-process.ts';
import { prepareSides, type Side } from './baseline.ts';
import { staffCookie } from './sessions.ts';
import { ms, p99, probe, probeEveryMs } from './probe.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const runs = Number(process.env.BENCH_UPLOAD_RUNS ?? 3);
const pollEveryMs = 50;
const longCache = 'public, max-age=31536000, immutable';

/**
 * A photo-like JPEG `width` × `height`: one of the shop's illustrations with film grain over it.
 * With `targetBytes`, the JPEG quality whose file comes nearest that size.
 */
async function photo(width: number, height: number, grain: number, targetBytes?: number) {
  const svg = await readFile(path.join(root, 'api/images/almond-milk-body-lotion.svg'));
  const drawn = await sharp(svg, { density: 1200 })
    .resize({ width, height, fit: 'cover' })
    .removeAlpha()
    .raw()
    .toBuffer();
  const noise = await sharp({
    create: {
      width,
      height,
      channels: 3,
      noise: { type: 'gaussian', mean: 128, sigma: grain },
      background: '#808080',
    },
  })
    .raw()
    .toBuffer();
  const raw = { raw: { width, height, channels: 3 } } as const;
  const grainy = await sharp(drawn, raw)
    .composite([{ input: noise, ...raw, blend: 'overlay' }])
    .png()
    .toBuffer();
  const at = (quality: number) => sharp(grainy).jpeg({ quality }).toBuffer();
  if (!targetBytes) return at(85);
  let best = await at(85);
  for (let quality = 95; quality >= 30; quality -= 1) {
    const bytes = await at(quality);
    if (Math.abs(bytes.length - targetBytes) < Math.abs(best.length - targetBytes)) best = bytes;
  }
  return best;
}

/** What the upload route answers. */
interface Uploaded {
  url: string;
  srcSet: string | null;
  avifSrcSet: string | null;
}

/** Resolves once every URL a page may ask for `image` is served as its own file. */
async function allServed(url: string, image: Uploaded): Promise<void> {
  const candidates = [image.url, image.srcSet, image.avifSrcSet]
    .flatMap((set) => set?.split(', ') ?? [])
    .map((candidate) => candidate.split(' ')[0]!);
  for (const candidate of new Set(candidates)) {
    for (;;) {
      const reply = await fetch(`${url}${candidate}`);
      await reply.arrayBuffer();
      if (reply.ok && reply.headers.get('cache-control') === longCache) break;
      await new Promise((resolve) => setTimeout(resolve, pollEveryMs));
    }
  }
}

interface Figure {
  side: string;
  photo: string;
  bytes: number;
  answerMs: number;
  allReadyMs: number;
  readP99Ms: number;
  readMaxMs: number;
  load1: number;
}

const figures: Figure[] = [];

const { sides, baseline, labelWidth } = await prepareSides(root);

async function measure(side: Side, photos: [string, Buffer][]): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bloom-bench-upload-'));
  const { child, url } = await startBenchApi(
    { DATABASE_URL: '', BLOOM_DATA_DIR: dataDir },
    { root: side.root, label: side.label },
  );
  try {
    const cookie = await staffCookie(url);
    const latest = await fetch(`${url}/api/products/getLatestPRoducts`, { method: 'POST' });
    const productId = ((await latest.json()) as { productData: { id: string }[] }).productData[0]!
      .id;
    const read = () =>
      fetch(`${url}/api/products/getProductById`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ id: productId }),
      });
    // Warmed up first, so the first photo's figures are not the process's first requests.
    for (let warm = 0; warm < 50; warm += 1) await (await read()).arrayBuffer();
    for (const [name, bytes] of photos) {
      for (let run = 0; run < runs; run += 1) {
        const started = performance.now();
        let answerMs = 0;
        const ready = fetch(`${url}/api/admin/images`, {
          method: 'POST',
          headers: { 'content-type': 'image/jpeg', cookie },
          body: new Uint8Array(bytes),
        }).then(async (reply) => {
          const text = await reply.text();
          if (reply.status !== 201) throw new Error(`upload answered ${reply.status}: ${text}`);
          answerMs = performance.now() - started;
          await allServed(url, (JSON.parse(text) as { image: Uploaded }).image);
          return performance.now() - started;
        });
        const [allReadyMs, reads] = await Promise.all([ready, probe(read, ready)]);
        const figure: Figure = {
          side: side.label,
          photo: name,
          bytes: bytes.length,
          answerMs,
          allReadyMs,
          readP99Ms: p99(reads),
          readMaxMs: Math.max(...reads),
          load1: loadavg()[0]!,
        };
        figures.push(figure);
        console.log(
          `${side.label.padEnd(labelWidth)}  ${name.padEnd(22)} answer ${ms(answerMs).padStart(5)} ms  all sizes and AVIF ${ms(allReadyMs).padStart(6)} ms  product read p99 ${ms(figure.readP99Ms).padStart(4)} ms (max ${ms(figure.readMaxMs)}, n=${reads.length})  load ${figure.load1.toFixed(1)}`,
        );
      }
    }
  } finally {
    await stopBenchApi(child);
    await rm(dataDir, { recursive: true, force: true });
  }
}

const small = await photo(1600, 1200, 6, 33 * 1024);
const large = await photo(3000, 2000, 24);
const photos: [string, Buffer][] = [
  [`1600×1200 ${Math.round(small.length / 1024)} KB JPEG`, small],
  [`3000×2000 ${Math.round(large.length / 1024)} KB JPEG`, large],
];

console.log(
  `photo upload: ${runs} of each, product read every ${probeEveryMs} ms meanwhile (load average now ${loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')} on ${cpus().length} cores)`,
);
if (baseline) {
  console.log(`comparing ${baseline.label} (a worktree) with this tree, baseline first`);
}
try {
  for (const side of sides) await measure(side, photos);
} finally {
  baseline?.remove();
}
await writeFile(
  path.join(root, 'bench/results/upload.json'),
  `${JSON.stringify({ at: new Date().toISOString(), cores: cpus().length, figures }, null, 2)}\n`,
);
console.log(
  `load average at the end ${loadavg()[0]!.toFixed(1)}; figures in bench/results/upload.json`,
);
