import { ApolloClient, HttpLink, InMemoryCache, type NormalizedCacheObject } from '@apollo/client';

/** Options of {@link createApolloClient}. */
export interface ApolloClientOptions {
  /** The GraphQL endpoint. @default '/graphql' (the web server forwards it to the gateway) */
  uri?: string;
  /** The cache the server filled while rendering the page, to start from. */
  state?: NormalizedCacheObject;
}

/**
 * The browser's Apollo Client: same-origin /graphql, cookies included so the api's session
 * cookie travels with every call, starting from the cache the server rendered the page with, so
 * hydration asks for nothing again.
 */
export function createApolloClient({ uri = '/graphql', state }: ApolloClientOptions = {}) {
  const cache = new InMemoryCache();
  if (state) cache.restore(state);
  return new ApolloClient({
    link: new HttpLink({ uri, credentials: 'include' }),
    cache,
    // Queries that always go to the network (the session check) take the server's answer
    // while the page hydrates.
    ssrForceFetchDelay: 100,
  });
}
