/** How the back office names the catalogue's enums, the same on every screen. */
import type {
  Category,
  FreeFrom,
  SkinType,
  StockLevel,
  StockReason,
} from '../__generated__/graphql.ts';

/** Each category as the shop writes it. */
export const categoryLabels: Record<Category, string> = {
  SKINCARE: 'Skincare',
  HAIRCARE: 'Haircare',
  BODY_CARE: 'Body Care',
  COSMETICS: 'Cosmetics',
  BUNDLE: 'Bundle',
};

/** Each category's catalogue entry: its name in the screen's language. */
export const categoryMessageIds: Record<Category, string> = {
  SKINCARE: 'admin.category.skincare',
  HAIRCARE: 'admin.category.haircare',
  BODY_CARE: 'admin.category.bodyCare',
  COSMETICS: 'admin.category.cosmetics',
  BUNDLE: 'admin.category.bundle',
};

/** Each skin type as shoppers read it. */
export const skinTypeLabels: Record<SkinType, string> = {
  DRY: 'Dry',
  OILY: 'Oily',
  COMBINATION: 'Combination',
  SENSITIVE: 'Sensitive',
  NORMAL: 'Normal',
};

/** Each free-from tag as shoppers read it. */
export const freeFromLabels: Record<FreeFrom, string> = {
  FRAGRANCE: 'Fragrance-free',
  PARABENS: 'Paraben-free',
  SULFATES: 'Sulfate-free',
  ALCOHOL: 'Alcohol-free',
  SILICONES: 'Silicone-free',
};

/** Each stock level as the list's badge says it. */
export const stockLevelLabels: Record<StockLevel, string> = {
  OUT: 'Out of stock',
  LOW: 'Low stock',
  IN: 'In stock',
};

/**
 * The reasons staff give for moving stock by hand (an import's, and goods an order brought back,
 * are on the timeline but not among them).
 */
export const stockReasonLabels: Record<Exclude<StockReason, 'IMPORT' | 'RETURNED'>, string> = {
  RECEIVED: 'Received (adds)',
  DAMAGED: 'Damaged (removes)',
  COUNTED: 'Counted (sets the stock)',
};

/** True when `value` is one of `labels`' keys. */
export function isKeyOf<Key extends string>(
  labels: Record<Key, string>,
  value: string | undefined,
): value is Key {
  return value !== undefined && Object.hasOwn(labels, value);
}

/** A select's options from `labels`, after a first "any" option. */
export function optionsOf<Key extends string>(labels: Record<Key, string>, any?: string) {
  return [
    ...(any === undefined ? [] : [{ value: '', label: any }]),
    ...(Object.keys(labels) as Key[]).map((value) => ({ value, label: labels[value] })),
  ];
}
