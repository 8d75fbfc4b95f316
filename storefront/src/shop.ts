/** The shop's name, contact details and currency, from the one shop.config.json at the root. */
import type { IntlShape } from 'react-intl';
import shopConfig from '../../shop.config.json';

/** Brand and contact data shown in titles, the footer and the contact page. */
export const shop = shopConfig;

/**
 * A document title in the house pattern, "<page> - Bloom", in the language of `intl` (the
 * catalogue's `shop.pageTitle`); `page` is the page's name, already in that language. Without an
 * intl, the English pattern.
 */
export function pageTitle(page: string, intl?: Pick<IntlShape, 'formatMessage'>): string {
  if (!intl) return `${page} - ${shop.name}`;
  return intl.formatMessage({ id: 'shop.pageTitle' }, { page, shopName: shop.name });
}

const shopDate = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: shop.timeZone });

/**
 * A date as the shop writes it ("21 Nov 2026"), in the shop's time zone: the same on the server
 * and in every shopper's browser, so a server-rendered date hydrates unchanged.
 */
export function formatShopDate(date: Date): string {
  return shopDate.format(date);
}
