import type { UiMessageKey } from '../i18n/catalogues';

/** An ingredient a product is free from (DESIGN.md, Discovery: Ingredients). */
export type FreeFromTag = 'fragrance' | 'parabens' | 'sulfates' | 'alcohol' | 'silicones';

/** Every free-from tag, in the order the shop lists them. */
export const freeFromTags: readonly FreeFromTag[] = [
  'fragrance',
  'parabens',
  'sulfates',
  'alcohol',
  'silicones',
];

/** The ingredient's name, for the "Free from" filter's options ("Fragrance"). */
export const freeFromLabels: Readonly<Record<FreeFromTag, string>> = {
  fragrance: 'Fragrance',
  parabens: 'Parabens',
  sulfates: 'Sulfates',
  alcohol: 'Alcohol',
  silicones: 'Silicones',
};

/** What a product page's badge says in English ("Fragrance-free"); FreeFromBadge reads the catalogue. */
export const freeFromBadgeLabels: Readonly<Record<FreeFromTag, string>> = {
  fragrance: 'Fragrance-free',
  parabens: 'Paraben-free',
  sulfates: 'Sulfate-free',
  alcohol: 'Alcohol-free',
  silicones: 'Silicone-free',
};

/** The catalogue id of each badge's words (English as {@link freeFromBadgeLabels}). Internal. */
export const freeFromBadgeMessageIds = {
  fragrance: 'ui.freeFromBadge.fragrance',
  parabens: 'ui.freeFromBadge.parabens',
  sulfates: 'ui.freeFromBadge.sulfates',
  alcohol: 'ui.freeFromBadge.alcohol',
  silicones: 'ui.freeFromBadge.silicones',
} as const satisfies Record<FreeFromTag, UiMessageKey>;
