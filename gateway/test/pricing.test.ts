/**
 * The shop's one price rule, as the gateway decides it for every client (Product.currentPrice,
 * onSale, salePrice): on sale only when the sale price is above 0 and below the price.
 */
import { describe, expect, it } from 'vitest';
import { activeSalePrice, currentPrice } from '../src/pricing.ts';

describe('the price rule', () => {
  it.each([
    ['a sale price below the price', 1199, 1199, 1199],
    ['no sale price (0)', 0, null, 1499],
    ['a sale price equal to the price', 1499, null, 1499],
    ['a sale price above the price', 1999, null, 1499],
  ])('charges the right amount for %s', (_, sale, expectedSale, expectedCurrent) => {
    const product = { price: 1499, sale_price: sale };
    expect(activeSalePrice(product)).toBe(expectedSale);
    expect(currentPrice(product)).toBe(expectedCurrent);
  });
});
