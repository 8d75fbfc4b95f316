/**
 * The browser's first script (index.html; DESIGN.md, Storefront: the first paint). The server's
 * HTML arrives complete, styled by its inlined critical CSS: it is painted first, and only then
 * is the whole stylesheet turned on and the shop's code (entry-client.tsx, whose chunk the head
 * already preloads) run to hydrate it. Run at once, a hundred-odd KB of JavaScript would hold
 * that first paint wherever it arrives as fast as the HTML.
 */

/**
 * Turns on the whole stylesheet, which the server writes `media="print"` (fetched without
 * holding the paint; storefront/server/assets.ts). Here rather than in an `onload` attribute:
 * the shop's CSP runs no inline script.
 */
function enableDeferredStylesheets(): void {
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[data-deferred-stylesheet]')) {
    link.media = 'all';
  }
}

let started = false;
function start(): void {
  if (started) return;
  started = true;
  enableDeferredStylesheets();
  void import('../entry-client.tsx');
}

// A frame's callback runs before that frame is painted; a task queued from it, after.
requestAnimationFrame(() => setTimeout(start));
// A tab opened in the background paints no frames until it is shown: it starts at once.
if (document.visibilityState === 'hidden') start();
