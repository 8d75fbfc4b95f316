import type { IntlShape } from 'react-intl';
import { shop } from '../shop.ts';

/**
 * The shop's tagline in the page's language: in English shop.config.json's own words (the
 * operator changes them there, README "The shop's own details"), in Urdu the catalogue's
 * translation (`shop.brand.tagline`).
 */
export function shopTagline(intl: IntlShape): string {
  return intl.locale === 'en' ? shop.tagline : intl.formatMessage({ id: 'shop.brand.tagline' });
}
