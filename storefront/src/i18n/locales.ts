/**
 * The shop's languages and where each lives in the address: English at today's paths (the
 * default), Urdu under `/ur` (DESIGN.md "Languages"). Pure functions, the same on the server and
 * in the browser.
 */

/** A language of the shop: English (default) or Urdu. The same union as @bloom/ui's `Locale`. */
export type Locale = 'en' | 'ur';

/** Every language of the shop, the default first. */
export const locales: readonly Locale[] = ['en', 'ur'];

/** The language of an address without a language prefix. */
export const defaultLocale: Locale = 'en';

/** Whether `value` names one of the shop's languages (`'ur'`, not `'UR'` or `'fr'`). */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** The writing direction of a language, for `<html dir>` and Radix's Direction.Provider. */
export function direction(locale: Locale): 'ltr' | 'rtl' {
  return locale === 'ur' ? 'rtl' : 'ltr';
}

/** An address split into its language and the page's own path. */
export interface LocalizedPath {
  /** The address's language: `ur` under `/ur`, English otherwise. */
  locale: Locale;
  /** The path without the language prefix, always starting with `/` (`/products`, `/`). */
  path: string;
}

/**
 * The language of a pathname and the page's own path: `/ur/products` is Urdu `/products`, `/ur`
 * and `/ur/` are Urdu `/`; everything else is English as it stands (`/urx`, `/products`).
 *
 * Only the shop's own prefixes are languages: `/fr/products` is the English path `/fr/products`
 * here. That such an address answers 404 (the "an unknown language prefix is a 404") is
 * routing's decision, taken next to the routes: today it is a 404 anyway, since no English
 * route starts with a two-letter segment.
 */
export function localeOfPath(pathname: string): LocalizedPath {
  for (const locale of locales) {
    if (locale === defaultLocale) continue;
    const prefix = `/${locale}`;
    if (pathname === prefix) return { locale, path: '/' };
    if (pathname.startsWith(`${prefix}/`)) return { locale, path: pathname.slice(prefix.length) };
  }
  return { locale: defaultLocale, path: pathname };
}

/**
 * The address of `path` (a path of the English site, with any query and hash) in `locale`:
 * `/products?category=Skincare` in Urdu is `/ur/products?category=Skincare`, `/` is `/ur`.
 * English paths stay as they are.
 */
export function localizedPath(path: string, locale: Locale): string {
  if (locale === defaultLocale) return path;
  const prefix = `/${locale}`;
  // The home page is `/ur`, not `/ur/`, with its query or hash kept.
  if (path === '/' || path.startsWith('/?') || path.startsWith('/#')) {
    return `${prefix}${path.slice(1)}`;
  }
  return `${prefix}${path}`;
}

/**
 * The router's basename for a language: none for English (today's paths), `/ur` for Urdu, so
 * the routes and links inside are the same paths in both (routes.tsx).
 */
export function routerBasename(locale: Locale): string | undefined {
  return locale === defaultLocale ? undefined : `/${locale}`;
}
