/**
 * The shop's words an island may use (messages.json: every `shop.*` id in the code the islands'
 * build holds, on their first load or on demand; server/first-load.test.ts fails when one is
 * missing). A page in islands loads these (~1 KB gzip) instead of the whole catalogue (~9 KB).
 */
import type { ShopMessageId, ShopMessages } from '../i18n/catalogues.ts';
import ids from './messages.json';
import type { Locale } from '../i18n/locales.ts';

/** The ids of the islands' words. */
export const islandMessageIds = ids as readonly ShopMessageId[];

/** The islands' words of a whole catalogue. */
export function islandWords(catalogue: Record<string, unknown>): Partial<ShopMessages> {
  return Object.fromEntries(
    islandMessageIds.map((id) => [id, catalogue[id]]),
  ) as Partial<ShopMessages>;
}

/** The islands' words in `locale`, as their own chunk. */
export async function loadIslandWords(locale: Locale): Promise<ShopMessages> {
  const words =
    locale === 'ur' ? await import('./catalogues/ur.ts') : await import('./catalogues/en.ts');
  // Only the islands' ids: an island formats no other (messages.json).
  return words.default as ShopMessages;
}

/** The language suggestion's words in `locale` (LanguageSuggestion.tsx), as their own small chunk. */
export async function loadSuggestionWords(locale: Locale): Promise<Partial<ShopMessages>> {
  return (await import('./catalogues/suggestion.ts')).default[locale];
}
