/**
 * Two builds from one config (`npm run build -w storefront`): the browser's (dist/client, with a
 * manifest the web server reads for modulepreload links, and .br/.gz beside each asset) and the
 * server's entry (dist/server/entry-server.js, which storefront/server loads). `npm run dev`
 * runs this config in Vite's middleware mode inside the web server.
 */
import { defaultClientConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    // .br and .gz beside every text asset over 1 KB; the web server sends them to browsers that ask.
    ...(isSsrBuild ? [] : [compression({ threshold: 1024 })]),
  ],
  // rxjs (under Apollo) ships an ES2015 build beside its default ES5 one: native classes instead
  // of tslib helpers, ~1.6 KB gzip less on the first visit.
  resolve: isSsrBuild ? {} : { conditions: ['es2015', ...defaultClientConditions] },
  // Bundled into the server's entry rather than imported at run time, so they resolve to their
  // production builds (Node alone would pick react-router's and Apollo's development builds).
  // Only in the build: the dev server's module runner evaluates what it bundles in as ES
  // modules, and these ship CommonJS to Node (`npm run dev` wants the development builds anyway).
  ssr: {
    noExternal: isSsrBuild
      ? ['react-router', 'react-router-dom', '@apollo/client', 'cookie', 'set-cookie-parser']
      : [],
  },
  build: isSsrBuild
    ? { outDir: 'dist/server', emptyOutDir: true, sourcemap: true, copyPublicDir: false }
    : { outDir: 'dist/client', emptyOutDir: true, sourcemap: true, manifest: true },
}));
