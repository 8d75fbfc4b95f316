/**
 * How long the gateway waits for the api. A query gives up early: a shopper looking at a page is
 * better served by "try again" after 2 s than by a spinner. A mutation waits longer (10 s): the
 * api may be committing an order or hashing a password, and giving up early only leaves the
 * shopper unsure whether it happened (the order may exist; see `placeOrder`'s idempotency key).
 */
import type { ApolloServerPlugin } from '@apollo/server';

/** A query's REST calls give up after this many ms by default. */
export const defaultReadTimeoutMs = 2000;

/** A mutation's REST calls give up after this many ms by default. */
export const defaultWriteTimeoutMs = 10_000;

/** A context whose REST calls can be given the write timeout (the shop's and the staff API's). */
export interface WriteTimeoutContext {
  /** Gives this request's REST calls the longer write timeout. */
  useWriteTimeout: () => void;
}

/**
 * Switches a request to the write timeout as soon as its operation is known to be a mutation
 * (after parsing and validation, before any resolver sends a REST call).
 */
export function writeTimeoutPlugin<
  Context extends WriteTimeoutContext,
>(): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, contextValue }) {
          if (operation?.operation === 'mutation') contextValue.useWriteTimeout();
        },
      };
    },
  };
}
