/**
 * The Urdu the shop writes with @bloom/ui's Nastaliq face: its message catalogues (ui's and the
 * storefront's, whose English one names the language "اردو"), the seeded catalogue (product
 * names, descriptions and labels in Urdu) and the Urdu written straight into the packages' code
 * (category names, the language switch). It spans the packages, so it lives with the
 * repository's scripts: storefront/server/urdu-font.test.ts checks the font covers it, and
 * ui/fonts-build/fallbackMetrics.ts measures the fallback faces over its words.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));

/** The JSON files whose strings are shop text; each is read whole (keys and numbers aside). */
export const shopTextFiles = [
  'ui/src/i18n/ur.json',
  'storefront/src/i18n/messages/ur.json',
  'storefront/src/i18n/messages/en.json',
  'api/seed/catalogue.json',
  'api/seed/people.json',
];

/** Folders whose code (not tests, stories or generated files) may hold Urdu literals. */
export const shopCodeFolders = ['ui/src', 'storefront/src', 'storefront/server', 'admin/src'];

/** One piece of shop text and where it comes from. */
export interface ShopText {
  /** The file, relative to the repository root. */
  file: string;
  text: string;
}

function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

/** Arabic script (letters, marks, digits, the Arabic comma...) and the joiners Urdu types. */
export const arabicScript = /[\p{Script_Extensions=Arabic}\u200C-\u200F]/u;

async function codeFiles(folder: string): Promise<string[]> {
  const entries = await readdir(join(root, folder), { recursive: true, withFileTypes: true });
  return entries
    .filter(
      (entry) =>
        entry.isFile() &&
        /\.tsx?$/.test(entry.name) &&
        !/\.(test|stories)\.tsx?$/.test(entry.name) &&
        !entry.parentPath.includes('__generated__') &&
        !entry.parentPath.includes('node_modules'),
    )
    .map((entry) => join(entry.parentPath, entry.name).slice(root.length));
}

/** Every string of the shop's catalogues and seed, and each line of code with Arabic script. */
export async function shopUrduTexts(): Promise<ShopText[]> {
  const texts: ShopText[] = [];
  for (const file of shopTextFiles) {
    const json: unknown = JSON.parse(await readFile(join(root, file), 'utf8'));
    texts.push(...stringsOf(json).map((text) => ({ file, text })));
  }
  for (const folder of shopCodeFolders) {
    for (const file of await codeFiles(folder)) {
      const code = await readFile(join(root, file), 'utf8');
      for (const line of code.split('\n')) {
        if (arabicScript.test(line)) texts.push({ file, text: line });
      }
    }
  }
  return texts;
}
