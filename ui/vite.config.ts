/**
 * Library build: ESM with one file per source module behind the one entry (dist/index.js), and
 * one CSS file (dist/bloom-ui.css, exported as `@bloom/ui/style.css`). Declarations come from
 * `tsc -p tsconfig.build.json` afterwards.
 *
 * One file per module matters to apps: a bundler splits code by module, so with a single-file
 * library every page that used one component would load all of them (and every Radix primitive
 * behind them) on the first visit. Kept apart, a page's chunk holds only what it renders.
 */
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import pkg from './package.json' with { type: 'json' };

// Every dependency and peer stays external so the app dedupes React and Radix.
const externals = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)];
const isExternal = (id: string) => externals.some((dep) => id === dep || id.startsWith(`${dep}/`));

export default defineConfig({
  plugins: [react()],
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
