import { readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import { preact } from '@preact/preset-vite';
import { compression } from 'vite-plugin-compression2';

/** The gateway serves /graphql and proxies /images; in development Vite forwards both to it. */
const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:4000';

/**
 * What the first page of a visit needs, asked for before the app has run. The app asks for a
 * page's code (a lazy chunk) and then for its data only once all of its own code has downloaded
 * and run: two more round trips before the page can show. So index.html starts with
 * - a tiny inline script that looks at the address and adds `<link rel="modulepreload">` for that
 *   page's chunk (and the chunks it needs that the app does not already load); which page is
 *   shown at which first path segment comes from src/pages.ts, the table routes.tsx is built on;
 * - src/boot.ts, built as an entry of its own (inside the app's graph it would run only once all
 *   of it had loaded), which sends the page's GraphQL query (src/firstData.ts).
 */
function firstPageAhead(): Plugin {
  const pagesFile = fileURLToPath(new URL('src/pages.ts', import.meta.url));
  return {
    name: 'bloom:first-page-ahead',
    apply: 'build',
    config: () => ({
      build: { rolldownOptions: { input: { index: 'index.html', boot: 'src/boot.ts' } } },
    }),
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const bundle = context.bundle ?? {};
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const entry = chunks.find((chunk) => chunk.isEntry && chunk.name === 'index');
        const boot = chunks.find((chunk) => chunk.isEntry && chunk.name === 'boot');
        if (!entry || !boot) throw new Error('bloom:first-page-ahead: an entry was not built');
        // What index.html loads anyway: the entry and everything it imports statically.
        const loaded = new Set<string>();
        const visit = (fileName: string) => {
          if (loaded.has(fileName)) return;
          loaded.add(fileName);
          for (const imported of chunks.find((chunk) => chunk.fileName === fileName)?.imports ??
            []) {
            visit(imported);
          }
        };
        visit(entry.fileName);

        const table: Record<string, string[]> = {};
        const source = readFileSync(pagesFile, 'utf8');
        for (const [, key, path] of source.matchAll(
          /^\s*'?([\w-]*)'?: \(\) => import\('(.+?)'\)/gm,
        )) {
          const moduleId = fileURLToPath(new URL(path!, pathToFileURL(pagesFile)));
          const chunk = chunks.find((candidate) => candidate.facadeModuleId === moduleId);
          if (!chunk) throw new Error(`bloom:first-page-ahead: no chunk for ${path}`);
          const files = new Set<string>();
          const collect = (fileName: string) => {
            if (loaded.has(fileName) || files.has(fileName)) return;
            files.add(fileName);
            for (const imported of chunks.find((candidate) => candidate.fileName === fileName)
              ?.imports ?? []) {
              collect(imported);
            }
          };
          collect(chunk.fileName);
          table[key!] = [...files].map((fileName) => `/${fileName}`);
        }
        if (Object.keys(table).length === 0) throw new Error('bloom:first-page-ahead: no pages');

        const script = `{const p=${JSON.stringify(table)}[location.pathname.split('/')[1]||''];if(p)for(const h of p){const l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.append(l)}}`;
        return [
          { tag: 'script', children: script, injectTo: 'head-prepend' },
          {
            tag: 'script',
            attrs: { type: 'module', crossorigin: true, src: `/${boot.fileName}` },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}

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
    firstPageAhead(),
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
      // Codegen's string documents are `new TypedDocumentString(...)`: pure, but a bundler cannot
      // know, so without this every document would ship with boot.ts.
      treeshake: { manualPureFunctions: ['TypedDocumentString'] },
      onLog(level, log, handler) {
        // react-router reads React 19's useOptimistic by name and falls back when it is absent,
        // as it is under preact/compat: expected, not worth a warning on every build.
        if (log.code === 'IMPORT_IS_UNDEFINED' && log.message.includes('useOptimistic')) return;
        handler(level, log);
      },
    },
  },
});
