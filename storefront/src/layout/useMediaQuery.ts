import { useSyncExternalStore } from 'react';

/**
 * Whether a media query matches now, updated as the window changes. The header uses it where
 * SPEC.md §2 asks for behaviour, not only looks, at a width (the account dropdown is not even
 * rendered below 427 px; the menu panel closes itself above 1024 px).
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** SPEC.md §9: the menu collapses into the slide-in panel at 1024 px and below. */
export const WIDE_MENU_QUERY = '(min-width: 1025px)';

/** SPEC.md §9: the account dropdown (or the guest's login icon) shows above 426 px. */
export const ACCOUNT_MENU_QUERY = '(min-width: 427px)';
