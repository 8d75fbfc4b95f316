import { expect, test } from 'vitest';
import {
  activeFilterCount,
  filterVariables,
  freeFromOf,
  listingOf,
  searchOf,
  skinTypesOf,
  sortOf,
  tidiedSearch,
  unfiltered,
} from './listingParams.ts';

const read = (query: string) => listingOf(new URLSearchParams(query));

test('reads every filter of a shared address, and writes it back the same', () => {
  const query =
    '?category=Skincare&search=serum&skin=dry&skin=oily&free=fragrance&minPrice=500&maxPrice=2000&rating=4&sale=1&stock=1&sort=price-asc&page=2';
  const state = read(query);
  expect(state).toMatchObject({
    category: 'SKINCARE',
    search: 'serum',
    skinTypes: ['DRY', 'OILY'],
    freeFrom: ['FRAGRANCE'],
    onSale: true,
    inStock: true,
    topRated: true,
    minPrice: 500,
    maxPrice: 2000,
    sort: 'PRICE_LOW_TO_HIGH',
    page: 2,
    unknownCategory: false,
  });
  expect(searchOf(state)).toBe(query);
  expect(activeFilterCount(state)).toBe(7);
  expect(filterVariables(state)).toEqual({
    filter: {
      skinTypes: ['DRY', 'OILY'],
      freeFrom: ['FRAGRANCE'],
      onSale: true,
      inStock: true,
      minRating: 4,
      minPrice: 500,
      maxPrice: 2000,
    },
    sort: 'PRICE_LOW_TO_HIGH',
  });
});

test('one listing has one address: order, case, commas and repeats do not matter', () => {
  expect(searchOf(read('skin=OILY,dry&skin=oily&sort=newest&page=1'))).toBe('?skin=dry&skin=oily');
});

test('leaves out what it does not know instead of refusing the page', () => {
  const state = read('skin=greasy&free=gluten&sort=cheapest&minPrice=abc&maxPrice=-3&rating=2');
  expect(searchOf(state)).toBe('');
  expect(filterVariables(state)).toEqual({});
});

test('a price range given the wrong way round means the range between', () => {
  expect(read('minPrice=900&maxPrice=100')).toMatchObject({ minPrice: 100, maxPrice: 900 });
});

test('an unknown category is said, All is not', () => {
  expect(read('category=Perfume').unknownCategory).toBe(true);
  expect(read('category=All').unknownCategory).toBe(false);
});

test('what a GET form sends for untouched fields is tidied into the listing’s address, other keys kept', () => {
  const sent = new URLSearchParams(
    'category=Skincare&search=&skin=oily&free=fragrance&minPrice=&maxPrice=900&sort=newest&utm_source=mail',
  );
  expect(tidiedSearch(sent, read(sent.toString()))).toBe(
    '?category=Skincare&skin=oily&free=fragrance&maxPrice=900&utm_source=mail',
  );
  // The bundle page writes no category.
  expect(
    tidiedSearch(new URLSearchParams('sale=1&sort='), read('sale=1'), { withCategory: false }),
  ).toBe('?sale=1');
  expect(tidiedSearch(new URLSearchParams('minPrice=&maxPrice=&sort=newest'), read(''))).toBe('');
  expect(tidiedSearch(new URLSearchParams('skin=dry&minPrice='), read('skin=dry'))).toBe(
    '?skin=dry',
  );
});

test('an address a link wrote, even spelled otherwise, is left as it is', () => {
  for (const query of [
    '',
    'category=Skincare&page=1',
    'skin=OILY,dry&sort=rating',
    'utm_source=mail',
  ]) {
    expect(tidiedSearch(new URLSearchParams(query), read(query)), query).toBeNull();
  }
});

test('the words a form reports read back as the schema’s values, in the shop’s order', () => {
  expect(skinTypesOf(['sensitive', 'dry', 'greasy'])).toEqual(['DRY', 'SENSITIVE']);
  expect(freeFromOf(['silicones', 'parabens'])).toEqual(['PARABENS', 'SILICONES']);
  expect(sortOf('price-desc')).toBe('PRICE_HIGH_TO_LOW');
  expect(sortOf('cheapest')).toBe('NEWEST');
});

test('Clear all keeps the category, search and order, and starts again at page 1', () => {
  const cleared = unfiltered(
    read('category=Haircare&search=oil&skin=dry&sale=1&minPrice=5&sort=rating&page=3'),
  );
  expect(searchOf(cleared)).toBe('?category=Haircare&search=oil&sort=rating');
  expect(activeFilterCount(cleared)).toBe(0);
});
