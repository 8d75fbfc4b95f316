/**
 * Builds the GraphiQL playground into gateway/dist/playground (`npm run build -w gateway`).
 * Everything, including Monaco's web workers, comes from npm: the page works offline.
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // The gateway serves the page at /graphql and its files under this prefix.
  base: '/graphql/playground/',
  plugins: [react()],
  worker: { format: 'es' },
  build: {
    outDir: fileURLToPath(new URL('../dist/playground', import.meta.url)),
    emptyOutDir: true,
    // Monaco is large by nature; the page is a local developer tool, not part of the shop.
    chunkSizeWarningLimit: 6000,
    rolldownOptions: {
      // GraphiQL ships React Compiler directives ("use no memo") that a bundle cannot keep; harmless.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
});
