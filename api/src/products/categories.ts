/**
 * The catalogue's categories and subcategories with their display names in one language: what
 * a shop's menu, breadcrumbs and filters label them with (`POST /api/products/getCategories`).
 */
import { z } from 'zod';
import type { Queryable } from '../db/index.ts';
import { categoryName, labelsIn, subCategoryName } from './language.ts';
import type { Language } from './locale.ts';
import { LruMap } from './listing-cache.ts';
import { categories, type Category } from './product.ts';

/** The reply of `getCategories`: every category in the shop's order, each with its subcategories. */
export const categoriesReply = z.strictObject({
  categories: z.array(
    z
      .strictObject({
        category: z.enum(categories).describe('The category, as products and listings name it.'),
        name: z.string().describe('Its display name in the language asked.'),
        subCategories: z
          .array(
            z.strictObject({
              subCategory: z.string().describe('The subcategory, as products name it.'),
              name: z.string().describe('Its display name in the language asked.'),
            }),
          )
          .describe('Its subcategories among published products, in English alphabetical order.'),
      })
      .meta({ id: 'CategoryLabels', description: 'A category and its display names.' }),
  ),
});

/** One category with its display names. */
export type CategoryLabels = z.output<typeof categoriesReply>['categories'][number];

/** What one api process remembers: the list per language, valid while `shop_version` stands. */
export type CategoriesCache = LruMap<{ version: string; list: CategoryLabels[] }>;

/** An empty memory (two languages: two entries). */
export const createCategoriesCache = (): CategoriesCache => new LruMap(10);

/**
 * Every category with its subcategories and their names in `lang` (English where untranslated).
 * Remembered per language while `shop_version` (migration 012, moved by any product, translation
 * or label change, migration 016) stands, so a page render costs one small query.
 */
export async function catalogueCategories(
  db: Queryable,
  lang: Language,
  cache: CategoriesCache,
): Promise<CategoryLabels[]> {
  const current = await db.query<{ version: string }>(
    'SELECT version::text AS version FROM shop_version',
  );
  const version = current.rows[0]?.version ?? '';
  const remembered = cache.get(lang);
  if (remembered?.version === version) return remembered.list;
  const [found, labels] = await Promise.all([
    db.query<{ category: Category; sub_category: string }>(
      `SELECT DISTINCT category, sub_category FROM products
       WHERE published AND sub_category <> '' ORDER BY category, sub_category`,
    ),
    labelsIn(db, lang),
  ]);
  const list = categories.map((category) => ({
    category,
    name: categoryName(labels, category),
    subCategories: found.rows
      .filter((row) => row.category === category)
      .map((row) => ({
        subCategory: row.sub_category,
        name: subCategoryName(labels, row.sub_category),
      })),
  }));
  cache.set(lang, { version, list });
  return list;
}
