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
import { hydrateRoot } from 'react-dom/client';
import { useEffect, type ComponentType } from 'react';
import type { IntlShape } from 'react-intl';
import { loadIslandWords, loadOnDemandIslandWords } from './words.ts';
import { intlWith } from '../i18n/intl.ts';
import { defaultLocale, isLocale } from '../i18n/locales.ts';
import { lazyClientSource } from '../graphql/clientSource.tsx';
import { createSessionStore } from '../session/session.tsx';
import { connectCart, createCartStore } from '../cart/cart.tsx';
import { connectWishlist, createWishlistStore } from '../wishlist/wishlist.tsx';
import { handOver, keptControl, replayEarlyTaps } from '../render/earlyTaps.ts';
import { ISLAND_TAG, IslandSlotsContext, SLOT_TAG, type Island } from './island.tsx';
import { IslandShell, type IslandStores } from './IslandShell.tsx';

/** Every island module of the shop, each its own chunk, by its path from here. */
const islandModules = import.meta.glob<{ default: Island<object> }>('../**/*.island.tsx');

/**
 * The attribute `<html>` gets once the islands hydrated with the page have (the e2e journeys wait
 * for it); those hydrated later (island.tsx, `Hydrate`) keep their own taps until then.
 */
export const HYDRATED_ATTRIBUTE = 'data-islands-hydrated';

/**
 * The islands of the page: the outermost ones (an island inside another is the outer's), and those
 * in an island's slot (island.tsx, `IslandSlot`: the outer one leaves that HTML alone).
 */
function pageIslands(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>(ISLAND_TAG)].filter((element) => {
    const outer = element.parentElement?.closest(`${ISLAND_TAG}, ${SLOT_TAG}`);
    return !outer || outer.localName === SLOT_TAG;
  });
}

/** The server's HTML of `element`'s own slots (not those of an island inside it), by name. */
function islandSlots(element: HTMLElement): ReadonlyMap<string, string> {
  const slots = new Map<string, string>();
  for (const slot of element.querySelectorAll<HTMLElement>(SLOT_TAG)) {
    if (slot.parentElement?.closest(ISLAND_TAG) === element) {
      slots.set(slot.dataset['slot'] ?? '', slot.innerHTML);
    }
  }
  return slots;
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

/** The props the server wrote on an island's element. */
function islandProps(element: HTMLElement): object {
  try {
    return JSON.parse(element.dataset['props'] ?? '{}') as object;
  } catch {
    console.error(`unreadable props of island ${element.dataset['island']}`);
    return {};
  }
}

/**
 * What starts hydrating an island reached for (`interaction`): a pointer or a key reaching it, and
 * a field in it changed without either (a choice made by assistive technology or autofill, or one
 * made before the code and handed over by the replay): once it has hydrated, what was changed in
 * it is handed over again, now with React listening (render/earlyTaps.ts).
 */
const reachingFor = [
  'pointerover',
  'pointerdown',
  'focusin',
  'keydown',
  'touchstart',
  'input',
  'change',
];

/**
 * What starts hydrating the islands that follow the page's first press or key; `REPLAYED` is
 * sent when taps kept before the code are done again (a press the page never heard).
 */
const REPLAYED = 'bloom:taps-replayed';
const pressing = ['pointerdown', 'keydown', 'touchstart', REPLAYED];

/**
 * Whether `element`'s island formats words the page's first catalogue leaves out (words.json,
 * `onDemand`): one hydrated when reached for (`interaction`, `page-interaction`), or one that
 * says so (island.tsx, `IslandWords`).
 */
function needsOnDemandWords(element: HTMLElement): boolean {
  const when = element.dataset['hydrate'];
  return (
    when === 'interaction' ||
    when === 'page-interaction' ||
    element.dataset['words'] === 'on-demand'
  );
}

/** Resolves when `element`'s island should hydrate, by its `data-hydrate` (island.tsx). */
function hydrationTime(element: HTMLElement): Promise<void> {
  const when = element.dataset['hydrate'];
  return new Promise((resolve) => {
    if (when === 'visible') {
      // The island's element takes no box: its children are what scrolls into view.
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          resolve();
        },
        { rootMargin: '200px' },
      );
      for (const child of element.children) observer.observe(child);
      if (element.children.length === 0) resolve();
    } else if (when === 'interaction' || when === 'page-interaction') {
      const target = when === 'interaction' ? element : document;
      const types = when === 'interaction' ? reachingFor : pressing;
      const start = () => {
        for (const type of types) target.removeEventListener(type, start, true);
        resolve();
      };
      for (const type of types)
        target.addEventListener(type, start, { capture: true, passive: true });
    } else {
      resolve();
    }
  });
}

/**
 * Keeps the taps on `element`'s buttons until `hydrated` settles, then hands them over (with what
 * was typed in it meanwhile) to the island's code: the head's keeper's work, for an island that
 * hydrates after the page. A kept tap calls `hurry` (the island is wanted now).
 */
function keepTapsUntil(element: HTMLElement, hydrated: Promise<void>, hurry: () => void) {
  const taps: HTMLElement[] = [];
  let done = false;
  const keep = (event: Event) => {
    const control = done ? null : keptControl(event.target);
    if (!control) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    taps.push(control);
    // A tap with no press before it (one the head's keeper replays) starts the island too.
    hurry();
  };
  element.addEventListener('click', keep, true);
  const release = () => {
    done = true;
    element.removeEventListener('click', keep, true);
  };
  hydrated.then(
    () => {
      release();
      // In the next task: the island's effects (its stores' first reads) come first.
      setTimeout(() => handOver(element, taps.splice(0)));
    },
    (error: unknown) => {
      // Its code could not be had: the island stays the server's HTML, and its buttons are no
      // longer held (its links and forms still work).
      release();
      console.error(`island ${element.dataset['island']} did not hydrate`, error);
    },
  );
}

async function hydrateIslands() {
  const lang = document.documentElement.lang;
  const locale = isLocale(lang) ? lang : defaultLocale;
  const islands = pageIslands();
  const now = islands.filter((element) => !element.dataset['hydrate']);
  const later = islands.filter((element) => element.dataset['hydrate']);
  const loading = new Map(
    now.map((element) => [element, islandComponent(element.dataset['island'] ?? '')]),
  );
  // The words of what runs with the page (@bloom/ui's among them), in the page's language only;
  // the rest once an island hydrated when reached for needs them (words.ts).
  const words = await loadIslandWords(locale);
  const intl = intlWith(locale, words);
  let everyWord: Promise<IntlShape> | undefined;
  const onDemandIntl = () =>
    (everyWord ??= loadOnDemandIslandWords(locale).then((more) =>
      intlWith(locale, { ...words, ...more }),
    ));
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

  /** Hydrates one island; resolves once it has (at once if its code cannot be had). */
  const hydrate = async (element: HTMLElement): Promise<void> => {
    const [Component, islandStores] = await Promise.all([
      loading.get(element) ?? islandComponent(element.dataset['island'] ?? ''),
      needsOnDemandWords(element)
        ? onDemandIntl().then((full): IslandStores => ({ ...stores, intl: full }))
        : stores,
    ]);
    if (!Component) return;
    await new Promise<void>((resolve) => {
      hydrateRoot(
        element,
        <IslandShell stores={islandStores}>
          <IslandSlotsContext value={islandSlots(element)}>
            <Component {...islandProps(element)} />
          </IslandSlotsContext>
          <Hydrated onHydrated={resolve} />
        </IslandShell>,
      );
    });
  };

  // The islands reached for later keep their taps from now until they have hydrated.
  for (const element of later) {
    let hurry!: () => void;
    const wanted = new Promise<void>((resolve) => (hurry = resolve));
    void hydrationTime(element).then(hurry);
    keepTapsUntil(
      element,
      wanted.then(() => hydrate(element)),
      hurry,
    );
  }

  // One island whose code cannot be had must not hold up the others, nor the early taps.
  for (const result of await Promise.allSettled(now.map(hydrate))) {
    if (result.status === 'rejected') console.error('an island did not hydrate', result.reason);
  }
  // This browser's cart and wishlist, read now that the server's HTML has been matched (the
  // islands show the empty ones the server rendered until then).
  connectCart(stores.cart);
  connectWishlist(stores.wishlist);
  stores.wishlist.send({ type: 'session.guest' });
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  setTimeout(() => {
    if (replayEarlyTaps() > 0) document.dispatchEvent(new Event(REPLAYED));
  });
}

void hydrateIslands();
