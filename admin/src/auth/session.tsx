/**
 * Who is signed in to the back office: the gateway's `me` (null without a staff session), read
 * once when the app starts and again after a sign-in or sign-out. Screens read it through
 * {@link useStaff}; what a role may do, through layout/permissions.tsx.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../__generated__/gql.ts';
import type { MeQuery } from '../__generated__/graphql.ts';

/** The staff member's fields every screen may use. */
export const MeQueryDocument = graphql(`
  query Me {
    me {
      id
      name
      email
      role
      permissions
      twoFactorEnabled
      locale
    }
  }
`);

const SignOutMutation = graphql(`
  mutation SignOut {
    signOut {
      message
    }
  }
`);

/** The signed-in staff member. */
export type Staff = NonNullable<MeQuery['me']>;

/** What {@link useStaff} gives. */
export interface StaffSession {
  /** `loading` until `me` answers once; `failed` when the gateway could not be reached. */
  status: 'loading' | 'signed-in' | 'signed-out' | 'failed';
  /** The staff member, when signed in. */
  staff: Staff | null;
  /** Reads `me` again (after a sign-in). */
  refresh(): Promise<unknown>;
  /** Ends the staff session and forgets every cached answer. */
  signOut(): Promise<void>;
}

const SessionContext = createContext<StaffSession | null>(null);

/** Provides {@link useStaff} to the app. */
export function StaffSessionProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const { data, error, refetch } = useQuery(MeQueryDocument, { fetchPolicy: 'network-only' });
  const [signOutMutation] = useMutation(SignOutMutation);
  const session = useMemo<StaffSession>(() => {
    const status = data ? (data.me ? 'signed-in' : 'signed-out') : error ? 'failed' : 'loading';
    return {
      status,
      staff: data?.me ?? null,
      refresh: () => refetch(),
      signOut: async () => {
        await signOutMutation().catch(() => undefined);
        // Nothing one member saw stays for the next to sign in on this browser.
        await client.clearStore();
        await refetch();
      },
    };
  }, [data, error, refetch, signOutMutation, client]);
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

/** The staff session; only inside {@link StaffSessionProvider}. */
export function useStaff(): StaffSession {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useStaff needs a StaffSessionProvider above it.');
  return session;
}
