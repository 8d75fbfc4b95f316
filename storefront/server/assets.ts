/**
 * The browser build as the server needs it: the page template (dist/client/index.html, with
 * `<!--app-head-->` and `<!--app-html-->` where the render goes) and, from Vite's manifest, the
 * chunks of each route page, listed as modulepreload links so the browser fetches a page's code
 * with the HTML, not after the entry has run.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One chunk of Vite's manifest (dist/client/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}

type Manifest = Record<string, ManifestChunk>;

/** The chunk files `key` needs, itself first, then what it imports, transitively. */
function chunkFiles(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return [];
  return [chunk.file, ...(chunk.imports ?? []).flatMap((k) => chunkFiles(manifest, k, seen))];
}

/** What the server reads of a browser build. */
export interface ClientBuild {
  /** index.html with its two placeholders. */
  template: string;
  /** The modulepreload links of a route page (by its export name, e.g. `ProductsPage`). */
  preloadLinks(pageName: string | undefined): string;
}

/** Reads the browser build in `dist` once. */
export function readClientBuild(dist: string): ClientBuild {
  const template = readFileSync(join(dist, 'index.html'), 'utf8');
  const manifest = JSON.parse(
    readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  // index.html already preloads the entry's own imports.
  const inEntry = new Set(entryKey ? chunkFiles(manifest, entryKey) : []);
  const links = new Map<string, string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    // A page's module is named after its export: src/products/ProductsPage.tsx -> ProductsPage.
    const name = chunk.isDynamicEntry ? /([^/]+)\.tsx$/.exec(chunk.src ?? key)?.[1] : undefined;
    if (!name) continue;
    const files = chunkFiles(manifest, key).filter((file) => !inEntry.has(file));
    links.set(
      name,
      files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`).join(''),
    );
  }
  return {
    template,
    preloadLinks: (pageName) => (pageName ? (links.get(pageName) ?? '') : ''),
  };
}
