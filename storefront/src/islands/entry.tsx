/**
 * The browser's entry of a page hydrated in islands (island.tsx; the web server picks it for a
 * guest's product page instead of entry-client.tsx). It finds each island the server rendered,
 * loads the island's module, and hydrates the island on its own (`hydrateRoot` on its element)
 * with the props the server wrote, inside the providers every island shares (IslandShell.tsx):
 * one cart, one wishlist, one session, the page's language. Apollo Client, XState and the route
 * table are not part of it: they load the first time something needs them. Once every island has
 * hydrated, the taps kept before the code ran are replayed (render/earlyTaps.ts).
 *
 * It imports no stylesheet: the page links the whole app's (the same rules), so a shopper's next
 * page, hydrated whole, finds it cached.
 */
// First: the whole stylesheet goes on before anything else runs.
import '../render/deferredStylesheets.ts';
import { hydrateRoot } from 'react-dom/client';
import { useEffect, type ComponentType } from 'react';
import { loadShopMessages } from '../i18n/catalogues.ts';
import { createShopIntl } from '../i18n/intl.ts';
import { defaultLocale, isLocale } from '../i18n/locales.ts';
import { lazyClientSource } from '../graphql/clientSource.tsx';
import { createSessionStore } from '../session/session.tsx';
import { connectCart, createCartStore } from '../cart/cart.tsx';
import { connectWishlist, createWishlistStore } from '../wishlist/wishlist.tsx';
import { replayEarlyTaps } from '../render/earlyTaps.ts';
import { ISLAND_TAG, type Island } from './island.tsx';
import { IslandShell, type IslandStores } from './IslandShell.tsx';

/** Every island module of the shop, each its own chunk, by its path from here. */
const islandModules = import.meta.glob<{ default: Island<object> }>('../**/*.island.tsx');

/** The attribute `<html>` gets once every island has hydrated (the e2e journeys wait for it). */
export const HYDRATED_ATTRIBUTE = 'data-islands-hydrated';

/** The islands of the page: the outermost ones (an island inside another is the outer's). */
function pageIslands(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>(ISLAND_TAG)].filter(
    (element) => !element.parentElement?.closest(ISLAND_TAG),
  );
}

/** Renders nothing; calls `onHydrated` once the island around it has hydrated. */
function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return null;
}

/** Loads one island's component, or undefined (and says so) when it cannot. */
async function islandComponent(name: string): Promise<ComponentType<object> | undefined> {
  const load = islandModules[`../${name}.island.tsx`];
  if (!load) {
    console.error(`no island named ${name}`);
    return undefined;
  }
  return (await load()).default.Component;
}

async function hydrateIslands() {
  const lang = document.documentElement.lang;
  const locale = isLocale(lang) ? lang : defaultLocale;
  const islands = pageIslands();
  const [messages, components] = await Promise.all([
    loadShopMessages(locale),
    Promise.all(islands.map((element) => islandComponent(element.dataset['island'] ?? ''))),
  ]);
  const intl = createShopIntl(locale, messages);
  const client = lazyClientSource(async () => {
    const { createApolloClient } = await import('../apollo.ts');
    return createApolloClient({ locale });
  });
  // A page in islands is a guest's (the server hydrates a member's whole).
  const stores: IslandStores = {
    intl,
    client,
    session: createSessionStore(client, null),
    cart: createCartStore(),
    wishlist: createWishlistStore(client, intl),
  };

  let waiting = islands.length;
  const onHydrated = () => {
    waiting -= 1;
    if (waiting > 0) return;
    // This browser's cart and wishlist, read now that the server's HTML has been matched
    // (the islands show the empty ones the server rendered until then).
    connectCart(stores.cart);
    connectWishlist(stores.wishlist);
    stores.wishlist.send({ type: 'session.guest' });
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
    setTimeout(replayEarlyTaps);
  };

  islands.forEach((element, index) => {
    const Component = components[index];
    let props: object = {};
    try {
      props = JSON.parse(element.dataset['props'] ?? '{}') as object;
    } catch {
      console.error(`unreadable props of island ${element.dataset['island']}`);
    }
    if (!Component) {
      onHydrated();
      return;
    }
    hydrateRoot(
      element,
      <IslandShell stores={stores}>
        <Component {...props} />
        <Hydrated onHydrated={onHydrated} />
      </IslandShell>,
    );
  });
  if (islands.length === 0) onHydrated();
}

void hydrateIslands();
