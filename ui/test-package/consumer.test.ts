/**
 * @bloom/ui as another team meets it: the packed tarball, installed with npm into a Vite + React
 * app in a scratch folder outside the workspace (no workspace link), type-checked against the
 * package's declarations, built, and opened in Chromium. Offline: the install comes from the npm
 * cache through a lockfile cut from the repository's (lockfile.ts); the app's tools (Vite, the
 * React plugin, TypeScript, React's types) are the repository's own, linked in after the install.
 */
import {
  lstat,
  mkdir,
  mkdtemp,
  readFile,
  realpath,
  rm,
  symlink,
  writeFile,
} from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright';
import { preview, type PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumLaunchOptions } from '../../scripts/chromium.ts';
import uiManifest from '../package.json' with { type: 'json' };
import { indexHtml, mainTsx, tsconfig, viteConfig } from './consumer-app.ts';
import { consumerLock, type Lockfile } from './lockfile.ts';
import { cleanNpmEnv, packUi, repoDir, run, uiDir, type Packed } from './pack.ts';

/** Linked from the repository: the app's build tools, not what it installs from the tarball. */
const tools = ['vite', '@vitejs/plugin-react', 'typescript', '@types/react', '@types/react-dom'];
/** The port range of this test's preview server (it takes the next free one). */
const previewPort = 4210;

let scratch: string;
let app: string;
let packed: Packed;
let server: PreviewServer | undefined;
let browser: Browser | undefined;

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'bloom-ui-consumer-'));
  packed = await packUi(scratch);

  app = join(scratch, 'app');
  await mkdir(join(app, 'src'), { recursive: true });
  const repoLock = JSON.parse(
    await readFile(join(repoDir, 'package-lock.json'), 'utf8'),
  ) as Lockfile;
  const versionOf = (name: string) => repoLock.packages[`node_modules/${name}`]!.version!;
  const dependencies = {
    '@bloom/ui': `file:../${packed.filename}`,
    react: versionOf('react'),
    'react-dom': versionOf('react-dom'),
    // A peer dependency since @bloom/ui's words are react-intl messages (the app's IntlProvider).
    'react-intl': versionOf('react-intl'),
  };
  const name = 'bloom-ui-consumer';
  await writeFile(
    join(app, 'package.json'),
    JSON.stringify({ name, private: true, type: 'module', dependencies }, null, 2),
  );
  const { devDependencies: _dev, scripts: _scripts, ...manifest } = uiManifest;
  const lock = consumerLock({
    repoLock,
    name,
    dependencies,
    tarball: {
      name: '@bloom/ui',
      spec: dependencies['@bloom/ui'],
      integrity: packed.integrity,
      manifest,
      from: 'ui',
    },
  });
  await writeFile(join(app, 'package-lock.json'), JSON.stringify({ name, ...lock }, null, 2));
  await run('npm', ['ci', '--offline', '--no-audit', '--no-fund', '--ignore-scripts'], {
    cwd: app,
    env: cleanNpmEnv(),
  }).catch((error: { stderr?: string }) => {
    if (!error.stderr?.includes('ENOTCACHED')) throw error;
    throw new Error(
      "A package the tarball needs is not in npm's cache, and this test installs offline: run " +
        '`npm install` in the repository (it fills the cache), then the test again.\n' +
        error.stderr,
    );
  });
  for (const tool of tools) {
    const link = join(app, 'node_modules', tool);
    // react-intl's peer @types/react is installed by npm already, at the repository's version.
    if (existsSync(link)) continue;
    await mkdir(join(link, '..'), { recursive: true });
    await symlink(join(repoDir, 'node_modules', tool), link, 'dir');
  }

  await writeFile(join(app, 'tsconfig.json'), JSON.stringify(tsconfig, null, 2));
  await writeFile(join(app, 'vite.config.ts'), viteConfig);
  await writeFile(join(app, 'index.html'), indexHtml);
  await writeFile(join(app, 'src', 'main.tsx'), mainTsx);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

describe('the packed @bloom/ui', () => {
  it('holds only what a consumer needs', async () => {
    const { files } = packed;
    expect(files).toEqual(
      expect.arrayContaining([
        'package.json',
        'README.md',
        'CHANGELOG.md',
        'dist/index.js',
        'dist/index.d.ts',
        'dist/bloom-ui.css',
      ]),
    );
    // ESM with its source maps, declarations, the one stylesheet, and the Urdu font apart (its
    // face, the WOFF2 and its licence): no sources, stories, tests, screenshots or configs.
    const font = [
      'dist/fonts/NotoNastaliqUrdu-Regular.woff2',
      'dist/fonts/OFL.txt',
      'dist/fonts/urdu.css',
    ];
    expect(files).toEqual(expect.arrayContaining(font));
    const unexpected = files.filter(
      (file) =>
        !['package.json', 'README.md', 'CHANGELOG.md', 'dist/bloom-ui.css', ...font].includes(
          file,
        ) && !/^dist\/.+\.(js|js\.map|d\.ts)$/.test(file),
    );
    expect(unexpected).toEqual([]);
    expect(files.filter((file) => file.endsWith('.css')).sort()).toEqual([
      'dist/bloom-ui.css',
      'dist/fonts/urdu.css',
    ]);
    // The main stylesheet never carries the font: English pages load it, and must not pay for it.
    expect(await readFile(join(uiDir, 'dist', 'bloom-ui.css'), 'utf8')).not.toMatch(/woff2|base64/);
    expect(files.some((file) => /\.stories\.|\.test\.|__screenshots__|\.tsx$/.test(file))).toBe(
      false,
    );

    const installed = join(app, 'node_modules', '@bloom', 'ui');
    const manifest = JSON.parse(await readFile(join(installed, 'package.json'), 'utf8')) as {
      type: string;
      exports: Record<string, unknown>;
      sideEffects: string[];
      peerDependencies: Record<string, string>;
    };
    expect(manifest.type).toBe('module');
    expect(manifest.exports).toMatchObject({
      '.': { types: './dist/index.d.ts', import: './dist/index.js' },
      './style.css': './dist/bloom-ui.css',
    });
    expect(manifest.sideEffects).toEqual(['./dist/bloom-ui.css', './dist/fonts/urdu.css']);
    expect(manifest.peerDependencies).toEqual({
      react: '^19.0.0',
      'react-dom': '^19.0.0',
      'react-intl': '12.1.5',
    });
    const readme = await readFile(join(installed, 'README.md'), 'utf8');
    expect(readme).toContain('npm install @bloom/ui');
    expect(readme).toContain("import '@bloom/ui/style.css'");
  });

  it('is installed by npm from the tarball, not linked from the workspace', async () => {
    const installed = join(app, 'node_modules', '@bloom', 'ui');
    expect((await lstat(installed)).isSymbolicLink()).toBe(false);
    expect(await realpath(installed)).not.toContain(uiDir);
    const manifest = JSON.parse(await readFile(join(installed, 'package.json'), 'utf8')) as {
      version: string;
    };
    expect(manifest.version).toBe(uiManifest.version);
    // Its dependencies were installed beside it, as for any app.
    for (const dependency of Object.keys(uiManifest.dependencies)) {
      expect((await lstat(join(app, 'node_modules', dependency))).isSymbolicLink()).toBe(false);
    }
  });

  it("type-checks the app against the package's declarations", async () => {
    // Fails on any error, including an unused @ts-expect-error if the types were `any`.
    const tsc = join(app, 'node_modules', 'typescript', 'bin', 'tsc');
    await expect(run(process.execPath, [tsc, '-p', '.'], { cwd: app })).resolves.toBeDefined();
  });

  it("renders a Button, a Dialog and a ProductCard with the library's CSS", async () => {
    const vite = join(app, 'node_modules', 'vite', 'bin', 'vite.js');
    await run(process.execPath, [vite, 'build', '--logLevel', 'error'], { cwd: app });
    server = await preview({
      root: app,
      configFile: false,
      logLevel: 'error',
      preview: { port: previewPort, strictPort: false, host: '127.0.0.1', open: false },
    });
    const url = server.resolvedUrls?.local[0];
    expect(url).toBeDefined();

    browser = await chromium.launch(chromiumLaunchOptions());
    const page: Page = await browser.newPage();
    await page.goto(url!);

    const shopNow = page.getByRole('button', { name: 'Shop now' });
    await shopNow.waitFor();
    // The stylesheet is the library's: its token, and the button drawn with it.
    const styles = await shopNow.evaluate((button) => ({
      accent: getComputedStyle(document.documentElement)
        .getPropertyValue('--bloom-color-accent')
        .trim(),
      background: getComputedStyle(button).backgroundColor,
    }));
    expect(styles).toEqual({ accent: '#8c2f5a', background: 'rgb(140, 47, 90)' });

    await page.getByRole('heading', { name: 'Rose Serum' }).waitFor();
    await page.getByText('Rs. 1,199.00').first().waitFor();
    await page.getByRole('button', { name: /add to cart/i }).click();
    await page.getByText('1 added').waitFor();

    await page.getByRole('button', { name: 'Delivery details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delivery' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Got it' }).click();
    await dialog.waitFor({ state: 'detached' });
  });
});
