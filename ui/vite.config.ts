/**
 * Library build: ESM with one file per source module behind the one entry (dist/index.js), and
 * one CSS file (dist/bloom-ui.css, exported as `@bloom/ui/style.css`). Declarations come from
 * `tsc -p tsconfig.build.json` afterwards.
 *
 * One file per module matters to apps: a bundler splits code by module, so with a single-file
 * library every page that used one component would load all of them (and every Radix primitive
 * behind them) on the first visit. Kept apart, a page's chunk holds only what it renders.
 */
import { cp } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import pkg from './package.json' with { type: 'json' };

// Every dependency and peer stays external so the app dedupes React and Radix.
const externals = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)];
const isExternal = (id: string) => externals.some((dep) => id === dep || id.startsWith(`${dep}/`));

/**
 * The Urdu font and its stylesheet go to dist/fonts/ untouched (`@bloom/ui/fonts/urdu.css`):
 * library mode would inline any url() of the main stylesheet as base64, and every English page
 * would then download the font inside bloom-ui.css. Kept apart, the app's bundler emits the WOFF2
 * as its own file, fetched only by Urdu pages.
 */
const copyFonts: Plugin = {
  name: 'bloom:copy-fonts',
  apply: 'build',
  async writeBundle(options) {
    // The build's own outDir (the package tests build into a scratch folder).
    await cp(fileURLToPath(new URL('./src/fonts', import.meta.url)), join(options.dir!, 'fonts'), {
      recursive: true,
    });
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
