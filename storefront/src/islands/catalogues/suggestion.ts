/**
 * The language suggestion's words in both languages (i18n/LanguageSuggestion.tsx): the banner on
 * a page in islands speaks the other language and needs these four of its words, not all of that
 * language's islands' words (~1.5 KB gzip). The islands' build writes only the ids this file
 * names (vite.config.ts, islandCatalogues); anywhere else this picks them from the catalogues.
 */
import en from '../../i18n/compiled/en.json';
import ur from '../../i18n/compiled/ur.json';
import type { ShopMessages } from '../../i18n/catalogues.ts';
import type { Locale } from '../../i18n/locales.ts';

const ids = [
  'shop.language.suggestion.action',
  'shop.language.suggestion.dismiss',
  'shop.language.suggestion.label',
  'shop.language.suggestion.text',
] as const;

const pick = (catalogue: Record<string, unknown>) =>
  Object.fromEntries(ids.map((id) => [id, catalogue[id]])) as Partial<ShopMessages>;

export default { en: pick(en), ur: pick(ur) } satisfies Record<Locale, Partial<ShopMessages>>;
