/**
 * Synthetic products for benchmarks and for tests that need a large catalogue: kept out of the
 * service's own code (src/), used by `scripts/generate-products.ts` and the api's tests.
 */
import { saveProducts, type NewProduct } from '../src/catalog/catalog.ts';
import type { Database } from '../src/db/index.ts';
import type { FreeFrom, SkinType } from '../src/products/facets.ts';
import type { Category } from '../src/products/product.ts';

const adjectives = [
  'Rose',
  'Aloe',
  'Vitamin C',
  'Oat',
  'Shea',
  'Argan',
  'Coconut',
  'Green Tea',
  'Lavender',
  'Honey',
  'Charcoal',
  'Ceramide',
  'Peptide',
  'Rosehip',
  'Jasmine',
  'Almond',
  'Cocoa',
  'Hibiscus',
  'Mint',
  'Vanilla',
];
const nouns = [
  'Serum',
  'Cream',
  'Toner',
  'Cleanser',
  'Mask',
  'Shampoo',
  'Conditioner',
  'Hair Oil',
  'Body Wash',
  'Lotion',
  'Scrub',
  'Mist',
  'Balm',
  'Lipstick',
  'Palette',
  'Mascara',
  'Foundation',
  'Powder',
  'Gel',
  'Soap',
  'Sunscreen',
  'Eye Cream',
  'Face Oil',
  'Hand Cream',
  'Bath Salt',
];
const categories: Category[] = ['Skincare', 'Haircare', 'Body Care', 'Cosmetics'];
const images = [
  'rose-water-toner.svg',
  'argan-repair-shampoo.svg',
  'shea-butter-body-cream.svg',
  'sunset-eyeshadow-palette.svg',
  'glow-starter-kit.svg',
];

/** Skin-type and free-from mixes, cycled so every facet value has products behind it. */
const skinMixes: SkinType[][] = [
  [],
  ['dry'],
  ['oily', 'combination'],
  ['sensitive', 'dry'],
  ['normal'],
];
const freeFromMixes: FreeFrom[][] = [
  [],
  ['fragrance'],
  ['parabens', 'sulfates'],
  ['fragrance', 'parabens', 'alcohol', 'silicones'],
];

/** The `index`-th synthetic product: the same one every run. */
function syntheticProduct(index: number): NewProduct {
  return {
    name: `${adjectives[index % 20]} ${nouns[Math.floor(index / 20) % 25]} No. ${index}`,
    description: 'A synthetic product for benchmarks.',
    category: index % 20 === 19 ? 'Bundle' : categories[index % 4]!,
    subCategory: 'Synthetic',
    price: (50_000 + ((index * 7919) % 500_000)) / 100,
    sale_price: index % 5 === 0 ? 400 : 0,
    stock: index % 50,
    latest: index % 97 === 0,
    image: images[index % 5]!,
    ingredients: [],
    freeFrom: freeFromMixes[Math.floor(index / 3) % 4]!,
    skinTypes: skinMixes[index % 5]!,
  };
}

/**
 * Adds `count` synthetic products after those already there: spread over the categories with
 * about one in twenty a bundle, one in five on sale, varied names for search, and one second
 * apart in age (the last added is the newest). Returns how many it added.
 */
export async function generateProducts(db: Database, count: number): Promise<number> {
  const existing = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM products WHERE sub_category = 'Synthetic'`,
  );
  const start = existing.rows[0]?.n ?? 0;
  const products = Array.from({ length: count }, (_, offset) => ({
    ...syntheticProduct(start + offset),
    createdSecondsAgo: count - offset,
  }));
  const saved = await db.transaction((tx) => saveProducts(tx, products));
  return saved.filter((product) => product.created).length;
}
