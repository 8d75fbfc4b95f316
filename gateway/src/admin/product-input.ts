/**
 * A product save as the api takes it, from the staff schema's `ProductInput`. Category, skin
 * types and free-from tags use the shop's one mapping (`rest/mapping.ts`): the two schemas spell
 * them alike. Defaults are the schema's (GraphQL fills them); an explicit null means the same.
 */
import type { ProductInput } from '../__generated__/admin-resolvers-types.ts';
import { toRestCategory, toRestFreeFrom, toRestSkinType } from '../rest/mapping.ts';
import type { ApiProductInput } from './types.ts';

/** The api's body for `input`. */
export function toApiProduct(input: ProductInput): ApiProductInput {
  return {
    name: input.name,
    description: input.description ?? '',
    category: toRestCategory(input.category),
    subCategory: input.subCategory ?? '',
    price: input.price,
    // The api's "no sale" is 0.
    sale_price: input.salePrice ?? 0,
    latest: input.latest ?? false,
    published: input.published ?? true,
    lowStockThreshold: input.lowStockThreshold ?? 5,
    ingredients: input.ingredients ?? [],
    // Omitted: the api derives the claims from the ingredients.
    ...(input.freeFrom ? { freeFrom: input.freeFrom.map(toRestFreeFrom) } : {}),
    skinTypes: (input.skinTypes ?? []).map(toRestSkinType),
    bundleContents: (input.bundleContents ?? []).map(({ productId, quantity }) => ({
      productId,
      quantity,
    })),
    image: {
      file: input.image.file,
      ...(input.image.alt !== null && input.image.alt !== undefined
        ? { alt: input.image.alt }
        : {}),
    },
  };
}
