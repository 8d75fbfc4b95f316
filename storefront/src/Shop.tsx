/**
 * The shop's provider tree, the same on the server (entry-server.tsx) and in the browser
 * (entry-client.tsx), so hydration finds what the server rendered: Apollo, the session (known
 * from the cache the server filled), the cart, the wishlist, the toasts. The caller passes the
 * router.
 */
import { StrictMode, useState, type ReactNode } from 'react';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { Toaster } from '@bloom/ui';
import { SessionProvider, cachedSession } from './session/session.tsx';
import { CartProvider } from './cart/cart.tsx';
import { WishlistProvider } from './wishlist/wishlist.tsx';
import { UnavailableContext } from './render/availability.tsx';

/** Props of {@link Shop}. */
export interface ShopProps {
  /** The Apollo Client: one per request on the server, one per visit in the browser. */
  client: ApolloClient;
  /** The first page could not get its data (the server answered 503). @default false */
  unavailable?: boolean;
  /** The router with the routes. */
  children: ReactNode;
}

/** The shop around its router. */
export function Shop({ client, unavailable = false, children }: ShopProps) {
  // Read once: later changes of the session go through the session machine.
  const [initialUser] = useState(() => cachedSession(client));
  return (
    <StrictMode>
      <ApolloProvider client={client}>
        <UnavailableContext value={unavailable}>
          <SessionProvider initialUser={initialUser}>
            <CartProvider>
              <WishlistProvider>
                {children}
                <Toaster />
              </WishlistProvider>
            </CartProvider>
          </SessionProvider>
        </UnavailableContext>
      </ApolloProvider>
    </StrictMode>
  );
}
