/**
 * The shopper's session: who is using this browser. It is checked once on load (the `me`
 * query); login and profile updates replace the user without another check; logout ends the
 * session on the server first and only then forgets the user. The network work lives in two
 * actors (`checkSession`, `logout`) that the React boundary provides; tests provide fakes.
 */
import { assign, fromPromise, setup } from 'xstate';

/** The logged-in shopper as the storefront keeps them. */
export interface SessionUser {
  /** Stable id. */
  id: string;
  /** Full name. */
  name: string;
  /** Login email. */
  email: string;
  /** Phone for deliveries; empty until given. */
  phone: string;
  /** Shipping address; empty until given. */
  address: string;
  /** Whether the account belongs to the shop's staff. */
  isStaff: boolean;
}

/** Events the session understands. */
export type SessionEvent =
  | { type: 'session.signedIn'; user: SessionUser }
  | { type: 'session.updated'; user: SessionUser }
  | { type: 'session.refresh' }
  | { type: 'session.logout' };

/** What the session starts from: a known user (or guest) skips the check on load. */
export interface SessionInput {
  /** `undefined` checks with the server; `null` or a user is taken as is. */
  user?: SessionUser | null;
}

/** The session flow; provide real `checkSession` and `logout` actors before running it. */
export const sessionMachine = setup({
  types: {
    context: {} as { user: SessionUser | null; known: boolean; error: unknown },
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    checkSession: fromPromise<SessionUser | null>(async () => {
      throw new Error('checkSession is provided at the React boundary');
    }),
    logout: fromPromise<void>(async () => {
      throw new Error('logout is provided at the React boundary');
    }),
  },
  actions: {
    setUser: assign({
      user: (_, params: { user: SessionUser | null }) => params.user,
      error: null,
    }),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    user: input.user ?? null,
    known: input.user !== undefined,
    error: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: ({ context }) => context.user !== null, target: 'member' },
        // A guest handed in (by a test) is taken at its word: no check on load.
        { guard: ({ context }) => context.known, target: 'guest' },
        { target: 'checking' },
      ],
    },
    checking: {
      invoke: {
        src: 'checkSession',
        onDone: [
          {
            guard: ({ event }) => event.output !== null,
            target: 'member',
            actions: assign({ user: ({ event }) => event.output, error: null }),
          },
          { target: 'guest', actions: assign({ user: null, error: null }) },
        ],
        // An unreachable shop reads as a guest; the pages that need a session say so then.
        onError: {
          target: 'guest',
          actions: assign({ user: null, error: ({ event }) => event.error }),
        },
      },
    },
    guest: {
      on: {
        'session.signedIn': {
          target: 'member',
          actions: { type: 'setUser', params: ({ event }) => ({ user: event.user }) },
        },
        'session.refresh': 'checking',
      },
    },
    member: {
      on: {
        'session.updated': {
          actions: { type: 'setUser', params: ({ event }) => ({ user: event.user }) },
        },
        'session.signedIn': {
          actions: { type: 'setUser', params: ({ event }) => ({ user: event.user }) },
        },
        'session.refresh': 'checking',
        'session.logout': 'loggingOut',
      },
    },
    loggingOut: {
      invoke: {
        src: 'logout',
        onDone: { target: 'guest', actions: assign({ user: null, error: null }) },
        // The server still holds the session: keep the user, and let the caller see why.
        onError: { target: 'member', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
  },
});
