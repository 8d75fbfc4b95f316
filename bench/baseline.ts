/**
 * A git ref checked out beside this tree for a benchmark to compare against
 * (`BENCH_BASELINE=<ref> npm run bench:api`): a detached worktree in a temporary folder, with
 * this tree's installed packages linked in when they are the versions the ref pins (no install,
 * seconds), else an `npm ci` of its own (minutes). Removed again, packages and all, afterwards.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A ref checked out for comparison. */
export interface Baseline {
  /** What the tables call it: the ref as given, and its commit when the ref is a name. */
  label: string;
  /** The full commit. */
  commit: string;
  /** The worktree's root, laid out as this repository is (api/, bench/, ...). */
  root: string;
  /** How its packages came: linked from this tree or installed. */
  packages: 'linked' | 'installed';
  /** Removes the worktree and its packages; safe to call twice. */
  remove(): void;
}

const git = (root: string, args: string[]) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
    .toString()
    .trim();

interface PackageJson {
  name?: string;
  version?: string;
  workspaces?: string[];
  dependencies?: Record<string, string>;
}

const readJson = async (file: string) => JSON.parse(await readFile(file, 'utf8')) as PackageJson;

/**
 * The version of `name` a module in `workspace` of `root` would load (its own node_modules,
 * then the root's, as Node looks), or undefined when none is there.
 */
function installedVersion(root: string, workspace: string, name: string): string | undefined {
  for (const folder of [
    path.join(root, workspace, 'node_modules'),
    path.join(root, 'node_modules'),
  ]) {
    const file = path.join(folder, name, 'package.json');
    if (existsSync(file)) return (JSON.parse(readFileSync(file, 'utf8')) as PackageJson).version;
  }
  return undefined;
}

/**
 * Links this tree's packages into the worktree: every entry of its node_modules (and of each
 * workspace's own node_modules) as a symlink, except the workspaces themselves (`@bloom/*`),
 * which point at the worktree's own folders so no code of this tree is loaded for the ref.
 * Returns why linking will not do (a dependency of the ref's api at another version than the
 * one installed here), or undefined when it will.
 */
async function linkPackages(root: string, worktree: string): Promise<string | undefined> {
  const workspaces = (await readJson(path.join(worktree, 'package.json'))).workspaces ?? [];
  const api = await readJson(path.join(worktree, 'api/package.json'));
  for (const [name, wanted] of Object.entries(api.dependencies ?? {})) {
    if (wanted.startsWith('file:') || wanted.startsWith('workspace:') || name.startsWith('@bloom/'))
      continue;
    const have = installedVersion(root, 'api', name);
    // Pinned versions (the repository pins every dependency) must match exactly.
    if (have !== wanted) return `${name} ${wanted} is wanted, ${have ?? 'none'} is installed here`;
  }
  const linkAll = async (from: string, to: string, skip: Set<string>) => {
    if (!existsSync(from)) return;
    await mkdir(to, { recursive: true });
    for (const entry of await readdir(from)) {
      if (skip.has(entry)) continue;
      await symlink(path.join(from, entry), path.join(to, entry));
    }
  };
  await linkAll(
    path.join(root, 'node_modules'),
    path.join(worktree, 'node_modules'),
    new Set(['@bloom', '.package-lock.json', '.cache', '.vite', '.vitest']),
  );
  await mkdir(path.join(worktree, 'node_modules/@bloom'), { recursive: true });
  for (const workspace of workspaces) {
    const manifest = path.join(worktree, workspace, 'package.json');
    if (!existsSync(manifest)) continue;
    const name = (await readJson(manifest)).name;
    if (!name?.startsWith('@bloom/')) continue;
    await symlink(path.join(worktree, workspace), path.join(worktree, 'node_modules', name));
    await linkAll(
      path.join(root, workspace, 'node_modules'),
      path.join(worktree, workspace, 'node_modules'),
      new Set(['.vite', '.vitest', '.cache']),
    );
  }
  return undefined;
}

/** Removes every node_modules the baseline holds without following its links. */
async function removePackages(worktree: string): Promise<void> {
  const folders = [path.join(worktree, 'node_modules')];
  for (const entry of await readdir(worktree, { withFileTypes: true })) {
    if (entry.isDirectory()) folders.push(path.join(worktree, entry.name, 'node_modules'));
  }
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
}

/** Checks `ref` out into a temporary worktree ready to run its api. */
export async function prepareBaseline(root: string, ref: string): Promise<Baseline> {
  const commit = git(root, ['rev-parse', '--verify', `${ref}^{commit}`]);
  const short = commit.slice(0, 7);
  const label = commit.startsWith(ref) ? short : `${ref} (${short})`;
  const worktree = await mkdtemp(path.join(tmpdir(), 'bloom-bench-baseline-'));
  git(root, ['worktree', 'add', '--detach', worktree, commit]);
  let removed = false;
  const remove = () => {
    if (removed) return;
    removed = true;
    // Links first (rm never follows them), then git forgets the worktree.
    spawnSync('find', [
      worktree,
      '-name',
      'node_modules',
      '-prune',
      '-type',
      'd',
      '-exec',
      'rm',
      '-rf',
      '{}',
      '+',
    ]);
    spawnSync('git', ['worktree', 'remove', '--force', worktree], { cwd: root, stdio: 'ignore' });
    spawnSync('rm', ['-rf', worktree]);
    spawnSync('git', ['worktree', 'prune'], { cwd: root, stdio: 'ignore' });
  };
  try {
    for (const needed of ['api/src/main.ts', 'api/scripts/generate-products.ts']) {
      if (!existsSync(path.join(worktree, needed))) {
        throw new Error(`${label} has no ${needed}: bench:api cannot run it`);
      }
    }
    const unlinkable = await linkPackages(root, worktree);
    if (!unlinkable) return { label, commit, root: worktree, packages: 'linked', remove };
    console.log(`baseline ${label}: ${unlinkable}, so it gets its own npm ci (minutes)…`);
    await removePackages(worktree);
    const install = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], {
      cwd: worktree,
      stdio: 'inherit',
    });
    if (install.status !== 0) throw new Error(`npm ci in the baseline ${label} failed`);
    return { label, commit, root: worktree, packages: 'installed', remove };
  } catch (error) {
    remove();
    throw error;
  }
}

/** A tree whose api a bench measures: this one, or the baseline's worktree. */
export interface Side {
  /** What the tables call it. */
  label: string;
  /** Its root (api/ inside). */
  root: string;
}

/** The trees a bench measures, baseline first, and what to undo at the end. */
export interface Sides {
  /** The baseline's worktree (when BENCH_BASELINE names a ref), then this tree. */
  sides: Side[];
  /** This tree, labelled with its HEAD. */
  current: Side;
  /** The baseline's worktree, when there is one. */
  baseline: Baseline | undefined;
  /** The widest label, for lining up tables. */
  labelWidth: number;
}

/**
 * This tree at `root` and, when `BENCH_BASELINE` names a ref, that ref in a worktree before it.
 * Ctrl-C runs `onInterrupt` (a bench stops its processes there) and removes the worktree.
 */
export async function prepareSides(
  root: string,
  onInterrupt: () => void = () => {},
): Promise<Sides> {
  const head = git(root, ['rev-parse', '--short', 'HEAD']);
  const current: Side = { label: `this tree (${head})`, root };
  const ref = process.env['BENCH_BASELINE']?.trim();
  const baseline = ref ? await prepareBaseline(root, ref) : undefined;
  const sides = baseline ? [{ label: baseline.label, root: baseline.root }, current] : [current];
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      onInterrupt();
      baseline?.remove();
      process.exit(130);
    });
  }
  return {
    sides,
    current,
    baseline,
    labelWidth: Math.max(...sides.map((side) => side.label.length)),
  };
}
