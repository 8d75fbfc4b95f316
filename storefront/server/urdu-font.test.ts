/**
 * The shop's Urdu is all drawn by @bloom/ui's Nastaliq face: every Arabic-script character of the
 * catalogues, the seeded products and the packages' code (scripts/shop-urdu-text.ts) is in the
 * unicode-range of the font the library ships, which its own test holds equal to the subset's
 * character map (ui/test-package/urdu-font.test.ts). A word with a letter outside it would show
 * in a fallback font, or as an empty box where the device has none. Needs @bloom/ui's build.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { arabicScript, shopUrduTexts } from '../../scripts/shop-urdu-text.ts';

/** The code points a CSS unicode-range names (`U+0600-0604, U+061F`). */
function rangeHas(range: string): (point: number) => boolean {
  const spans = [...range.matchAll(/U\+([0-9A-F]+)(?:-([0-9A-F]+))?/gi)].map(
    ([, from, to]) => [parseInt(from!, 16), parseInt(to ?? from!, 16)] as const,
  );
  return (point) => spans.some(([from, to]) => point >= from && point <= to);
}

describe("the shop's Urdu and @bloom/ui's Urdu font", () => {
  it('every Arabic-script character the shop writes is in the font the library ships', async () => {
    const css = await readFile(
      createRequire(import.meta.url).resolve('@bloom/ui/fonts/urdu.css'),
      'utf8',
    );
    const range = /font-family:\s*'Bloom Nastaliq Urdu';[^}]*unicode-range:\s*([^;]+);/.exec(
      css,
    )?.[1];
    expect(range, 'the Nastaliq face of @bloom/ui/fonts/urdu.css').toBeDefined();
    const inFont = rangeHas(range!);
    const missing = new Map<string, Set<string>>();
    const texts = await shopUrduTexts();
    for (const { file, text } of texts) {
      for (const char of text) {
        if (!arabicScript.test(char) || inFont(char.codePointAt(0)!)) continue;
        const key = `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')} ${char}`;
        missing.set(key, (missing.get(key) ?? new Set()).add(file));
      }
    }
    // Each missing character with the files that use it: add it to ui/src/fonts/urdu.css's range.
    expect(Object.fromEntries([...missing].map(([key, files]) => [key, [...files]]))).toEqual({});
    expect(texts.length).toBeGreaterThan(100);
  });
});
