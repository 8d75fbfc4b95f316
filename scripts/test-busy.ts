/**
 * `npm run test:busy`: the whole `npm test` on a busy machine, as a laptop running other work is.
 * Two busy processes per core spin beside it (plain Node loops, no dependency), and the suite runs
 * three times in a row; each run's summary line is kept and all three are printed at the end.
 * Not part of `npm test`: it takes three suites' time. `BUSY_RUNS` and `BUSY_PER_CORE` change
 * the counts. Exits non-zero when any run failed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { root } from './stack.ts';

const runs = Number(process.env.BUSY_RUNS ?? 3);
const perCore = Number(process.env.BUSY_PER_CORE ?? 2);

/** One spinning process: a tight loop that yields now and then so it stays killable. */
function spinner(): ChildProcess {
  return spawn(
    process.execPath,
    ['-e', 'for (;;) { const end = Date.now() + 50; while (Date.now() < end); }'],
    { stdio: 'ignore' },
  );
}

/** Runs `npm test` once, echoing its output, and answers its last "N passed, N failed" line. */
function suite(): Promise<{ summary: string; code: number }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['test'], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
    let tail = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      tail = (tail + chunk.toString()).slice(-4000);
    });
    child.on('exit', (code) => {
      const summary =
        tail
          .split('\n')
          .map((line) => line.trim())
          .filter((line) => /^\d+ passed, \d+ failed/.test(line))
          .at(-1) ?? 'no summary line (the run broke)';
      resolve({ summary, code: code ?? 1 });
    });
  });
}

const spinners = Array.from({ length: availableParallelism() * perCore }, spinner);
const stopSpinners = () => spinners.forEach((child) => child.kill('SIGKILL'));
process.on('exit', stopSpinners);
process.on('SIGINT', () => process.exit(130));

const results: { summary: string; code: number; minutes: number; load: string }[] = [];
for (let run = 1; run <= runs; run += 1) {
  console.log(`\n=== busy run ${run} of ${runs}: ${spinners.length} busy processes beside it ===`);
  const started = performance.now();
  const result = await suite();
  results.push({
    ...result,
    minutes: (performance.now() - started) / 60_000,
    load: loadavg()
      .map((n) => n.toFixed(2))
      .join(' '),
  });
}
stopSpinners();

console.log('\nBusy runs');
results.forEach((result, index) =>
  console.log(
    `  run ${index + 1}: ${result.summary}  (${result.minutes.toFixed(1)} min, load average ${result.load})`,
  ),
);
process.exit(results.every((result) => result.code === 0) ? 0 : 1);
