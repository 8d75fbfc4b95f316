/**
 * The shop's languages and the `?lang=` parameter (DESIGN.md "Languages"), apart from the
 * database code so the catalogue file's schema (read by e2e too) can name them.
 */
import { z } from 'zod';

/** The shop's languages: English (the default, today's paths) and Urdu. */
export const languages = ['en', 'ur'] as const;

/** One of the shop's languages. */
export type Language = (typeof languages)[number];

/** The languages a translation may be stored in: every one but English, which products hold. */
export const translatedLanguages = ['ur'] as const;

/** A language a translation is stored in. */
export type TranslatedLanguage = (typeof translatedLanguages)[number];

/** `?lang=`: left out, English; any other value than en or ur is refused with a sentence. */
export const langParam = z
  .enum(languages, { error: 'must be en (English, the default) or ur (Urdu).' })
  .default('en')
  .describe('The language of names and descriptions: en (the default) or ur (Urdu).');

/** The query string of a catalogue read whose body carries the rest. */
export const langQuery = z.object({ lang: langParam });
