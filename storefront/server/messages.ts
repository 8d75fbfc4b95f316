/**
 * The shop's words the web server says itself, outside React: its plain pages (404, 400, 429,
 * 5xx) and the sentences of the refusals it answers for the gateway. They come from the same
 * compiled catalogues as the pages' (src/i18n/compiled, `npm run i18n:compile`), in the
 * request's language.
 *
 * The catalogues are read as JSON modules, beside this file's own path: `npm run build:server`
 * transpiles storefront/server only, and the image copies every workspace's non-TypeScript
 * files (the compiled catalogues and shop.config.json among them) to the same paths as the
 * transpiled servers (Dockerfile), so `../src/i18n/compiled/en.json` is there in both.
 *
 * Formatted by intl-messageformat (react-intl's own formatter), not react-intl: importing React
 * here, before main.ts settles NODE_ENV, would load React's development JSX runtime beside the
 * production renderer, and every page would fail.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { IntlMessageFormat } from 'intl-messageformat';
import en from '../src/i18n/compiled/en.json' with { type: 'json' };
import ur from '../src/i18n/compiled/ur.json' with { type: 'json' };
import shopConfig from '../../shop.config.json' with { type: 'json' };
import { defaultLocale, localeOfPath, type Locale } from '../src/i18n/locales.ts';
import type { ShopMessageId } from '../src/i18n/catalogues.ts';

/** A compiled message: its AST, as intl-messageformat takes it. */
type CompiledMessage = Exclude<ConstructorParameters<typeof IntlMessageFormat>[0], string>;

/** The compiled catalogue of each language: every id, its message as an AST. */
const catalogues: Record<Locale, Record<string, CompiledMessage>> = {
  en: en as Record<string, CompiledMessage>,
  ur: ur as Record<string, CompiledMessage>,
};

/** Each message's formatter, made once per language and id: they hold no per-request state. */
const formatters = new Map<string, IntlMessageFormat>();

function formatter(locale: Locale, id: ShopMessageId): IntlMessageFormat {
  const key = `${locale}:${id}`;
  let made = formatters.get(key);
  if (!made) {
    // A message missing from a language falls back to English, as react-intl does on pages.
    const message = catalogues[locale][id] ?? catalogues[defaultLocale][id] ?? [];
    made = new IntlMessageFormat(message, locale);
    formatters.set(key, made);
  }
  return made;
}

/** The shop's name, as titles carry it ("Page not found - Bloom"). */
export const shopName = shopConfig.name;

/**
 * One of the shop's messages in `locale`, as text. The server's messages are plain sentences; a
 * message with arguments gets them in `values`.
 */
export function serverMessage(
  locale: Locale,
  id: ShopMessageId,
  values?: Record<string, string | number>,
): string {
  // Plain values give plain text (only rich-text tags would give parts).
  return String(formatter(locale, id).format(values));
}

/** What {@link requestLocale} reads of a request: its address and its headers. */
export interface LocatedRequest {
  /** The address as sent: path and query. */
  url: string;
  headers: IncomingHttpHeaders;
}

/**
 * The language to answer a request in: its address's (`/ur/...` is Urdu, DESIGN.md
 * "Languages"). A GraphQL call has no language in its address, and its sentence ends up in a
 * toast on the page that made it: that page's language, which the browser names in `Referer`
 * (the whole address on the shop's own origin, security.ts's Referrer-Policy).
 */
export function requestLocale({ url, headers }: LocatedRequest): Locale {
  const path = url.split('?', 1)[0] ?? '/';
  if (path !== '/graphql' && !path.startsWith('/graphql/')) return localeOfPath(path).locale;
  const referer = headers.referer;
  if (!referer || !URL.canParse(referer)) return defaultLocale;
  return localeOfPath(new URL(referer).pathname).locale;
}
