/**
 * Library build: one ESM entry, one CSS file (dist/bloom-ui.css, exported as
 * `@bloom/ui/style.css`). Declarations come from `tsc -p tsconfig.build.json` afterwards.
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
      fileName: 'index',
      cssFileName: 'bloom-ui',
    },
    sourcemap: true,
    emptyOutDir: true,
    rolldownOptions: { external: isExternal },
  },
});
