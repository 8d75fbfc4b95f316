/**
 * The wishlist at the React boundary: one wishlist machine for the app with its network actors
 * (Apollo), fed with what this browser saved (after hydration), other tabs' changes (the
 * `storage` event) and the session (member or guest), and offered through hooks that each
 * re-render only for what they read: `useWishlistIds()` (the list, for /wishlist),
 * `useWishlistCount()` (the header's count), `useWishlistHas(id)` (one heart) and
 * `useWishlistToggle()` (never re-renders for a change of the list).
 *
 * The saved list is read after the first render, not during it: the server cannot see this
 * browser's storage, so the first render in the browser must match its empty list. Hearts stay
 * unpressed until then; `useWishlistReady()` tells a page when the real list is there.
 *
 * A guest's saved list needs no machine to be shown: the machine's code and its network side
 * (wishlistActor.ts) load with the first heart pressed, or when a member's list must be fetched
 * or merged (deferredActor.ts).
 */
import { createContext, use, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import type { SnapshotFrom } from 'xstate';
import { useSessionSelector } from '../session/session.tsx';
import { useHydrated } from '../render/useHydrated.ts';
import { followStorage } from '../render/followStorage.ts';
import {
  deferredActor,
  useDeferredSelector,
  type DeferredActor,
} from '../machines/deferredActor.ts';
import type { WishlistActor } from '../machines/wishlistMachine.ts';
import type { SentenceIntl } from '../machines/sentences.ts';
import {
  WISHLIST_STORAGE_KEY,
  loadWishlist,
  parseStoredWishlist,
  type WishlistEvent,
} from '../machines/wishlistStorage.ts';

/** What the wishlist holds, as the hooks read it. */
export interface WishlistState {
  /** The products' ids, newest first. */
  ids: string[];
  /**
   * False until the list is known: this browser's saved list read (a guest), or the member's
   * fetched (never on the server).
   */
  ready: boolean;
}

/** What can be done to the wishlist. */
export interface WishlistActions {
  /** Puts a product on the list, or takes it off if it is there. */
  toggle(id: string): void;
}

export type DeferredWishlist = DeferredActor<WishlistActor, WishlistState>;

const WishlistContext = createContext<DeferredWishlist | null>(null);

/** Props of {@link WishlistProvider}. */
export interface WishlistProviderProps {
  /** The app. */
  children: ReactNode;
}

/** The wishlist as the server renders it: not read yet. */
const unreadWishlist: WishlistState = { ids: [], ready: false };

function wishlistStateOf(snapshot: SnapshotFrom<WishlistActor>): WishlistState {
  return {
    ids: snapshot.context.ids,
    ready: snapshot.matches('guest') || snapshot.matches('member'),
  };
}

/**
 * The wishlist before its machine runs, which can only be a guest's: the saved list taken in as
 * the machine's `unread` and `guest` states take it (a ready list is the `guest` state).
 */
function previewWishlist(list: WishlistState, event: WishlistEvent): WishlistState | undefined {
  switch (event.type) {
    case 'wishlist.restore':
      return list.ready ? list : { ids: event.ids, ready: true };
    case 'wishlist.replace':
      return list.ready ? { ids: event.ids, ready: true } : list;
    case 'session.guest':
      return list;
    default:
      return undefined;
  }
}

/**
 * The wishlist's store: the wishlist machine with its network side (the client from
 * `getClient`, asked only for a member's list), started by the first change. One per page: the
 * whole app's WishlistProvider makes its own, and a page hydrated in islands shares one between
 * its islands ({@link WishlistStore}). `intl` is the page's, for the toast of a failed change.
 */
export function createWishlistStore(
  getClient: () => Promise<ApolloClient>,
  intl?: SentenceIntl,
): DeferredWishlist {
  return deferredActor<WishlistActor, WishlistState>({
    initial: unreadWishlist,
    preview: previewWishlist,
    viewOf: wishlistStateOf,
    start: async () => (await import('./wishlistActor.ts')).startWishlist(getClient, intl),
  });
}

/**
 * Reads this browser's saved list into `wishlist` (a guest's hearts, or a list a failed merge
 * kept) and follows other tabs' changes; returns what stops following them. In the browser,
 * after the first render.
 */
export function connectWishlist(wishlist: DeferredWishlist): () => void {
  wishlist.send({ type: 'wishlist.restore', ids: loadWishlist() });
  return followStorage(WISHLIST_STORAGE_KEY, (value) =>
    wishlist.send({ type: 'wishlist.replace', ids: parseStoredWishlist(value) }),
  );
}

/** Runs the wishlist for everything below it. Needs Apollo and the session above it. */
export function WishlistProvider({ children }: WishlistProviderProps) {
  const client = useApolloClient();
  const intl = useIntl();
  const [wishlist] = useState(() => createWishlistStore(() => Promise.resolve(client), intl));
  const status = useSessionSelector((session) => session.status);

  // First what this browser saved, then who is logged in: a member with a saved list merges it,
  // one without loads theirs.
  useEffect(() => connectWishlist(wishlist), [wishlist]);

  useEffect(() => {
    if (status === 'member') wishlist.send({ type: 'session.member' });
    else if (status === 'guest') wishlist.send({ type: 'session.guest' });
  }, [wishlist, status]);

  return <WishlistContext value={wishlist}>{children}</WishlistContext>;
}

/** Props of {@link WishlistStore}. */
export interface WishlistStoreProps {
  /** The page's wishlist store ({@link createWishlistStore}). */
  store: DeferredWishlist;
  /** What reads it. */
  children: ReactNode;
}

/** Offers a wishlist store made elsewhere (an island's share of the page's) to what is below. */
export function WishlistStore({ store, children }: WishlistStoreProps) {
  return <WishlistContext value={store}>{children}</WishlistContext>;
}

function useWishlistActor(): DeferredWishlist {
  const wishlist = use(WishlistContext);
  if (!wishlist) throw new Error('the wishlist hooks need a <WishlistProvider> above them');
  return wishlist;
}

/**
 * One thing of the wishlist, e.g. `useWishlistSelector((list) => list.ids.length)`: the
 * component re-renders only when what `select` returns changes (`===`).
 */
export function useWishlistSelector<T>(select: (wishlist: WishlistState) => T): T {
  const hydrated = useHydrated();
  return useDeferredSelector(
    useWishlistActor(),
    (wishlist) => select(hydrated ? wishlist : unreadWishlist),
    unreadWishlist,
  );
}

/**
 * The ids on the wishlist, newest first; re-renders when the list changes. The page that lists
 * them (/wishlist) is where the list changes, so it starts the machine as it opens.
 */
export function useWishlistIds(): string[] {
  const wishlist = useWishlistActor();
  useEffect(() => {
    wishlist.actor().catch(() => undefined);
  }, [wishlist]);
  return useWishlistSelector((list) => list.ids);
}

/** How many products are on the wishlist (the header's count); re-renders when it changes. */
export function useWishlistCount(): number {
  return useWishlistSelector((wishlist) => wishlist.ids.length);
}

/** Whether one product is on the wishlist (its heart); re-renders only when that changes. */
export function useWishlistHas(id: string): boolean {
  return useWishlistSelector((wishlist) => wishlist.ids.includes(id));
}

/** Whether the list is known yet (false on the server and until it is read or fetched). */
export function useWishlistReady(): boolean {
  return useWishlistSelector((wishlist) => wishlist.ready);
}

/** What can be done to the wishlist; never re-renders for a change of the list. */
export function useWishlistActions(): WishlistActions {
  const actor = useWishlistActor();
  return useMemo<WishlistActions>(
    () => ({ toggle: (id) => actor.send({ type: 'wishlist.toggle', id }) }),
    [actor],
  );
}

/** Toggles a product on the wishlist: `toggle(id)`. Never re-renders for a change of the list. */
export function useWishlistToggle(): (id: string) => void {
  return useWishlistActions().toggle;
}
