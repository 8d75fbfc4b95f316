/**
 * The catalogue in the shopper's language (DESIGN.md "Languages"): English lives in `products`,
 * Urdu in `product_translations` and `catalogue_labels` (migration 016). A read asked with
 * `?lang=ur` gets each product's Urdu name and description, every field falling back to English
 * on its own when the translation lacks it.
 */
import type { Queryable } from '../db/index.ts';
import type { Category, Product } from './product.ts';
import type { Language } from './locale.ts';

/** A product's translated text as stored; a null or empty field falls back to English. */
interface TranslationRow {
  product_id: string;
  name: string | null;
  description: string | null;
}

/** Category and subcategory names in one language, by their English names. */
export interface Labels {
  /** Category display names. */
  categories: Map<string, string>;
  /** Subcategory display names. */
  subCategories: Map<string, string>;
}

/** The display names of categories and subcategories in `lang` (empty maps for English). */
export async function labelsIn(db: Queryable, lang: Language): Promise<Labels> {
  const labels: Labels = { categories: new Map(), subCategories: new Map() };
  if (lang === 'en') return labels;
  const result = await db.query<{
    kind: 'category' | 'subCategory';
    english_name: string;
    name: string;
  }>('SELECT kind, english_name, name FROM catalogue_labels WHERE language = $1', [lang]);
  for (const row of result.rows) {
    (row.kind === 'category' ? labels.categories : labels.subCategories).set(
      row.english_name,
      row.name,
    );
  }
  return labels;
}

/** A category's display name in the labels' language, its English name when untranslated. */
export const categoryName = (labels: Labels, category: Category | string) =>
  labels.categories.get(category) || category;

/** A subcategory's display name in the labels' language, its English name when untranslated. */
export const subCategoryName = (labels: Labels, subCategory: string) =>
  labels.subCategories.get(subCategory) || subCategory;

/**
 * `products` with their names and descriptions (and their bundles' item names, and the alt text
 * that repeats the name) in `lang`, each field falling back to English on its own. English: as
 * given, without a query. One query for every product and bundle item, whatever the count.
 */
export async function localise(
  db: Queryable,
  products: Product[],
  lang: Language,
): Promise<Product[]> {
  if (lang === 'en' || products.length === 0) return products;
  const ids = new Set<string>();
  for (const product of products) {
    ids.add(product.id);
    for (const item of product.bundleContents ?? []) ids.add(item.id);
  }
  const result = await db.query<TranslationRow>(
    `SELECT product_id, name, description FROM product_translations
     WHERE language = $1 AND product_id = ANY($2::uuid[])`,
    [lang, [...ids]],
  );
  const byId = new Map(result.rows.map((row) => [row.product_id, row]));
  const nameOf = (id: string, english: string) => byId.get(id)?.name || english;
  return products.map((product) => {
    const name = nameOf(product.id, product.name);
    return {
      ...product,
      name,
      description: byId.get(product.id)?.description || product.description,
      // The alt text is the name unless staff wrote one of its own (which stays as written).
      image: product.image.name === product.name ? { ...product.image, name } : product.image,
      ...(product.bundleContents
        ? {
            bundleContents: product.bundleContents.map((item) => {
              const itemName = nameOf(item.id, item.name);
              return {
                ...item,
                name: itemName,
                image:
                  item.image.name === item.name ? { ...item.image, name: itemName } : item.image,
              };
            }),
          }
        : {}),
    };
  });
}

/**
 * The SQL condition "the product `idColumn` has a translation in `$lang` matching the search":
 * its name or description containing the lower-cased `$like` pattern (the trigram indexes), or
 * holding every word of `$term` (full text in the `simple` configuration, no stemming, so Latin
 * INCI words match as written). `lang`, `like` and `term` are parameter placeholders.
 */
export const translationMatch = (idColumn: string, lang: string, like: string, term: string) =>
  `${idColumn} IN (SELECT t.product_id FROM product_translations t WHERE t.language = ${lang}
     AND (lower(coalesce(t.name, '')) LIKE ${like} OR lower(coalesce(t.description, '')) LIKE ${like}
       OR to_tsvector('simple', coalesce(t.name, '') || ' ' || coalesce(t.description, ''))
          @@ plainto_tsquery('simple', ${term})))`;
