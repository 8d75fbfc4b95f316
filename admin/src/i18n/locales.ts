/** The back office's languages: English, and Urdu (right to left). */
import type { Locale as SchemaLocale } from '../__generated__/graphql.ts';

/** A language of the back office, as @bloom/ui and react-intl name it. */
export type AdminLocale = 'en' | 'ur';

/** The language of a staff member's account (the schema's `EN`/`UR`). */
export const localeOfSchema = (locale: SchemaLocale): AdminLocale =>
  locale === 'UR' ? 'ur' : 'en';

/** The schema's name for `locale`. */
export const schemaLocale = (locale: AdminLocale): SchemaLocale => (locale === 'ur' ? 'UR' : 'EN');

/**
 * The language before anyone signs in: Urdu when the browser prefers it to English (its first
 * language of the two), English otherwise.
 */
export function browserLocale(languages: readonly string[] = navigator.languages): AdminLocale {
  for (const language of languages) {
    const primary = language.toLowerCase().split('-')[0];
    if (primary === 'ur') return 'ur';
    if (primary === 'en') return 'en';
  }
  return 'en';
}

/** The `Intl` locale numbers and dates are written in: Pakistan's Urdu, or British English. */
export const intlLocale = (locale: AdminLocale): string => (locale === 'ur' ? 'ur-PK' : 'en-GB');
