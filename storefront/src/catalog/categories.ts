import type { IntlShape } from 'react-intl';
import type { Category } from '../__generated__/graphql';

/** The shop's categories in menu order, with the name the URL (?category=) and labels use. */
export const categories: ReadonlyArray<{ value: Category; name: string }> = [
  { value: 'SKINCARE', name: 'Skincare' },
  { value: 'HAIRCARE', name: 'Haircare' },
  { value: 'BODY_CARE', name: 'Body Care' },
  { value: 'COSMETICS', name: 'Cosmetics' },
  { value: 'BUNDLE', name: 'Bundle' },
];

/** The display name of a category ("Body Care" for BODY_CARE). */
export function categoryName(value: Category): string {
  return categories.find((c) => c.value === value)?.name ?? value;
}

/** The id of a category's display name in the catalogues (`shop.category.bodyCare`). */
export const categoryMessageId = {
  SKINCARE: 'shop.category.skincare',
  HAIRCARE: 'shop.category.haircare',
  BODY_CARE: 'shop.category.bodyCare',
  COSMETICS: 'shop.category.cosmetics',
  BUNDLE: 'shop.category.bundle',
} as const satisfies Record<Category, string>;

/**
 * A category's display name in the page's language ("Body Care", "باڈی کیئر"); addresses keep
 * the English {@link categoryName}.
 */
export function categoryLabel(intl: IntlShape, value: Category): string {
  return intl.formatMessage({ id: categoryMessageId[value] });
}

/** The category a ?category= value names; null for "All", a missing or an unknown value. */
export function categoryFromParam(param: string | null): Category | null {
  return categories.find((c) => c.name === param)?.value ?? null;
}
