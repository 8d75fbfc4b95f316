/**
 * The islands entry (issue 32 §2 spike; opt-in, STOREFRONT_ISLANDS=1): the browser's script for
 * a guest's product page instead of boot.ts. The server rendered the whole page as always and
 * marked its interactive parts (islands/Island.tsx); this hydrates each of them alone, in a root
 * of its own on the element the server rendered, with the page's language, and nothing else:
 * no router, no Apollo, no XState. The rest of the page stays the server's HTML (its links and
 * forms work as they do before any script). Once every island has hydrated, the taps kept by
 * the head's keeper are replayed (earlyTaps.ts).
 */
import './deferredStylesheets.ts';
import { useEffect, type ComponentType, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RawIntlProvider, type IntlShape } from 'react-intl';
import { DirectionProvider, Toaster } from '@bloom/ui';
import { defaultLocale, direction, isLocale } from '../i18n/locales.ts';
import type { ShopMessages } from '../i18n/catalogues.ts';
import { readPageState } from './pageState.ts';
import { createShopIntl } from '../i18n/intl.ts';
import { ISLAND_ATTRIBUTE } from '../islands/Island.tsx';
import { AddToCart, CartBadge, HeaderSearch, Menu, WishlistHeart } from '../islands/parts.tsx';
import { replayEarlyTaps } from './earlyTaps.ts';

/** Every island a page may name, by its `data-island`. */
const islands: Record<string, ComponentType<never>> = {
  AddToCart,
  WishlistHeart,
  CartBadge,
  Menu,
  HeaderSearch,
};

/** Calls `done` once its island has hydrated (its effects run after the island's own). */
function Hydrated({ done }: { done(): void }) {
  useEffect(done, [done]);
  return null;
}

function providers(intl: IntlShape, node: ReactNode) {
  return (
    <RawIntlProvider value={intl}>
      <DirectionProvider dir={direction(intl.locale === 'ur' ? 'ur' : 'en')}>
        {node}
      </DirectionProvider>
    </RawIntlProvider>
  );
}

const lang = document.documentElement.lang;
const locale = isLocale(lang) ? lang : defaultLocale;

// The islands' words, from the page's data block (islands/messages.ts): not the catalogue's chunk.
const messages = (readPageState(document).islandMessages ?? {}) as ShopMessages;
{
  const intl = createShopIntl(locale, messages);
  const elements = [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)].filter(
    (element) => islands[element.dataset['island'] ?? ''],
  );
  let waiting = elements.length;
  // In the next task, so the islands' effects (the cart read from storage) come first.
  const done = () => {
    waiting -= 1;
    if (waiting === 0) setTimeout(replayEarlyTaps);
  };
  for (const element of elements) {
    const Island = islands[element.dataset['island']!]! as ComponentType<object>;
    const props = JSON.parse(element.dataset['props'] ?? '{}') as object;
    hydrateRoot(
      element,
      providers(
        intl,
        <>
          <Island {...props} />
          <Hydrated done={done} />
        </>,
      ),
    );
  }
  if (waiting === 0) setTimeout(replayEarlyTaps);
  // The toasts (Add to cart's "added"), in a root of their own outside the server's HTML.
  const toasts = document.createElement('div');
  document.body.append(toasts);
  createRoot(toasts).render(providers(intl, <Toaster />));
}
