import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

/** Options of {@link createAdminClient}. */
export interface AdminClientOptions {
  /** The admin schema's endpoint. @default '/admin/graphql' (the web server forwards it) */
  uri?: string;
}

/**
 * The back office's Apollo Client: same-origin /admin/graphql, where the browser sends the
 * staff cookie (its path is /admin). Lists are pages the server cut, so each is cached by its
 * arguments as they are (the default), never merged.
 */
export function createAdminClient({ uri = '/admin/graphql' }: AdminClientOptions = {}) {
  return new ApolloClient({
    link: new HttpLink({ uri, credentials: 'same-origin' }),
    cache: new InMemoryCache(),
    defaultOptions: {
      // Staff act on what they see: a screen shows the cache at once, then the server's answer.
      watchQuery: { fetchPolicy: 'cache-and-network' },
    },
  });
}
