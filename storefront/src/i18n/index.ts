/**
 * The storefront's languages and words: see README.md in this folder for adding a message and
 * for how pages use them.
 */
export {
  defaultLocale,
  direction,
  isLocale,
  localeOfPath,
  localizedPath,
  locales,
  type Locale,
  type LocalizedPath,
} from './locales.ts';
export { loadShopMessages, type ShopMessageId, type ShopMessages } from './catalogues.ts';
export { createShopIntl, messagesFor } from './intl.ts';
export { useLocale } from './useLocale.ts';
export { formatDate, formatPrice, type DateLength, type LocaleSource } from './format.ts';
