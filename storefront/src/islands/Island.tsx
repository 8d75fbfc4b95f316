/**
 * Islands (issue 32 §2 spike, opt-in: STOREFRONT_ISLANDS=1 at build and at run time). The server
 * renders the whole page as always; where islands are on (a guest's product page), each
 * interactive part is wrapped in an element that names it and carries its props, so the islands
 * entry (src/render/islands.tsx) hydrates that part alone, with its own root, instead of the
 * whole page. Off (the default, and every render of the full entry), `Island` renders its
 * children alone: the shipped HTML does not change.
 */
import { createContext, useContext, type ReactNode } from 'react';

/** Whether this render marks its islands: only the server's, for the islands entry. */
export const IslandsContext = createContext(false);

/** The attribute naming an island's component (islands.tsx looks them up by it). */
export const ISLAND_ATTRIBUTE = 'data-island';

/** Props of {@link Island}. */
export interface IslandProps {
  /** The component the islands entry hydrates here (a key of its registry). */
  name: string;
  /** That component's props: plain, serialisable, written into the page as JSON. */
  props: object;
  /** What the server renders: the same markup the island's component renders. */
  children: ReactNode;
}

/**
 * One interactive part of a server-rendered page. `display: contents`, so the wrapper takes no
 * box and the layout is the same with or without it.
 */
export function Island({ name, props, children }: IslandProps) {
  if (!useContext(IslandsContext)) return children;
  return (
    <div data-island={name} data-props={JSON.stringify(props)} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}

/** Whether this render marks its islands (a part whose ids come from `useId` fixes them then). */
export function useIslands(): boolean {
  return useContext(IslandsContext);
}
