/**
 * Turns on the whole stylesheet the server wrote as `media="print"` beside the page's inlined
 * critical CSS (storefront/server/assets.ts): fetched without holding the first paint, applied
 * before the page hydrates and opens anything the server did not draw. Loaded by index.html
 * ahead of the entry, as part of the same script: the shop's CSP runs no inline script or
 * `onload` attribute, which the usual version of this trick needs.
 */
for (const link of document.querySelectorAll<HTMLLinkElement>('link[data-deferred-stylesheet]')) {
  link.media = 'all';
}
