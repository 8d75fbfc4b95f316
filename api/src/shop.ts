import shopConfig from '../../shop.config.json' with { type: 'json' };

/** The shop's brand and contact data from the root `shop.config.json`. */
export type ShopConfig = typeof shopConfig;

/** The shop's brand and contact data, read once. */
export const shop: ShopConfig = shopConfig;
