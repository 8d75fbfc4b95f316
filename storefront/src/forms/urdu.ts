/**
 * For tests: what an Urdu page says for one of the shop's messages, from the Urdu catalogue and
 * formatted as the page formats it: `urdu('shop.cart.title')`, `urdu('shop.cart.remove', { name })`,
 * a tag's words with `{ link: (words) => words.join('') }`.
 */
import type { PrimitiveType } from 'react-intl';
import { bundledIntl } from '../i18n/bundled.ts';
import type { ShopMessageId } from '../i18n/catalogues.ts';

const intl = bundledIntl('ur');

/** The message `id` in Urdu, with `values` for its arguments and tags. */
export function urdu(
  id: ShopMessageId,
  values?: Record<string, PrimitiveType | ((words: string[]) => string)>,
): string {
  return intl.formatMessage({ id }, values);
}
