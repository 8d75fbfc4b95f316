/**
 * The metric overrides of the Urdu fallback faces in src/fonts/urdu.css, computed from the real
 * fonts: `npx tsx ui/fonts-build/fallbackMetrics.ts <fallback.ttf>...` prints each fallback's
 * descriptors. Until Noto Nastaliq Urdu has arrived (font-display: swap), Urdu text is drawn with
 * a local Arabic font scaled so that the same words take the same width, which is what decides
 * where lines wrap and so what the swap could move:
 *
 * - `size-adjust` = (advance width of the shop's Urdu words shaped with Nastaliq) / (the same
 *   words shaped with the fallback), both in em, shaped by harfbuzz as the browser shapes them.
 *   Only words the fallback can draw whole are measured (DejaVu Sans has no ہ or ے).
 * - `ascent-override`, `descent-override`, `line-gap-override` = Nastaliq's own ascender,
 *   descender and line gap (harfbuzz's horizontal extents: hhea, or OS/2 typo metrics where the
 *   font asks for them, the values browsers use) divided by size-adjust, because the browser
 *   scales the overrides by size-adjust as it does the glyphs. A line box where the fallback
 *   stands in is then as tall as the Nastaliq one (where line-height is `normal`, as in form
 *   controls; elsewhere the tokens fix line-height).
 */
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import fontverter from 'fontverter';
import { Blob, Buffer as ShapingBuffer, Direction, Face, Font, shape } from 'harfbuzzjs';
import { shopUrduTexts } from '../../scripts/shop-urdu-text.ts';
import { codePointsOfFont, urduFontSources } from './urduFont.ts';

/** A font ready to measure with. */
interface MeasuredFont {
  font: Font;
  upem: number;
  codePoints: Set<number>;
}

async function openFont(bytes: Uint8Array): Promise<MeasuredFont> {
  const sfnt = await fontverter.convert(Buffer.from(bytes), 'truetype');
  const face = new Face(new Blob(sfnt));
  return {
    font: new Font(face),
    upem: face.upem,
    codePoints: new Set(await codePointsOfFont(sfnt)),
  };
}

/** The advance width of `text` shaped right to left as Urdu with `font`, in em. */
function widthInEm({ font, upem }: MeasuredFont, text: string): number {
  const buffer = new ShapingBuffer();
  buffer.addText(text);
  buffer.setDirection(Direction.RTL);
  buffer.setScript('Arab');
  buffer.setLanguage('ur');
  shape(font, buffer);
  const width = buffer.getGlyphPositions().reduce((sum, position) => sum + position.xAdvance, 0);
  return width / upem;
}

/** The @font-face descriptors of one fallback, as numbers (percentages of the font size). */
export interface FallbackMetrics {
  sizeAdjust: number;
  ascentOverride: number;
  descentOverride: number;
  lineGapOverride: number;
  /** How many of the shop's words were measured. */
  words: number;
}

/** The descriptors that make `fallback` stand in for Nastaliq over the shop's Urdu words. */
export async function fallbackMetrics(
  nastaliqBytes: Uint8Array,
  fallbackBytes: Uint8Array,
): Promise<FallbackMetrics> {
  const nastaliq = await openFont(nastaliqBytes);
  const fallback = await openFont(fallbackBytes);
  const words = new Set(
    (await shopUrduTexts())
      .flatMap(({ text }) => text.match(/[\p{Script=Arabic}\u200C\u200D]+/gu) ?? [])
      .filter((word) =>
        [...word].every(
          (c) =>
            nastaliq.codePoints.has(c.codePointAt(0)!) &&
            fallback.codePoints.has(c.codePointAt(0)!),
        ),
      ),
  );
  const sample = [...words].join(' ').replace(/ /g, '\u200C');
  // Words joined by a zero-width non-joiner: no space glyph (Nastaliq has none) and no joining.
  const sizeAdjust = widthInEm(nastaliq, sample) / widthInEm(fallback, sample);
  const { ascender, descender, lineGap } = nastaliq.font.hExtents();
  const percent = (value: number) => Math.round((value / nastaliq.upem / sizeAdjust) * 1e4) / 100;
  return {
    sizeAdjust: Math.round(sizeAdjust * 1e4) / 100,
    ascentOverride: percent(ascender),
    descentOverride: percent(Math.abs(descender)),
    lineGapOverride: percent(lineGap),
    words: words.size,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const nastaliq = await readFile(urduFontSources.font);
  for (const file of process.argv.slice(2)) {
    const metrics = await fallbackMetrics(nastaliq, await readFile(file));
    console.log(`/* ${basename(file)}: ${metrics.words} words measured */`);
    console.log(`  size-adjust: ${metrics.sizeAdjust}%;`);
    console.log(`  ascent-override: ${metrics.ascentOverride}%;`);
    console.log(`  descent-override: ${metrics.descentOverride}%;`);
    console.log(`  line-gap-override: ${metrics.lineGapOverride}%;`);
  }
}
