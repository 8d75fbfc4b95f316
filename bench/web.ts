/**
 * `npm run bench:web`: what the production storefront costs a first-time visitor on a phone, and
 * what serving it costs the web server. Figures, never a verdict: budgets print PASS or MISS (by
 * how much), and a missed budget or a failing page never fails the run (tests judge behaviour).
 *
 * Builds what is stale (scripts/stack.ts: always a production build), starts the real stack
 * (api + gateway + the web server rendering storefront/dist) on a fresh temp data dir, then, for
 * the pages in web-pages.ts (add a page there and every section measures it):
 *   1. weight: first-load weight per page, the JavaScript and CSS Chromium downloads on a cold
 *      visit until the network is idle, gzipped at level 9 (1 KB = 1024 B), against the
 *      first-load JavaScript budget: a guest's pages, then a signed-in shopper's (web-pages.ts
 *      `memberPages`: cart, profile, orders, with a member's cookie); then what each library
 *      costs of the JavaScript of / and of the heaviest member page;
 *   1b. admin: the back office's sign-in screen, and its first screen after signing in (the
 *      dashboard, as the seeded manager) against 250 KB gzip of JavaScript (issue 33 §6);
 *   2. serving (web-serving.ts): per page one table of the guest cached rate (hits), the guest
 *      miss rate, the member render rate (a signed-in shopper's cookie, every request renders)
 *      and the rate of the page's GraphQL queries alone, with their ratios, at
 *      BENCH_SSR_CONNECTIONS (10) connections for BENCH_SSR_SECONDS (10) each; the member rate
 *      as a share of the queries alone; then the cache hit ratio while guests browse;
 *   3. lighthouse (web-lighthouse.ts; web-pages.ts `lighthousePages`: /, /products, a product
 *      page, /ur, an Urdu product page): mobile, simulated throttling, BENCH_LIGHTHOUSE_RUNS runs
 *      per page (3) as shipped and as many with every script blocked (the page's own HTML and
 *      critical CSS: the ceiling on this machine); the medians of both (performance, FCP, LCP,
 *      TBT, CLS, SI, SEO, accessibility), their difference and the budgets, the LCP element, the
 *      layout shifts and the top failing audits;
 *   4. menu (web-menu-tap.ts): the phone menu's tap to open on a cold /, CPU 4x slower,
 *      BENCH_MENU_TAPS taps (5), median against 100 ms; the account menu the same way;
 *   5. search: the header's search box in Chromium, terms typed key by key at a quick typist's
 *      pace (BENCH_SEARCH_ROUNDS rounds of 10 terms, default 3), from the last keystroke to the
 *      first frame showing that term's suggestions, with the GraphQL request's own time beside;
 *   6. noisy: the noisy neighbour (issue 25), the p99 of a normal page
 *      (/products?category=Skincare, BENCH_NOISY_RATE = 20 requests/s over 2 connections) alone,
 *      then while one client (one address, BENCH_NOISY_CONNECTIONS = 19 parallel loops) sends
 *      random searches as fast as it can; the per-address limits should keep the second figure
 *      near the first.
 * Budgets (web-budgets.ts; issue 32 made the machine-dependent ones relative, so they hold on
 * whatever machine runs the bench): as shipped against the same page with scripts blocked,
 * performance ≥ the ceiling's − 2, FCP within 100 ms of the ceiling's, TBT within 50 ms of it;
 * CLS 0 (English and Urdu, first visit); SEO and accessibility 100; first-load JavaScript
 * ≤ 90 KB gzip on every guest page and ≤ 140 KB on a member's; a member's render rate ≥ 40 % of
 * the page's queries-alone rate; the menu open within 100 ms of the tap; suggestions within
 * 150 ms. Figures go to bench/results/web.json, with the machine's load average at the start
 * and end (other work on the machine moves every figure).
 *
 * Knobs: BENCH_WEB_ONLY=serving,menu runs only the named sections (names above; figures to
 * bench/results/web-<names>.json, so a partial run leaves a whole run's file alone);
 * BENCH_CACHE_ONLY=1 is BENCH_WEB_ONLY=serving. Otherwise each section runs unless switched off:
 * BENCH_WEIGHT=0, BENCH_ADMIN=0, BENCH_SSR=0 (or BENCH_PAGE_CACHE=0: both were parts of the serving section),
 * BENCH_LIGHTHOUSE=0, BENCH_MENU=0, BENCH_SEARCH=0, BENCH_NOISY=0. Also BENCH_WEB_TIMEOUT seconds
 * per page load (default 30), BENCH_CACHE_BROWSE_SECONDS of browsing (default 10),
 * BENCH_NOISY_SECONDS per noisy measurement (default 10). BENCH_NO_BUILD=1 measures the builds
 * as they are instead of first rebuilding whatever is stale. BENCH_WEIGHT_FILES=1 lists every file
 * each page of the weight section loads (by default only the five largest of `/`).
 *
 * BENCH_BASELINE=<git ref> adds that ref's storefront to the Lighthouse and weight sections: the ref is checked
 * out in a temporary worktree (bench/baseline.ts), its @bloom/ui and storefront are built there,
 * and its web server runs beside this tree's on the same gateway and data; every page is then
 * measured as the ref ships it too, run for run in turn with this tree's, and the table gives the
 * difference. A change's effect is read from one run, side by side, never from two runs an hour
 * apart (e.g. `BENCH_BASELINE=HEAD~1 BENCH_WEB_ONLY=lighthouse npm run bench:web`).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright';
import { chromiumLaunchOptions } from '../scripts/chromium.ts';
import {
  ensureBuilt,
  freePort,
  root,
  startService,
  startStack,
  type Service,
  type Stack,
} from '../scripts/stack.ts';
import { prepareBaseline, type Baseline } from './baseline.ts';
import { autocannon } from './autocannon.ts';
import { atMost, budgets } from './web-budgets.ts';
import {
  lighthouseSection,
  type LighthouseBaseline,
  type LighthouseRow,
} from './web-lighthouse.ts';
import { menuTapSection, type TapFigures } from './web-menu-tap.ts';
import {
  lighthousePages,
  measuredPages,
  memberPages,
  resolvePages,
  weightOnlyPages,
  type ResolvedPage,
} from './web-pages.ts';
import { memberCookie, staffCookie } from './sessions.ts';
import { servingSection, type ServingFigures } from './web-serving.ts';

/** Bytes in the KB the budgets are written in. */
const KB = 1024;
const searchRounds = Math.max(1, Number(process.env['BENCH_SEARCH_ROUNDS'] ?? 3) || 3);
const ssrConnections = Number(process.env['BENCH_SSR_CONNECTIONS'] ?? 10) || 10;
const ssrSeconds = Number(process.env['BENCH_SSR_SECONDS'] ?? 10) || 10;
const loadTimeoutMs = Number(process.env['BENCH_WEB_TIMEOUT'] ?? 30) * 1000;

/** The sections, in the order they run. */
const sections = ['weight', 'admin', 'serving', 'lighthouse', 'menu', 'search', 'noisy'] as const;
type Section = (typeof sections)[number];
const only = (
  process.env['BENCH_WEB_ONLY'] ?? (process.env['BENCH_CACHE_ONLY'] === '1' ? 'serving' : '')
)
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const unknownSections = only.filter((name) => !sections.includes(name as Section));
if (unknownSections.length) {
  console.error(
    `BENCH_WEB_ONLY: no section named ${unknownSections.join(', ')} (sections: ${sections.join(', ')})`,
  );
  process.exit(1);
}
const switchedOff: Record<Section, boolean> = {
  weight: process.env['BENCH_WEIGHT'] === '0',
  admin: process.env['BENCH_ADMIN'] === '0',
  serving: process.env['BENCH_SSR'] === '0' || process.env['BENCH_PAGE_CACHE'] === '0',
  lighthouse: process.env['BENCH_LIGHTHOUSE'] === '0',
  menu: process.env['BENCH_MENU'] === '0',
  search: process.env['BENCH_SEARCH'] === '0',
  noisy: process.env['BENCH_NOISY'] === '0',
};
/** Whether a section runs this time. */
const runs = (section: Section) => (only.length ? only.includes(section) : !switchedOff[section]);

/** First-load weight of one route. */
interface WeightRow {
  route: string;
  path: string | null;
  /** Measured with a signed-in shopper's cookie. */
  member: boolean;
  ok: boolean;
  /** Gzip (level 9) bytes of every script / stylesheet response. */
  jsGzip: number;
  cssGzip: number;
  jsFiles: number;
  cssFiles: number;
  /**
   * Bytes of the web fonts the page downloads (WOFF2 is compressed already): the Urdu face is
   * fetched only by pages with Urdu text, so an English page's figure stays 0.
   */
  fontBytes: number;
  /** Each script / stylesheet loaded: path and gzip bytes. */
  files: { path: string; type: 'script' | 'stylesheet'; gzip: number }[];
  /** Every request the page made until the network was idle (document included). */
  requests: number;
  /** What went wrong or looked odd: navigation errors, uncaught errors, failed requests. */
  problems: string[];
}

const kb = (bytes: number) => (bytes / KB).toFixed(1);
const message = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';

function heading(title: string): void {
  console.log(`\n=== ${title}\n`);
}

/**
 * Opens `path` in a fresh context (empty cache, no cookies but a member page's session: a first
 * visit) and adds up what it downloads until the network has been idle for 500 ms.
 */
async function measureWeight(
  browser: Browser,
  baseUrl: string,
  route: ResolvedPage,
  cookie: string | undefined,
): Promise<WeightRow> {
  const row: WeightRow = {
    route: route.label,
    path: route.reason ? null : route.path,
    member: route.member === true,
    ok: false,
    jsGzip: 0,
    cssGzip: 0,
    jsFiles: 0,
    cssFiles: 0,
    fontBytes: 0,
    requests: 0,
    files: [],
    problems: [],
  };
  if (route.reason) {
    row.problems.push(route.reason);
    return row;
  }
  if (row.member && !cookie) {
    row.problems.push('no member to sign in with');
    return row;
  }
  const context = await browser.newContext();
  if (row.member && cookie) {
    const [name, ...value] = cookie.split('=');
    await context.addCookies([{ name: name!, value: value.join('='), url: baseUrl }]);
  }
  const page = await context.newPage();
  const pending: Promise<void>[] = [];
  page.on('request', () => row.requests++);
  page.on('pageerror', (error) => row.problems.push(`uncaught: ${message(error)}`));
  page.on('requestfailed', (request) =>
    row.problems.push(`request failed: ${request.url()} (${request.failure()?.errorText})`),
  );
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (response.status() >= 400) {
      row.problems.push(`HTTP ${response.status()}: ${response.url()}`);
    }
    if (type === 'font') {
      pending.push(
        response.body().then(
          (body) => void (row.fontBytes += body.length),
          (error: unknown) =>
            void row.problems.push(`unreadable ${response.url()}: ${message(error)}`),
        ),
      );
      return;
    }
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      response.body().then(
        (body) => {
          const size = gzipSync(body, { level: 9 }).length;
          row.files.push({ path: new URL(response.url()).pathname, type, gzip: size });
          if (type === 'script') {
            row.jsGzip += size;
            row.jsFiles++;
          } else {
            row.cssGzip += size;
            row.cssFiles++;
          }
        },
        (error: unknown) => {
          row.problems.push(`unreadable ${response.url()}: ${message(error)}`);
        },
      ),
    );
  });
  // Bodies still being read when the network went idle, including responses that came in
  // while earlier ones were awaited; body reads never reject (their handler records problems).
  const drain = async () => {
    for (let seen = 0; seen < pending.length;) {
      const batch = pending.slice(seen);
      seen = pending.length;
      await Promise.all(batch);
    }
  };
  try {
    const response = await page.goto(new URL(route.path, baseUrl).href, {
      waitUntil: 'networkidle',
      timeout: loadTimeoutMs,
    });
    await drain();
    row.ok = response !== null && response.ok();
    if (!row.ok) row.problems.unshift(`document answered ${response?.status() ?? 'nothing'}`);
    // A member page answers a guest with the login page: then it is not the page measured.
    const landed = new URL(page.url()).pathname;
    if (row.member && landed !== new URL(route.path, baseUrl).pathname) {
      row.ok = false;
      row.problems.unshift(`not signed in: landed on ${landed}`);
    }
  } catch (error) {
    await drain();
    row.problems.unshift(`navigation: ${message(error)}`);
  } finally {
    page.removeAllListeners('response');
    await drain();
    await context.close();
  }
  if (row.problems.some((problem) => problem.startsWith('uncaught'))) row.ok = false;
  return row;
}

/** A page's first-load JavaScript budget, KB: a member's pages may carry more. */
const jsBudget = (row: Pick<WeightRow, 'member'>) =>
  row.member ? budgets.memberFirstLoadJsKb : budgets.guestFirstLoadJsKb;

/** Each page's first-load JavaScript as `label` ships it and as this tree does, side by side. */
function weightComparison(before: WeightRow[], now: WeightRow[], label: string): void {
  heading(`1a. First-load JavaScript, ${label} against this tree (the same run)`);
  console.log(
    `${'page'.padEnd(22)} ${label.padStart(12)} ${'this tree'.padStart(12)} ${'Δ'.padStart(9)}`,
  );
  for (const row of now) {
    const was = before.find((old) => old.route === row.route);
    const delta = was?.ok && row.ok ? (row.jsGzip - was.jsGzip) / KB : undefined;
    console.log(
      `${row.route.padEnd(22)} ${(was?.ok ? `${kb(was.jsGzip)} KB` : '–').padStart(12)} ${(row.ok ? `${kb(row.jsGzip)} KB` : '–').padStart(12)} ${(delta === undefined ? '–' : `${delta > 0 ? '+' : delta < 0 ? '−' : '±'}${Math.abs(delta).toFixed(1)} KB`).padStart(9)}`,
    );
  }
}

/** Whether a page's first-load JavaScript is within budget, and by how much it is not. */
const jsVerdict = (row: WeightRow) =>
  row.ok ? atMost(row.jsGzip / KB, jsBudget(row), (over) => `${over.toFixed(1)} KB`) : '–';

async function weightSection(
  baseUrl: string,
  routes: ResolvedPage[],
  cookie: string | undefined,
  as = '',
): Promise<WeightRow[]> {
  heading(
    `1. First-load weight${as ? ` as ${as} ships it` : ''} (cold cache, Chromium, until network idle; gzip -9, 1 KB = 1024 B)`,
  );
  const browser = await chromium.launch(chromiumLaunchOptions());
  const rows: WeightRow[] = [];
  try {
    console.log(
      `${'page'.padEnd(22)} ${'JS KB'.padStart(8)} ${'CSS KB'.padStart(8)} ${'font KB'.padStart(8)} ${'requests'.padStart(9)}  status  JS ≤ budget (guest ${budgets.guestFirstLoadJsKb} KB, member ${budgets.memberFirstLoadJsKb} KB)`,
    );
    for (const route of routes) {
      const row = await measureWeight(browser, baseUrl, route, cookie);
      rows.push(row);
      console.log(
        `${route.label.padEnd(22)} ${kb(row.jsGzip).padStart(8)} ${kb(row.cssGzip).padStart(8)} ${kb(row.fontBytes).padStart(8)} ${String(row.requests).padStart(9)}  ${(row.ok ? 'ok' : 'FAILED').padEnd(6)}  ≤ ${jsBudget(row)} KB ${jsVerdict(row)}`,
      );
      for (const problem of row.problems.slice(0, 5)) console.log(`${''.padEnd(22)} ! ${problem}`);
      if (process.env['BENCH_WEIGHT_FILES'] === '1') {
        for (const file of [...row.files].sort((a, b) => b.gzip - a.gzip)) {
          console.log(`${''.padEnd(22)} ${kb(file.gzip).padStart(8)}  ${file.path}`);
        }
      }
    }
  } finally {
    await browser.close();
  }
  const home = rows.find((row) => row.path === '/');
  const figure = home ? `${kb(home.jsGzip)} KB` : 'not measured';
  console.log(
    `\nfirst load of /: ${figure} gzip of JavaScript${home ? ` (≤ ${jsBudget(home)} KB: ${jsVerdict(home)})` : ''}`,
  );
  if (home?.files.length) {
    console.log('largest files loaded by /:');
    for (const file of [...home.files].sort((a, b) => b.gzip - a.gzip).slice(0, 5)) {
      console.log(`  ${kb(file.gzip).padStart(7)} KB  ${file.path}`);
    }
  }
  return rows;
}

/**
 * The back office's first-load weight (issue 33 §6): its sign-in screen for someone not signed
 * in, and the first screen after signing in (the dashboard) with the seeded manager's cookie,
 * against the 250 KB budget, with the largest files of the latter.
 */
async function adminSection(baseUrl: string, cookie: string): Promise<WeightRow[]> {
  heading(
    `1b. The back office's first load (cold cache, until network idle; gzip -9): the first screen after signing in ≤ ${budgets.adminFirstScreenJsKb} KB`,
  );
  const browser = await chromium.launch(chromiumLaunchOptions());
  const rows: WeightRow[] = [];
  try {
    const screens: ResolvedPage[] = [
      { label: 'admin sign-in', path: '/admin/sign-in' },
      { label: 'admin dashboard', path: '/admin/', member: true },
    ];
    for (const screen of screens) {
      const row = await measureWeight(browser, baseUrl, screen, cookie);
      rows.push(row);
      const verdict = screen.member
        ? atMost(row.jsGzip / KB, budgets.adminFirstScreenJsKb, (over) => `${over.toFixed(1)} KB`)
        : '';
      console.log(
        `${screen.label.padEnd(22)} JS ${kb(row.jsGzip).padStart(7)} KB in ${row.jsFiles} files, CSS ${kb(row.cssGzip)} KB  ${row.ok ? 'ok' : 'FAILED'}  ${verdict}`,
      );
      for (const problem of row.problems.slice(0, 5)) console.log(`${''.padEnd(22)} ! ${problem}`);
    }
  } finally {
    await browser.close();
  }
  const dashboard = rows.at(-1);
  if (dashboard?.files.length) {
    console.log('largest files of the first screen after signing in:');
    for (const file of [...dashboard.files].sort((a, b) => b.gzip - a.gzip).slice(0, 5)) {
      console.log(`  ${kb(file.gzip).padStart(7)} KB  ${file.path}`);
    }
  }
  return rows;
}

const noisyRate = Number(process.env['BENCH_NOISY_RATE'] ?? 20) || 20;
const noisyConnections = Number(process.env['BENCH_NOISY_CONNECTIONS'] ?? 19) || 19;
const noisySeconds = Number(process.env['BENCH_NOISY_SECONDS'] ?? 10) || 10;

/** A normal page's latency alone and beside a client looping random searches. */
interface NoisyNeighbourFigures {
  page: string;
  aloneP50: number;
  aloneP99: number;
  noisyP50: number;
  noisyP99: number;
  /** The noisy client's requests, and how many of them were refused (429). */
  noisyRequests: number;
  noisyRefused: number;
  /** Pages of the normal shoppers that did not answer 2xx while the noise ran. */
  pageErrors: number;
}

/**
 * Part 5: a normal page's p50/p99 alone, then while one address loops random searches (pages
 * and suggestions) through the web server. Here every client is 127.0.0.1 to the web server
 * (the stack trusts no X-Forwarded-For there); that is no matter, as the normal page is not one
 * the limits count.
 */
async function noisyNeighbourSection(stack: Stack): Promise<NoisyNeighbourFigures> {
  const page = '/products?category=Skincare';
  heading(
    `6. Noisy neighbour: ${page} at ${noisyRate} req/s alone, then beside ${noisyConnections} loops of random searches from one address (${noisySeconds} s each)`,
  );
  const shoppers = (seconds: number) =>
    autocannon({
      url: new URL(page, stack.webUrl).href,
      connections: 2,
      overallRate: noisyRate,
      duration: seconds,
    });
  await shoppers(2);
  const alone = await shoppers(noisySeconds);

  // The noise runs in a process of its own: sharing this one's event loop would slow the
  // measuring client itself and blame the shop for it.
  const noise = new Promise<{ requests: number; refused: number }>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        join(root, 'bench/noisy-client.ts'),
        stack.webUrl,
        String(noisySeconds + 1),
        String(noisyConnections),
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      const last = output.trim().split('\n').pop() ?? '';
      if (code === 0 && last.startsWith('{')) resolve(JSON.parse(last));
      else reject(new Error(`the noisy client exited ${code}: ${output.slice(-300)}`));
    });
  });
  const beside = await shoppers(noisySeconds);
  const noisy = await noise;
  const figures: NoisyNeighbourFigures = {
    page,
    aloneP50: alone.latency.p50,
    aloneP99: alone.latency.p99,
    noisyP50: beside.latency.p50,
    noisyP99: beside.latency.p99,
    noisyRequests: noisy.requests,
    noisyRefused: noisy.refused,
    pageErrors: beside.non2xx + beside.errors,
  };
  console.log(
    `${page} alone: p50 ${figures.aloneP50} ms, p99 ${figures.aloneP99} ms  |  beside the noisy client: p50 ${figures.noisyP50} ms, p99 ${figures.noisyP99} ms${figures.pageErrors ? ` (${figures.pageErrors} not 2xx)` : ''}`,
  );
  console.log(
    `the noisy client sent ${figures.noisyRequests} requests; ${figures.noisyRefused} were refused with 429`,
  );
  return figures;
}

/** Search-as-you-type figures, ms. */
interface SearchFigures {
  samples: { term: string; ms: number; requestMs: number }[];
  median: number;
  p90: number;
  max: number;
  requestMedian: number;
  /** Terms whose suggestions had not shown 5 s after the last keystroke. */
  missed: string[];
}

/** Words a shopper looks for in the seed catalogue, one misspelt. */
const searchTerms = [
  'serum',
  'seurm',
  'sham',
  'moist',
  'rose',
  'cleanser',
  'lip',
  'body',
  'oil',
  'glow',
];

/**
 * The header's search box on / at 1280 px, each term typed key by key 90 ms apart: from the
 * last keydown to the first animation frame in which the listbox shows options for the text as
 * it then is (open, not busy). A newer keystroke restarts the watch, as the box restarts its
 * request.
 */
async function searchSection(browser: Browser, baseUrl: string): Promise<SearchFigures> {
  heading(`5. Search as you type (${searchRounds} × ${searchTerms.length} terms, 1280 px)`);
  const samples: SearchFigures['samples'] = [];
  const missed: string[] = [];
  // Each round is a new visitor: the browser has not yet kept any term's suggestions.
  for (let round = 0; round < searchRounds; round += 1) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const page = await context.newPage();
      await page.goto(new URL('/', baseUrl).href, { waitUntil: 'networkidle' });
      const field = page.getByRole('combobox', { name: 'Search products' });
      // Hydrated: React has attached its fiber to the server-rendered field.
      await page.waitForFunction(() => {
        const input = document.querySelector('input[role="combobox"]');
        return input !== null && Object.keys(input).some((key) => key.startsWith('__reactFiber'));
      });
      await field.click();
      // A string, not a function: tsx would wrap the named inner function in a helper the
      // page does not have.
      await page.evaluate(`{
        const input = document.querySelector('input[role="combobox"]');
        input.addEventListener('keydown', (event) => {
          const key = event.timeStamp;
          window.lastKey = key;
          window.latency = undefined;
          const check = (now) => {
            if (window.lastKey !== key) return;
            // The listbox may be rendered only once there is something to show.
            const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '');
            const shown =
              input.getAttribute('aria-expanded') === 'true' &&
              listbox !== null &&
              !listbox.hidden &&
              !listbox.hasAttribute('aria-busy') &&
              listbox.querySelector('[role="option"]') !== null;
            if (shown) window.latency = now - key;
            else requestAnimationFrame(check);
          };
          requestAnimationFrame(check);
        }, { capture: true });
      }`);
      for (const term of searchTerms) {
        await field.fill('');
        await page.waitForFunction(() => {
          const input = document.querySelector('input[role="combobox"]');
          return input?.getAttribute('aria-expanded') !== 'true';
        });
        await page.evaluate(() => performance.clearResourceTimings());
        await field.pressSequentially(term, { delay: 90 });
        // A term without suggestions after 5 s is counted as missed, not the end of the section.
        const shown = await page
          .waitForFunction(
            () => (window as unknown as { latency?: number }).latency !== undefined,
            null,
            { timeout: 5000 },
          )
          .then(
            () => true,
            () => false,
          );
        if (!shown) {
          missed.push(term);
          continue;
        }
        const { latency, requestMs } = await page.evaluate(() => {
          const asked = performance
            .getEntriesByType('resource')
            .filter((entry) => entry.name.includes('/graphql'))
            .at(-1) as PerformanceResourceTiming | undefined;
          return {
            latency: (window as unknown as { latency: number }).latency,
            requestMs: asked ? asked.responseEnd - asked.startTime : -1,
          };
        });
        samples.push({ term, ms: Math.round(latency), requestMs: Math.round(requestMs) });
      }
    } finally {
      await context.close();
    }
  }
  const sorted = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  // A term whose last request was not needed (its suggestions already shown) has no timing.
  const requests = samples
    .map((sample) => sample.requestMs)
    .filter((ms) => ms >= 0)
    .sort((a, b) => a - b);
  const at = (values: number[], share: number) =>
    values[Math.min(values.length - 1, Math.floor(values.length * share))] ?? -1;
  const figures: SearchFigures = {
    samples,
    median: at(sorted, 0.5),
    p90: at(sorted, 0.9),
    max: sorted.at(-1) ?? Number.NaN,
    requestMedian: at(requests, 0.5),
    missed,
  };
  if (missed.length) {
    console.log(`! no suggestions within 5 s for ${missed.length} term(s): ${missed.join(', ')}`);
  }
  console.log(
    `last keystroke to suggestions: median ${figures.median} ms, p90 ${figures.p90} ms, max ${figures.max} ms  every one ≤ ${budgets.suggestionsMs} ms: ${atMost(figures.max, budgets.suggestionsMs, (ms) => `${ms} ms`)}`,
  );
  console.log(
    `the GraphQL request alone: median ${figures.requestMedian} ms (${requests.length} of ${samples.length} terms asked)`,
  );
  return figures;
}

/**
 * What each library costs of the JavaScript a first visit to a page runs: the bytes each package
 * contributes to the loaded chunks (from the build's source maps), scaled to the chunks' gzip
 * size. Approximate (gzip does not divide exactly), but enough to see where the weight is.
 */
async function librarySection(
  row: WeightRow | undefined,
): Promise<Array<{ name: string; kb: number }>> {
  if (!row) return [];
  heading(`1b. What each library costs of ${row.route} (gzip, from source maps)`);
  const assets = join(root, 'storefront/dist/client/assets');
  const names = new Set(await readdir(assets));
  const shares = new Map<string, number>();
  for (const file of row.files.filter((f) => f.type === 'script')) {
    const base = file.path.split('/').pop()!;
    if (!names.has(`${base}.map`)) continue;
    const map = JSON.parse(await readFile(join(assets, `${base}.map`), 'utf8')) as {
      sources: string[];
      sourcesContent?: (string | null)[];
    };
    const sizes = map.sources.map((_, i) => map.sourcesContent?.[i]?.length ?? 0);
    const total = sizes.reduce((a, b) => a + b, 0) || 1;
    map.sources.forEach((source, i) => {
      const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
      const name = match ? match[1]! : source.includes('/ui/') ? '@bloom/ui' : 'shop code';
      shares.set(name, (shares.get(name) ?? 0) + (file.gzip * sizes[i]!) / total);
    });
  }
  const list = [...shares]
    .map(([name, bytes]) => ({ name, kb: Number(kb(bytes)) }))
    .sort((a, b) => b.kb - a.kb);
  for (const item of list.filter((i) => i.kb >= 0.5)) {
    console.log(`  ${item.name.padEnd(40)} ${item.kb.toFixed(1).padStart(6)} KB`);
  }
  return list;
}

/**
 * Issue 23's targets in one list, from what this run measured: the lines a closing note quotes.
 * A section that did not run leaves its lines out.
 */
function printTargets(figures: {
  pages: ResolvedPage[];
  weights: WeightRow[];
  servingFigures: ServingFigures | undefined;
  lighthouseRows: LighthouseRow[] | undefined;
  menuTaps: TapFigures[] | undefined;
}): void {
  const lines: string[] = [];
  for (const page of figures.pages) {
    const weight = figures.weights.find((row) => row.route === page.label);
    if (weight) {
      lines.push(
        `${page.label}: first-load JS ${kb(weight.jsGzip)} KB ≤ ${jsBudget(weight)} KB ${jsVerdict(weight)}`,
      );
    }
    const served = figures.servingFigures?.rows.find((row) => row.route === page.label);
    if (served) {
      const share = served.memberToQueries;
      lines.push(
        `${page.label}: member render ${served.member.rps} req/s = ${share === undefined ? '–' : `${(share * 100).toFixed(0)} %`} of the queries alone ≥ ${budgets.memberRenderShareOfQueries * 100} % ${served.memberVerdict}`,
      );
    }
    const lighthouse = figures.lighthouseRows?.find((row) => row.route === page.label);
    for (const [name, verdict] of Object.entries(lighthouse?.budgets ?? {})) {
      lines.push(`${page.label}: ${name} ${verdict}`);
    }
  }
  for (const tap of figures.menuTaps ?? []) {
    lines.push(
      `${tap.menu} tap to open: median ${tap.median ?? '–'} ms ≤ ${budgets.menuTapMs} ms ${tap.verdict}`,
    );
  }
  if (lines.length === 0) return;
  heading(
    `Budgets (issues 23 and 32; ${lines.filter((line) => line.endsWith('PASS')).length} of ${lines.length} met)`,
  );
  for (const line of lines) console.log(line);
}

/** When the storefront's build was last written (its manifest), or 0 when it is missing. */
const buildStamp = () =>
  stat(join(root, 'storefront/dist/client/.vite/manifest.json')).then(
    (file) => file.mtimeMs,
    () => 0,
  );
/** The build the stack started with. */
let startedBuild = 0;
/** Sections during which storefront/dist was rebuilt under the running stack. */
const rebuiltDuring: Section[] = [];

/**
 * Runs `section` when it is on; a section that throws loses its figures, not the run. A build of
 * the storefront written meanwhile (another `npm run build` on this machine) replaces the assets
 * the running web server's pages name, so browsers get 404s and measure a page without its
 * JavaScript or styles: said loudly, as those figures are worthless.
 */
async function section<T>(name: Section, measure: () => Promise<T>): Promise<T | undefined> {
  if (!runs(name)) return undefined;
  try {
    return await measure();
  } catch (error) {
    console.log(`${name} not measured: ${message(error)}`);
    return undefined;
  } finally {
    if ((await buildStamp()) !== startedBuild && rebuiltDuring.length === 0) {
      rebuiltDuring.push(name);
      console.log(
        `\n! storefront/dist was rebuilt during or before "${name}" (another build on this machine): the running web server's pages now name assets that are gone, so this and later sections measure a broken page. Rerun them, e.g. BENCH_WEB_ONLY=${name}.`,
      );
    } else if (rebuiltDuring.length > 0) rebuiltDuring.push(name);
  }
}

/**
 * `ref` checked out in a worktree (bench/baseline.ts) with its @bloom/ui and storefront built
 * there for production, or undefined (said why) when that fails: the run goes on without it.
 */
async function builtBaseline(ref: string): Promise<Baseline | undefined> {
  let checkout: Baseline | undefined;
  try {
    checkout = await prepareBaseline(root, ref);
    // Its generated GraphQL types first (not in git), then the library the storefront imports.
    for (const [what, args] of [
      ['GraphQL types', ['run', 'codegen']],
      ['ui', ['run', 'build', '-w', 'ui']],
      ['storefront', ['run', 'build', '-w', 'storefront']],
    ] as const) {
      console.log(`building ${checkout.label}'s ${what} in ${checkout.root}…`);
      const built = spawnSync('npm', args, {
        cwd: checkout.root,
        env: { ...process.env, NODE_ENV: 'production' },
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      });
      if (built.status !== 0) {
        const output = `${built.stdout ?? ''}${built.stderr ?? ''}`.trim().split('\n').slice(-8);
        throw new Error(
          `its ${what} did not build (${built.error?.message ?? `exit ${built.status}`}): ${output.join(' | ')}`,
        );
      }
    }
    return checkout;
  } catch (error) {
    console.log(`BENCH_BASELINE=${ref}: no baseline (${message(error)})`);
    checkout?.remove();
    return undefined;
  }
}

const started = Date.now();
const loadAtStart = loadavg().map((load) => Number(load.toFixed(2)));
heading(
  `Bloom storefront: weight, serving, Lighthouse, menu tap (production build)${only.length ? ` — only ${only.join(', ')}` : ''}`,
);
console.log(`load average at the start: ${loadAtStart.join(', ')} (1, 5, 15 min)`);
// BENCH_NO_BUILD=1 measures the builds as they are: nothing stale is rebuilt under someone else's
// run (an e2e run on the same machine serves the same dist/ folders).
if (process.env['BENCH_NO_BUILD'] === '1') console.log('BENCH_NO_BUILD: the builds as they are');
else ensureBuilt();

const baselineRef = process.env['BENCH_BASELINE']?.trim();
const baseline =
  baselineRef && (runs('lighthouse') || runs('weight'))
    ? await builtBaseline(baselineRef)
    : undefined;
if (baselineRef && !baseline) {
  console.log('BENCH_BASELINE: only the Lighthouse and weight sections have one, and neither runs');
}

const scratch = await mkdtemp(join(tmpdir(), 'bloom-bench-web-'));
const dataDir = join(scratch, 'data');
let stack: Stack | undefined;
let baselineWeb: Service | undefined;
try {
  await mkdir(dataDir);
  const webPort = await freePort();
  const baselinePort = baseline ? await freePort() : undefined;
  const origins = [webPort, baselinePort]
    .filter((port) => port !== undefined)
    .flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]);
  stack = await startStack({
    dataDir,
    apiPort: 0,
    gatewayPort: 0,
    webPort,
    echo: false,
    // The baseline's pages call the same gateway from their own origin.
    env: { PUBLIC_URL: `http://localhost:${webPort}`, ALLOWED_ORIGINS: origins.join(',') },
  });
  const baseUrl = stack.webUrl;
  let lighthouseBaseline: LighthouseBaseline | undefined;
  if (baseline && baselinePort) {
    baselineWeb = await startService(
      'web',
      join(baseline.root, 'storefront/server/main.ts'),
      {
        GATEWAY_URL: stack.gatewayUrl,
        PORT: String(baselinePort),
        PUBLIC_URL: `http://localhost:${baselinePort}`,
        ALLOWED_ORIGINS: origins.join(','),
        SHUTDOWN_DRAIN_MS: '0',
      },
      { echo: false, cwd: baseline.root },
    );
    lighthouseBaseline = { label: baseline.label, url: baselineWeb.url };
    console.log(`${baseline.label}'s storefront at ${baselineWeb.url}, on the same gateway`);
  }
  startedBuild = await buildStamp();
  console.log(`stack up at ${baseUrl} (data in ${scratch})`);
  const pages = await resolvePages(stack.gatewayUrl, measuredPages);
  const otherPages = await resolvePages(stack.gatewayUrl, [...weightOnlyPages, ...memberPages]);
  const lighthouseOnly = await resolvePages(stack.gatewayUrl, lighthousePages);
  // `stack` is a let (the finally stops it): the sections' closures get the started one.
  const serving = stack;
  // A member for the member pages' weight and the account menu; without one those are skipped.
  const member = async (what: string) =>
    memberCookie(serving.apiUrl).catch((error: unknown) => {
      console.log(`no member for ${what}: ${message(error)}`);
      return undefined;
    });

  const weights =
    (await section('weight', async () =>
      weightSection(baseUrl, [...pages, ...otherPages], await member('the member pages')),
    )) ?? [];
  // The same pages as the baseline ships them, in this run, and the difference page by page.
  if (weights.length && lighthouseBaseline) {
    const before = await weightSection(
      lighthouseBaseline.url,
      [...pages, ...otherPages],
      await member('the baseline member pages'),
      lighthouseBaseline.label,
    );
    weightComparison(before, weights, lighthouseBaseline.label);
  }
  const heaviestMember = weights
    .filter((row) => row.member && row.ok)
    .sort((a, b) => b.jsGzip - a.jsGzip)[0];
  const libraries = weights.length
    ? await section('weight', async () => ({
        [weights[0]!.route]: await librarySection(weights[0]),
        ...(heaviestMember ? { [heaviestMember.route]: await librarySection(heaviestMember) } : {}),
      }))
    : undefined;
  const admin = await section('admin', async () =>
    adminSection(baseUrl, await staffCookie(serving.apiUrl)),
  );
  const servingFigures = await section('serving', () =>
    servingSection(serving, pages, { connections: ssrConnections, seconds: ssrSeconds }),
  );
  const lighthouseRows = await section('lighthouse', () =>
    lighthouseSection(baseUrl, lighthouseOnly, lighthouseBaseline),
  );
  const menuTaps = await section('menu', async () =>
    // Without a member the account menu's panel alone is measured.
    menuTapSection(baseUrl, await member('the account menu')),
  );
  const search = await section('search', async () => {
    const browser = await chromium.launch(chromiumLaunchOptions());
    try {
      return await searchSection(browser, baseUrl);
    } finally {
      await browser.close();
    }
  });
  const noisyNeighbour = await section('noisy', () => noisyNeighbourSection(serving));

  // Each page once, in the order the sections measured them.
  const everyPage = [...lighthouseOnly, ...otherPages].filter(
    (page, i, all) => all.findIndex((other) => other.label === page.label) === i,
  );
  printTargets({ pages: everyPage, weights, servingFigures, lighthouseRows, menuTaps });
  const loadAtEnd = loadavg().map((load) => Number(load.toFixed(2)));
  console.log(`\nload average at the end: ${loadAtEnd.join(', ')} (1, 5, 15 min)`);
  await mkdir(join(root, 'bench/results'), { recursive: true });
  // A partial run must not wipe a whole run's figures.
  const resultsFile = only.length
    ? `bench/results/web-${only.join('-')}.json`
    : 'bench/results/web.json';
  await writeFile(
    join(root, resultsFile),
    `${JSON.stringify(
      {
        measuredAt: new Date().toISOString(),
        loadAverage: { start: loadAtStart, end: loadAtEnd },
        ...(rebuiltDuring.length ? { storefrontRebuiltDuring: rebuiltDuring } : {}),
        kbBytes: KB,
        budgets,
        pages,
        weights: weights.map((row) => ({
          ...row,
          jsKb: Number(kb(row.jsGzip)),
          cssKb: Number(kb(row.cssGzip)),
        })),
        libraries,
        admin: admin?.map((row) => ({ ...row, jsKb: Number(kb(row.jsGzip)) })),
        serving: servingFigures,
        lighthouse: lighthouseRows,
        menuTaps,
        search,
        noisyNeighbour,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`figures written to ${resultsFile} (${Math.round((Date.now() - started) / 1000)} s)`);
} finally {
  await baselineWeb?.stop();
  await stack?.stop();
  baseline?.remove();
  await rm(scratch, { recursive: true, force: true });
}
