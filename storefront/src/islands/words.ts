/**
 * The words an island may use (words.json), the shop's (`shop.*`) and @bloom/ui's (`ui.*`), in
 * two lists: `withThePage`, every id the code that runs with the page formats (the entry, its
 * stores and what they load, and the islands hydrated with the page or as they are seen), and
 * `onDemand`, the ids only the islands hydrated when reached for format (the header's menu,
 * account and search, a listing's filters, a card's Add to cart, Read more).
 * server/first-load.test.ts fails when an id is missing from its list or listed for nothing. A
 * page in islands loads the first (~1 KB gzip) with its code, and the second once an island that
 * needs it is reached for, instead of the two whole catalogues (~9 KB and ~2.2 KB).
 */
import type { ShopMessages } from '../i18n/catalogues.ts';
import lists from './words.json';
import type { Locale } from '../i18n/locales.ts';

/** The ids of the islands' words, by when they are needed. */
export const islandWordIds: { readonly withThePage: string[]; readonly onDemand: string[] } = lists;

/**
 * The words of `ids` from the shop's whole catalogue and @bloom/ui's, in one language: what the
 * islands' catalogue files are outside the islands' build (vite.config.ts writes them there).
 */
export function islandWords(
  ids: readonly string[],
  catalogue: Record<string, unknown>,
  uiCatalogue: Record<string, unknown>,
): Partial<ShopMessages> {
  return Object.fromEntries(
    ids.map((id) => [id, id.startsWith('ui.') ? uiCatalogue[id] : catalogue[id]]),
  ) as Partial<ShopMessages>;
}

/** The words of the code that runs with the page, in `locale`, as their own chunk. */
export async function loadIslandWords(locale: Locale): Promise<ShopMessages> {
  const words =
    locale === 'ur' ? await import('./catalogues/ur.ts') : await import('./catalogues/en.ts');
  return words.default as ShopMessages;
}

/** The words only the islands hydrated when reached for use, in `locale`, as their own chunk. */
export async function loadOnDemandIslandWords(locale: Locale): Promise<ShopMessages> {
  const words =
    locale === 'ur'
      ? await import('./catalogues/on-demand/ur.ts')
      : await import('./catalogues/on-demand/en.ts');
  return words.default as ShopMessages;
}

/** The language suggestion's words in `locale` (LanguageSuggestion.tsx), as their own small chunk. */
export async function loadSuggestionWords(locale: Locale): Promise<Partial<ShopMessages>> {
  return (await import('./catalogues/suggestion.ts')).default[locale];
}
