/**
 * The Urdu font as the library ships it: src/fonts/NotoNastaliqUrdu-Regular.woff2 (the whole
 * face, kept as the source) subset at build time to exactly the characters its @font-face's
 * `unicode-range` names (src/fonts/urdu.css, where the choice is written down), with every
 * OpenType layout feature and the glyphs they reach: Nastaliq's shaping (init/medi/fina, the
 * cursive attachment and its ligatures) lives in GSUB and GPOS and is kept whole.
 *
 * harfbuzz's own subsetter (hb-subset) does the work, as WebAssembly through `subset-font`; no
 * native binary. The same harfbuzz reads the result's character map back.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import fontverter from 'fontverter';
import { Blob, Face } from 'harfbuzzjs';
import subsetFont from 'subset-font';

/** The face's stylesheet and its full font, the sources the build reads. */
export const urduFontSources = {
  css: new URL('../src/fonts/urdu.css', import.meta.url),
  font: new URL('../src/fonts/NotoNastaliqUrdu-Regular.woff2', import.meta.url),
};

/** The code points a CSS `unicode-range` value names (`U+0600-0604, U+0627, U+06F?`). */
export function codePointsOfRange(range: string): number[] {
  const points = new Set<number>();
  for (const part of range.split(',').map((p) => p.trim())) {
    const match = /^U\+([0-9A-F?]{1,6})(?:-([0-9A-F]{1,6}))?$/i.exec(part);
    if (!match) throw new Error(`not a unicode-range part: "${part}"`);
    const [, start, end] = match as unknown as [string, string, string | undefined];
    const first = parseInt(start.replace(/\?/g, '0'), 16);
    const last = parseInt(end ?? start.replace(/\?/g, 'F'), 16);
    for (let point = first; point <= last; point++) points.add(point);
  }
  return [...points].sort((a, b) => a - b);
}

/** A `unicode-range` value naming `points` with the fewest parts. */
export function rangeOfCodePoints(points: Iterable<number>): string {
  const hex = (point: number) => point.toString(16).toUpperCase().padStart(4, '0');
  const runs: [number, number][] = [];
  for (const point of [...new Set(points)].sort((a, b) => a - b)) {
    const last = runs.at(-1);
    if (last && last[1] === point - 1) last[1] = point;
    else runs.push([point, point]);
  }
  return runs
    .map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`))
    .join(', ');
}

/** The `unicode-range` of the stylesheet's first @font-face whose family is `family`. */
export function unicodeRangeOf(css: string, family: string): string {
  for (const [, body] of css.matchAll(/@font-face\s*{([^}]*)}/g)) {
    if (!body!.includes(`'${family}'`) && !body!.includes(`"${family}"`)) continue;
    const range = /unicode-range:\s*([^;]+);/.exec(body!)?.[1];
    if (range) return range.trim();
  }
  throw new Error(`no @font-face for '${family}' with a unicode-range`);
}

/** The webfont's family name in urdu.css. */
export const urduFamily = 'Bloom Nastaliq Urdu';

/** The characters a font maps (its cmap), read from WOFF2, WOFF or TrueType bytes. */
export async function codePointsOfFont(font: Uint8Array): Promise<number[]> {
  const sfnt: Uint8Array = await fontverter.convert(Buffer.from(font), 'truetype');
  const face = new Face(new Blob(sfnt));
  return [...face.collectUnicodes()].sort((a, b) => a - b);
}

/** The shipped subset: WOFF2 bytes and the code points its cmap holds. */
export interface UrduSubset {
  woff2: Uint8Array;
  codePoints: number[];
}

/**
 * Subsets `font` (the full face) to the code points `range` names, keeping every layout feature
 * and name. Fails when the result's cmap differs from the range: a code point the font cannot
 * draw must leave the range rather than send the browser to a face that does not have it.
 */
export async function subsetUrduFont(font: Uint8Array, range: string): Promise<UrduSubset> {
  const wanted = codePointsOfRange(range);
  const woff2 = await subsetFont(Buffer.from(font), String.fromCodePoint(...wanted), {
    targetFormat: 'woff2',
  });
  const codePoints = await codePointsOfFont(woff2);
  const missing = wanted.filter((point) => !codePoints.includes(point));
  const extra = codePoints.filter((point) => !wanted.includes(point));
  if (missing.length > 0 || extra.length > 0) {
    throw new Error(
      `the Urdu subset's characters differ from urdu.css's unicode-range: ` +
        `missing ${rangeOfCodePoints(missing) || 'none'}, extra ${rangeOfCodePoints(extra) || 'none'}`,
    );
  }
  return { woff2: new Uint8Array(woff2), codePoints };
}

/** The subset the build ships, from the sources in src/fonts. */
export async function buildUrduSubset(): Promise<UrduSubset> {
  const css = await readFile(urduFontSources.css, 'utf8');
  return subsetUrduFont(await readFile(urduFontSources.font), unicodeRangeOf(css, urduFamily));
}

/**
 * The shipped subset's WOFF2, made again only when its inputs change (the sources, this file, the
 * tools' versions): WOFF2's Brotli compression in WebAssembly takes some 20 s, and the package
 * tests build the library more than once. Kept in node_modules/.cache.
 */
export async function cachedUrduSubset(): Promise<Uint8Array> {
  const key = createHash('sha256');
  for (const file of [urduFontSources.css, urduFontSources.font, new URL(import.meta.url)]) {
    key.update(await readFile(file));
  }
  key.update(await readFile(new URL('../package.json', import.meta.url)));
  const cacheDir = fileURLToPath(
    new URL('../../node_modules/.cache/bloom-urdu-font', import.meta.url),
  );
  const cached = `${cacheDir}/${key.digest('hex').slice(0, 16)}.woff2`;
  try {
    return new Uint8Array(await readFile(cached));
  } catch {
    const { woff2 } = await buildUrduSubset();
    await mkdir(cacheDir, { recursive: true });
    await writeFile(cached, woff2);
    return woff2;
  }
}
