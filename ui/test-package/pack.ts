/**
 * Packs @bloom/ui as `npm run release` would, without touching ui/dist: the same build (vite,
 * then tsc's declarations) into a staging copy, because the storefront's tests may be reading
 * ui/dist at that moment, then `npm pack`, whose file list package.json's `files` decides.
 */
import { execFile } from 'node:child_process';
import { cp, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';

export const run = promisify(execFile);

export const uiDir = join(import.meta.dirname, '..');
export const repoDir = join(uiDir, '..');
const bin = (name: string) => join(repoDir, 'node_modules', '.bin', name);

/**
 * The environment of an npm run inside a test: without the npm_* variables of the `npm test`
 * around it (a workspace flag or the root's package fields would leak into the scratch app).
 */
export function cleanNpmEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) => !/^npm_/i.test(key) || /^npm_config_(cache|userconfig|registry)$/i.test(key),
    ),
  );
}

/** What `npm pack --json` says about the tarball. */
export interface Packed {
  /** Absolute path of the .tgz. */
  tarball: string;
  /** Its file name (bloom-ui-0.1.0.tgz). */
  filename: string;
  /** Subresource integrity of the .tgz (sha512-...). */
  integrity: string;
  /** Paths inside the package, sorted. */
  files: string[];
}

/** Builds and packs the package into `destination` (a scratch folder); see the file comment. */
export async function packUi(destination: string): Promise<Packed> {
  const staging = join(destination, 'staging');
  const dist = join(staging, 'dist');
  await mkdir(staging, { recursive: true });
  await run(bin('vite'), ['build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: uiDir,
  });
  await run(bin('tsc'), ['-p', 'tsconfig.build.json', '--outDir', dist], { cwd: uiDir });
  for (const file of ['package.json', 'README.md', 'CHANGELOG.md']) {
    await cp(join(uiDir, file), join(staging, file));
  }
  const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', destination], {
    cwd: staging,
    env: cleanNpmEnv(),
  });
  const [result] = JSON.parse(stdout) as [
    { filename: string; integrity: string; files: { path: string }[] },
  ];
  return {
    tarball: join(destination, result.filename),
    filename: result.filename,
    integrity: result.integrity,
    files: result.files.map((file) => file.path).sort(),
  };
}
