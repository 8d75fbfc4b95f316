/**
 * The shop's provider tree, the same on the server (entry-server.tsx) and in the browser
 * (entry-client.tsx), so hydration finds what the server rendered: Apollo, the session (known
 * from the cache the server filled), the cart, the wishlist, the toasts, inside the page's language
 * (react-intl with the shop's and @bloom/ui's messages, Radix's direction). The caller passes the
 * router.
 */
import { StrictMode, useState, type ReactNode } from 'react';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { RawIntlProvider, type IntlShape } from 'react-intl';
import { DirectionProvider } from '@bloom/ui';
import Toasts from './layout/Toasts.island.tsx';
import { direction, isLocale, defaultLocale } from './i18n/locales.ts';
import { SessionProvider, cachedSession } from './session/session.tsx';
import { CartProvider } from './cart/cart.tsx';
import { WishlistProvider } from './wishlist/wishlist.tsx';
import { UnavailableContext } from './render/availability.tsx';
import { ApolloClientSource } from './graphql/clientSource.tsx';

/** Props of {@link Shop}. */
export interface ShopProps {
  /** The Apollo Client: one per request on the server, one per visit in the browser. */
  client: ApolloClient;
  /**
   * The page's language and words (`createShopIntl`): one per request on the server, one per
   * visit in the browser, made from the same catalogue so hydration finds the same text.
   */
  intl: IntlShape;
  /** The first page could not get its data (the server answered 503). @default false */
  unavailable?: boolean;
  /** The router with the routes. */
  children: ReactNode;
}

/** The shop around its router. */
export function Shop({ client, intl, unavailable = false, children }: ShopProps) {
  // Read once: later changes of the session go through the session machine.
  const [initialUser] = useState(() => cachedSession(client));
  const locale = isLocale(intl.locale) ? intl.locale : defaultLocale;
  return (
    <StrictMode>
      <RawIntlProvider value={intl}>
        <DirectionProvider dir={direction(locale)}>
          <ApolloProvider client={client}>
            <ApolloClientSource>
              <UnavailableContext value={unavailable}>
                <SessionProvider initialUser={initialUser}>
                  <CartProvider>
                    <WishlistProvider>
                      {children}
                      <Toasts />
                    </WishlistProvider>
                  </CartProvider>
                </SessionProvider>
              </UnavailableContext>
            </ApolloClientSource>
          </ApolloProvider>
        </DirectionProvider>
      </RawIntlProvider>
    </StrictMode>
  );
}
