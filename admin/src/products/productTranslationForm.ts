/**
 * The Urdu section's fields (issue 24), checked as the api checks a translation: at most 200
 * characters of name and 5000 of description once trimmed; empty means "show the English one".
 */
import { z } from 'zod';
import type {
  AdminProductFieldsFragment,
  Locale,
  UpdateProductTranslationInput,
} from '../__generated__/graphql.ts';

/** The translation form's schema: the texts as typed, trimmed once checked; messages are ids. */
export const productTranslationSchema = z.object({
  name: z.string().trim().max(200, 'admin.productForm.nameTooLong'),
  description: z.string().trim().max(5000, 'admin.productForm.descriptionTooLong'),
});

/** The translation form's values as typed. */
export type ProductTranslationValues = z.input<typeof productTranslationSchema>;

/** The translation form's values once checked. */
export type ProductTranslationOutput = z.output<typeof productTranslationSchema>;

/** The form's values for `locale` as the gateway answers the product (empty where none). */
export function productTranslationValues(
  product: Pick<AdminProductFieldsFragment, 'translations'>,
  locale: Locale,
): ProductTranslationValues {
  const translation = product.translations.find((entry) => entry.locale === locale);
  return { name: translation?.name ?? '', description: translation?.description ?? '' };
}

/** The version of the product's text in `locale` (0 when none was saved yet). */
export function productTranslationVersion(
  product: Pick<AdminProductFieldsFragment, 'translations'>,
  locale: Locale,
): number {
  return product.translations.find((entry) => entry.locale === locale)?.version ?? 0;
}

/**
 * The admin schema's input: an empty field goes as null, which the shop shows in English, and
 * `expectedVersion` the version the typed text started from (a stale one is refused).
 */
export function productTranslationInput(
  productId: string,
  locale: Locale,
  values: ProductTranslationOutput,
  expectedVersion: number,
): UpdateProductTranslationInput {
  return {
    productId,
    locale,
    name: values.name || null,
    description: values.description || null,
    expectedVersion,
  };
}

/** The form field a refusal names (`extensions.field`), or undefined when it names none. */
export function translationFieldOf(
  field: string | undefined,
): keyof ProductTranslationValues | undefined {
  return field === 'name' || field === 'description' ? field : undefined;
}
