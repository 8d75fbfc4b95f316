/**
 * The shop as page tests and page stories render it: the real route table (AppLayout's header
 * and footer, the lazy pages) with the real session and cart providers, in a MemoryRouter, and
 * Apollo's MockedProvider answering instead of the gateway. renderRoute() and PageStory use it.
 */
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockedResponse } from '@apollo/client/testing';
import { RawIntlProvider } from 'react-intl';
import { DirectionProvider, Toaster } from '@bloom/ui';
import '@bloom/ui/style.css';
import { AppRoutes } from '../routes.tsx';
import { SessionProvider, type SessionUser } from '../session/session.tsx';
import { CartProvider, type CartLine } from '../cart/cart.tsx';
import { CART_STORAGE_KEY, serializeCart } from '../machines/cartMachine.ts';
import { WishlistProvider } from '../wishlist/wishlist.tsx';
import { ApolloClientSource } from '../graphql/clientSource.tsx';
import { wishlistIdsMock } from './mocks.ts';
import { bundledIntl } from '../i18n/bundled.ts';
import { localeDefaultOptions } from '../apollo.ts';
import { direction, type Locale } from '../i18n/locales.ts';

/** Props of {@link TestShop}. */
export interface TestShopProps {
  /** Where the router starts, e.g. `/cart` or `/products?category=Skincare`. */
  path: string;
  /** Answers for the page's queries and mutations. @default [] */
  mocks?: readonly MockedResponse[];
  /** The logged-in shopper, or null for a guest (no `me` call either way). @default null */
  session?: SessionUser | null;
  /** Rendered inside the router, beside the routes (e.g. a probe of the location). */
  children?: ReactNode;
  /** The page's language (the router's `path` is the page's own, without `/ur`). @default 'en' */
  locale?: Locale;
  /**
   * Whether the page's queries carry its language as the shop's Apollo client sends them
   * (`localeDefaultOptions`: `locale: UR` on Urdu pages), so the mocks name it too. Off, an Urdu
   * page's queries go out as English ones do and English mocks answer them. @default false
   */
  localeVariables?: boolean;
}

/** The shop at `path`, with the given gateway answers and session. */
export function TestShop({
  path,
  mocks = [],
  session = null,
  children,
  locale = 'en',
  localeVariables = false,
}: TestShopProps) {
  // A member's wishlist is loaded as the session starts: empty unless the test's mocks say.
  const answers = session ? [...mocks, wishlistIdsMock([], session.id)] : mocks;
  return (
    <RawIntlProvider value={bundledIntl(locale)}>
      <DirectionProvider dir={direction(locale)}>
        <MockedProvider
          mocks={answers}
          {...(localeVariables ? { defaultOptions: localeDefaultOptions(locale) } : {})}
        >
          <ApolloClientSource>
            <SessionProvider initialUser={session}>
              <CartProvider>
                <WishlistProvider>
                  <MemoryRouter initialEntries={[path]}>
                    {children}
                    <AppRoutes />
                  </MemoryRouter>
                  <Toaster />
                </WishlistProvider>
              </CartProvider>
            </SessionProvider>
          </ApolloClientSource>
        </MockedProvider>
      </DirectionProvider>
    </RawIntlProvider>
  );
}

/**
 * Sets this browser's stored cart, which the cart provider reads once as it starts: these lines,
 * or the raw `stored` value (e.g. a corrupt one); nothing stored for an empty cart.
 */
export function storeCart(lines: readonly CartLine[], stored?: string): void {
  if (stored !== undefined) localStorage.setItem(CART_STORAGE_KEY, stored);
  else if (lines.length > 0) localStorage.setItem(CART_STORAGE_KEY, serializeCart(lines));
  else localStorage.removeItem(CART_STORAGE_KEY);
}
