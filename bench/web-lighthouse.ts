/**
 * bench:web's Lighthouse section: each measured page BENCH_LIGHTHOUSE_RUNS times (default 3)
 * with Lighthouse's default mobile config (simulated throttling), then per page the median of
 * each figure over the runs (performance, LCP, TBT, CLS, SEO, accessibility), checked against
 * issue 23's budgets, with the LCP element, the worst layout shifts and the top failing audits
 * of the run whose performance score is the median one.
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

/** Lighthouse figures of one page: medians over its runs. */
export interface LighthouseRow {
  route: string;
  path: string | null;
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

/** One Lighthouse run with the default (mobile, simulated throttling) settings. */
async function runLighthouse(port: number, url: string): Promise<LighthouseRun> {
  try {
    const result = await withTimeout(
      lighthouse(url, {
        port,
        logLevel: 'error',
        output: 'json',
        onlyCategories: [...lighthouseCategories],
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
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** Each budget's verdict for one page's medians. */
function budgetVerdicts(row: LighthouseRow): Record<string, string> {
  const points = (n: number) => `${n} point${n === 1 ? '' : 's'}`;
  const lcp = row.metrics?.LCP;
  const cls = row.metrics?.CLS;
  return {
    [`performance ${budgets.performance}`]: atLeast(
      row.scores?.performance,
      budgets.performance,
      points,
    ),
    [`LCP ≤ ${budgets.lcpSeconds} s`]: atMost(
      lcp === undefined ? undefined : lcp / 1000,
      budgets.lcpSeconds,
      (s) => `${s.toFixed(2)} s`,
    ),
    [`TBT ≤ ${budgets.tbtMs} ms`]: atMost(
      row.metrics?.TBT,
      budgets.tbtMs,
      (ms) => `${Math.round(ms)} ms`,
    ),
    [`CLS ${budgets.cls}`]: atMost(
      cls === undefined ? undefined : clsShown(cls),
      budgets.cls,
      (n) => n.toFixed(3),
    ),
    [`SEO ${budgets.seo}`]: atLeast(row.scores?.seo, budgets.seo, points),
    [`accessibility ${budgets.accessibility}`]: atLeast(
      row.scores?.accessibility,
      budgets.accessibility,
      points,
    ),
  };
}

/** One page's row: the medians of the runs that scored, the details of the median run. */
function summarise(page: ResolvedPage, runs: LighthouseRun[]): LighthouseRow {
  const base = { route: page.label, path: page.path };
  const failedRuns = runs.flatMap((run) => (run.error ? [run.error] : []));
  const scored = runs.filter((run) => typeof run.scores?.performance === 'number');
  if (scored.length === 0) return { ...base, error: failedRuns.at(-1) ?? 'no run scored' };
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
  const row: LighthouseRow = {
    ...base,
    scores,
    metrics,
    performanceRuns: scored.map((run) => run.scores!.performance!),
    ...(failedRuns.length ? { failedRuns } : {}),
    lcpElement: middle.lcpElement,
    lcpElements: new Set(scored.map((run) => run.lcpElement)).size,
    shiftedElements: middle.shiftedElements,
    failing: middle.failing,
  };
  row.budgets = budgetVerdicts(row);
  return row;
}

/** Runs Lighthouse on each page and prints the table, the budgets and the details. */
export async function lighthouseSection(
  baseUrl: string,
  pages: ResolvedPage[],
): Promise<LighthouseRow[]> {
  console.log(
    `\n=== 3. Lighthouse (default mobile config, simulated throttling; median of ${lighthouseRuns} runs)\n`,
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
      process.stdout.write(`running Lighthouse on ${page.label} (${lighthouseRuns}×)…\n`);
      const runs: LighthouseRun[] = [];
      for (let run = 0; run < lighthouseRuns; run += 1) {
        const result = await runLighthouse(chrome.port, new URL(page.path, baseUrl).href);
        runs.push(result);
        // A timed-out run may leave Chrome mid-navigation: the next one gets a fresh Chrome.
        if (result.error?.includes('timed out')) {
          chrome.kill();
          chrome = await launch();
        }
      }
      rows.push(summarise(page, runs));
    }
  } finally {
    chrome.kill();
  }

  const columns = ['perf', 'LCP', 'TBT', 'CLS', 'SEO', 'a11y', 'best-pr.', 'FCP', 'SI'];
  console.log(
    `\n${'page'.padEnd(16)}${columns.map((name) => name.padStart(9)).join('')}   perf of each run`,
  );
  for (const row of rows) {
    if (!row.scores) {
      console.log(`${row.route.padEnd(16)}  FAILED: ${row.error}`);
      continue;
    }
    const m = row.metrics ?? {};
    const ms = (value: number | undefined) =>
      value === undefined ? '–' : `${Math.round(value)} ms`;
    const s = (value: number | undefined) => (value === undefined ? '–' : seconds(value));
    const cells = [
      String(row.scores.performance ?? '–'),
      s(m.LCP),
      ms(m.TBT),
      m.CLS === undefined ? '–' : clsShown(m.CLS).toFixed(3),
      String(row.scores.seo ?? '–'),
      String(row.scores.accessibility ?? '–'),
      String(row.scores['best-practices'] ?? '–'),
      s(m.FCP),
      s(m.SI),
    ];
    console.log(
      `${row.route.padEnd(16)}${cells.map((cell) => cell.padStart(9)).join('')}   ${row.performanceRuns?.join(', ') ?? ''}`,
    );
  }
  for (const row of rows) {
    if (!row.scores) continue;
    console.log(`\n${row.route} (${row.path})`);
    console.log(
      `  budgets: ${Object.entries(row.budgets ?? {})
        .map(([name, verdict]) => `${name} ${verdict}`)
        .join(' · ')}`,
    );
    const agreed =
      (row.lcpElements ?? 1) > 1 ? ` (${row.lcpElements} different over the runs)` : '';
    console.log(`  LCP element: ${row.lcpElement ?? 'none reported'}${agreed}`);
    for (const shifted of row.shiftedElements ?? []) console.log(`  layout shift: ${shifted}`);
    for (const failed of row.failedRuns ?? []) console.log(`  ! a run failed: ${failed}`);
    for (const category of ['performance', 'accessibility'] as const) {
      const audits = row.failing?.[category].slice(0, 3) ?? [];
      console.log(`  top failing ${category} audits:${audits.length ? '' : ' none'}`);
      for (const audit of audits) {
        const value = audit.displayValue ? ` — ${audit.displayValue}` : '';
        console.log(`    - ${audit.id}: ${audit.title}${value}`);
      }
    }
  }
  return rows;
}
