/**
 * What the product page says about ingredients and skin types, in the words of the library and
 * the listing's address: the schema's enums (FRAGRANCE, OILY) as `@bloom/ui`'s tags, the
 * ingredients the shop rules out of each free-from tag (Product.ingredientRulings, the api's one
 * rule, never repeated here) grouped by tag, and the listing that leaves them out.
 */
import { skinTypes, type FreeFromTag, type SkinType as SkinTypeTag } from '@bloom/ui';
import type { Category } from '../__generated__/graphql';
import type { FreeFrom, SkinType } from '../__generated__/enums.ts';
import { categoryName } from '../catalog/categories.ts';

/** Each free-from tag of the schema as the library and the listing's address write it. */
export const freeFromTag = {
  FRAGRANCE: 'fragrance',
  PARABENS: 'parabens',
  SULFATES: 'sulfates',
  ALCOHOL: 'alcohol',
  SILICONES: 'silicones',
} as const satisfies Record<FreeFrom, FreeFromTag>;

/** Each skin type of the schema as the library and the listing's address write it. */
export const skinTypeTag = {
  DRY: 'dry',
  OILY: 'oily',
  COMBINATION: 'combination',
  SENSITIVE: 'sensitive',
  NORMAL: 'normal',
} as const satisfies Record<SkinType, SkinTypeTag>;

/** The skin type an address word names (`?skin=oily`), if it names one. */
export function skinTypeTagOf(word: string | null): SkinTypeTag | undefined {
  return skinTypes.find((type) => type === word);
}

/** A free-from tag a product cannot have, and its ingredients that rule the tag out. */
export interface Avoidable {
  tag: FreeFrom;
  /** The ingredients that rule it out ("Parfum", "Linalool"), in the list's order. */
  ingredients: string[];
}

/**
 * The free-from tags a product's ingredients rule out (its `ingredientRulings`), in the shop's
 * order of tags, each with those ingredients in the list's order.
 */
export function avoidables(
  rulings: readonly { ingredient: string; freeFrom: FreeFrom }[],
): Avoidable[] {
  return (Object.keys(freeFromTag) as FreeFrom[])
    .map((tag) => ({
      tag,
      ingredients: rulings.filter((ruling) => ruling.freeFrom === tag).map((r) => r.ingredient),
    }))
    .filter((avoidable) => avoidable.ingredients.length > 0);
}

/** The listing of `category` narrowed to products free from `tag`: the listing's own address. */
export function freeFromListingPath(category: Category, tag: FreeFrom): string {
  const query = new URLSearchParams({ category: categoryName(category), free: freeFromTag[tag] });
  return `/products?${query.toString()}`;
}
