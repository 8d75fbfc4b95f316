import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

/**
 * The one Apollo Client: same-origin /graphql (the gateway serves the shop and the API on one
 * origin), cookies included so the api's session cookie travels with every call.
 */
export function createApolloClient(uri = '/graphql'): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({ uri, credentials: 'include' }),
    cache: new InMemoryCache(),
  });
}
