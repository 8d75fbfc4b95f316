/**
 * Where the shop's code gets its Apollo Client when it needs one outside a page's own queries
 * (the session's and wishlist's machines, the header's suggestions): a function that resolves
 * to it. The whole app (Shop.tsx) hands over the client it already has; a page hydrated in
 * islands (src/islands/) has none on its first load and makes one the first time it is asked,
 * so Apollo's code (~60 KB gzip) loads only when something needs the network.
 */
import { createContext, use, useState, type ReactNode } from 'react';
import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';

/** Resolves to the page's Apollo Client. */
export type ClientSource = () => Promise<ApolloClient>;

/** The page's client source; none outside the shop's providers. */
export const ClientSourceContext = createContext<ClientSource | null>(null);

/** The page's client source (ClientSourceContext). */
export function useClientSource(): ClientSource {
  const source = use(ClientSourceContext);
  if (!source) throw new Error('the shop needs a client source (<ApolloClientSource>) above it');
  return source;
}

/** Hands the ApolloProvider's client to what is below it, as its client source. */
export function ApolloClientSource({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const [source] = useState<ClientSource>(() => () => Promise.resolve(client));
  return <ClientSourceContext value={source}>{children}</ClientSourceContext>;
}

/**
 * A client source that makes its client once, the first time it is asked (`make`); a failed
 * make (its code could not be downloaded) is tried again at the next ask.
 */
export function lazyClientSource(make: () => Promise<ApolloClient>): ClientSource {
  let client: Promise<ApolloClient> | undefined;
  return () =>
    (client ??= make().catch((error: unknown) => {
      client = undefined;
      throw error;
    }));
}
