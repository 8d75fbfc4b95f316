/**
 * A machine's actor whose code (the machine and XState, ~14 KB gzip) loads only when a shopper
 * first changes something, not with the page. Until then a plain view stands in: what the
 * machine would show before any change (the session the server rendered, the cart or wishlist
 * read from this browser's storage). Events that only read in (`cart.restore`, another tab's
 * `cart.replace`) go to a `preview` that keeps the view as the machine would, and are replayed
 * to the machine, in order, when it starts; any other event starts it. So every change is still
 * the machine's, with its tests, and the first page of a visit runs none of its code.
 *
 * Nothing here imports XState at run time: `start` brings the machine in with `import()`.
 */
import { useSyncExternalStoreWithSelector } from 'use-sync-external-store/with-selector';
import type { AnyActorRef, EventFrom, SnapshotFrom } from 'xstate';

/** A machine's actor that starts on demand (see {@link deferredActor}). */
export interface DeferredActor<A extends AnyActorRef, View> {
  /** What the hooks show now: the preview's view until the actor runs, then the actor's. */
  view(): View;
  /** Calls `listener` whenever the view changes; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Sends an event: to the preview if it can take it and the actor is not running, else to the actor (starting it). */
  send(event: EventFrom<A>): void;
  /** The running actor, started (and its code loaded) if it was not yet. */
  actor(): Promise<A>;
}

/** Options of {@link deferredActor}. */
export interface DeferredActorOptions<A extends AnyActorRef, View> {
  /** The view before any event (the server's render and hydration show this). */
  initial: View;
  /**
   * The view after a read-only event, as the machine would show it, or `undefined` when the
   * event changes something and needs the machine. @default every event needs the machine
   */
  preview?(view: View, event: EventFrom<A>): View | undefined;
  /** The view of one of the running actor's snapshots. */
  viewOf(snapshot: SnapshotFrom<A>): View;
  /** Loads the machine and returns its started actor. */
  start(): Promise<A>;
}

/** A machine's actor that stands in with a plain view until it is needed; see the file's comment. */
export function deferredActor<A extends AnyActorRef, View>({
  initial,
  preview = () => undefined,
  viewOf,
  start,
}: DeferredActorOptions<A, View>): DeferredActor<A, View> {
  const listeners = new Set<() => void>();
  let current = initial;
  // Events the preview took (replayed to the machine when it starts), then those that came in
  // while it loads.
  let replay: EventFrom<A>[] = [];
  let running: Promise<A> | undefined;
  // Set once the actor runs and has taken the replay. It lives as long as the page: like the
  // app's providers it is never stopped (React's StrictMode remounts must find it running).
  let started: A | undefined;

  const show = (next: View) => {
    if (Object.is(next, current)) return;
    current = next;
    for (const listener of listeners) listener();
  };

  const actor = (): Promise<A> => {
    running ??= start().then((ref) => {
      started = ref;
      const events = replay;
      replay = [];
      for (const event of events) ref.send(event);
      let last: SnapshotFrom<A> | undefined;
      const follow = () => {
        const snapshot = ref.getSnapshot() as SnapshotFrom<A>;
        if (snapshot === last) return;
        last = snapshot;
        show(viewOf(snapshot));
      };
      ref.subscribe({ next: follow, error: () => undefined });
      follow();
      return ref;
    });
    return running;
  };

  return {
    view: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    send(event) {
      if (started) {
        started.send(event);
        return;
      }
      replay.push(event);
      // While the machine's code is on its way (a page may start it early) the preview still
      // shows what it can: the machine takes the same events and comes to the same view.
      const previewed = preview(current, event);
      if (previewed !== undefined) {
        show(previewed);
        return;
      }
      // The machine takes it (with everything before it) once its code is there.
      void actor().catch(() => {
        // The code could not load (offline): the next event tries again.
        running = undefined;
      });
    },
    actor,
  };
}

/**
 * One thing of a deferred actor's view, e.g. `useDeferredSelector(cart, (c) => c.totalQuantity)`:
 * re-renders only when what `select` returns changes (`===`), as `@xstate/react`'s
 * `useSelector` does. `serverView` is what the server and hydration read.
 */
export function useDeferredSelector<View, T>(
  deferred: DeferredActor<AnyActorRef, View>,
  select: (view: View) => T,
  serverView: View = deferred.view(),
): T {
  return useSyncExternalStoreWithSelector(
    deferred.subscribe,
    deferred.view,
    () => serverView,
    select,
    Object.is,
  );
}
