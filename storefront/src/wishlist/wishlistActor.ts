/**
 * The wishlist's network side: the documents and the wishlist machine with Apollo doing its
 * network work. Loaded with the machine, when a heart is first pressed or a member's list must
 * be fetched or merged (wishlist.tsx), so none of it is on the first load.
 */
import type { ApolloClient } from '@apollo/client';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { graphql } from '../__generated__/gql';
import { reportError, toShopError } from '../graphql/errors.ts';
import type { SentenceIntl } from '../machines/sentences.ts';
import { wishlistMachine, type WishlistActor } from '../machines/wishlistMachine.ts';
import type { WishlistEvent } from '../machines/wishlistStorage.ts';

/** The ids on the logged-in shopper's wishlist, newest first. */
export const WishlistIdsQuery = graphql(`
  query WishlistIds {
    me {
      id
      wishlistIds
    }
  }
`);

/** Puts products on the member's wishlist (a guest's list at login, or one heart). */
export const AddToWishlistMutation = graphql(`
  mutation AddToWishlist($input: AddToWishlistInput!) {
    addToWishlist(input: $input) {
      message
      productIds
    }
  }
`);

/** Takes products off the member's wishlist. */
export const RemoveFromWishlistMutation = graphql(`
  mutation RemoveFromWishlist($input: RemoveFromWishlistInput!) {
    removeFromWishlist(input: $input) {
      message
      productIds
    }
  }
`);

/**
 * The wishlist machine with Apollo doing its network work (the client from `getClient`, asked
 * only for a member's list: a guest's never needs it), started; `intl` is the page's, for the
 * toast of a failed change.
 */
export function startWishlist(
  getClient: () => Promise<ApolloClient>,
  intl?: SentenceIntl,
): WishlistActor {
  const machine = wishlistMachine.provide({
    actors: {
      merge: fromPromise<string[], { ids: string[] }>(async ({ input }) => {
        try {
          const client = await getClient();
          const { data } = await client.mutate({
            mutation: AddToWishlistMutation,
            variables: { input: { productIds: input.ids } },
          });
          return data?.addToWishlist.productIds ?? input.ids;
        } catch (error) {
          throw toShopError(error);
        }
      }),
      load: fromPromise<string[]>(async () => {
        try {
          const client = await getClient();
          const { data } = await client.query({
            query: WishlistIdsQuery,
            fetchPolicy: 'network-only',
          });
          return data?.me?.wishlistIds ?? [];
        } catch (error) {
          throw toShopError(error);
        }
      }),
      save: fromCallback<WishlistEvent, { id: string; wanted: boolean }>(({ input, sendBack }) => {
        const { id, wanted } = input;
        const variables = { input: { productIds: [id] } };
        const saved = getClient().then(async (client) => {
          if (wanted) await client.mutate({ mutation: AddToWishlistMutation, variables });
          else await client.mutate({ mutation: RemoveFromWishlistMutation, variables });
        });
        // The heart already shows the change; only a refusal comes back, to put it back.
        saved.catch((error: unknown) =>
          sendBack({ type: 'wishlist.refused', id, wanted, error: toShopError(error) }),
        );
      }),
    },
    actions: {
      report: (_, { error }) => reportError(error, intl),
    },
  });
  return createActor(machine).start();
}
