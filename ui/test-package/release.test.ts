/**
 * Versioning with Changesets, end to end on a copy of the workspace's manifests: a changeset
 * for @bloom/ui, then `changeset version` as `npm run release` runs it, with the repository's
 * .changeset/config.json. The real package.json files and CHANGELOG.md are not touched.
 */
import { cp, mkdir, mkdtemp, readFile, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import rootManifest from '../../package.json' with { type: 'json' };
import uiManifest from '../package.json' with { type: 'json' };
import { cleanNpmEnv, repoDir, run } from './pack.ts';

interface Manifest {
  name: string;
  version: string;
  private?: boolean;
  dependencies?: Record<string, string>;
}

let copy: string;
const readManifest = async (workspace: string) =>
  JSON.parse(await readFile(join(copy, workspace, 'package.json'), 'utf8')) as Manifest;

beforeAll(async () => {
  copy = await mkdtemp(join(tmpdir(), 'bloom-changesets-'));
  // The lockfile tells Changesets the workspace is npm's.
  const files = ['package.json', 'package-lock.json', '.prettierrc.json', '.changeset/config.json'];
  for (const file of files) {
    await cp(join(repoDir, file), join(copy, file));
  }
  for (const workspace of rootManifest.workspaces) {
    await mkdir(join(copy, workspace));
    await cp(join(repoDir, workspace, 'package.json'), join(copy, workspace, 'package.json'));
  }
  await cp(join(repoDir, 'ui', 'CHANGELOG.md'), join(copy, 'ui', 'CHANGELOG.md'));
  // The changelog generator and prettier come from the repository's install.
  await symlink(join(repoDir, 'node_modules'), join(copy, 'node_modules'), 'dir');
});

afterAll(async () => {
  if (copy) await rm(copy, { recursive: true, force: true });
});

it('turns a changeset into the next 0.x version of @bloom/ui and its CHANGELOG entry', async () => {
  const before = await readFile(join(copy, 'ui', 'CHANGELOG.md'), 'utf8');
  await writeFile(
    join(copy, '.changeset', 'quiet-tables.md'),
    "---\n'@bloom/ui': minor\n---\n\nDataTable sorts by more than one column.\n",
  );

  const changeset = join(repoDir, 'node_modules', '@changesets', 'cli', 'bin.js');
  await run(process.execPath, [changeset, 'version'], { cwd: copy, env: cleanNpmEnv() });

  // 0.x: a minor bump is the next 0.(x+1).0.
  const [major, minor] = uiManifest.version.split('.').map(Number);
  const next = `${major}.${minor! + 1}.0`;
  const ui = await readManifest('ui');
  expect(ui.version).toBe(next);

  const changelog = await readFile(join(copy, 'ui', 'CHANGELOG.md'), 'utf8');
  expect(changelog).toContain(
    `# @bloom/ui\n\n## ${next}\n\n### Minor Changes\n\n- DataTable sorts by more than one column.\n`,
  );
  // Earlier entries stay, under the new one.
  expect(changelog).toContain(before.replace(/^# @bloom\/ui\n+/, ''));
  // The changeset is used up.
  expect(await readdir(join(copy, '.changeset'))).toEqual(['config.json']);

  // The apps follow the new version (their exact pin would otherwise miss the workspace) but are
  // private, so never versioned themselves.
  for (const workspace of rootManifest.workspaces.filter((name) => name !== 'ui')) {
    const manifest = await readManifest(workspace);
    const original = JSON.parse(
      await readFile(join(repoDir, workspace, 'package.json'), 'utf8'),
    ) as Manifest;
    expect(manifest.private).toBe(true);
    expect(manifest.version).toBe(original.version);
    if (original.dependencies?.['@bloom/ui']) {
      expect(manifest.dependencies?.['@bloom/ui']).toBe(next);
    }
  }
});
