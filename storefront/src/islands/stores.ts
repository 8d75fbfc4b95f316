/**
 * The islands' shared state (islands/Island.tsx): the guest's cart and wishlist as this browser
 * keeps them (`cart` and `wishlist` in localStorage, the full shop's formats, read and written
 * with its own pure functions), one small store each for `useSyncExternalStore`. No Apollo, no
 * XState: an island page is a guest's, whose cart and list live in this browser alone. Another
 * tab's change arrives by the `storage` event.
 */
import {
  CART_STORAGE_KEY,
  cartTotals,
  loadCart,
  parseStoredCart,
  serializeCart,
  type CartItemInput,
  type CartLine,
} from '../machines/cartLines.ts';
import {
  WISHLIST_STORAGE_KEY,
  loadWishlist,
  parseStoredWishlist,
  saveWishlist,
} from '../machines/wishlistStorage.ts';

type Listener = () => void;

/** A value read lazily from storage, with its listeners. */
function createStore<T>(read: () => T) {
  let value: T | undefined;
  const listeners = new Set<Listener>();
  return {
    get: (): T => (value ??= read()),
    set(next: T) {
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export const cartStore = createStore<CartLine[]>(() => loadCart());
export const wishlistStore = createStore<string[]>(() => loadWishlist());

/** The cart's unit count, as the header badge shows it. */
export function cartQuantity(): number {
  return cartTotals(cartStore.get()).totalQuantity;
}

/** One unit more of `item` (a new line at 1), saved as the full shop's cart saves it. */
export function addToCart(item: CartItemInput): void {
  const lines = cartStore.get();
  const next = lines.some((line) => line.id === item.id)
    ? lines.map((line) => (line.id === item.id ? { ...line, quantity: line.quantity + 1 } : line))
    : [...lines, { ...item, quantity: 1 }];
  try {
    localStorage.setItem(CART_STORAGE_KEY, serializeCart(next));
  } catch {
    // Storage blocked: the cart lives in memory for this page.
  }
  cartStore.set(next);
}

/** Saves or forgets product `id` in the guest's wishlist. */
export function toggleWishlist(id: string): void {
  const ids = wishlistStore.get();
  const next = ids.includes(id) ? ids.filter((saved) => saved !== id) : [...ids, id];
  saveWishlist(next);
  wishlistStore.set(next);
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === CART_STORAGE_KEY) cartStore.set(parseStoredCart(event.newValue));
    if (event.key === WISHLIST_STORAGE_KEY) wishlistStore.set(parseStoredWishlist(event.newValue));
  });
}
