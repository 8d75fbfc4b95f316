/**
 * bench:web's Lighthouse section (issue 32: the page against its own HTML). Each page is run
 * BENCH_LIGHTHOUSE_RUNS times (default 3) with Lighthouse's default mobile config (simulated
 * throttling) twice over: as shipped, and with every script blocked (`blockedUrlPatterns:
 * ['*.js']`), the server-rendered HTML and its critical CSS alone, which is the ceiling on the
 * machine that runs it. The two kinds of run alternate, so a busy moment of the machine falls on
 * both. Per page the median of each figure over the runs (performance, FCP, LCP, TBT, CLS, SI,
 * SEO, accessibility) of both, their difference, and the budgets: performance at least the
 * ceiling's minus 2, FCP within 100 ms of the ceiling's, TBT within 50 ms of it, CLS 0; SEO and
 * accessibility 100. Then the LCP element, the worst layout shifts and the top failing audits of
 * the shipped run whose performance score is the median one.
 *
 * Lighthouse's performance score moves by a few points from run to run (its simulation starts
 * from measured CPU times), hence the medians, with every run's score printed beside them.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result as LighthouseResult } from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.ts';
import { atLeast, atMost, budgets, median } from './web-budgets.ts';
import type { ResolvedPage } from './web-pages.ts';

/** Upper bound for one Lighthouse run, so a hung run cannot hold the benchmark forever. */
const lighthouseTimeoutMs = 90_000;
const lighthouseRuns = Math.max(1, Number(process.env['BENCH_LIGHTHOUSE_RUNS'] ?? 3) || 3);
const lighthouseCategories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof lighthouseCategories)[number];

/** Lighthouse's audits behind the metrics the budgets name. */
const metricAudits = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
} as const;
type Metric = keyof typeof metricAudits;

/** A failing audit worth fixing. */
export interface AuditSummary {
  id: string;
  title: string;
  score: number | null;
  displayValue?: string;
}

/** One Lighthouse run of one page. */
interface LighthouseRun {
  error?: string;
  /** Scores 0-100, null when Lighthouse could not score the category. */
  scores?: Record<Category, number | null>;
  /** Metric values in Lighthouse's units: ms, CLS unitless. */
  metrics?: Partial<Record<Metric, number>>;
  /** The element Lighthouse took as the largest contentful paint (its label and markup). */
  lcpElement?: string;
  /** The elements that moved most (layout shifts), worst first. */
  shiftedElements?: string[];
  /** Every failing audit, the ones worth fixing first on top (the report prints 3). */
  failing?: { performance: AuditSummary[]; accessibility: AuditSummary[] };
}

/** Lighthouse figures of one page in one way of loading it: medians over its runs. */
export interface LighthouseFigures {
  /** Why no run scored, when none did. */
  error?: string;
  /** Median score per category over the runs that scored. */
  scores?: Record<Category, number | null>;
  /** Median of each metric over the runs (ms; CLS unitless). */
  metrics?: Partial<Record<Metric, number>>;
  /** The performance score of every run, in order. */
  performanceRuns?: number[];
  /** Runs that failed, and why. */
  failedRuns?: string[];
  /** From the run with the median performance score. */
  lcpElement?: string;
  /** Distinct LCP elements over the runs (1 when every run agreed). */
  lcpElements?: number;
  shiftedElements?: string[];
  failing?: { performance: AuditSummary[]; accessibility: AuditSummary[] };
}

/** One page: as shipped, with every script blocked (the ceiling), and the budgets' verdicts. */
export interface LighthouseRow {
  route: string;
  path: string | null;
  /** Why the page was not measured. */
  error?: string;
  shipped?: LighthouseFigures;
  /** The same page with every script blocked. */
  ceiling?: LighthouseFigures;
  /** The same page as BENCH_BASELINE's build ships it, measured in turn with the others. */
  baseline?: LighthouseFigures;
  /** Each budget's verdict: PASS or MISS by how much. */
  budgets?: Record<string, string>;
}

const message = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';

/** Rejects after `ms` so one stuck step cannot stall the benchmark. */
function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Failing audits of a category, the ones worth fixing first on top. */
function failingAudits(
  lhr: LighthouseResult,
  category: 'performance' | 'accessibility',
): AuditSummary[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  // Lighthouse itself shows an audit as passed from 0.9; accessibility audits are pass/fail.
  const passAt = category === 'performance' ? 0.9 : 1;
  const failing = refs
    .filter((ref) => ref.group !== 'hidden')
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(
      (entry): entry is { ref: (typeof refs)[number]; audit: NonNullable<typeof entry.audit> } =>
        entry.audit !== undefined &&
        ['binary', 'numeric', 'metricSavings'].includes(entry.audit.scoreDisplayMode) &&
        entry.audit.score !== null &&
        entry.audit.score < passAt,
    );
  const savings = (audit: (typeof failing)[number]['audit']) =>
    Object.values(audit.metricSavings ?? {}).reduce<number>((sum, ms) => sum + (ms ?? 0), 0);
  const lost = ({ ref, audit }: (typeof failing)[number]) => ref.weight * (1 - (audit.score ?? 0));
  // Performance: a metric says what is slow, a diagnostic what is going on, an opportunity what
  // to change. Opportunities with the largest estimated savings come first, then the other
  // diagnostics, then the metrics (by score lost).
  const rank = ({ ref, audit }: (typeof failing)[number]) =>
    ref.group === 'metrics' ? 2 : audit.details?.type === 'opportunity' ? 0 : 1;
  const ordered =
    category === 'performance'
      ? failing.sort(
          (a, b) =>
            rank(a) - rank(b) ||
            (rank(a) === 2 ? lost(b) - lost(a) : savings(b.audit) - savings(a.audit)) ||
            a.audit.score! - b.audit.score!,
        )
      : failing.sort((a, b) => b.ref.weight - a.ref.weight);
  return ordered.map(({ audit }) => ({
    id: audit.id,
    title: audit.title,
    score: audit.score,
    ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
  }));
}

/** A node as Lighthouse's tables describe it. */
interface NodeItem {
  node?: { nodeLabel?: string; snippet?: string };
  score?: number;
}

const describeNode = (node: NonNullable<NodeItem['node']>) =>
  `${node.nodeLabel ?? '?'}: ${(node.snippet ?? '').slice(0, 120)}`;

/** "label: <snippet>" of the LCP element (`largest-contentful-paint-element`'s first row). */
function lcpElementOf(lhr: LighthouseResult): string | undefined {
  const details = lhr.audits['largest-contentful-paint-element']?.details as
    { items?: { items?: NodeItem[] }[] } | undefined;
  const node = details?.items?.[0]?.items?.[0]?.node;
  return node ? describeNode(node) : undefined;
}

/** The two elements whose shifts scored worst, with their share of CLS. */
function shiftedElementsOf(lhr: LighthouseResult): string[] {
  const details = lhr.audits['layout-shifts']?.details as { items?: NodeItem[] } | undefined;
  return (details?.items ?? [])
    .filter((item) => item.node)
    .slice(0, 2)
    .map((item) => `${(item.score ?? 0).toFixed(3)} ${describeNode(item.node!)}`);
}

/**
 * One Lighthouse run with the default (mobile, simulated throttling) settings; `blockScripts`
 * blocks every request for a script, so the page is its HTML and CSS alone.
 */
async function runLighthouse(
  port: number,
  url: string,
  blockScripts: boolean,
): Promise<LighthouseRun> {
  try {
    const result = await withTimeout(
      lighthouse(url, {
        port,
        logLevel: 'error',
        output: 'json',
        onlyCategories: [...lighthouseCategories],
        ...(blockScripts ? { blockedUrlPatterns: ['*.js'] } : {}),
      }),
      lighthouseTimeoutMs,
      'Lighthouse',
    );
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const score = (id: string) => {
      const value = lhr.categories[id]?.score;
      return value === null || value === undefined ? null : Math.round(value * 100);
    };
    const metrics: Partial<Record<Metric, number>> = {};
    for (const [name, id] of Object.entries(metricAudits) as [Metric, string][]) {
      const value = lhr.audits[id]?.numericValue;
      if (typeof value === 'number') metrics[name] = value;
    }
    return {
      scores: {
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best-practices': score('best-practices'),
        seo: score('seo'),
      },
      metrics,
      lcpElement: lcpElementOf(lhr),
      shiftedElements: shiftedElementsOf(lhr),
      failing: {
        performance: failingAudits(lhr, 'performance'),
        accessibility: failingAudits(lhr, 'accessibility'),
      },
    };
  } catch (error) {
    return { error: message(error) };
  }
}

/** CLS as Lighthouse shows it: three decimals. */
const clsShown = (cls: number) => Math.round(cls * 1000) / 1000;

/** Each budget's verdict for one page: as shipped against its ceiling. */
function budgetVerdicts(
  shipped: LighthouseFigures,
  ceiling: LighthouseFigures | undefined,
): Record<string, string> {
  const points = (n: number) => `${n} point${n === 1 ? '' : 's'}`;
  const ms = (n: number) => `${Math.round(n)} ms`;
  /** The verdict against the ceiling's `value` moved by `by`; none without a ceiling. */
  const against = (
    value: number | null | undefined,
    by: number,
    verdict: (limit: number) => string,
  ) => (value === null || value === undefined ? 'not measured (no ceiling)' : verdict(value + by));
  const cls = shipped.metrics?.CLS;
  return {
    [`performance ≥ ceiling − ${budgets.performanceBelowCeiling}`]: against(
      ceiling?.scores?.performance,
      -budgets.performanceBelowCeiling,
      (limit) => atLeast(shipped.scores?.performance, limit, points),
    ),
    [`FCP ≤ ceiling + ${budgets.fcpOverCeilingMs} ms`]: against(
      ceiling?.metrics?.FCP,
      budgets.fcpOverCeilingMs,
      (limit) => atMost(shipped.metrics?.FCP, limit, ms),
    ),
    [`TBT ≤ ceiling + ${budgets.tbtOverCeilingMs} ms`]: against(
      ceiling?.metrics?.TBT,
      budgets.tbtOverCeilingMs,
      (limit) => atMost(shipped.metrics?.TBT, limit, ms),
    ),
    [`CLS ${budgets.cls}`]: atMost(
      cls === undefined ? undefined : clsShown(cls),
      budgets.cls,
      (n) => n.toFixed(3),
    ),
    [`SEO ${budgets.seo}`]: atLeast(shipped.scores?.seo, budgets.seo, points),
    [`accessibility ${budgets.accessibility}`]: atLeast(
      shipped.scores?.accessibility,
      budgets.accessibility,
      points,
    ),
  };
}

/** The medians of the runs that scored, the details of the median run. */
function summarise(runs: LighthouseRun[]): LighthouseFigures {
  const failedRuns = runs.flatMap((run) => (run.error ? [run.error] : []));
  const scored = runs.filter((run) => typeof run.scores?.performance === 'number');
  if (scored.length === 0) return { error: failedRuns.at(-1) ?? 'no run scored' };
  const medianOf = (values: (number | null | undefined)[]) => {
    const known = values.filter((value): value is number => typeof value === 'number');
    return median(known);
  };
  const scores = Object.fromEntries(
    lighthouseCategories.map((name) => [
      name,
      medianOf(scored.map((run) => run.scores![name])) ?? null,
    ]),
  ) as Record<Category, number | null>;
  const metrics: Partial<Record<Metric, number>> = {};
  for (const name of Object.keys(metricAudits) as Metric[]) {
    const value = medianOf(scored.map((run) => run.metrics?.[name]));
    if (value !== undefined) metrics[name] = value;
  }
  const byScore = [...scored].sort((a, b) => a.scores!.performance! - b.scores!.performance!);
  const middle = byScore[Math.floor((byScore.length - 1) / 2)]!;
  return {
    scores,
    metrics,
    performanceRuns: scored.map((run) => run.scores!.performance!),
    ...(failedRuns.length ? { failedRuns } : {}),
    lcpElement: middle.lcpElement,
    lcpElements: new Set(scored.map((run) => run.lcpElement)).size,
    shiftedElements: middle.shiftedElements,
    failing: middle.failing,
  };
}

/** The build of another git ref, served beside this one (bench/web.ts, BENCH_BASELINE). */
export interface LighthouseBaseline {
  /** What the table calls it: the ref, and its commit. */
  label: string;
  /** Its web server, on the same gateway and data as this tree's. */
  url: string;
}

/**
 * Runs Lighthouse on each page and prints the table, the budgets and the details. With a
 * `baseline`, each page is also measured as that build ships it, each of its runs taken in turn
 * with this tree's (so a machine growing busier weighs on both alike), and the table adds its
 * figures and this tree's difference from them.
 */
export async function lighthouseSection(
  baseUrl: string,
  pages: ResolvedPage[],
  baseline?: LighthouseBaseline,
): Promise<LighthouseRow[]> {
  console.log(
    `\n=== 3. Lighthouse (default mobile config, simulated throttling; median of ${lighthouseRuns} runs), as shipped and with every script blocked (the ceiling)${baseline ? `, and as ${baseline.label} ships it` : ''}\n`,
  );
  const rows: LighthouseRow[] = [];
  const launch = () =>
    chromeLauncher.launch({
      chromePath: chromiumPath(),
      chromeFlags: [...chromiumArgs, '--headless=new'],
      logLevel: 'silent',
    });
  let chrome = await launch();
  try {
    for (const page of pages) {
      if (page.reason) {
        rows.push({ route: page.label, path: null, error: page.reason });
        continue;
      }
      process.stdout.write(
        `running Lighthouse on ${page.label} (${lighthouseRuns}× as shipped, ${lighthouseRuns}× scripts blocked${baseline ? `, ${lighthouseRuns}× ${baseline.label}` : ''})…\n`,
      );
      const shipped: LighthouseRun[] = [];
      const blocked: LighthouseRun[] = [];
      const before: LighthouseRun[] = [];
      const kinds = [
        { runs: shipped, base: baseUrl, blockScripts: false },
        { runs: blocked, base: baseUrl, blockScripts: true },
        ...(baseline ? [{ runs: before, base: baseline.url, blockScripts: false }] : []),
      ];
      for (let run = 0; run < lighthouseRuns; run += 1) {
        // Who goes first turns with each run.
        for (const kind of run % 2 === 0 ? kinds : [...kinds].reverse()) {
          const url = new URL(page.path, kind.base).href;
          const result = await runLighthouse(chrome.port, url, kind.blockScripts);
          kind.runs.push(result);
          // A timed-out run may leave Chrome mid-navigation: the next one gets a fresh Chrome.
          if (result.error?.includes('timed out')) {
            chrome.kill();
            chrome = await launch();
          }
        }
      }
      const row: LighthouseRow = {
        route: page.label,
        path: page.path,
        shipped: summarise(shipped),
        ceiling: summarise(blocked),
        ...(baseline ? { baseline: summarise(before) } : {}),
      };
      if (row.shipped?.scores) row.budgets = budgetVerdicts(row.shipped, row.ceiling);
      rows.push(row);
    }
  } finally {
    chrome.kill();
  }

  const columns = ['perf', 'FCP', 'LCP', 'TBT', 'CLS', 'SI', 'SEO', 'a11y'];
  console.log(
    `\n${'page'.padEnd(18)}${'run'.padEnd(10)}${columns.map((name) => name.padStart(9)).join('')}   perf of each run`,
  );
  const ms = (value: number | undefined) => (value === undefined ? '–' : `${Math.round(value)} ms`);
  const cls = (value: number | undefined) =>
    value === undefined ? '–' : clsShown(value).toFixed(3);
  const figureCells = (f: LighthouseFigures) => {
    const m = f.metrics ?? {};
    return [
      String(f.scores?.performance ?? '–'),
      ms(m.FCP),
      ms(m.LCP),
      ms(m.TBT),
      cls(m.CLS),
      ms(m.SI),
      String(f.scores?.seo ?? '–'),
      String(f.scores?.accessibility ?? '–'),
    ];
  };
  /** Shipped minus ceiling, signed. */
  const difference = (shipped: LighthouseFigures, ceiling: LighthouseFigures) => {
    const signed = (a: number | null | undefined, b: number | null | undefined, unit = '') =>
      typeof a === 'number' && typeof b === 'number'
        ? `${a - b > 0 ? '+' : a - b < 0 ? '−' : '±'}${Math.abs(Math.round(a - b))}${unit}`
        : '–';
    const m = shipped.metrics ?? {};
    const c = ceiling.metrics ?? {};
    const clsDelta =
      m.CLS === undefined || c.CLS === undefined
        ? '–'
        : `${m.CLS - c.CLS >= 0 ? '+' : '−'}${Math.abs(clsShown(m.CLS) - clsShown(c.CLS)).toFixed(3)}`;
    return [
      signed(shipped.scores?.performance, ceiling.scores?.performance),
      signed(m.FCP, c.FCP, ' ms'),
      signed(m.LCP, c.LCP, ' ms'),
      signed(m.TBT, c.TBT, ' ms'),
      clsDelta,
      signed(m.SI, c.SI, ' ms'),
      signed(shipped.scores?.seo, ceiling.scores?.seo),
      signed(shipped.scores?.accessibility, ceiling.scores?.accessibility),
    ];
  };
  const line = (label: string, run: string, cells: string[], after = '') =>
    console.log(
      `${label.padEnd(18)}${run.padEnd(10)}${cells.map((cell) => cell.padStart(9)).join('')}${after}`,
    );
  for (const row of rows) {
    if (row.error) {
      console.log(`${row.route.padEnd(18)}not measured: ${row.error}`);
      continue;
    }
    const kinds = [
      ['shipped', row.shipped],
      ['no JS', row.ceiling],
      ...(row.baseline ? ([['baseline', row.baseline]] as const) : []),
    ] as const;
    kinds.forEach(([name, figures], i) => {
      const label = i === 0 ? row.route : '';
      if (!figures?.scores) line(label, name, [], `  FAILED: ${figures?.error ?? 'no run'}`);
      else line(label, name, figureCells(figures), `   ${figures.performanceRuns?.join(', ')}`);
    });
    if (row.shipped?.scores && row.ceiling?.scores) {
      line('', 'Δ', difference(row.shipped, row.ceiling));
    }
    if (row.shipped?.scores && row.baseline?.scores) {
      line('', 'Δ base', difference(row.shipped, row.baseline));
    }
  }
  for (const row of rows) {
    const shipped = row.shipped;
    if (!shipped?.scores) continue;
    console.log(`\n${row.route} (${row.path})`);
    console.log(
      `  budgets: ${Object.entries(row.budgets ?? {})
        .map(([name, verdict]) => `${name} ${verdict}`)
        .join(' · ')}`,
    );
    const agreed =
      (shipped.lcpElements ?? 1) > 1 ? ` (${shipped.lcpElements} different over the runs)` : '';
    console.log(`  LCP element: ${shipped.lcpElement ?? 'none reported'}${agreed}`);
    for (const shifted of shipped.shiftedElements ?? []) console.log(`  layout shift: ${shifted}`);
    for (const shifted of row.ceiling?.shiftedElements ?? []) {
      console.log(`  layout shift with scripts blocked: ${shifted}`);
    }
    for (const failed of shipped.failedRuns ?? []) console.log(`  ! a run failed: ${failed}`);
    for (const failed of row.ceiling?.failedRuns ?? []) {
      console.log(`  ! a run with scripts blocked failed: ${failed}`);
    }
    for (const category of ['performance', 'accessibility'] as const) {
      const audits = shipped.failing?.[category].slice(0, 3) ?? [];
      console.log(`  top failing ${category} audits:${audits.length ? '' : ' none'}`);
      for (const audit of audits) {
        const value = audit.displayValue ? ` — ${audit.displayValue}` : '';
        console.log(`    - ${audit.id}: ${audit.title}${value}`);
      }
    }
  }
  return rows;
}
