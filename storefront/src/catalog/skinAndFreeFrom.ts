import type { IntlShape } from 'react-intl';
import type { FreeFromTag, SkinType } from '@bloom/ui';

/**
 * The id of each skin type's name in the catalogues, by @bloom/ui's tag (the address's word):
 * `shop.skinType.oily`. @bloom/ui's `skinTypeLabels` are English only.
 */
export const skinTypeMessageId = {
  dry: 'shop.skinType.dry',
  oily: 'shop.skinType.oily',
  combination: 'shop.skinType.combination',
  sensitive: 'shop.skinType.sensitive',
  normal: 'shop.skinType.normal',
} as const satisfies Record<SkinType, string>;

/**
 * The id of each free-from ingredient's name in the catalogues, by @bloom/ui's tag:
 * `shop.freeFrom.fragrance`. @bloom/ui's `freeFromLabels` are English only.
 */
export const freeFromMessageId = {
  fragrance: 'shop.freeFrom.fragrance',
  parabens: 'shop.freeFrom.parabens',
  sulfates: 'shop.freeFrom.sulfates',
  alcohol: 'shop.freeFrom.alcohol',
  silicones: 'shop.freeFrom.silicones',
} as const satisfies Record<FreeFromTag, string>;

/** A skin type's name in the page's language ("Oily", "چکنی"). */
export function skinTypeName(intl: IntlShape, type: SkinType): string {
  return intl.formatMessage({ id: skinTypeMessageId[type] });
}

/** A free-from ingredient's name in the page's language ("Fragrance", "خوشبو"). */
export function freeFromName(intl: IntlShape, tag: FreeFromTag): string {
  return intl.formatMessage({ id: freeFromMessageId[tag] });
}
