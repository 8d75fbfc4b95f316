/**
 * The words an island may use: the shop's (messages.json: every `shop.*` id in the code the
 * islands' build holds, on their first load or on demand) and @bloom/ui's (ui-messages.json:
 * every `ui.*` id in the library's components that build holds); server/first-load.test.ts fails
 * when one is missing. A page in islands loads these, in its language, as one chunk (~1.5 KB
 * gzip) instead of the two whole catalogues (~9 KB and ~2.2 KB).
 */
import type { ShopMessageId, ShopMessages } from '../i18n/catalogues.ts';
import ids from './messages.json';
import uiIds from './ui-messages.json';
import type { Locale } from '../i18n/locales.ts';

/** The ids of the islands' words: the shop's, then @bloom/ui's. */
export const islandMessageIds = ids as readonly ShopMessageId[];
export const islandUiMessageIds = uiIds as readonly `ui.${string}`[];

/** The islands' words of the shop's whole catalogue and of @bloom/ui's, in one language. */
export function islandWords(
  catalogue: Record<string, unknown>,
  uiCatalogue: Record<string, unknown>,
): Partial<ShopMessages> {
  return Object.fromEntries([
    ...islandUiMessageIds.map((id) => [id, uiCatalogue[id]]),
    ...islandMessageIds.map((id) => [id, catalogue[id]]),
  ]) as Partial<ShopMessages>;
}

/** The islands' words in `locale` (the shop's and @bloom/ui's), as their own chunk. */
export async function loadIslandWords(locale: Locale): Promise<ShopMessages> {
  const words =
    locale === 'ur' ? await import('./catalogues/ur.ts') : await import('./catalogues/en.ts');
  // Only the islands' ids: an island formats no other (messages.json, ui-messages.json).
  return words.default as ShopMessages;
}

/** The language suggestion's words in `locale` (LanguageSuggestion.tsx), as their own small chunk. */
export async function loadSuggestionWords(locale: Locale): Promise<Partial<ShopMessages>> {
  return (await import('./catalogues/suggestion.ts')).default[locale];
}
