import { expect, test } from 'vitest';
import { avoidables, freeFromListingPath, skinTypeTagOf } from './discovery.ts';
import type { ProductIngredientsFieldsFragment } from '../__generated__/graphql';
import { skinAndFreeFromNames } from './ProductIngredients.tsx';
import { bundledIntl } from '../i18n/bundled.ts';
import ur from '../i18n/messages/ur.json';

const english = bundledIntl('en');

test('the rulings come grouped by tag in the shop’s order of tags, ingredients in list order', () => {
  expect(
    avoidables([
      { ingredient: 'Dimethicone', freeFrom: 'SILICONES' },
      { ingredient: 'Parfum', freeFrom: 'FRAGRANCE' },
      { ingredient: 'Methylparaben', freeFrom: 'PARABENS' },
      { ingredient: 'Linalool', freeFrom: 'FRAGRANCE' },
      { ingredient: 'Propylparaben', freeFrom: 'PARABENS' },
    ]),
  ).toEqual([
    { tag: 'FRAGRANCE', ingredients: ['Parfum', 'Linalool'] },
    { tag: 'PARABENS', ingredients: ['Methylparaben', 'Propylparaben'] },
    { tag: 'SILICONES', ingredients: ['Dimethicone'] },
  ]);
  expect(avoidables([])).toEqual([]);
});

test('the listing free from a tag is the listing’s own address, in the product’s category', () => {
  expect(freeFromListingPath('SKINCARE', 'FRAGRANCE')).toBe(
    '/products?category=Skincare&free=fragrance',
  );
  expect(freeFromListingPath('BODY_CARE', 'PARABENS')).toBe(
    '/products?category=Body+Care&free=parabens',
  );
});

test('an address word names a skin type only when it is one', () => {
  expect(skinTypeTagOf('oily')).toBe('oily');
  expect(skinTypeTagOf('combination')).toBe('combination');
  expect(skinTypeTagOf('OILY')).toBeUndefined();
  expect(skinTypeTagOf('all')).toBeUndefined();
  expect(skinTypeTagOf(null)).toBeUndefined();
});

test('structured data names every skin type for a product naming none, and none for a bundle', () => {
  const serum: ProductIngredientsFieldsFragment = {
    category: 'SKINCARE',
    ingredients: [],
    ingredientRulings: [],
    freeFrom: ['SILICONES', 'FRAGRANCE'],
    skinTypes: ['NORMAL', 'DRY'],
  };
  // In the shop's order, as the page shows them.
  expect(skinAndFreeFromNames(english, serum)).toEqual({
    skinTypes: ['Dry', 'Normal'],
    freeFrom: ['Fragrance', 'Silicones'],
  });
  expect(skinAndFreeFromNames(english, { ...serum, skinTypes: [] }).skinTypes).toEqual([
    'Dry',
    'Oily',
    'Combination',
    'Sensitive',
    'Normal',
  ]);
  expect(skinAndFreeFromNames(english, { ...serum, category: 'BUNDLE' }).skinTypes).toEqual([]);
});

test('on an Urdu page the structured data names them in Urdu, from the catalogue', () => {
  const serum: ProductIngredientsFieldsFragment = {
    category: 'SKINCARE',
    ingredients: [],
    ingredientRulings: [],
    freeFrom: ['FRAGRANCE'],
    skinTypes: ['OILY'],
  };
  expect(skinAndFreeFromNames(bundledIntl('ur'), serum)).toEqual({
    skinTypes: [ur['shop.skinType.oily'].defaultMessage],
    freeFrom: [ur['shop.freeFrom.fragrance'].defaultMessage],
  });
});
