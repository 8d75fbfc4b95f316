/**
 * The data a page needs, fetched once on the server before it renders (entry-server.tsx): each
 * page module may export a `preload` that starts its queries with the same documents and
 * variables its `useQuery` calls use, so the render finds them in the cache and the browser,
 * handed that cache, asks for nothing again. Every query of a page starts at once: one round
 * of data per page, no waterfall.
 */
import type { ApolloClient } from '@apollo/client';
import type { Params } from 'react-router-dom';

/** What a page's preload is given. */
export interface PreloadContext {
  /** The request's Apollo Client (the shopper's cookie travels with it). */
  client: ApolloClient;
  /** The route's parameters, e.g. `{ id }` on a product page. */
  params: Params;
  /** The address's query string. */
  searchParams: URLSearchParams;
}

/** A page's data loader: resolves when its queries have settled (failed ones included). */
export type Preload = (context: PreloadContext) => Promise<unknown>;

/** A page module as routes.tsx loads it: its component, and maybe its preload. */
export interface PageModule {
  preload?: Preload;
}
