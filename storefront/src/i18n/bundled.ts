/**
 * Both catalogues in the bundle, for the server (which renders either language) and for tests.
 * Browser code never imports this module: a page's code would then carry both languages' words
 * (first-paint.test.ts and first-load.test.ts check the browser build fetches only its page's
 * catalogue, through `loadShopMessages`).
 */
import type { IntlShape } from 'react-intl';
import en from './compiled/en.json';
import ur from './compiled/ur.json';
import type { ShopMessages } from './catalogues.ts';
import { createShopIntl } from './intl.ts';
import type { Locale } from './locales.ts';

/** Both precompiled catalogues. */
export const shopMessages: Readonly<Record<Locale, ShopMessages>> = {
  en: en as ShopMessages,
  ur: ur as ShopMessages,
};

/** The intl of a page in `locale`, from the bundled catalogue (the server's, tests'). */
export function bundledIntl(locale: Locale): IntlShape {
  return createShopIntl(locale, shopMessages[locale]);
}
