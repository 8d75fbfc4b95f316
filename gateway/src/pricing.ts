/**
 * The shop's one price rule (DESIGN.md "Storefront"): a product is on sale when its sale price is
 * above 0 and below its price, and then costs the sale price; otherwise it costs its price. The
 * api stores 0 for "no sale" and refuses a sale price that is not below the price, but the rule
 * is still decided here, once, so no client has to re-decide it from two numbers.
 */
import type { ProductRecord } from './rest/types.ts';

/** The sale price when the product is on sale, else null. */
export function activeSalePrice(
  product: Pick<ProductRecord, 'price' | 'sale_price'>,
): number | null {
  const sale = product.sale_price;
  return sale > 0 && sale < product.price ? sale : null;
}

/** What one unit costs now: the sale price when on sale, else the price. */
export function currentPrice(product: Pick<ProductRecord, 'price' | 'sale_price'>): number {
  return activeSalePrice(product) ?? product.price;
}
