/** Where each language lives in the address (DESIGN.md "Languages"). */
import { expect, test } from 'vitest';
import {
  defaultLocale,
  direction,
  isLocale,
  localeOfPath,
  localizedPath,
  locales,
} from './locales.ts';

test('English is the default, at today’s paths; Urdu lives under /ur', () => {
  expect(locales).toEqual(['en', 'ur']);
  expect(defaultLocale).toBe('en');
  expect(localeOfPath('/')).toEqual({ locale: 'en', path: '/' });
  expect(localeOfPath('/products')).toEqual({ locale: 'en', path: '/products' });
  expect(localeOfPath('/ur/products')).toEqual({ locale: 'ur', path: '/products' });
  expect(localeOfPath('/ur/selectedItem/p1')).toEqual({ locale: 'ur', path: '/selectedItem/p1' });
  expect(localeOfPath('/ur')).toEqual({ locale: 'ur', path: '/' });
  expect(localeOfPath('/ur/')).toEqual({ locale: 'ur', path: '/' });
});

test('only a whole /ur segment is Urdu; other prefixes are left to routing', () => {
  expect(localeOfPath('/urx')).toEqual({ locale: 'en', path: '/urx' });
  expect(localeOfPath('/urdu/products')).toEqual({ locale: 'en', path: '/urdu/products' });
  expect(localeOfPath('/UR/products')).toEqual({ locale: 'en', path: '/UR/products' });
  // Not a language of the shop: routing answers it 404 (an unknown language prefix).
  expect(localeOfPath('/fr/products')).toEqual({ locale: 'en', path: '/fr/products' });
  expect(localeOfPath('/en/products')).toEqual({ locale: 'en', path: '/en/products' });
  expect(isLocale('ur')).toBe(true);
  expect(isLocale('en')).toBe(true);
  expect(isLocale('fr')).toBe(false);
  expect(isLocale('UR')).toBe(false);
});

test('localizedPath writes a page’s address in a language, keeping its query', () => {
  expect(localizedPath('/products?category=Body%20Care&page=2', 'ur')).toBe(
    '/ur/products?category=Body%20Care&page=2',
  );
  expect(localizedPath('/', 'ur')).toBe('/ur');
  expect(localizedPath('/?from=cart', 'ur')).toBe('/ur?from=cart');
  expect(localizedPath('/cart', 'en')).toBe('/cart');
  expect(localizedPath('/', 'en')).toBe('/');
  // The two are inverses: every Urdu address comes back to its page.
  for (const path of ['/', '/products', '/selectedItem/p1', '/reset/a/b']) {
    expect(localeOfPath(localizedPath(path, 'ur'))).toEqual({ locale: 'ur', path });
    expect(localeOfPath(localizedPath(path, 'en'))).toEqual({ locale: 'en', path });
  }
});

test('Urdu is right to left, English left to right', () => {
  expect(direction('ur')).toBe('rtl');
  expect(direction('en')).toBe('ltr');
});
