import { defaultClientConditions, defineConfig } from 'vite';
import { preact } from '@preact/preset-vite';
import { compression } from 'vite-plugin-compression2';

/** The gateway serves /graphql and proxies /images; in development Vite forwards both to it. */
const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:4000';

export default defineConfig({
  plugins: [
    // The app is written against React's API (react, react-dom, @bloom/ui, Radix, Apollo's and
    // XState's React bindings) and runs on Preact's React-compatible layer: `react` and
    // `react-dom` resolve to `preact/compat`, which costs ~11 KB gzip where react-dom costs ~60.
    // That is what lets the first visit fit issue 7's JavaScript budget. Tests run on the same
    // runtime (vitest.config.ts), so what they check is what ships.
    preact(),
    // .br and .gz beside every text asset over 1 KB; the gateway serves them to browsers that ask.
    compression({ threshold: 1024 }),
  ],
  // rxjs (under Apollo) ships an ES2015 build beside its default ES5 one: native classes instead
  // of tslib helpers, ~1.6 KB gzip less on the first visit.
  resolve: { conditions: ['es2015', ...defaultClientConditions] },
  server: {
    port: 5173,
    proxy: { '/graphql': gateway, '/images': gateway },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    rolldownOptions: {
      onLog(level, log, handler) {
        // react-router reads React 19's useOptimistic by name and falls back when it is absent,
        // as it is under preact/compat: expected, not worth a warning on every build.
        if (log.code === 'IMPORT_IS_UNDEFINED' && log.message.includes('useOptimistic')) return;
        handler(level, log);
      },
    },
  },
});
