/**
 * Translations in the catalogue file (DESIGN.md "Languages"): a product's
 * `"translations": { "ur": { "name": "…", "description": "…" } }` and the file's
 * `"labels": { "ur": { "categories": { "Skincare": "…" }, "subCategories": { "Serum": "…" } } }`,
 * saved into `product_translations` and `catalogue_labels` (migration 016).
 */
import type { Queryable } from '../db/index.ts';
import type { CatalogueLabels, ProductTranslations } from './translation-schema.ts';

/**
 * Saves the translations of the products that give any, by product name, in one statement: a
 * language given replaces that language's text (a field left out then shows English); a
 * language left out keeps what it had. A changed text moves its version (migration 018), so a
 * back-office save based on the text before the import is refused rather than undoing it.
 */
export async function saveTranslations(
  db: Queryable,
  products: readonly { name: string; translations?: ProductTranslations | undefined }[],
): Promise<SavedTranslation[]> {
  const rows = products.flatMap((product) =>
    Object.entries(product.translations ?? {}).map(([language, text]) => ({
      product: product.name,
      language,
      name: text?.name ?? null,
      description: text?.description ?? null,
    })),
  );
  if (rows.length === 0) return [];
  const saved = await db.query<SavedTranslation>(
    `INSERT INTO product_translations (product_id, language, name, description)
     SELECT p.id, entry.language, entry.name, entry.description
     FROM jsonb_to_recordset($1::jsonb)
       AS entry (product text, language text, name text, description text)
     JOIN products p ON p.name = entry.product
     ON CONFLICT (product_id, language) DO UPDATE
       SET name = excluded.name, description = excluded.description,
           version = product_translations.version + 1
     WHERE (product_translations.name, product_translations.description)
       IS DISTINCT FROM (excluded.name, excluded.description)
     RETURNING product_id AS "productId", language, name, description`,
    [JSON.stringify(rows)],
  );
  return saved.rows;
}

/** A translation a save added or changed. */
export interface SavedTranslation {
  /** The product's id. */
  productId: string;
  /** Its language code. */
  language: string;
  /** The name now (null: the English one shows). */
  name: string | null;
  /** The description now (null: the English one shows). */
  description: string | null;
}

/** A category or subcategory name a save added or changed. */
export interface SavedLabel {
  /** `category` or `subCategory`. */
  kind: string;
  /** The English name it translates. */
  english: string;
  /** Its language code. */
  language: string;
  /** The name now. */
  name: string;
}

/** Saves category and subcategory names (each given name replaces the one stored). */
export async function saveLabels(db: Queryable, labels: CatalogueLabels): Promise<SavedLabel[]> {
  const rows = Object.entries(labels).flatMap(([language, set]) => [
    ...Object.entries(set?.categories ?? {}).map(([english, name]) => ({
      kind: 'category',
      english,
      language,
      name,
    })),
    ...Object.entries(set?.subCategories ?? {}).map(([english, name]) => ({
      kind: 'subCategory',
      english,
      language,
      name,
    })),
  ]);
  if (rows.length === 0) return [];
  const saved = await db.query<SavedLabel>(
    `INSERT INTO catalogue_labels (kind, english_name, language, name)
     SELECT kind, english, language, name FROM jsonb_to_recordset($1::jsonb)
       AS entry (kind text, english text, language text, name text)
     ON CONFLICT (kind, english_name, language) DO UPDATE SET name = excluded.name
     WHERE catalogue_labels.name IS DISTINCT FROM excluded.name
     RETURNING kind, english_name AS english, language, name`,
    [JSON.stringify(rows)],
  );
  return saved.rows;
}
