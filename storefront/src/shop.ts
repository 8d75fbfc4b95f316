/** The shop's name, contact details and currency, from the one shop.config.json at the root. */
import shopConfig from '../../shop.config.json';

/** Brand and contact data shown in titles, the footer and the contact page. */
export const shop = shopConfig;

/** A page title in the house pattern: "<page> - Bloom". */
export function pageTitle(page: string): string {
  return `${page} - ${shop.name}`;
}
