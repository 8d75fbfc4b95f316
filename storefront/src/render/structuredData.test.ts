import { expect, test } from 'vitest';
import { productLd, type ProductLdInput } from './structuredData.ts';

const url = (path: string) => `https://bloom.example${path}`;

const toner: ProductLdInput = {
  id: 'p1',
  name: 'Rosewater Toner',
  description: 'A gentle toner.',
  imageUrl: '/images/toner.webp',
  price: 1200,
  currentPrice: 1200,
  inStock: true,
  averageRating: 0,
  reviewCount: 0,
  category: 'Skincare',
};

test('a product’s skin types, free-from tags and INCI list are additional properties', () => {
  const ld = productLd(
    {
      ...toner,
      skinTypes: ['Dry', 'Normal'],
      freeFrom: ['Sulfates', 'Silicones'],
      ingredients: ['Rosa Damascena Flower Water', 'Glycerin', 'Parfum'],
    },
    url,
  );

  expect(ld).toMatchObject({
    '@type': 'Product',
    additionalProperty: [
      { '@type': 'PropertyValue', name: 'Suitable for skin type', value: 'Dry' },
      { '@type': 'PropertyValue', name: 'Suitable for skin type', value: 'Normal' },
      { '@type': 'PropertyValue', name: 'Free from', value: 'Sulfates' },
      { '@type': 'PropertyValue', name: 'Free from', value: 'Silicones' },
      {
        '@type': 'PropertyValue',
        name: 'Ingredients (INCI)',
        value: 'Rosa Damascena Flower Water, Glycerin, Parfum',
      },
    ],
  });
});

test('a product that says nothing of them has no additional properties', () => {
  expect(productLd(toner, url)).not.toHaveProperty('additionalProperty');
  expect(
    productLd({ ...toner, skinTypes: [], freeFrom: [], ingredients: [] }, url),
  ).not.toHaveProperty('additionalProperty');
});
