/**
 * `npm test`: everything CI checks, in order, ending with one line "N passed, N failed".
 *   build (codegen, ui, storefront) → typecheck → lint → format → Vitest (api on PGlite, gateway, ui stories,
 *   storefront) → api again on PostgreSQL when DATABASE_URL is set → Playwright e2e.
 * Type-check, lint and format count as one check each; test suites count their tests.
 * Run one part alone with the commands in the README.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { ensureBuilt, root } from './stack.ts';

interface Tally {
  suite: string;
  passed: number;
  failed: number;
  skipped: number;
  /** Wall-clock seconds the stage took (printed in the summary, so a slow stage is seen). */
  seconds?: number;
}

const tallies: Tally[] = [];
const reports = mkdtempSync(join(tmpdir(), 'bloom-test-'));
// Every failed test by name, with the first line of its message, printed again beside the summary:
// a CI log is often read from its tail, and the tail must say which test broke.
const failures: string[] = [];

function firstLine(message: string | undefined): string {
  const line =
    stripVTControlCharacters(message ?? '')
      .trim()
      .split('\n')[0] ?? '';
  return line.length > 200 ? `${line.slice(0, 200)}…` : line;
}

let stageStarted = performance.now();

function exec(cmd: string, args: string[], env: NodeJS.ProcessEnv = process.env): number {
  console.log(`\n› ${cmd} ${args.join(' ')}`);
  stageStarted = performance.now();
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env });
  return result.status ?? 1;
}

/** Seconds since the current stage's command started. */
const stageSeconds = () => (performance.now() - stageStarted) / 1000;

function check(suite: string, cmd: string, args: string[]): void {
  const ok = exec(cmd, args) === 0;
  tallies.push({
    suite,
    passed: ok ? 1 : 0,
    failed: ok ? 0 : 1,
    skipped: 0,
    seconds: stageSeconds(),
  });
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: {
    name: string;
    status: string;
    message?: string;
    assertionResults: { status: string; fullName: string; failureMessages?: string[] }[];
  }[];
}

function vitest(suite: string, args: string[], env: NodeJS.ProcessEnv): void {
  const out = join(reports, `${suite.replace(/\W+/g, '-')}.json`);
  const status = exec(
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`, ...args],
    env,
  );
  const seconds = stageSeconds();
  if (!existsSync(out)) {
    tallies.push({ suite, passed: 0, failed: 1, skipped: 0, seconds });
    return;
  }
  const report = JSON.parse(readFileSync(out, 'utf8')) as VitestReport;
  // A file that fails to load has no failed test in it, yet it is a failure.
  let brokenFiles = 0;
  for (const file of report.testResults) {
    const where = relative(root, file.name);
    const failedTests = file.assertionResults.filter((t) => t.status === 'failed');
    for (const t of failedTests) {
      failures.push(`${suite}: ${where} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
    }
    if (file.status === 'failed' && failedTests.length === 0) {
      brokenFiles += 1;
      failures.push(`${suite}: ${where}: ${firstLine(file.message) || 'the file failed to run'}`);
    }
  }
  const failed = report.numFailedTests + brokenFiles;
  tallies.push({
    suite,
    passed: report.numPassedTests,
    failed: failed === 0 && status !== 0 ? 1 : failed,
    skipped: report.numPendingTests + report.numTodoTests,
    seconds,
  });
}

interface PlaywrightSuite {
  title: string;
  suites?: PlaywrightSuite[];
  specs?: {
    title: string;
    file: string;
    line: number;
    tests: { status: string; results: { error?: { message?: string } }[] }[];
  }[];
}

function collectPlaywrightFailures(
  suite: string,
  suites: PlaywrightSuite[],
  titles: string[],
): void {
  for (const s of suites) {
    const path = [...titles, s.title];
    for (const spec of s.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status !== 'unexpected') continue;
        const error = test.results.at(-1)?.error?.message;
        // The outermost suite is the file, which spec.file already names.
        const names = [...path.slice(1), spec.title].join(' › ');
        failures.push(`${suite}: e2e/${spec.file}:${spec.line} › ${names}: ${firstLine(error)}`);
      }
    }
    collectPlaywrightFailures(suite, s.suites ?? [], path);
  }
}

function playwright(suite: string): void {
  const out = join(reports, 'e2e.json');
  // The journeys run in an order drawn afresh each run: none may lean on another's leftovers.
  // E2E_SHUFFLE=<seed> replays an order; the seed is printed here and in the summary.
  const seed = process.env.E2E_SHUFFLE ?? String(Math.floor(Math.random() * 2 ** 31));
  suite = `${suite} (E2E_SHUFFLE=${seed})`;
  console.log(`\ne2e order: E2E_SHUFFLE=${seed}`);
  const status = exec(
    'npx',
    ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
    {
      ...process.env,
      E2E_SHUFFLE: seed,
      PLAYWRIGHT_JSON_OUTPUT_NAME: out,
    },
  );
  const seconds = stageSeconds();
  if (!existsSync(out)) {
    tallies.push({ suite, passed: 0, failed: 1, skipped: 0, seconds });
    return;
  }
  const { stats, suites } = JSON.parse(readFileSync(out, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
    suites: PlaywrightSuite[];
  };
  collectPlaywrightFailures(suite, suites, []);
  const failed = stats.unexpected;
  tallies.push({
    suite,
    passed: stats.expected + stats.flaky,
    failed: failed === 0 && status !== 0 ? 1 : failed,
    skipped: stats.skipped,
    seconds,
  });
}

const started = performance.now();
try {
  ensureBuilt();
  tallies.push({ suite: 'build', passed: 1, failed: 0, skipped: 0, seconds: stageSeconds() });
} catch (error) {
  console.error(error);
  tallies.push({ suite: 'build', passed: 0, failed: 1, skipped: 0, seconds: stageSeconds() });
}

check('typecheck', 'npx', ['tsc', '-b']);
check('lint', 'npx', ['eslint', '.']);
// CSS: physical left/right is forbidden (stylelint.config.js), so right-to-left pages stay right.
check('lint:css', 'npx', ['stylelint', '**/*.css', '.storybook/*.css']);
check('format', 'npx', ['prettier', '--check', '.']);

// The main run uses the embedded database; the real server gets its own run of the api suite.
const { DATABASE_URL: databaseUrl, ...embeddedEnv } = process.env;
vitest('unit, integration and story tests', [], embeddedEnv);
if (databaseUrl) {
  vitest('api on PostgreSQL', ['--project', 'api'], { ...process.env, DATABASE_URL: databaseUrl });
}
playwright('e2e');

if (failures.length > 0) {
  console.log('\nFailed');
  for (const failure of failures) console.log(`  ${failure}`);
}
console.log('\nSummary');
const duration = (seconds: number | undefined) =>
  seconds === undefined
    ? ''
    : seconds >= 60
      ? `  (${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s)`
      : `  (${seconds.toFixed(1)} s)`;
for (const t of tallies) {
  console.log(
    `  ${t.suite.padEnd(36)} ${t.passed} passed, ${t.failed} failed${t.skipped ? `, ${t.skipped} skipped` : ''}${duration(t.seconds)}`,
  );
}
console.log(`  ${'whole run'.padEnd(36)}${duration((performance.now() - started) / 1000)}`);
const sum = (key: 'passed' | 'failed' | 'skipped') => tallies.reduce((n, t) => n + t[key], 0);
const skipped = sum('skipped');
console.log(
  `${sum('passed')} passed, ${sum('failed')} failed${skipped ? `, ${skipped} skipped` : ''}`,
);
process.exit(sum('failed') === 0 ? 0 : 1);
