import { expect, test } from 'vitest';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import { RawIntlProvider } from 'react-intl';
import type { MockedResponse } from '@apollo/client/testing';
import { SessionProvider } from '../session/session.tsx';
import { CartProvider } from '../cart/cart.tsx';
import { WishlistProvider } from '../wishlist/wishlist.tsx';
import { productCard, productWith, type ProductImage } from '../test/fixtures.ts';
import { productDetailMock, relatedProductsMock } from '../test/mocks.ts';
import { ServerRenderProvider, type ServerRender } from '../render/ServerRender.tsx';
import { ProductDetailPage } from './ProductDetailPage.tsx';
import { bundledIntl } from '../i18n/bundled.ts';

/** An uploaded photo as the gateway answers it: WebP variants, and AVIF ones when `avif`. */
function uploaded(key: string, avif: boolean): ProductImage {
  const widths = [320, 640, 1024];
  const set = (ext: string) => widths.map((w) => `/images/u/${key}-${w}.${ext} ${w}w`).join(', ');
  return { __typename: 'ProductImage', srcSet: set('webp'), avifSrcSet: avif ? set('avif') : null };
}

/**
 * The product page as the server sends it: React renders once from a cache already holding the
 * page's answers (as entry-server.tsx does after its preload), to a string, before any script.
 */
function serverRender(answers: readonly MockedResponse[]): {
  page: Document;
  server: ServerRender;
} {
  const cache = new InMemoryCache();
  for (const { request, result } of answers) {
    if (!result || typeof result === 'function' || !request.query) continue;
    cache.writeQuery({ query: request.query, variables: request.variables, data: result.data });
  }
  const server: ServerRender = { status: 200 };
  // The server renders inside the request's intl (entry-server.tsx): here an English one.
  const html = renderToString(
    <RawIntlProvider value={bundledIntl('en')}>
      <ServerRenderProvider value={server}>
        <MockedProvider cache={cache}>
          <SessionProvider initialUser={null}>
            <CartProvider>
              <WishlistProvider>
                <MemoryRouter initialEntries={['/selectedItem/p1']}>
                  <Routes>
                    <Route path="/selectedItem/:id" element={<ProductDetailPage />} />
                  </Routes>
                </MemoryRouter>
              </WishlistProvider>
            </CartProvider>
          </SessionProvider>
        </MockedProvider>
      </ServerRenderProvider>
    </RawIntlProvider>,
  );
  return { page: new DOMParser().parseFromString(html, 'text/html'), server };
}

test('an uploaded photo is served with its srcset and AVIF source in the server-rendered page, still fetched first and not preloaded as `src`', () => {
  const photo = uploaded('ab12', true);
  const { page, server } = serverRender([
    productDetailMock(productWith([], { imageUrl: '/images/u/ab12-1024.webp', image: photo })),
    relatedProductsMock([productCard('p9', 'Aloe Gel', { image: uploaded('cd34', false) })]),
  ]);

  const main = page.querySelector<HTMLImageElement>('img[alt="Rosewater Toner bottle"]');
  expect(main?.getAttribute('src')).toBe('/images/u/ab12-1024.webp');
  expect(main?.getAttribute('srcset')).toBe(photo.srcSet);
  expect(main?.getAttribute('sizes')).toBeTruthy();
  // The page's largest image keeps its priority with variants too.
  expect(main?.getAttribute('fetchpriority')).toBe('high');
  expect(main?.getAttribute('loading')).not.toBe('lazy');
  const avif = main?.parentElement;
  expect(avif?.tagName).toBe('PICTURE');
  const source = avif?.querySelector('source');
  expect(source?.getAttribute('type')).toBe('image/avif');
  expect(source?.getAttribute('srcset')).toBe(photo.avifSrcSet);
  // The head preloads the variant the <picture> chooses (its AVIF set, as wide as the <img>),
  // never `src`: the browser draws a variant, and would fetch both.
  expect(server.head?.preloadImage).toEqual({
    srcSet: photo.avifSrcSet,
    sizes: main?.getAttribute('sizes'),
    type: 'image/avif',
  });

  // A product card (here a related product) gets its variants too: WebP only, a plain <img>.
  const card = page.querySelector<HTMLImageElement>('img[alt="Aloe Gel"]');
  expect(card?.getAttribute('srcset')).toBe(uploaded('cd34', false).srcSet);
  expect(card?.parentElement?.tagName).not.toBe('PICTURE');
});

test('a seed SVG illustration stays a plain <img> without srcset, preloaded from the head', () => {
  const { page, server } = serverRender([productDetailMock(productWith([]))]);

  const main = page.querySelector('img[alt="Rosewater Toner bottle"]');
  expect(main?.hasAttribute('src')).toBe(true);
  expect(main?.hasAttribute('srcset')).toBe(false);
  expect(main?.hasAttribute('sizes')).toBe(false);
  expect(main?.parentElement?.tagName).not.toBe('PICTURE');
  // The head preloads the very photo the <img> draws.
  expect(server.head?.preloadImage).toEqual({ href: main?.getAttribute('src') });
});
