/**
 * The shopper's language in the gateway (DESIGN.md "Languages"): the schema's `Locale` enum, the
 * api's `?lang=`, and which language each product record the api sent is written in, so a field
 * asked in another language is read in that one (through the per-request loader of it).
 */
import type { Locale } from './__generated__/resolvers-types.ts';
import type { Loaders } from './loaders.ts';
import type { BundleItemRecord, ProductRecord } from './rest/types.ts';

/** The api's `lang` values. */
export type RestLanguage = 'en' | 'ur';

const restLanguageByLocale: Record<Locale, RestLanguage> = { EN: 'en', UR: 'ur' };

/** The api's `lang` for a schema `Locale` (absent: English). */
export const toRestLanguage = (locale: Locale | null | undefined): RestLanguage =>
  restLanguageByLocale[locale ?? 'EN'];

/** The records read in another language than English; every other record is English. */
const languageOfRecord = new WeakMap<object, RestLanguage>();

/** Marks records (and their bundles' items) as read in `lang`; English needs no mark. */
export function markLanguage<Records extends readonly ProductRecord[]>(
  records: Records,
  lang: RestLanguage,
): Records {
  if (lang === 'en') return records;
  for (const record of records) {
    languageOfRecord.set(record, lang);
    for (const item of record.bundleContents ?? []) languageOfRecord.set(item, lang);
  }
  return records;
}

/** The language a record was read in. */
export const languageOf = (record: ProductRecord | BundleItemRecord): RestLanguage =>
  languageOfRecord.get(record) ?? 'en';

/**
 * `product` as read in `locale`: itself when read in that language, else the same product read
 * through the request's loader of that language (one batched call for a whole page), or itself
 * when it has left the catalogue meanwhile.
 */
export async function productIn(
  product: ProductRecord,
  locale: Locale | null | undefined,
  loaders: Loaders,
): Promise<ProductRecord> {
  const lang = toRestLanguage(locale);
  if (languageOf(product) === lang) return product;
  return (await loaders.productByIdIn(lang).load(product.id)) ?? product;
}
