import { StrictMode, type ReactNode } from 'react';
import { RawIntlProvider, type IntlShape } from 'react-intl';
import { DirectionProvider } from '@bloom/ui';
import { ClientSourceContext, type ClientSource } from '../graphql/clientSource.tsx';
import { SessionStore, type DeferredSession } from '../session/session.tsx';
import { CartStore, type DeferredCart } from '../cart/cart.tsx';
import { WishlistStore, type DeferredWishlist } from '../wishlist/wishlist.tsx';
import { direction, isLocale, defaultLocale, routerBasename } from '../i18n/locales.ts';
import { SuggestionWordsContext } from '../i18n/LanguageSuggestion.tsx';
import { DocumentRouter } from './DocumentRouter.tsx';
import { loadSuggestionWords } from './words.ts';

/** What every island of a page shares: one of each store, one client source, one intl. */
export interface IslandStores {
  /** The page's language and words. */
  intl: IntlShape;
  /** Makes the page's Apollo Client the first time something needs the network. */
  client: ClientSource;
  session: DeferredSession;
  cart: DeferredCart;
  wishlist: DeferredWishlist;
}

/** Props of {@link IslandShell}. */
export interface IslandShellProps {
  /** The page's shared stores. */
  stores: IslandStores;
  /** The island's component with its props. */
  children: ReactNode;
}

/**
 * What an island hydrates inside: the providers of Shop.tsx with the page's shared stores in
 * place of the whole app's (so a tap on one island's Add to cart moves another's badge), and a
 * router whose navigations load the next page (DocumentRouter.tsx), and the language suggestion's
 * four words in the other language (not that language's whole catalogue, nor its islands' words). None of them adds an element,
 * so the island's HTML is the server's.
 */
export function IslandShell({ stores, children }: IslandShellProps) {
  const locale = isLocale(stores.intl.locale) ? stores.intl.locale : defaultLocale;
  return (
    <StrictMode>
      <RawIntlProvider value={stores.intl}>
        <DirectionProvider dir={direction(locale)}>
          <ClientSourceContext value={stores.client}>
            <SessionStore store={stores.session}>
              <CartStore store={stores.cart}>
                <WishlistStore store={stores.wishlist}>
                  <SuggestionWordsContext value={loadSuggestionWords}>
                    <DocumentRouter basename={routerBasename(locale)}>{children}</DocumentRouter>
                  </SuggestionWordsContext>
                </WishlistStore>
              </CartStore>
            </SessionStore>
          </ClientSourceContext>
        </DirectionProvider>
      </RawIntlProvider>
    </StrictMode>
  );
}
