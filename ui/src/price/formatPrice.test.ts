import { describe, expect, it } from 'vitest';
import { effectivePrice, formatPrice } from './formatPrice';

describe('formatPrice', () => {
  it('shows Rs. and two decimals', () => {
    expect(formatPrice(0)).toBe('Rs. 0.00');
    expect(formatPrice(899)).toBe('Rs. 899.00');
    expect(formatPrice(1199.5)).toBe('Rs. 1,199.50');
    expect(formatPrice(0.005)).toBe('Rs. 0.01');
  });

  it('takes another currency label', () => {
    expect(formatPrice(10, 'PKR')).toBe('PKR 10.00');
  });
});

describe('effectivePrice', () => {
  it('uses the sale price only when above 0', () => {
    expect(effectivePrice(1499, 1199)).toBe(1199);
    expect(effectivePrice(1499, 0)).toBe(1499);
    expect(effectivePrice(1499, null)).toBe(1499);
    expect(effectivePrice(1499)).toBe(1499);
  });
});
