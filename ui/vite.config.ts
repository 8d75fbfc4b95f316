/**
 * Library build: ESM with one file per source module behind the one entry (dist/index.js), and
 * one CSS file (dist/bloom-ui.css, exported as `@bloom/ui/style.css`). Declarations come from
 * `tsc -p tsconfig.build.json` afterwards.
 *
 * One file per module matters to apps: a bundler splits code by module, so with a single-file
 * library every page that used one component would load all of them (and every Radix primitive
 * behind them) on the first visit. Kept apart, a page's chunk holds only what it renders.
 */
import { cp, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import pkg from './package.json' with { type: 'json' };
import { cachedUrduSubset } from './fonts-build/urduFont.ts';

// Every dependency and peer stays external so the app dedupes React and Radix.
const externals = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)];
const isExternal = (id: string) => externals.some((dep) => id === dep || id.startsWith(`${dep}/`));

/**
 * The Urdu font and its stylesheet go to dist/fonts/ untouched (`@bloom/ui/fonts/urdu.css`):
 * library mode would inline any url() of the main stylesheet as base64, and every English page
 * would then download the font inside bloom-ui.css. Kept apart, the app's bundler emits the WOFF2
 * as its own file, fetched only by Urdu pages. The WOFF2 in dist is the subset urdu.css's
 * unicode-range names (fonts-build/urduFont.ts); src/fonts keeps the whole face.
 */
const copyFonts: Plugin = {
  name: 'bloom:copy-fonts',
  apply: 'build',
  async writeBundle(options) {
    // The build's own outDir (the package tests build into a scratch folder).
    const fonts = join(options.dir!, 'fonts');
    await cp(fileURLToPath(new URL('./src/fonts', import.meta.url)), fonts, { recursive: true });
    await writeFile(join(fonts, 'NotoNastaliqUrdu-Regular.woff2'), await cachedUrduSubset());
  },
};

export default defineConfig({
  plugins: [react(), copyFonts],
  css: {
    modules: {
      // Stable, readable class names: bloom-Button-root-1a2b3.
      generateScopedName: 'bloom-[name]-[local]-[hash:base64:5]',
    },
  },
  build: {
    lib: {
      entry: 'src/index.ts',
      formats: ['es'],
      fileName: (_format, entryName) => `${entryName}.js`,
      cssFileName: 'bloom-ui',
    },
    sourcemap: true,
    emptyOutDir: true,
    rolldownOptions: {
      external: isExternal,
      output: { preserveModules: true, preserveModulesRoot: 'src' },
    },
  },
});
