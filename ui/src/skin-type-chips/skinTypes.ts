import type { UiMessageKey } from '../i18n/catalogues';

/** A skin type a product suits, or a reviewer has (DESIGN.md, Discovery: Skin types). */
export type SkinType = 'dry' | 'oily' | 'combination' | 'sensitive' | 'normal';

/** Every skin type, in the order the shop lists them. */
export const skinTypes: readonly SkinType[] = ['dry', 'oily', 'combination', 'sensitive', 'normal'];

/**
 * What the shopper reads for each skin type in English ("Combination"). The components write
 * them in the page's language from the catalogue ({@link skinTypeMessageIds}).
 */
export const skinTypeLabels: Readonly<Record<SkinType, string>> = {
  dry: 'Dry',
  oily: 'Oily',
  combination: 'Combination',
  sensitive: 'Sensitive',
  normal: 'Normal',
};

/** The catalogue id of each skin type's name (English as {@link skinTypeLabels}). Internal. */
export const skinTypeMessageIds = {
  dry: 'ui.skinTypeChips.dry',
  oily: 'ui.skinTypeChips.oily',
  combination: 'ui.skinTypeChips.combination',
  sensitive: 'ui.skinTypeChips.sensitive',
  normal: 'ui.skinTypeChips.normal',
} as const satisfies Record<SkinType, UiMessageKey>;
