/**
 * A Vitest browser command (runs in Node): builds @bloom/ui into a staging folder, packs it
 * with `npm pack` (package.json's `files` decide what goes in), unpacks
 * the tarball into a scratch app's node_modules/@bloom/ui, links react, react-dom and the
 * package's dependencies from the repo's node_modules (no network), and server-renders a
 * component from the installed package in a separate Node process.
 */
import { execFile } from 'node:child_process';
import { cp, mkdtemp, mkdir, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import uiPackage from '../package.json' with { type: 'json' };
import { promisify } from 'node:util';
import type { BrowserCommand } from 'vitest/node';

const run = promisify(execFile);
const uiDir = fileURLToPath(new URL('..', import.meta.url));
const repoModules = fileURLToPath(new URL('../../node_modules', import.meta.url));

/** What the consumer app saw. */
export interface PackResult {
  /** Paths inside the tarball (without the leading "package/"). */
  files: string[];
  /** HTML rendered by the scratch app from the installed package. */
  html: string;
  /** Whether the package's style.css export resolved to a file. */
  cssResolved: boolean;
}

async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) =>
      e.isDirectory()
        ? listFiles(join(dir, e.name), `${prefix}${e.name}/`)
        : [`${prefix}${e.name}`],
    ),
  );
  return nested.flat().sort();
}

const consumer = `
import { createRequire } from 'node:module';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Button, Price, ProductCard } from '@bloom/ui';

const require = createRequire(import.meta.url);
let cssResolved = false;
try { require.resolve('@bloom/ui/style.css'); cssResolved = true; } catch {}
const html = renderToStaticMarkup(createElement('main', null,
  createElement(Button, { variant: 'secondary' }, 'Shop now'),
  createElement(Price, { price: 1499, salePrice: 1199 }),
  createElement(ProductCard, { name: 'Rose Serum', imageUrl: '/serum.png', category: 'Skincare', price: 900, href: '/selectedItem/1' }),
));
process.stdout.write(JSON.stringify({ html, cssResolved }));
`;

/** Packs, installs and renders; see the file comment. */
export const packAndRender: BrowserCommand<[], PackResult> = async () => {
  const scratch = await mkdtemp(join(tmpdir(), 'bloom-ui-pack-'));
  try {
    // Build into a staging copy rather than ui/dist, which the storefront's tests may be
    // reading at the same moment; same commands as `npm run build`, another outDir.
    const staging = join(scratch, 'staging');
    const dist = join(staging, 'dist');
    const bin = (name: string) => join(repoModules, '.bin', name);
    await run(bin('vite'), ['build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'error'], {
      cwd: uiDir,
    });
    await run(bin('tsc'), ['-p', 'tsconfig.build.json', '--outDir', dist], { cwd: uiDir });
    await cp(join(uiDir, 'package.json'), join(staging, 'package.json'));
    await cp(join(uiDir, 'README.md'), join(staging, 'README.md'));
    const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', scratch], {
      cwd: staging,
    });
    const [{ filename }] = JSON.parse(stdout) as [{ filename: string }];
    const app = join(scratch, 'app');
    const installed = join(app, 'node_modules', '@bloom', 'ui');
    await mkdir(installed, { recursive: true });
    await run('tar', ['-xzf', join(scratch, filename), '-C', installed, '--strip-components=1']);
    // What an app installing the package would get: its peers and its dependencies.
    for (const dep of ['react', 'react-dom', ...Object.keys(uiPackage.dependencies)]) {
      await symlink(join(repoModules, dep), join(app, 'node_modules', dep), 'dir');
    }
    await writeFile(join(app, 'package.json'), JSON.stringify({ type: 'module', private: true }));
    await writeFile(join(app, 'render.mjs'), consumer);
    const rendered = await run(process.execPath, ['render.mjs'], { cwd: app });
    const { html, cssResolved } = JSON.parse(rendered.stdout) as Omit<PackResult, 'files'>;
    return { files: await listFiles(installed), html, cssResolved };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
};
