import { useSyncExternalStore } from 'react';

/**
 * Whether a media query matches now, updated as the window changes, for behaviour (not looks)
 * at a width. On the server, and while hydrating, it is false.
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
