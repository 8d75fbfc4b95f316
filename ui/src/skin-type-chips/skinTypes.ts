/** A skin type a product suits, or a reviewer has (DESIGN.md, Discovery: Skin types). */
export type SkinType = 'dry' | 'oily' | 'combination' | 'sensitive' | 'normal';

/** Every skin type, in the order the shop lists them. */
export const skinTypes: readonly SkinType[] = ['dry', 'oily', 'combination', 'sensitive', 'normal'];

/** What the shopper reads for each skin type ("Combination"). */
export const skinTypeLabels: Readonly<Record<SkinType, string>> = {
  dry: 'Dry',
  oily: 'Oily',
  combination: 'Combination',
  sensitive: 'Sensitive',
  normal: 'Normal',
};
