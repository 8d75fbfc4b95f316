/**
 * Renders the real route table at a path, the way the app does (real session and cart
 * providers, the real pages), with Apollo's MockedProvider instead of the gateway: the
 * TestShop of TestShop.tsx, which the page stories render too.
 */
import { useLayoutEffect } from 'react';
import { expect } from 'vitest';
import { render } from 'vitest-browser-react';
import {
  useLocation,
  useNavigationType,
  type Location,
  type NavigationType,
} from 'react-router-dom';
import type { MockedResponse } from '@apollo/client/testing';
import type { SessionUser } from '../session/session.tsx';
import type { CartLine } from '../cart/cart.tsx';
import { TestShop, storeCart } from './TestShop.tsx';
import type { Locale } from '../i18n/locales.ts';

/** Options of {@link renderRoute}. */
export interface RenderRouteOptions {
  /** Answers for the page's queries and mutations. @default [] */
  mocks?: MockedResponse[];
  /** The logged-in shopper, or null for a guest (no `me` call either way). @default null */
  session?: SessionUser | null;
  /** Lines already in this browser's stored cart. @default [] (an empty cart) */
  cart?: CartLine[];
  /** The raw stored `cart` value instead of `cart` (e.g. a corrupt one). */
  storedCart?: string;
  /** The page's language (`path` is the page's own, without `/ur`). @default 'en' */
  locale?: Locale;
  /** Whether the queries carry the page's language (see TestShop's). @default false */
  localeVariables?: boolean;
}

/** Where the router is now, and how it got there. */
interface RouterNow {
  location: Location | null;
  historyAction: NavigationType | null;
}

/** Reports the router's current location and navigation type after every change. */
function LocationProbe({ onChange }: { onChange(now: RouterNow): void }) {
  const location = useLocation();
  const historyAction = useNavigationType();
  useLayoutEffect(() => onChange({ location, historyAction }), [onChange, location, historyAction]);
  return null;
}

/**
 * Renders `path` and waits until its (lazy) page shows its h1. Returns the vitest-browser-react
 * screen with the router's location added (`screen.router.state.location.pathname`); `screen.screen`
 * is the screen itself, for `const { screen, router } = await renderRoute(...)`.
 */
export async function renderRoute(path: string, options: RenderRouteOptions = {}) {
  const {
    mocks = [],
    session = null,
    cart = [],
    storedCart,
    locale = 'en',
    localeVariables = false,
  } = options;
  storeCart(cart, storedCart);

  let current: RouterNow = { location: null, historyAction: null };
  const track = (now: RouterNow) => {
    current = now;
  };
  // What a test reads of the router: where it is now and how it got there (PUSH, REPLACE, POP).
  const router = {
    state: {
      get location(): Location {
        if (!current.location) throw new Error('the router has not rendered yet');
        return current.location;
      },
      get historyAction(): NavigationType {
        if (!current.historyAction) throw new Error('the router has not rendered yet');
        return current.historyAction;
      },
    },
  };
  const screen = await render(
    <TestShop
      path={path}
      mocks={mocks}
      session={session}
      locale={locale}
      localeVariables={localeVariables}
    >
      <LocationProbe onChange={track} />
    </TestShop>,
  );
  // Every page has exactly one h1; once it is there the lazy page has loaded.
  await expect.poll(() => document.querySelector('main h1'), { timeout: 5000 }).toBeTruthy();
  return Object.assign(screen, { router, screen });
}
