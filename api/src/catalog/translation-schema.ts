/**
 * Translations in the catalogue file (DESIGN.md "Languages"): a product's
 * `"translations": { "ur": { "name": "…", "description": "…" } }` and the file's
 * `"labels": { "ur": { "categories": { "Skincare": "…" }, "subCategories": { "Serum": "…" } } }`.
 * Saved by ./translations.ts into `product_translations` and `catalogue_labels` (migration 016).
 */
import { z } from 'zod';
import { cleanText, standalone } from '../http/validation.ts';
import { translatedLanguages, type TranslatedLanguage } from '../products/locale.ts';
import { categories } from '../products/product.ts';

/** A refusal for a language key the shop does not translate into. */
const checkLanguages = (what: string) => (value: Record<string, unknown>, ctx: z.RefinementCtx) => {
  for (const key of Object.keys(value)) {
    if (!(translatedLanguages as readonly string[]).includes(key)) {
      ctx.addIssue({
        code: 'custom',
        path: [key],
        params: standalone,
        message: `${what} can be given in ${translatedLanguages.join(', ')} (English is the product's own text); "${key}" is not one of them.`,
      });
    }
  }
};

/** One product's text in one language; a field left out shows the English one. */
const productTranslation = z.strictObject({
  name: cleanText(z.string().trim().min(1).max(200), 'name', { afterPath: true }).optional(),
  description: cleanText(z.string().trim().min(1).max(5000), 'description', {
    multiline: true,
    afterPath: true,
  }).optional(),
});

/** A product's translations by language (`ur`). */
export const productTranslations = z
  .record(z.string(), productTranslation)
  .superRefine(checkLanguages('Translations'))
  .transform(
    (value) => value as Partial<Record<TranslatedLanguage, z.output<typeof productTranslation>>>,
  );

const label = cleanText(z.string().trim().min(1).max(100), 'label', { afterPath: true });
const labelMap = z.record(label, label);

/** Category and subcategory display names in one language, by English name. */
const labelSet = z.strictObject({
  categories: labelMap
    .superRefine((value, ctx) => {
      for (const key of Object.keys(value)) {
        if (!(categories as readonly string[]).includes(key)) {
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: `"${key}" is not a category; categories are ${categories.join(', ')}`,
          });
        }
      }
    })
    .default({}),
  subCategories: labelMap.default({}),
});

/** The file's category and subcategory names by language (`ur`). */
export const catalogueLabels = z
  .record(z.string(), labelSet)
  .superRefine(checkLanguages('Labels'))
  .transform((value) => value as Partial<Record<TranslatedLanguage, z.output<typeof labelSet>>>);

/** A product's translations as read from a file. */
export type ProductTranslations = z.output<typeof productTranslations>;

/** The file's labels as read. */
export type CatalogueLabels = z.output<typeof catalogueLabels>;
