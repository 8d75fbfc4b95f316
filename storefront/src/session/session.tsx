/**
 * The session at the React boundary: runs the session machine with the real network actors
 * (Apollo), and offers `RequireSession` to guarded routes and three hooks that each re-render
 * only for what they read: `useSession()` (status, user and actions), `useSessionSelector()`
 * (one thing, like the status) and `useSessionActions()` (never re-renders for a change).
 *
 * A session the page already knows (the server asked, and handed over its Apollo cache) needs no
 * machine to be shown: the machine's code loads with the first action (login, logout, a profile
 * update, a refresh), or at once when the session must be checked (deferredActor.ts).
 */
import { createContext, use, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { PageLoader } from '@bloom/ui';
import { graphql } from '../__generated__/gql';
import type { SessionUser, sessionMachine } from '../machines/sessionMachine.ts';
import {
  deferredActor,
  useDeferredSelector,
  type DeferredActor,
} from '../machines/deferredActor.ts';
import { Redirect } from '../render/ServerRender.tsx';

export type { SessionUser } from '../machines/sessionMachine.ts';

/** The fields the storefront keeps of the logged-in shopper, wherever a reply carries a user. */
export const SessionUserFields = graphql(`
  fragment SessionUserFields on User {
    id
    name
    email
    phone
    address
  }
`);

/** Who is logged in, asked once on load. */
export const SessionQuery = graphql(`
  query Session {
    me {
      ...SessionUserFields
    }
  }
`);

/** Ends the session on the server (its cookie goes with it). */
export const LogoutMutation = graphql(`
  mutation Logout {
    logout {
      message
    }
  }
`);

/** Who is using this browser, as `useSession()` and `useSessionSelector()` read it. */
export interface SessionState {
  /** `checking` until the first answer on load, then `guest` or `member`. */
  status: 'checking' | 'guest' | 'member';
  /** The logged-in shopper, or null. */
  user: SessionUser | null;
}

/** What can be done to the session. */
export interface SessionActions {
  /** Ends the session; forgets private data (Apollo cache, user). The cart stays. Rejects if the server refused. */
  logout(): Promise<void>;
  /** Asks the server again who is logged in. */
  refresh(): Promise<void>;
  /** Takes the user a login answered with, without another round trip. */
  signIn(user: SessionUser): void;
  /** Takes the user a profile update answered with. */
  update(user: SessionUser): void;
}

/** What `useSession()` gives: the session and what can be done to it. */
export type SessionValue = SessionState & SessionActions;

type SessionActor = ActorRefFrom<typeof sessionMachine>;

export type DeferredSession = DeferredActor<SessionActor, SessionState>;

const SessionContext = createContext<DeferredSession | null>(null);

/** Props of {@link SessionProvider}. */
export interface SessionProviderProps {
  /** The app. */
  children: ReactNode;
  /**
   * A session known in advance (the server asked for it; tests): a user or `null` for a guest,
   * with no check on load.
   * @default undefined (checked with the `me` query once on load)
   */
  initialUser?: SessionUser | null;
}

function toSessionUser(user: SessionUser): SessionUser {
  const { id, name, email, phone, address } = user;
  return { id, name, email, phone, address };
}

/**
 * The session the Apollo cache already knows (the server asked for it and handed the cache to
 * the page): a user, null for a guest, undefined when it was never asked.
 */
export function cachedSession(client: ApolloClient): SessionUser | null | undefined {
  const data = client.readQuery({ query: SessionQuery });
  if (!data) return undefined;
  return data.me ? toSessionUser(data.me) : null;
}

function sessionStateOf(snapshot: SnapshotFrom<SessionActor>): SessionState {
  // Logging out is still a member until the server has ended the session.
  const status =
    snapshot.matches('member') || snapshot.matches('loggingOut')
      ? 'member'
      : snapshot.matches('guest')
        ? 'guest'
        : 'checking';
  return { status, user: snapshot.context.user };
}

/** The session as the machine starts it from `user` (see the machine's `starting` state). */
function knownSession(user: SessionUser | null | undefined): SessionState {
  if (user === undefined) return { status: 'checking', user: null };
  return user ? { status: 'member', user } : { status: 'guest', user: null };
}

/**
 * The session's store: the session machine with Apollo doing its network work (the client from
 * `getClient`, asked only when the machine first needs the network), started from `user` when
 * a change first needs it. One per page: the whole app's SessionProvider makes its own, and a
 * page hydrated in islands shares one between its islands ({@link SessionStore}).
 */
export function createSessionStore(
  getClient: () => Promise<ApolloClient>,
  user: SessionUser | null | undefined,
): DeferredSession {
  return deferredActor<SessionActor, SessionState>({
    initial: knownSession(user),
    viewOf: sessionStateOf,
    async start() {
      const [{ createActor, fromPromise }, { sessionMachine }] = await Promise.all([
        import('xstate'),
        import('../machines/sessionMachine.ts'),
      ]);
      const machine = sessionMachine.provide({
        actors: {
          checkSession: fromPromise(async () => {
            const client = await getClient();
            const { data } = await client.query({
              query: SessionQuery,
              fetchPolicy: 'network-only',
            });
            return data?.me ? toSessionUser(data.me) : null;
          }),
          logout: fromPromise(async () => {
            const client = await getClient();
            await client.mutate({ mutation: LogoutMutation });
            // What was fetched for this shopper (orders, profile) must not outlive the session.
            await client.clearStore();
          }),
        },
      });
      return createActor(machine, { input: { user } }).start();
    },
  });
}

/** Runs the session for everything below it. Needs an ApolloProvider above it. */
export function SessionProvider({ children, initialUser }: SessionProviderProps) {
  const client = useApolloClient();
  const [session] = useState(() => createSessionStore(() => Promise.resolve(client), initialUser));
  // Nobody said who is there: the machine asks the server once the page is up.
  useEffect(() => {
    if (initialUser === undefined) void session.actor();
  }, [session, initialUser]);
  return <SessionContext value={session}>{children}</SessionContext>;
}

/** Props of {@link SessionStore}. */
export interface SessionStoreProps {
  /** The page's session store ({@link createSessionStore}). */
  store: DeferredSession;
  /** What reads it. */
  children: ReactNode;
}

/** Offers a session store made elsewhere (an island's share of the page's) to what is below. */
export function SessionStore({ store, children }: SessionStoreProps) {
  return <SessionContext value={store}>{children}</SessionContext>;
}

function useSessionActor(): DeferredSession {
  const session = use(SessionContext);
  if (!session) throw new Error('the session hooks need a <SessionProvider> above them');
  return session;
}

/** Resolves with the actor's first snapshot that `done` accepts. */
async function settled(
  actor: SessionActor,
  done: (snapshot: SnapshotFrom<SessionActor>) => boolean,
): Promise<SnapshotFrom<SessionActor>> {
  const { waitFor } = await import('xstate');
  return waitFor(actor, done);
}

/**
 * One thing of the session, e.g. `useSessionSelector((session) => session.status)`: the
 * component re-renders only when what `select` returns changes (`===`).
 */
export function useSessionSelector<T>(select: (session: SessionState) => T): T {
  return useDeferredSelector(useSessionActor(), select);
}

/** What can be done to the session; never re-renders for a change of the session. */
export function useSessionActions(): SessionActions {
  const session = useSessionActor();
  return useMemo<SessionActions>(
    () => ({
      async logout() {
        const actor = await session.actor();
        actor.send({ type: 'session.logout' });
        const after = await settled(actor, (s) => !s.matches('loggingOut'));
        if (after.matches('member')) throw after.context.error;
      },
      async refresh() {
        const actor = await session.actor();
        actor.send({ type: 'session.refresh' });
        await settled(actor, (s) => !s.matches('checking'));
      },
      signIn(user) {
        session.send({ type: 'session.signedIn', user: toSessionUser(user) });
      },
      update(user) {
        session.send({ type: 'session.updated', user: toSessionUser(user) });
      },
    }),
    [session],
  );
}

/** The session and its actions; re-renders when the status or the user changes. */
export function useSession(): SessionValue {
  const actions = useSessionActions();
  const status = useSessionSelector((session) => session.status);
  const user = useSessionSelector((session) => session.user);
  return useMemo(() => ({ status, user, ...actions }), [status, user, actions]);
}

/** Props of {@link RequireSession}. */
export interface RequireSessionProps {
  /** The page only a logged-in shopper may see. */
  children: ReactNode;
  /** Where a guest is sent. @default '/login' */
  login?: string;
}

/**
 * Guards a page: a loader while the session is checked, a guest goes to the login page
 * (a redirect from the server, a history replacement in the browser).
 */
export function RequireSession({ children, login = '/login' }: RequireSessionProps) {
  const intl = useIntl();
  const status = useSessionSelector((session) => session.status);
  if (status === 'checking') {
    return <PageLoader page label={intl.formatMessage({ id: 'shop.session.checking' })} />;
  }
  if (status === 'guest') return <Redirect to={login} />;
  return children;
}
