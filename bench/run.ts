/**
 * `npm run bench`: every benchmark, one after another, each printing its own figures.
 * Benchmarks measure; they never pass or fail (tests do that).
 */
import { spawnSync } from 'node:child_process';
import { root } from '../scripts/stack.ts';

for (const script of ['bench:api', 'bench:gateway', 'bench:web']) {
  console.log(`\n=== npm run ${script}`);
  const { status } = spawnSync('npm', ['run', script], { cwd: root, stdio: 'inherit' });
  if (status !== 0) console.error(`${script} did not finish (exit ${status})`);
}
