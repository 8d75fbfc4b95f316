/**
 * The `<head>` tags of a server-rendered page, from what the page asked for (PageTitle):
 * title, description, robots, canonical link, Open Graph and Twitter tags (absolute URLs on the
 * shop's public address), the page's addresses in each language (hreflang) and JSON-LD. Every value
 * is escaped; JSON-LD cannot close its script.
 */
import type { IntlShape } from 'react-intl';
import { pageTitle, shop } from '../shop.ts';
import { defaultLocale, isLocale, localizedPath, locales, type Locale } from '../i18n/locales.ts';
import type { PageHead } from './ServerRender.tsx';
import type { PreloadImage } from './preloadImage.ts';
import { shopTagline } from '../i18n/tagline.ts';

/** Escapes text for an HTML attribute or element. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** JSON for a script element: `<` escaped, so `</script>` inside a value stays text. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Makes `path` absolute on `publicUrl` (an absolute URL stays as it is). */
export function absoluteUrl(publicUrl: string, path: string): string {
  return new URL(path, `${publicUrl.replace(/\/+$/, '')}/`).toString();
}

/**
 * The preload of the page's largest photo, fetched first: its one address, or its variants as
 * the `<img>` (or `<picture>`'s AVIF `<source>`) chooses from them (preloadImage.ts).
 */
export function imagePreloadTag(image: PreloadImage): string {
  const attributes = [
    image.srcSet ? '' : `href="${escapeHtml(image.href ?? '')}"`,
    image.srcSet ? `imagesrcset="${escapeHtml(image.srcSet)}"` : '',
    image.srcSet && image.sizes ? `imagesizes="${escapeHtml(image.sizes)}"` : '',
    image.type ? `type="${escapeHtml(image.type)}"` : '',
  ];
  return `<link rel="preload" as="image" ${attributes.filter(Boolean).join(' ')} fetchpriority="high" />`;
}

/**
 * The head tags for `head` on a page at `pathname` (the page's own path, without the language
 * prefix) in the language of `intl`, the request's: the title ("<page> - Bloom") and the default
 * description (the shop's tagline) are its words. The canonical link is the page in its own
 * language; every language's version and `x-default` (English, today's paths) are linked as
 * absolute hreflang alternates.
 */
export function headHtml(
  head: PageHead,
  pathname: string,
  publicUrl: string,
  intl: IntlShape,
): string {
  const locale: Locale = isLocale(intl.locale) ? intl.locale : defaultLocale;
  const url = (path: string) => absoluteUrl(publicUrl, path);
  const title = pageTitle(head.title, intl);
  const description = head.description ?? shopTagline(intl);
  const pagePath = head.canonicalPath ?? pathname;
  const canonical = url(localizedPath(pagePath, locale));
  const alternate = (hreflang: string, language: Locale) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(url(localizedPath(pagePath, language)))}" />`;
  const image = url(head.image ?? '/og-image.png');
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    head.noindex ? meta('name', 'robots', 'noindex') : '',
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    // A page kept out of search results has no other-language versions to offer either.
    ...(head.noindex
      ? []
      : [
          ...locales.map((language) => alternate(language, language)),
          alternate('x-default', defaultLocale),
        ]),
    head.preloadImage ? imagePreloadTag(head.preloadImage) : '',
    meta('property', 'og:site_name', shop.name),
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:image', image),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    ...(head.jsonLd?.(url) ?? []).map(
      (data) =>
        `<script type="application/ld+json">${scriptJson({ ...data, inLanguage: locale })}</script>`,
    ),
  ];
  return tags.filter(Boolean).join('\n    ');
}
