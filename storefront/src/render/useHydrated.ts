import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False while React hydrates the server's HTML, true ever after (and for anything mounted
 * later). What this browser alone knows (the saved cart, a guest's wishlist) must read as the
 * server saw it until then: a Suspense boundary may hydrate after the app's effects have already
 * restored it, and would not match the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
