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
}

/** Events the session understands. */
export type SessionEvent =
  | { type: 'session.signedIn'; user: SessionUser }
  | { type: 'session.updated'; user: SessionUser }
  | { type: 'session.refresh' }
  | { type: 'session.logout' };

/** What the session starts from: a known user (or guest) skips the check on load. */
export interface SessionInput {
  /**
   * `undefined` checks with the server; `null` (a guest) or a user is taken as is: the server
   * already asked while rendering the page (or a test says who is there).
   */
  user?: SessionUser | null;
}

/** What the session remembers. */
export interface SessionContext {
  /** The logged-in shopper, or null for a guest. */
  user: SessionUser | null;
  /** Whether the input said who is there (null included), so the load needs no check. */
  known: boolean;
  /** Why the last check or logout failed, for the caller to report. */
  error: unknown;
}

/** The session flow; provide real `checkSession` and `logout` actors before running it. */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
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
  guards: {
    /** A user was handed in. */
    hasUser: ({ context }) => context.user !== null,
    /** The input said who is there: a guest handed in is taken at its word. */
    isKnown: ({ context }) => context.known,
    /** The check answered with a user (not null). */
    answeredUser: (_, { user }: { user: SessionUser | null }) => user !== null,
  },
  actions: {
    setUser: assign({
      user: (_, params: { user: SessionUser | null }) => params.user,
      error: null,
    }),
    /** The shopper is a guest now; `error` says why when a failure made them one. */
    forgetUser: assign({ user: null, error: (_, params: { error: unknown }) => params.error }),
    /** Keep why the call failed for the caller; the session itself is unchanged. */
    keepError: assign({ error: (_, params: { error: unknown }) => params.error }),
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
        { guard: 'hasUser', target: 'member' },
        { guard: 'isKnown', target: 'guest' },
        { target: 'checking' },
      ],
    },
    checking: {
      invoke: {
        src: 'checkSession',
        onDone: [
          {
            guard: { type: 'answeredUser', params: ({ event }) => ({ user: event.output }) },
            target: 'member',
            actions: { type: 'setUser', params: ({ event }) => ({ user: event.output }) },
          },
          { target: 'guest', actions: { type: 'forgetUser', params: { error: null } } },
        ],
        // An unreachable shop reads as a guest; the pages that need a session say so then.
        onError: {
          target: 'guest',
          actions: { type: 'forgetUser', params: ({ event }) => ({ error: event.error }) },
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
        onDone: { target: 'guest', actions: { type: 'forgetUser', params: { error: null } } },
        // The server still holds the session: keep the user, and let the caller see why.
        onError: {
          target: 'member',
          actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});
