/**
 * A guest's wishlist as this browser keeps it (the `wishlist` key), and the events the wishlist
 * understands. Apart from the wishlist machine (wishlistMachine.ts) so a page can show a guest's
 * saved hearts before the machine's code loads (wishlist/wishlist.tsx).
 */
/** The key a guest's wishlist lives under in localStorage. */
export const WISHLIST_STORAGE_KEY = 'wishlist';

/** Most products a list keeps (the api keeps as many). */
export const WISHLIST_LIMIT = 200;

/** Events the wishlist understands. */
export type WishlistEvent =
  /** The list this browser saved, read after hydration. */
  | { type: 'wishlist.restore'; ids: string[] }
  /** Another tab saved a change of the guest's list. */
  | { type: 'wishlist.replace'; ids: string[] }
  | { type: 'wishlist.toggle'; id: string }
  /** Someone logged in: their list is on the server. */
  | { type: 'session.member' }
  /** Logged out (or a guest from the start). */
  | { type: 'session.guest' }
  /** The server refused a member's change: the heart goes back. */
  | { type: 'wishlist.refused'; id: string; wanted: boolean; error: unknown };

/** A well-formed list read from storage: ids, each once; anything else is an empty list. */
export function parseStoredWishlist(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    const ids = value.filter((id): id is string => typeof id === 'string' && id.length > 0);
    return [...new Set(ids)].slice(0, WISHLIST_LIMIT);
  } catch {
    return [];
  }
}

/** The guest's list saved in this browser. */
export function loadWishlist(): string[] {
  try {
    return parseStoredWishlist(window.localStorage.getItem(WISHLIST_STORAGE_KEY));
  } catch {
    return [];
  }
}

/** Saves a guest's list in this browser (an empty list is forgotten). */
export function saveWishlist(ids: readonly string[]): void {
  try {
    if (ids.length === 0) window.localStorage.removeItem(WISHLIST_STORAGE_KEY);
    else window.localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify(ids));
  } catch {
    // Storage full or blocked: the list still works for this visit.
  }
}
