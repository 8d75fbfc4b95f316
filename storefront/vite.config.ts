/**
 * Two builds from one config (`npm run build -w storefront`): the browser's (dist/client, with a
 * manifest the web server reads for modulepreload links, and .br/.gz beside each asset) and the
 * server's entry (dist/server/entry-server.js, which storefront/server loads). `npm run dev`
 * runs this config in Vite's middleware mode inside the web server.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parse } from 'graphql';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

/** The typed documents codegen writes (codegen.ts, the client preset). */
const typedDocuments = fileURLToPath(new URL('src/__generated__/graphql.ts', import.meta.url));

/** Each typed document's AST in the generated file, by its export's name. */
function readTypedDocuments(): Map<string, string> {
  const documents = new Map<string, string>();
  const line = /^export const (\w+) = (\{"kind":"Document".*\}) as unknown as /gm;
  for (const [, name, ast] of readFileSync(typedDocuments, 'utf8').matchAll(line)) {
    documents.set(name!, ast!);
  }
  return documents;
}

/**
 * Each `graphql()` call in the shop's code becomes its typed document's AST, written in place,
 * as the client preset's Babel and SWC plugins do with an import: the preset's `graphql()`
 * looks documents up in a map of every document of the shop, which would put all of them
 * (~4 KB gzip) on every page's first load, and an import of the generated module would still
 * put every document a page may use in one chunk that every page loads. In place, each page's
 * chunk carries its own. A name the generated file lacks fails the build. A call keeps its line
 * breaks, so the source maps stay right.
 */
function documentsInPlace(): Plugin {
  const call = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
  return {
    name: 'bloom:documents-in-place',
    enforce: 'pre',
    transform: {
      filter: {
        id: { include: /\/storefront\/src\/.*\.tsx?$/, exclude: /__generated__/ },
        code: 'graphql(`',
      },
      handler(code, id) {
        this.addWatchFile(typedDocuments);
        const documents = readTypedDocuments();
        const replaced = code.replace(call, (whole: string, source: string) => {
          const [definition] = parse(source).definitions;
          let name: string | undefined;
          if (definition?.kind === 'FragmentDefinition') {
            name = `${definition.name.value}FragmentDoc`;
          } else if (definition?.kind === 'OperationDefinition' && definition.name) {
            name = `${definition.name.value}Document`;
          }
          const ast = name && documents.get(name);
          if (!ast) throw new Error(`${id}: no typed document for a graphql() call (${name})`);
          return `(${ast})${'\n'.repeat(whole.split('\n').length - 1)}`;
        });
        return { code: replaced, map: null };
      },
    },
  };
}

/** The version in the package.json of the package a resolved file belongs to. */
function packageVersion(file: string, name: string): string | undefined {
  const at = file.lastIndexOf(`/node_modules/${name}/`);
  if (at < 0) return undefined;
  const manifest = `${file.slice(0, at)}/node_modules/${name}/package.json`;
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version?: string }).version;
}

/**
 * One copy of react-intl's formatter in the browser: npm nests intl-messageformat and
 * @formatjs/fast-memoize twice (under react-intl and under @formatjs/intl, since lighthouse's
 * older intl-messageformat holds the top level), and each copy would ship (~3 KB gzip on every
 * first load). @formatjs/intl's imports of them resolve to react-intl's copy when it is the same
 * version; a different version keeps its own.
 */
function oneIntlFormatter(): Plugin {
  const shared = ['intl-messageformat', '@formatjs/fast-memoize'];
  return {
    name: 'bloom:one-intl-formatter',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!shared.includes(source) || !importer?.includes('/node_modules/@formatjs/intl/')) {
        return null;
      }
      const reactIntl = await this.resolve('react-intl', importer, { ...options, skipSelf: true });
      if (!reactIntl) return null;
      const [own, reactIntls] = await Promise.all(
        [importer, reactIntl.id].map((from) =>
          this.resolve(source, from, { ...options, skipSelf: true }),
        ),
      );
      if (!own || !reactIntls) return null;
      const same = packageVersion(own.id, source) === packageVersion(reactIntls.id, source);
      return same ? reactIntls : own;
    },
  };
}

/**
 * Every message the shop formats is an AST precompiled at build time (src/i18n/compiled and
 * @bloom/ui's compiled catalogues, as messages and as defaultMessage), so the builds take
 * react-intl's ICU parser out (~5.7 KB gzip on every first load), as react-intl's docs advise
 * ("react-intl without parser"): a message left as a string would throw, not silently parse.
 * The dev server and the tests keep the parser (catalogues.test.ts parses the sources).
 */
const noIcuParser = {
  '@formatjs/icu-messageformat-parser': '@formatjs/icu-messageformat-parser/no-parser.js',
};

/** @bloom/ui's compiled catalogue modules (`dist/i18n/compiled/{en,ur}.json.js`). */
const uiCatalogueModule = /[\\/]ui[\\/]dist[\\/]i18n[\\/]compiled[\\/](?:en|ur)\.json\.js$/;

/**
 * The islands' catalogues (src/islands/catalogues/{en,ur}.ts, and on-demand/{en,ur}.ts) written as
 * the words of their list in src/islands/words.json alone (`withThePage`, `onDemand`): the shop's
 * `shop.*` ids from its compiled catalogue, @bloom/ui's `ui.*` ids from the library's own; and the
 * language suggestion's (suggestion.ts) as its four words in both languages, not as code that
 * picks them from the whole catalogues.
 *
 * The library's catalogue modules themselves are empty in the islands' build: its components
 * import the English as their fallback words (~2.2 KB gzip, and an Urdu page would carry it
 * beside the Urdu), which the islands never need, since every island formats inside the page's
 * IntlProvider and its catalogue holds every word of the library they use
 * (server/first-load.test.ts fails when one is missing).
 */
function islandCatalogues(): Plugin {
  const catalogue = /\/src\/islands\/catalogues\/(on-demand\/)?(en|ur|suggestion)\.ts$/;
  const read = (path: string) =>
    JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as Record<string, unknown>;
  const pick = (ids: readonly string[], from: Record<string, unknown>) =>
    Object.fromEntries(ids.map((key) => [key, from[key]]));
  const shop = (locale: string) => read(`src/i18n/compiled/${locale}.json`);
  return {
    name: 'bloom:island-catalogues',
    async load(id) {
      if (uiCatalogueModule.test(id)) return 'export default {};';
      const [, onDemand, name] = catalogue.exec(id) ?? [];
      if (!name) return null;
      if (name === 'suggestion') {
        // Both languages' words of the ids the file names.
        const ids = [...readFileSync(id, 'utf8').matchAll(/'(shop\.[\w.]+)'/g)].map((m) => m[1]!);
        return `export default ${JSON.stringify({ en: pick(ids, shop('en')), ur: pick(ids, shop('ur')) })};`;
      }
      const list = 'src/islands/words.json';
      this.addWatchFile(fileURLToPath(new URL(list, import.meta.url)));
      const lists = read(list) as unknown as Record<'withThePage' | 'onDemand', string[]>;
      const ids = onDemand ? lists.onDemand : lists.withThePage;
      const library = await this.resolve('@bloom/ui', id);
      if (!library) throw new Error(`${id}: @bloom/ui cannot be resolved`);
      // Read by Node, not through this build, which empties it.
      const uiModule = new URL(`i18n/compiled/${name}.json.js`, pathToFileURL(library.id));
      const ui = ((await import(uiModule.href)) as { default: Record<string, unknown> }).default;
      const own = shop(name);
      const words = Object.fromEntries(
        ids.map((key) => [key, (key.startsWith('ui.') ? ui : own)[key]]),
      );
      return `export default ${JSON.stringify(words)};`;
    },
  };
}

/**
 * What every guest page runs before a tap, as one file (one request, one gzip stream) instead of
 * sixteen: the islands' entry, React, react-intl, the islands of every page's frame (header
 * counts, floating parts, toasts) and, as a group takes its modules' imports, what those import.
 * The group holds the entry itself, so it becomes the entry's file. Measured by bench:web's
 * weight section: `/` 94.3 → 89.7 KB gzip, 27 → 13 requests (the same code, in fewer files).
 */
const everyGuestPage =
  /node_modules[\\/](react|react-dom|scheduler|react-intl|@formatjs[\\/][^\\/]+|intl-messageformat)[\\/]|[\\/]src[\\/](layout[\\/](HeaderCounts|Floating|Toasts)\.island|islands[\\/]entry)\.tsx$|rolldown[\\/]runtime/;

/** The islands' React Router (src/islands/router.tsx), in place of the whole one. */
const islandsRouter = {
  'react-router-dom': fileURLToPath(new URL('src/islands/router.tsx', import.meta.url)),
};

/** The mode of the islands' build (`vite build --mode islands`, after the app's). */
export const ISLANDS_MODE = 'islands';

/** Where the islands' build writes its manifest, beside the app's in dist/client. */
export const ISLANDS_MANIFEST = '.vite/islands-manifest.json';

export default defineConfig(({ command, isSsrBuild, mode }) => ({
  plugins: [
    documentsInPlace(),
    oneIntlFormatter(),
    ...(mode === ISLANDS_MODE ? [islandCatalogues()] : []),
    react(),
    // .br and .gz beside every text asset over 1 KB; the web server sends them to browsers that ask.
    ...(isSsrBuild ? [] : [compression({ threshold: 1024 })]),
  ],
  // rxjs (under Apollo) ships an ES2015 build beside its default ES5 one: native classes instead
  // of tslib helpers, ~1.6 KB gzip less on the first visit.
  resolve: {
    ...(isSsrBuild ? {} : { conditions: ['es2015', ...defaultClientConditions] }),
    alias: {
      ...(command === 'build' ? noIcuParser : {}),
      // The islands use React Router only to render links and read the page's address.
      ...(mode === ISLANDS_MODE ? islandsRouter : {}),
    },
  },
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
    : mode === ISLANDS_MODE
      ? {
          // The entry of a page hydrated in islands (src/islands/entry.tsx), built on its own
          // beside the whole app's: a chunk shared with the app would carry every export the
          // app uses (its router, Apollo), so the islands share no code with it.
          outDir: 'dist/client',
          emptyOutDir: false,
          copyPublicDir: false,
          sourcemap: true,
          manifest: ISLANDS_MANIFEST,
          rolldownOptions: {
            input: fileURLToPath(new URL('src/islands/entry.tsx', import.meta.url)),
            output: { codeSplitting: { groups: [{ name: 'entry', test: everyGuestPage }] } },
          },
        }
      : { outDir: 'dist/client', emptyOutDir: true, sourcemap: true, manifest: true },
}));
