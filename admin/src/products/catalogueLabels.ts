/** How the back office names the catalogue's enums, the same on every screen. */
import type { IntlShape } from 'react-intl';
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

/** Each skin type's catalogue entry. */
export const skinTypeMessageIds: Record<SkinType, string> = {
  DRY: 'admin.skinType.dry',
  OILY: 'admin.skinType.oily',
  COMBINATION: 'admin.skinType.combination',
  SENSITIVE: 'admin.skinType.sensitive',
  NORMAL: 'admin.skinType.normal',
};

/** Each free-from tag's catalogue entry. */
export const freeFromMessageIds: Record<FreeFrom, string> = {
  FRAGRANCE: 'admin.freeFrom.fragrance',
  PARABENS: 'admin.freeFrom.parabens',
  SULFATES: 'admin.freeFrom.sulfates',
  ALCOHOL: 'admin.freeFrom.alcohol',
  SILICONES: 'admin.freeFrom.silicones',
};

/** Each stock level's catalogue entry (the list's badge). */
export const stockLevelMessageIds: Record<StockLevel, string> = {
  OUT: 'admin.stockLevel.out',
  LOW: 'admin.stockLevel.low',
  IN: 'admin.stockLevel.in',
};

/**
 * The reasons staff give for moving stock by hand, each its catalogue entry (an import's, and
 * goods an order brought back, are on the timeline but not among them).
 */
export const stockReasonMessageIds: Record<Exclude<StockReason, 'IMPORT' | 'RETURNED'>, string> = {
  RECEIVED: 'admin.stockReason.received',
  DAMAGED: 'admin.stockReason.damaged',
  COUNTED: 'admin.stockReason.counted',
};

/** `ids`' entries said in the screen's language, by the same keys (for {@link optionsOf}). */
export function sayEach<Key extends string>(
  ids: Record<Key, string>,
  intl: IntlShape,
): Record<Key, string> {
  return Object.fromEntries(
    Object.entries<string>(ids).map(([key, id]) => [key, intl.formatMessage({ id })]),
  ) as Record<Key, string>;
}

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
