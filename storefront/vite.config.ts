import { defaultClientConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

export default defineConfig({
  plugins: [
    react(),
    // .br and .gz beside every text asset over 1 KB; the web server serves them to browsers that ask.
    compression({ threshold: 1024 }),
  ],
  // rxjs (under Apollo) ships an ES2015 build beside its default ES5 one: native classes instead
  // of tslib helpers, ~1.6 KB gzip less on the first visit.
  resolve: { conditions: ['es2015', ...defaultClientConditions] },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // The web server reads it to list a route's chunks as modulepreload links.
    manifest: true,
  },
});
