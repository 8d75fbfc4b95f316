/**
 * The browser build as the server needs it (DESIGN.md, Storefront: the first paint): the page
 * template (dist/client/index.html, with `<!--app-head-->` and `<!--app-html-->` where the render
 * goes) and, from Vite's manifest, the entry script, the stylesheets and each route page's own
 * chunk. A page's head holds, in this order, its critical CSS inlined (critical-css.ts), the
 * whole stylesheet loaded without blocking the paint, the entry script, and as modulepreloads
 * what the entry and the page's chunk import statically: what hydration needs, all requested at
 * once, and nothing else competes with the HTML for a phone's first bytes (the code loaded on
 * demand is fetched by the modules that import it). The whole stylesheet is linked at the end of
 * the body, where it holds no paint of what comes before it (see `stylesheetLinks`).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createCriticalCss, styleElementText, type Stylesheet } from './critical-css.ts';

/** One chunk of Vite's manifest (dist/client/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
  css?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}

type Manifest = Record<string, ManifestChunk>;

/** The manifest keys `key` imports statically, itself first, transitively. */
function chunkKeys(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key) || !manifest[key]) return [];
  seen.add(key);
  return [key, ...(manifest[key].imports ?? []).flatMap((k) => chunkKeys(manifest, k, seen))];
}

/** The stylesheets `key` and what it imports statically need, in the build's order. */
function cssFiles(manifest: Manifest, key: string): string[] {
  return [...new Set(chunkKeys(manifest, key).flatMap((k) => manifest[k]?.css ?? []))];
}

/** What a page's document is made of. */
export interface PageParts {
  /** The page's own head tags (title, metadata, JSON-LD, the data for the browser). */
  head: string;
  /** The rendered app, for `<div id="root">`. */
  html: string;
  /** The export name of the route's page (e.g. `ProductsPage`): its chunk is preloaded. */
  pageName?: string;
  /** The page's language, `<html lang>`. @default 'en' */
  locale?: string;
  /** The page's writing direction, `<html dir>`. @default 'ltr' */
  dir?: 'ltr' | 'rtl';
  /** Hydrated in islands (src/islands/entry.tsx) rather than whole. @default false */
  islands?: boolean;
}

/**
 * The template's `<html>` element (index.html: `<html lang="en" dir="ltr">`, the placeholder)
 * written with the page's language and direction, which the CSS (`:lang(ur)`, `:dir(rtl)`) and
 * the browser's entry (the catalogue it loads) read.
 */
export function withLanguage(document: string, { locale = 'en', dir = 'ltr' }: PageParts): string {
  return document.replace(/<html[^>]*>/, () => `<html lang="${locale}" dir="${dir}">`);
}

/** What the server reads of a browser build. */
export interface ClientBuild {
  /** The whole HTML document of a rendered page. */
  document(parts: PageParts): string;
  /**
   * `Link` values for a `103 Early Hints` answer sent before a page renders: the stylesheets
   * (preload) and the entry script (modulepreload), which every page needs.
   */
  earlyHints: string[];
  /** More `Link` values for the pages of one language: Urdu's font. */
  localeEarlyHints: Partial<Record<string, string[]>>;
  /** Whether the build has the islands' entry (`vite build --mode islands`). */
  islands: boolean;
}

/** The islands' build as a page needs it (see {@link readIslandsBuild}). */
interface IslandsBuild {
  /** The entry's file and what it imports statically. */
  entry: string[];
  /** Each island's files (its module and what it imports beyond the entry), by island name. */
  islands: Map<string, string[]>;
  /** Each language's catalogue chunk. */
  catalogues: Map<string, string>;
}

/** The islands' manifest (vite.config.ts, ISLANDS_MANIFEST), beside the app's. */
const ISLANDS_MANIFEST = join('.vite', 'islands-manifest.json');

/**
 * Reads the islands' build (src/islands/entry.tsx, built on its own), or undefined when there is
 * none. Each island is the module `src/<name>.island.tsx`.
 */
function readIslandsBuild(dist: string): IslandsBuild | undefined {
  const path = join(dist, ISLANDS_MANIFEST);
  if (!existsSync(path)) return undefined;
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) return undefined;
  const entryKeys = chunkKeys(manifest, entryKey);
  const files = (keys: string[]) => keys.map((key) => `/${manifest[key]!.file}`);
  const islands = new Map<string, string[]>();
  const catalogues = new Map<string, string>();
  for (const key of Object.keys(manifest)) {
    const name = /^src\/(.+)\.island\.tsx$/.exec(key)?.[1];
    if (name) {
      islands.set(name, files(chunkKeys(manifest, key).filter((k) => !entryKeys.includes(k))));
    }
    const locale = /^src\/islands\/catalogues\/([a-z]{2})\.ts$/.exec(key)?.[1];
    if (locale) catalogues.set(locale, `/${manifest[key]!.file}`);
  }
  return { entry: files(entryKeys), islands, catalogues };
}

/**
 * The names of the islands a page's HTML hydrates with it (`data-island="layout/HeaderCounts"`),
 * each once. Those hydrated later (`data-hydrate`: when seen or reached for) load then.
 */
function islandNames(html: string): string[] {
  const tags = [...html.matchAll(/<bloom-island ([^>]*)>/g)].map((m) => m[1]!);
  const now = tags.filter((attributes) => !/\bdata-hydrate=/.test(attributes));
  return [
    ...new Set(now.map((attributes) => /data-island="([^"]+)"/.exec(attributes)?.[1])),
  ].filter((name): name is string => name !== undefined);
}

/**
 * The Urdu font's hashed file (@bloom/ui's subset, emitted by Vite from the face that
 * entry-client.tsx imports): only Urdu pages use the family, and there its arrival would move the
 * text it replaces, so those pages fetch it with the HTML rather than once the stylesheet is read.
 */
export function urduFontFile(manifest: Record<string, { file: string }>): string | undefined {
  const key = Object.keys(manifest).find((k) => /NotoNastaliqUrdu[^/]*\.woff2$/.test(k));
  return key ? `/${manifest[key]!.file}` : undefined;
}

/** The font preloads of a page in `locale`, as head tags and as `Link` values. */
function fontPreloads(urduFont: string | undefined) {
  return {
    tags: (locale: string) =>
      locale === 'ur' && urduFont
        ? `<link rel="preload" as="font" type="font/woff2" crossorigin href="${urduFont}" />`
        : '',
    links: urduFont
      ? { ur: [`<${urduFont}>; rel=preload; as=font; type="font/woff2"; crossorigin`] }
      : {},
  };
}

/** The tags Vite writes into the built index.html; the server writes its own in their place. */
const viteTags =
  /\s*<(?:script type="module"[^>]*><\/script>|link rel="(?:modulepreload|stylesheet)"[^>]*>)/g;

/** Reads the browser build in `dist` once and compiles its stylesheets for critical CSS. */
export function readClientBuild(dist: string): ClientBuild {
  const template = readFileSync(join(dist, 'index.html'), 'utf8').replace(viteTags, '');
  const manifest = JSON.parse(
    readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error(`no entry in ${dist}/.vite/manifest.json`);
  const entryFile = `/${manifest[entryKey]!.file}`;
  // What the entry (src/render/boot.ts, which imports the shop's code statically) imports
  // statically: needed to hydrate, fetched with the page. Its dynamic imports (route pages,
  // machines, dialogs) are not: each page preloads its own chunks below, the rest load on demand.
  const appKeys = chunkKeys(manifest, entryKey);
  const appFiles = appKeys.slice(1).map((key) => `/${manifest[key]!.file}`);
  const entryCss = cssFiles(manifest, entryKey);
  const fonts = fontPreloads(urduFontFile(manifest));
  const islandsBuild = readIslandsBuild(dist);

  // Each route page's chunk with the chunks it imports statically that the entry does not (the
  // ui components it alone uses): preloaded together, the page's code arrives with the entry's
  // rather than in a second round trip once the page's chunk has been read, so hydration starts
  // as soon as the document has loaded. And the stylesheets the page brings beyond the entry's.
  const pages = new Map<string, { chunks: string[]; css: string[] }>();
  for (const [key, chunk] of Object.entries(manifest)) {
    // A page's module is named after its export: src/products/ProductsPage.tsx -> ProductsPage.
    const name = chunk.isDynamicEntry ? /([^/]+Page)\.tsx$/.exec(chunk.src ?? key)?.[1] : undefined;
    if (!name) continue;
    const css = cssFiles(manifest, key).filter((file) => !entryCss.includes(file));
    const chunks = chunkKeys(manifest, key)
      .filter((k) => !appKeys.includes(k))
      .map((k) => `/${manifest[k]!.file}`);
    pages.set(name, { chunks, css });
  }

  // Each language's catalogue chunk (src/i18n/catalogues.ts loads the page's before hydrating):
  // preloaded with the page, so hydration does not wait for the entry to ask for it.
  const catalogueChunks = new Map<string, string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    const locale = /^src\/i18n\/compiled\/([a-z]{2})\.json$/.exec(key)?.[1];
    if (locale) catalogueChunks.set(locale, `/${chunk.file}`);
  }

  // Every stylesheet of the build, compiled once: a page's critical CSS may come from its route's.
  const allCss = [...new Set([...entryCss, ...[...pages.values()].flatMap((page) => page.css)])];
  const criticalCss = createCriticalCss(
    allCss.map((file): Stylesheet => ({
      href: `/${file}`,
      css: readFileSync(join(dist, file), 'utf8'),
    })),
  );

  const [headPart, bodyPart] = template.split('</head>') as [string, string];
  if (bodyPart === undefined || !headPart.includes('<!--app-head-->')) {
    throw new Error(`${dist}/index.html has no <!--app-head--> in its head`);
  }
  const htmlTag = /<html[^>]*>/.exec(headPart)?.[0] ?? '<html>';

  // The whole stylesheet, linked last in the body: a stylesheet there holds the painting of what
  // comes after it, which is nothing, and not of the page above it (Chrome 69+, Firefox, Safari),
  // so the first paint is the HTML with its critical CSS, and the rest applies when it arrives,
  // with or without JavaScript, no script turning it on (which once cost the entry a long task
  // of style and layout of its own). The 103 hints and the preload scanner fetch it early.
  const stylesheetLinks = (files: string[]) =>
    files.map((file) => `<link rel="stylesheet" crossorigin href="/${file}" />`).join('');

  return {
    document: (parts) => {
      const { head, html, pageName } = parts;
      const page = pageName ? pages.get(pageName) : undefined;
      const htmlElement = withLanguage(htmlTag, parts);
      // Functions, not strings: a `$&` in the page's text is not a replacement pattern.
      const body = bodyPart.replace('<!--app-html-->', () => html);
      // Only the body and the <html> element can be styled: the head is left out of the scan.
      const critical = criticalCss(`${htmlElement}${body}`);
      const assets = [
        critical ? `<style>${styleElementText(critical)}</style>` : '',
        `<script type="module" crossorigin src="${entryFile}"></script>`,
        ...appFiles.map((file) => `<link rel="modulepreload" crossorigin href="${file}" />`),
        ...(page?.chunks ?? []).map(
          (file) => `<link rel="modulepreload" crossorigin href="${file}" />`,
        ),
        fonts.tags(parts.locale ?? 'en'),
        catalogueChunks.has(parts.locale ?? 'en')
          ? `<link rel="modulepreload" crossorigin href="${catalogueChunks.get(parts.locale ?? 'en')}" />`
          : '',
      ];
      if (parts.islands && islandsBuild) {
        // The islands' entry instead of the app's, and each island on the page with it, all
        // requested at once; the app's stylesheet (the same rules), so the next page has it.
        // At low priority: nothing of the code competes with the HTML, the critical CSS, the
        // LCP image or a font before the first paint (the page works before it; a tap waits).
        const locale = parts.locale ?? 'en';
        const [entry, ...imports] = islandsBuild.entry;
        const chunks = [
          ...imports,
          ...islandNames(html).flatMap((name) => islandsBuild.islands.get(name) ?? []),
          islandsBuild.catalogues.get(locale),
        ].filter((file): file is string => file !== undefined);
        assets.splice(
          1,
          assets.length - 1,
          `<script type="module" crossorigin src="${entry}" fetchpriority="low"></script>`,
          ...[...new Set(chunks)].map(
            (file) => `<link rel="modulepreload" crossorigin href="${file}" fetchpriority="low" />`,
          ),
          fonts.tags(locale),
        );
      }
      const headTags = `${assets.join('')}\n    ${head}`;
      const links = stylesheetLinks([...entryCss, ...(page?.css ?? [])]);
      return `${withLanguage(headPart, parts).replace('<!--app-head-->', () => headTags)}</head>${body.replace('</body>', () => `${links}</body>`)}`;
    },
    earlyHints: [
      ...entryCss.map((file) => `</${file}>; rel=preload; as=style; crossorigin`),
      ...[entryFile, ...appFiles].map((file) => `<${file}>; rel=modulepreload; crossorigin`),
    ],
    localeEarlyHints: fonts.links,
    islands: islandsBuild !== undefined,
  };
}
