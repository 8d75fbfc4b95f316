/**
 * Turns on the whole stylesheet, which the server writes `media="print"` so it is fetched
 * without holding the paint (storefront/server/assets.ts; the inlined critical CSS styles the
 * first paint). A module rather than an `onload` attribute: the shop's CSP runs no inline
 * script. Imported first by boot.ts, so it runs before the shop's code.
 */
for (const link of document.querySelectorAll<HTMLLinkElement>('link[data-deferred-stylesheet]')) {
  link.media = 'all';
}
