/**
 * The web server's small page of its own, for what never reaches React (an unreadable address, a
 * refusal, a missing back-office file), in the request's language: its words from the shop's
 * catalogues (messages.ts), `<html lang dir>` and the way home in that language. The callers
 * pass fixed text only, never shopper input.
 */
import { defaultLocale, direction, localizedPath, type Locale } from '../src/i18n/locales.ts';
import type { ShopMessageId } from '../src/i18n/catalogues.ts';
import { serverMessage, shopName } from './messages.ts';

/** Options for {@link plainPage}. */
export interface PlainPageOptions {
  /** Which site's title it carries. @default 'Bloom' (shop.config.json's name) */
  site?: string;
  /** Offer the way to the shop's home page. @default true */
  homeLink?: boolean;
  /** The page's language: its `<html lang dir>`, title pattern and home link. @default 'en' */
  locale?: Locale;
}

/** Escapes catalogue text for HTML (it holds none of these today; a translation might). */
const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A complete, `noindex` HTML page with a heading and one sentence, in `locale`. */
export function plainPage(
  title: string,
  text: string,
  { site = shopName, homeLink = true, locale = defaultLocale }: PlainPageOptions = {},
): string {
  const home = homeLink
    ? `<p><a href="${localizedPath('/', locale)}">${escapeHtml(serverMessage(locale, 'shop.notFound.home'))}</a></p>`
    : '';
  const documentTitle = serverMessage(locale, 'shop.pageTitle', { page: title, shopName: site });
  return `<!doctype html><html lang="${locale}" dir="${direction(locale)}"><head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><meta name="robots" content="noindex" /><title>${escapeHtml(documentTitle)}</title></head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>${home}</main></body></html>`;
}

/** The shop's plain pages: each a title and a sentence of the catalogue. */
const shopPages = {
  /** An unknown path, a method a page does not take (404/405). */
  notFound: ['shop.notFound.title', 'shop.notFound.text'],
  /** An address the router cannot decode (400). */
  badAddress: ['shop.server.badAddress.title', 'shop.server.badAddress.text'],
  /** Any other 4xx a page request ends in. */
  badRequest: ['shop.server.badRequest.title', 'shop.server.badRequest.text'],
  /** A page that failed on the server's side (5xx). */
  error: ['shop.server.error.title', 'shop.server.error.text'],
  /** Too many expensive pages from one address (429, rate-limit.ts). */
  slowDown: ['shop.server.slowDown.title', 'shop.server.slowDown.text'],
} as const satisfies Record<string, readonly [ShopMessageId, ShopMessageId]>;

/** Which of the shop's plain pages. */
export type ShopPlainPage = keyof typeof shopPages;

/** The shop's plain page `page` in `locale`: its title and sentence from the catalogue. */
export function shopPlainPage(page: ShopPlainPage, locale: Locale): string {
  const [title, text] = shopPages[page];
  return plainPage(serverMessage(locale, title), serverMessage(locale, text), { locale });
}
