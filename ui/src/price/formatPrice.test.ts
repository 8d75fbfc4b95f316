import { describe, expect, it } from 'vitest';
import { formatPrice } from './formatPrice';

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
