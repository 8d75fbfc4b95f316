/**
 * The browser's first script (index.html; DESIGN.md, Storefront: the first paint). The server's
 * HTML arrives complete and styled by its inlined critical CSS (the whole stylesheet follows, linked
 * at the end of the body); this runs the shop's code (entry-client.tsx, whose chunk the head and
 * the 103 hints preload) to hydrate it.
 *
 * A static import, run as soon as the document is parsed, before the `load` event: the
 * earlier React's root exists, the fewer of a shopper's first taps are lost (React replays the
 * clicks it sees before a part has hydrated, but none from before its root was made). Waiting a
 * painted frame before importing the code, as this file once did, let a quick shopper (and the
 * e2e journeys) tick a filter or add to the cart on a page nothing listened to yet.
 */
import '../entry-client.tsx';
