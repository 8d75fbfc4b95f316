/**
 * The Urdu font the library ships is a subset (fonts-build/urduFont.ts): these tests read the
 * subset's own character map back and check that it draws the library's own Urdu words (the
 * shop's are storefront/server/urdu-font.test.ts's to check), that urdu.css's
 * faces claim exactly what it holds, and that Nastaliq's shaping survived the cut (the same
 * sentence rendered by Chromium with the whole face and with the subset is the same picture).
 */
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser } from 'playwright';
import { chromiumLaunchOptions } from '../../scripts/chromium.ts';
import {
  cachedUrduSubset,
  codePointsOfFont,
  codePointsOfRange,
  rangeOfCodePoints,
  urduFontSources,
} from '../fonts-build/urduFont.ts';

let full: Uint8Array;
let subset: Uint8Array;
let subsetCodePoints: Set<number>;

beforeAll(async () => {
  full = new Uint8Array(await readFile(urduFontSources.font));
  subset = await cachedUrduSubset();
  subsetCodePoints = new Set(await codePointsOfFont(subset));
});

const hex = (point: number) => `U+${point.toString(16).toUpperCase().padStart(4, '0')}`;

describe('the Urdu font subset', () => {
  it("holds every character of the library's own Urdu words", async () => {
    const words: Record<string, string> = JSON.parse(
      await readFile(new URL('../src/i18n/ur.json', import.meta.url), 'utf8'),
    );
    const missing = [...Object.values(words).join('')]
      .filter((char) => /\p{Script_Extensions=Arabic}/u.test(char))
      .filter((char) => !subsetCodePoints.has(char.codePointAt(0)!));
    expect([...new Set(missing)].map((char) => `${hex(char.codePointAt(0)!)} ${char}`)).toEqual([]);
    expect(subsetCodePoints.size).toBeGreaterThan(100);
  });

  it('is what every face of urdu.css names in its unicode-range, and what staff may type', async () => {
    const css = await readFile(urduFontSources.css, 'utf8');
    const ranges = [...css.matchAll(/unicode-range:\s*([^;]+);/g)].map(([, range]) => range!);
    expect(ranges).toHaveLength(5);
    for (const range of ranges) {
      expect(rangeOfCodePoints(codePointsOfRange(range))).toBe(rangeOfCodePoints(subsetCodePoints));
    }
    // The whole Urdu alphabet, its marks, both sets of digits and its punctuation.
    const urdu =
      'ءآأؤإئابپتٹثجچحخدڈذرڑزژسشصضطظعغفقکگلمنںوہۂۃھیےۓ' +
      '\u064B\u064C\u064D\u064E\u064F\u0650\u0651\u0652\u0653\u0654\u0670' +
      '۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩' +
      '،؛؟۔٪٫٬\u200C\u200D';
    expect([...urdu].filter((char) => !subsetCodePoints.has(char.codePointAt(0)!))).toEqual([]);
  });

  it('is smaller than the whole face', () => {
    expect(subset.byteLength).toBeLessThan(full.byteLength * 0.9);
  });
});

describe('Nastaliq shaping in the subset', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch(chromiumLaunchOptions());
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('draws a sentence exactly as the whole face does (joining, marks, ligatures)', async () => {
    const page = await browser.newPage({ viewport: { width: 900, height: 400 } });
    const dataUrl = (font: Uint8Array) =>
      `data:font/woff2;base64,${Buffer.from(font).toString('base64')}`;
    // A product description of the seed and a sentence with marks, digits and punctuation.
    const sentence =
      'دمشقی گلاب کے عرق والا نرم، الکوحل سے پاک ٹونر جو جلد کو سکون دیتا ہے۔ ' +
      'قیمت ۱۲۵۰ روپے؟ ژالہ، ڈھیر، پھول، زکوٰۃ، بِلا شُبہ';
    await page.setContent(`<!doctype html>
      <style>
        @font-face { font-family: Whole; src: url(${dataUrl(full)}); }
        @font-face { font-family: Subset; src: url(${dataUrl(subset)}); }
        p { font-size: 28px; line-height: 2.4; margin: 0; padding: 8px; width: 860px; }
      </style>
      <p lang="ur" dir="rtl">${sentence}</p>`);
    // One paragraph, drawn in turn in each face at the very same place.
    const drawnIn = async (family: string) => {
      await page.locator('p').evaluate((p, family) => {
        p.style.fontFamily = family;
      }, family);
      await page.evaluate(() => document.fonts.ready);
      return page.locator('p').screenshot();
    };
    const whole = await drawnIn('Whole');
    expect(Buffer.compare(whole, await drawnIn('Subset'))).toBe(0);
    expect(await page.evaluate(() => [...document.fonts].map((face) => face.status))).toEqual([
      'loaded',
      'loaded',
    ]);
    // And the picture is Nastaliq's: a fallback font draws the sentence otherwise.
    expect(Buffer.compare(whole, await drawnIn('sans-serif'))).not.toBe(0);
    await page.close();
  });
});
