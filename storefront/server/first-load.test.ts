/**
 * What a first visit downloads (issue 23, "less JavaScript"): the browser's build, made here
 * with the storefront's own Vite config, and for /, /products and a product page the scripts
 * the page runs before it hydrates (the entry, the page's chunk and everything they import, as
 * the build's manifest links them). The machines, XState, the deferred dialogs and the review
 * form load on demand, so none of them may be among those scripts; each must still be in the
 * build (loaded later), or the test would pass for a build that lost them.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gzipSync } from 'node:zlib';
import { build, type Manifest } from 'vite';

const storefront = join(import.meta.dirname, '..');

let outDir: string;
let manifest: Manifest;
/** The islands' build (src/islands/entry.tsx), made beside the app's as `npm run build` does. */
let islandsManifest: Manifest;

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'bloom-first-load-'));
  // What `npm run build` makes: Vitest's NODE_ENV (test) would give React's development build.
  const nodeEnv = process.env['NODE_ENV'];
  process.env['NODE_ENV'] = 'production';
  await build({
    root: storefront,
    configFile: join(storefront, 'vite.config.ts'),
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true },
  });
  manifest = JSON.parse(await readFile(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  await build({
    root: storefront,
    configFile: join(storefront, 'vite.config.ts'),
    mode: 'islands',
    logLevel: 'silent',
    build: { outDir, emptyOutDir: false },
  });
  process.env['NODE_ENV'] = nodeEnv;
  islandsManifest = JSON.parse(
    await readFile(join(outDir, '.vite/islands-manifest.json'), 'utf8'),
  ) as Manifest;
}, 240_000);

afterAll(async () => {
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

/** The manifest keys of the chunks `keys` import statically, themselves included. */
function staticClosure(keys: string[], from: Manifest = manifest): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of from[key]?.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
}

/** The source files (paths from the storefront's folder) bundled into a chunk, from its map. */
async function sourcesOf(key: string, from: Manifest = manifest): Promise<string[]> {
  const { file } = from[key]!;
  // Only the bundler's few-line runtime chunk comes without a map.
  if (!existsSync(join(outDir, `${file}.map`))) return [];
  const map = JSON.parse(await readFile(join(outDir, `${file}.map`), 'utf8')) as {
    sources: string[];
  };
  const chunkDir = join(outDir, file, '..');
  return map.sources.map((source) => join(chunkDir, source).replace(`${storefront}/`, ''));
}

/** Every source file the scripts of a first visit to a page with `page` carry. */
async function firstLoadSources(page: string): Promise<string[]> {
  expect(manifest[page], `${page} is a chunk of its own`).toBeDefined();
  const chunks = staticClosure(['index.html', page]);
  return (await Promise.all([...chunks].map((key) => sourcesOf(key)))).flat();
}

/** Every source file of the whole build. */
async function allSources(): Promise<string[]> {
  return (await Promise.all(Object.keys(manifest).map((key) => sourcesOf(key)))).flat();
}

/** Code that loads on demand: a machine, XState, a dialog, the review form. */
const onDemand: [string, RegExp][] = [
  ['the checkout machine', /^src\/machines\/checkoutMachine\.ts$/],
  ['the cart machine', /^src\/machines\/cartMachine\.ts$/],
  ['the session machine', /^src\/machines\/sessionMachine\.ts$/],
  ['the wishlist machine', /^src\/machines\/wishlistMachine\.ts$/],
  ['XState', /node_modules\/xstate\//],
  ['@xstate/react', /node_modules\/@xstate\/react\//],
  ['the menu panel', /^src\/layout\/MenuPanel\.tsx$/],
  ['the account menu', /^src\/layout\/AccountDropdown\.tsx$/],
  ['the review form', /^src\/product-detail\/ReviewForm\.tsx$/],
  ['react-hook-form', /node_modules\/react-hook-form\//],
];

describe('the first load of a page', () => {
  it.each([
    ['/', 'src/home/HomePage.tsx'],
    ['/products', 'src/products/ProductsPage.tsx'],
    ['a product page', 'src/product-detail/ProductDetailPage.tsx'],
  ])('%s carries none of the code that loads on demand', async (_, page) => {
    const sources = await firstLoadSources(page);
    // The page's own code is there: the list is the one the page really loads.
    expect(sources).toContain(page);
    for (const [name, pattern] of onDemand) {
      expect(
        sources.filter((source) => pattern.test(source)),
        `${name} is on the first load`,
      ).toEqual([]);
    }
  });

  it("ships no ICU parser: every message is precompiled (the shop's and @bloom/ui's)", async () => {
    const sources = await allSources();
    // react-intl's no-parser stand-in is what the build resolves the parser to.
    expect(sources.some((source) => source.endsWith('icu-messageformat-parser/no-parser.js'))).toBe(
      true,
    );
    expect(
      sources.filter((source) =>
        /@formatjs\/(icu-messageformat-parser\/(?!no-parser\.js$)|icu-skeleton-parser\/)/.test(
          source,
        ),
      ),
    ).toEqual([]);
  });

  it('leaves that code in the build, to load when it is needed', async () => {
    const sources = await allSources();
    for (const [name, pattern] of onDemand) {
      expect(
        sources.some((source) => pattern.test(source)),
        `${name} is in the build`,
      ).toBe(true);
    }
  });
});

/** The islands every page in islands hydrates with it: the frame's (src/<name>.island.tsx). */
const frameIslands = ['layout/HeaderCounts', 'layout/Floating', 'layout/Toasts'];

/** The islands of a guest's product page hydrated with it. */
const productPageIslands = [...frameIslands, 'product-detail/AddToCart', 'wishlist/WishlistHeart'];

/** Each page in islands, its module, the islands it hydrates with it, and its budget in KB. */
const islandPages: [page: string, module: string, islands: string[], kb: number][] = [
  ['a product page', 'src/product-detail/ProductDetailPage.tsx', productPageIslands, 90],
  // Its cards and testimonials hydrate as they are seen.
  ['the home page', 'src/home/HomePage.tsx', frameIslands, 90],
  // The filters, sort and pager hydrate when reached for, the cards as they are seen.
  ['/products', 'src/products/ProductsPage.tsx', frameIslands, 90],
  // Its contents follow this browser's cart; the cart's machine loads when the lines are reached for.
  ['/cart', 'src/cart/CartPage.tsx', [...frameIslands, 'cart/CartContents'], 94],
];

/** Its islands hydrated later: when reached for, seen, or at the first press. */
const laterIslands = [
  'layout/HeaderMenu',
  'layout/HeaderAccount',
  'search/HeaderSearch',
  'product-detail/Description',
  'products/ProductCard',
  'products/FilteredListing',
  'wishlist/CardHeart',
];

/**
 * The chunks a guest's page loads before any tap: the entry, `islands`, English. The islands of
 * every page's frame are part of the entry's file (vite.config.ts, `everyGuestPage`); any other
 * is a chunk of its own.
 */
async function islandsFirstLoad(islands = productPageIslands): Promise<Set<string>> {
  const entry = 'src/islands/entry.tsx';
  const inEntry = new Set(await sourcesOf(entry, islandsManifest));
  for (const name of frameIslands) {
    expect(inEntry, `${name} is part of the entry`).toContain(`src/${name}.island.tsx`);
  }
  const keys = [
    entry,
    ...islands.map((name) => `src/${name}.island.tsx`).filter((key) => !inEntry.has(key)),
    'src/islands/catalogues/en.ts',
  ];
  for (const key of keys) expect(islandsManifest[key], `${key} is a chunk`).toBeDefined();
  // A later island's code is a chunk of its own, or one shared with an island that renders it
  // (a listing's cards), named after it either way.
  for (const name of laterIslands) {
    const file = `assets/${name.split('/').at(-1)!}.island-`;
    expect(
      islandsManifest[`src/${name}.island.tsx`] ??
        Object.values(islandsManifest).find((chunk) => chunk.file.startsWith(file)),
      `${name} is a chunk`,
    ).toBeDefined();
  }
  return staticClosure(keys, islandsManifest);
}

/** The gzip bytes of the files of `chunks`. */
async function gzipBytes(chunks: Iterable<string>, from: Manifest): Promise<number> {
  let total = 0;
  for (const key of chunks) {
    total += gzipSync(await readFile(join(outDir, from[key]!.file))).length;
  }
  return total;
}

describe("a guest's pages hydrated in islands (product, home, listing, cart)", () => {
  it('carries none of the whole app: no Apollo, router table, page code or machine', async () => {
    const whole: [string, RegExp][] = [
      ...onDemand,
      // Its error classes aside (1.7 KB: the header reports a failed sign-out with them).
      ['Apollo Client', /node_modules\/@apollo\/client\/(?!errors\/)/],
      ['graphql', /node_modules\/graphql\//],
      ['the route table', /^src\/routes\.tsx$/],
      ['a route page', /^src\/.*Page\.tsx$/],
      ['the review form', /^src\/product-detail\/Reviews\.tsx$/],
      ["the phone's filter sheet", /FilterSheet/],
    ];
    for (const [page, , islands] of islandPages) {
      const sources = (
        await Promise.all(
          [...(await islandsFirstLoad(islands))].map((key) => sourcesOf(key, islandsManifest)),
        )
      ).flat();
      expect(sources, page).toContain(`src/${islands.at(-1)!}.island.tsx`);
      for (const [name, pattern] of whole) {
        expect(
          sources.filter((source) => pattern.test(source)),
          `${name} is on the first load of ${page}`,
        ).toEqual([]);
      }
    }
  });

  it("has every word its code formats in the islands' catalogues (words.json), each in the list of when it is needed, and ships no other", async () => {
    const lists = JSON.parse(
      await readFile(join(storefront, 'src/islands/words.json'), 'utf8'),
    ) as Record<'withThePage' | 'onDemand', string[]>;
    // The islands that format the on-demand words (hydrated when reached for, or saying so), by
    // what their own file says (island.tsx).
    const islandKeys = Object.keys(islandsManifest).filter((key) => key.endsWith('.island.tsx'));
    const onDemandWords = new Set<string>();
    for (const key of islandKeys) {
      const code = await readFile(join(storefront, key), 'utf8');
      if (/hydrate: '(page-)?interaction'|words: 'on-demand'/.test(code)) onDemandWords.add(key);
    }
    expect(onDemandWords).toContain('src/products/FilteredListing.island.tsx');
    expect(onDemandWords).toContain('src/cart/CartContents.island.tsx');
    expect(onDemandWords).not.toContain('src/wishlist/CardHeart.island.tsx');
    // What runs with the page: the entry, the other islands, and all they import or load, but
    // an island reached for (the entry names every island, to load it when it is time).
    const withThePage = new Set<string>();
    const visit = (key: string) => {
      if (withThePage.has(key) || !islandsManifest[key]) return;
      withThePage.add(key);
      for (const imported of islandsManifest[key].imports ?? []) visit(imported);
      for (const loaded of islandsManifest[key].dynamicImports ?? []) {
        if (!onDemandWords.has(loaded)) visit(loaded);
      }
    };
    ['src/islands/entry.tsx', ...islandKeys.filter((key) => !onDemandWords.has(key))].forEach(
      visit,
    );
    /** The ids the code of `keys` formats: the shop's own and @bloom/ui's components'. */
    const idsOf = async (keys: Iterable<string>) => {
      const sources = new Set(
        (await Promise.all([...keys].map((key) => sourcesOf(key, islandsManifest))))
          .flat()
          .filter((source) => /^src\/.*\.tsx?$|(^|\/)ui\/dist\/.*\.js$/.test(source))
          .filter((source) => !/\/catalogues\//.test(source)),
      );
      const ids = new Set<string>();
      for (const source of sources) {
        // Without its comments, which name ids as examples.
        const code = (await readFile(resolve(storefront, source), 'utf8'))
          .replace(/\/\*[\s\S]*?\*\//g, '')
          .replace(/^\s*\/\/.*$/gm, '');
        for (const [, id] of code.matchAll(/['"`]((?:shop|ui)\.[\w.]+)['"`]/g)) ids.add(id!);
        // An id made at run time could not be checked: none may be (`ui.${string}` is a type).
        expect(code, source).not.toMatch(/`(shop|ui)\.[\w.]*\$\{(?!string\})/);
      }
      return ids;
    };
    const first = await idsOf(withThePage);
    const every = await idsOf(Object.keys(islandsManifest));
    expect(first.size).toBeGreaterThan(20);
    expect(
      [...first].filter((id) => !lists.withThePage.includes(id)),
      'withThePage',
    ).toEqual([]);
    const listed = new Set([...lists.withThePage, ...lists.onDemand]);
    expect(
      [...every].filter((id) => !listed.has(id)),
      'onDemand',
    ).toEqual([]);
    expect(
      [...listed].filter((id) => !every.has(id)),
      'listed for nothing',
    ).toEqual([]);
    expect(
      lists.withThePage.filter((id) => lists.onDemand.includes(id)),
      'in both',
    ).toEqual([]);
    // The catalogues carry the listed words alone, and the library's own catalogue modules (its
    // components' English fallback) are empty: its data table's words are nowhere.
    const shipped = (
      await Promise.all(
        [...new Set(Object.values(islandsManifest).map((chunk) => chunk.file))].map((file) =>
          readFile(join(outDir, file), 'utf8'),
        ),
      )
    ).join('\n');
    expect(shipped.includes('"ui.heartToggle.add"'), 'a listed word is shipped').toBe(true);
    expect(shipped.includes('ui.dataTable.selected'), 'an unlisted word is shipped').toBe(false);
  });

  it('loads at most 90 KB gzip (the home page, a product page, a listing; the cart 94), a third less than the page hydrated whole', async () => {
    for (const [page, module, islands, kb] of islandPages) {
      const first = await gzipBytes(await islandsFirstLoad(islands), islandsManifest);
      const whole = await gzipBytes(staticClosure(['index.html', module]), manifest);
      // The budget is 90 KB (react-dom alone is 62): see storefront/README.md, Islands.
      expect(first, page).toBeLessThanOrEqual(kb * 1024);
      expect(first, page).toBeLessThan(whole * (2 / 3));
    }
  });
});
