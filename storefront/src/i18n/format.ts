/**
 * Prices and dates as the shop writes them, in either language. Prices are never part of a
 * message's text: a message takes the formatted price as an argument (`{amount}`).
 */
import type { IntlShape } from 'react-intl';
import { formatPrice as formatRupees } from '@bloom/ui';
import { shop } from '../shop.ts';
import type { Locale } from './locales.ts';

/** An intl (its `locale` is read) or a language. */
export type LocaleSource = Pick<IntlShape, 'locale'> | Locale;

const localeOf = (source: LocaleSource): Locale =>
  typeof source === 'string' ? source : source.locale === 'ur' ? 'ur' : 'en';

/**
 * A price in rupees as the shop writes it in either language: "Rs. 1,450.00" (the currency
 * sign from shop.config.json). The text is the same in both languages on purpose (DESIGN.md
 * "Languages"); inside Urdu text it must be isolated, or the bidirectional algorithm moves
 * "Rs." and the digits around: shown on its own it goes in `<bdi>` (@bloom/ui's `<Price>` is to
 * render one; today it does not), and a message that takes a price as an argument gets it as
 * `<bdi>{formatted}</bdi>` from the component.
 */
export function formatPrice(_source: LocaleSource, amountInRupees: number): string {
  // @bloom/ui's formatter, the one its <Price> uses: Latin digits, grouped as Pakistan groups
  // (1,45,000.00), two decimals. ICU's ur-PK currency format ("Rs 1,450") drops the decimals.
  return formatRupees(amountInRupees, shop.currency);
}

/** How long a date is written: "21 Nov 2026" (medium) or "21 November 2026" (long). */
export type DateLength = 'medium' | 'long';

// Built once per language and length. English is en-GB ("21 Nov 2026", as formatShopDate in
// shop.ts writes it today); Urdu is ur-PK ("21 نومبر، 2026"), Latin digits like the prices.
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(locale: Locale, length: DateLength): Intl.DateTimeFormat {
  const key = `${locale}:${length}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'ur' ? 'ur-PK' : 'en-GB', {
      dateStyle: length,
      timeZone: shop.timeZone,
      numberingSystem: 'latn',
    });
    dateFormats.set(key, format);
  }
  return format;
}

/**
 * A date in the shop's time zone (shop.config.json), the same on the server and in every
 * shopper's browser so a server-rendered date hydrates unchanged: "21 Nov 2026" in English,
 * "21 نومبر، 2026" in Urdu.
 */
export function formatDate(
  source: LocaleSource,
  date: Date,
  length: DateLength = 'medium',
): string {
  return dateFormat(localeOf(source), length).format(date);
}
