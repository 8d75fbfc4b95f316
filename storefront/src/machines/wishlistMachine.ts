/**
 * The wishlist (DESIGN.md, Discovery): the products a shopper keeps for later, newest first.
 * A guest's list lives in this browser under the `wishlist` key; a member's on the server. At
 * login a guest's list is merged into the member's (nothing lost, no duplicates) and only then
 * forgotten here; if the merge fails, the list stays saved for the next login.
 *
 * States: `unread` (the server render, until the saved list is read after hydration), `guest`,
 * `merging` (a guest's list going to the server at login), `loading` (a member's list), `member`.
 * A member's heart changes at once and is put back if the server refuses.
 */
import {
  assertEvent,
  assign,
  fromCallback,
  fromPromise,
  setup,
  spawnChild,
  type ActorRefFrom,
} from 'xstate';
import { WISHLIST_LIMIT, saveWishlist, type WishlistEvent } from './wishlistStorage.ts';

export {
  WISHLIST_LIMIT,
  WISHLIST_STORAGE_KEY,
  loadWishlist,
  parseStoredWishlist,
  type WishlistEvent,
} from './wishlistStorage.ts';

/** `ids` with `id` added (as the newest) or taken out. */
function toggled(ids: readonly string[], id: string, wanted: boolean): string[] {
  const without = ids.filter((other) => other !== id);
  return wanted ? [id, ...without].slice(0, WISHLIST_LIMIT) : without;
}

/** The wishlist; its network actors are provided by the app (or a test). */
export const wishlistMachine = setup({
  types: {
    context: {} as { ids: string[] },
    events: {} as WishlistEvent,
  },
  actors: {
    /** Merges a guest's list into the member's; answers with the member's whole list. */
    merge: fromPromise<string[], { ids: string[] }>(() => {
      throw new Error('wishlistMachine: provide the merge actor');
    }),
    /** The member's list. */
    load: fromPromise<string[]>(() => {
      throw new Error('wishlistMachine: provide the load actor');
    }),
    /** Saves one change of a member's list; reports a refusal back. */
    save: fromCallback<WishlistEvent, { id: string; wanted: boolean }>(() => {
      throw new Error('wishlistMachine: provide the save actor');
    }),
  },
  actions: {
    restore: assign(({ event }) => {
      assertEvent(event, ['wishlist.restore', 'wishlist.replace']);
      return { ids: event.ids };
    }),
    toggle: assign(({ context, event }) => {
      assertEvent(event, 'wishlist.toggle');
      return { ids: toggled(context.ids, event.id, !context.ids.includes(event.id)) };
    }),
    undo: assign(({ context, event }) => {
      assertEvent(event, 'wishlist.refused');
      return { ids: toggled(context.ids, event.id, !event.wanted) };
    }),
    persist: ({ context }) => saveWishlist(context.ids),
    forgetSaved: () => saveWishlist([]),
    empty: assign({ ids: () => [] }),
    /** A failure the shopper should hear about; the app provides how. */
    report: (_, _params: { error: unknown }) => undefined,
  },
  guards: {
    hasSaved: ({ context }) => context.ids.length > 0,
  },
}).createMachine({
  id: 'wishlist',
  context: { ids: [] },
  initial: 'unread',
  states: {
    unread: {
      on: {
        'wishlist.restore': { target: 'guest', actions: 'restore' },
        'session.member': 'loading',
      },
    },
    guest: {
      on: {
        'wishlist.toggle': { actions: ['toggle', 'persist'] },
        'wishlist.replace': { actions: 'restore' },
        'session.member': [{ guard: 'hasSaved', target: 'merging' }, { target: 'loading' }],
      },
    },
    merging: {
      invoke: {
        src: 'merge',
        input: ({ context }) => ({ ids: context.ids }),
        onDone: {
          target: 'member',
          actions: [assign({ ids: ({ event }) => event.output }), 'forgetSaved'],
        },
        // Kept in this browser for the next login; the member's own list still shows.
        onError: {
          target: 'loading',
          actions: { type: 'report', params: ({ event }) => ({ error: event.error }) },
        },
      },
      on: { 'session.guest': { target: 'guest' } },
    },
    loading: {
      invoke: {
        src: 'load',
        onDone: { target: 'member', actions: assign({ ids: ({ event }) => event.output }) },
        onError: {
          target: 'member',
          actions: { type: 'report', params: ({ event }) => ({ error: event.error }) },
        },
      },
      on: { 'session.guest': { target: 'guest', actions: 'empty' } },
    },
    member: {
      on: {
        'wishlist.toggle': {
          actions: [
            'toggle',
            // After the toggle: `wanted` is whether the product is on the list now.
            spawnChild('save', {
              input: ({ context, event }) => {
                assertEvent(event, 'wishlist.toggle');
                return { id: event.id, wanted: context.ids.includes(event.id) };
              },
            }),
          ],
        },
        'wishlist.refused': {
          actions: ['undo', { type: 'report', params: ({ event }) => ({ error: event.error }) }],
        },
        // A member's list is theirs alone: a guest on this browser starts empty.
        'session.guest': { target: 'guest', actions: 'empty' },
      },
    },
  },
});

/** A running wishlist. */
export type WishlistActor = ActorRefFrom<typeof wishlistMachine>;
