import { beforeEach, expect, test } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import {
  WISHLIST_STORAGE_KEY,
  parseStoredWishlist,
  wishlistMachine,
  type WishlistEvent,
} from './wishlistMachine.ts';

/** A fake server: its list, what it was sent, and whether it refuses. */
function fakeServer(initial: string[] = []) {
  const server = {
    ids: [...initial],
    merged: [] as string[][],
    refuse: false,
    reported: [] as unknown[],
  };
  const machine = wishlistMachine.provide({
    actors: {
      merge: fromPromise<string[], { ids: string[] }>(async ({ input }) => {
        if (server.refuse) throw new Error('merge refused');
        server.merged.push(input.ids);
        server.ids = [...input.ids, ...server.ids.filter((id) => !input.ids.includes(id))];
        return server.ids;
      }),
      load: fromPromise<string[]>(async () => server.ids),
      save: fromCallback<WishlistEvent, { id: string; wanted: boolean }>(({ input, sendBack }) => {
        if (server.refuse) {
          sendBack({ type: 'wishlist.refused', ...input, error: new Error('refused') });
          return;
        }
        server.ids = input.wanted
          ? [input.id, ...server.ids]
          : server.ids.filter((id) => id !== input.id);
      }),
    },
    actions: { report: (_, params) => void server.reported.push(params.error) },
  });
  return { server, machine };
}

const stored = () => parseStoredWishlist(localStorage.getItem(WISHLIST_STORAGE_KEY));

beforeEach(() => localStorage.clear());

test('a guest keeps hearts in this browser, newest first, and toggling again takes one off', () => {
  const { machine } = fakeServer();
  const wishlist = createActor(machine).start();
  wishlist.send({ type: 'wishlist.restore', ids: [] });
  wishlist.send({ type: 'wishlist.toggle', id: 'p1' });
  wishlist.send({ type: 'wishlist.toggle', id: 'p2' });
  expect(wishlist.getSnapshot().context.ids).toEqual(['p2', 'p1']);
  expect(stored()).toEqual(['p2', 'p1']);
  wishlist.send({ type: 'wishlist.toggle', id: 'p1' });
  expect(stored()).toEqual(['p2']);
});

test('before the saved list is read (the server render) nothing is shown or saved', () => {
  const { machine } = fakeServer();
  localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify(['p9']));
  const wishlist = createActor(machine).start();
  expect(wishlist.getSnapshot().context.ids).toEqual([]);
  wishlist.send({ type: 'wishlist.toggle', id: 'p1' });
  expect(stored()).toEqual(['p9']);
});

test('at login a guest list merges into the member list, nothing lost, no duplicates, then is forgotten here', async () => {
  const { server, machine } = fakeServer(['p3', 'p1']);
  const wishlist = createActor(machine).start();
  wishlist.send({ type: 'wishlist.restore', ids: ['p1', 'p2'] });
  wishlist.send({ type: 'session.member' });
  await waitFor(wishlist, (snapshot) => snapshot.matches('member'));
  expect(server.merged).toEqual([['p1', 'p2']]);
  expect(wishlist.getSnapshot().context.ids).toEqual(['p1', 'p2', 'p3']);
  expect(localStorage.getItem(WISHLIST_STORAGE_KEY)).toBeNull();
});

test('a failed merge keeps the guest list saved for the next login and says so', async () => {
  const { server, machine } = fakeServer(['p3']);
  server.refuse = true;
  localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify(['p1']));
  const wishlist = createActor(machine).start();
  wishlist.send({ type: 'wishlist.restore', ids: ['p1'] });
  wishlist.send({ type: 'session.member' });
  await waitFor(wishlist, (snapshot) => snapshot.matches('member'));
  expect(server.reported).toHaveLength(1);
  expect(wishlist.getSnapshot().context.ids).toEqual(['p3']);
  expect(stored()).toEqual(['p1']);
});

test("a member's heart changes at once on the server, and goes back when the server refuses", async () => {
  const { server, machine } = fakeServer(['p1']);
  const wishlist = createActor(machine).start();
  wishlist.send({ type: 'wishlist.restore', ids: [] });
  wishlist.send({ type: 'session.member' });
  await waitFor(wishlist, (snapshot) => snapshot.matches('member'));
  wishlist.send({ type: 'wishlist.toggle', id: 'p2' });
  expect(wishlist.getSnapshot().context.ids).toEqual(['p2', 'p1']);
  expect(server.ids).toEqual(['p2', 'p1']);
  server.refuse = true;
  wishlist.send({ type: 'wishlist.toggle', id: 'p1' });
  expect([...wishlist.getSnapshot().context.ids].sort()).toEqual(['p1', 'p2']);
  expect(server.reported).toHaveLength(1);
  // A member's list never lands in this browser's storage.
  expect(localStorage.getItem(WISHLIST_STORAGE_KEY)).toBeNull();
});

test("logging out leaves the next guest an empty list, not the member's", async () => {
  const { machine } = fakeServer(['p1']);
  const wishlist = createActor(machine).start();
  wishlist.send({ type: 'wishlist.restore', ids: [] });
  wishlist.send({ type: 'session.member' });
  await waitFor(wishlist, (snapshot) => snapshot.matches('member'));
  wishlist.send({ type: 'session.guest' });
  expect(wishlist.getSnapshot().value).toBe('guest');
  expect(wishlist.getSnapshot().context.ids).toEqual([]);
});

test('a stored value that is not a list of ids reads as an empty list, and repeats once', () => {
  expect(parseStoredWishlist('{"a":1}')).toEqual([]);
  expect(parseStoredWishlist('not json')).toEqual([]);
  expect(parseStoredWishlist('["p1", 3, "p1", ""]')).toEqual(['p1']);
});
