import { responsiveImage, type ResponsiveImage } from '../images/variants.ts';
import type { FreeFrom, SkinType } from './facets.ts';
import { rulings } from './ingredients.ts';

/** The five catalogue categories, exactly as DESIGN.md spells them. */
export const categories = ['Skincare', 'Haircare', 'Body Care', 'Cosmetics', 'Bundle'] as const;

/** One catalogue category. */
export type Category = (typeof categories)[number];

/** One item inside a bundle, as the wire shows it. */
export interface BundleItem {
  /** The contained product's id. */
  id: string;
  /** The contained product's name. */
  name: string;
  /** How many of it the bundle holds. */
  quantity: number;
  /** Its image. */
  image: ProductImage;
}

/** A product image on the wire: a path under the api (and gateway) origin. */
export interface ProductImage extends ResponsiveImage {
  /** `/images/<file>`, relative to the origin serving the page. */
  downloadURL: string;
  /** A short description of the picture (alt text). */
  name: string;
  /** Its MIME type. */
  type: string;
}

/** A product on the REST wire; money in rupees with two decimals. */
export interface Product {
  /** Product id (a uuid, as a string). */
  id: string;
  /** Display name. */
  name: string;
  /** A few sentences about it. */
  description: string;
  /** Its catalogue category. */
  category: Category;
  /** A finer grouping, e.g. Serum or Shampoo. */
  subCategory: string;
  /** Regular price in rupees. */
  price: number;
  /** Sale price in rupees; 0 when not on sale. */
  sale_price: number;
  /** Units available. */
  stock: number;
  /** Its picture. */
  image: ProductImage;
  /** Shown among the new arrivals. */
  latest: boolean;
  /** Mean review rating, one decimal; 0 without reviews. */
  averageRating: number;
  /** Number of reviews. */
  reviewCount: number;
  /** When it entered the catalogue (ISO 8601). */
  createdAt: string;
  /** What a bundle holds; only on bundles. */
  bundleContents?: BundleItem[];
  /** The INCI list in label order; empty when not known. */
  ingredients: string[];
  /** Which of its ingredients rule out which free-from tag (what an exclusion filters by). */
  ingredientRulings: { ingredient: string; freeFrom: FreeFrom }[];
  /** What it is free from (as its ingredients show, or as staff claimed fewer). */
  freeFrom: FreeFrom[];
  /** The skin types it suits; empty suits every skin type. */
  skinTypes: SkinType[];
}

/** A products row as the queries select it. */
export interface ProductRow {
  id: string;
  name: string;
  description: string;
  category: Category;
  sub_category: string;
  price_paisa: number;
  sale_price_paisa: number;
  stock: number;
  image_file: string;
  image_name: string;
  latest: boolean;
  rating_sum: number;
  review_count: number;
  created_at: Date;
  ingredients: string[];
  free_from: FreeFrom[];
  skin_types: SkinType[];
}

/** The columns every product query selects, qualified by `alias`. */
export const productColumns = (alias = 'p') =>
  [
    'id',
    'name',
    'description',
    'category',
    'sub_category',
    'price_paisa',
    'sale_price_paisa',
    'stock',
    'image_file',
    'image_name',
    'latest',
    'rating_sum',
    'review_count',
    'created_at',
    'ingredients',
    'free_from',
    'skin_types',
  ]
    .map((column) => `${alias}.${column}`)
    .join(', ');

const mimeTypes: Record<string, string> = {
  svg: 'image/svg+xml',
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};

/** Rupees with two decimals, as a JSON number, from integer paisa. */
export const rupees = (paisa: number): number => Math.round(paisa) / 100;

/** Integer paisa from rupees (two decimals at most). */
export const paisa = (amount: number): number => Math.round(amount * 100);

/** The wire image of a stored file name. */
export function imageOf(file: string, name: string): ProductImage {
  const extension = file.split('.').pop()?.toLowerCase() ?? '';
  return {
    downloadURL: `/images/${file}`,
    name,
    type: mimeTypes[extension] ?? 'application/octet-stream',
    ...responsiveImage(file),
  };
}

/**
 * The price a shopper pays for one unit, by the shop's one rule (DESIGN.md): the sale price when
 * above 0 and below the price, else the price. The table's check keeps a sale price below the
 * price, but the rule is stated whole, as the gateway states it.
 */
export const unitPricePaisa = (row: Pick<ProductRow, 'price_paisa' | 'sale_price_paisa'>) =>
  row.sale_price_paisa > 0 && row.sale_price_paisa < row.price_paisa
    ? row.sale_price_paisa
    : row.price_paisa;

/** Turns a row into the wire shape. */
export function toProduct(row: ProductRow, bundleContents?: BundleItem[]): Product {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category,
    subCategory: row.sub_category,
    price: rupees(row.price_paisa),
    sale_price: rupees(row.sale_price_paisa),
    stock: row.stock,
    image: imageOf(row.image_file, row.image_name || row.name),
    latest: row.latest,
    averageRating:
      row.review_count > 0 ? Math.round((row.rating_sum / row.review_count) * 10) / 10 : 0,
    reviewCount: row.review_count,
    createdAt: new Date(row.created_at).toISOString(),
    ...(bundleContents ? { bundleContents } : {}),
    ingredients: row.ingredients,
    ingredientRulings: rulings(row.ingredients),
    freeFrom: row.free_from,
    skinTypes: row.skin_types,
  };
}
