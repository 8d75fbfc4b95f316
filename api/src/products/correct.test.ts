import { describe, expect, it } from 'vitest';
import { correct } from './discovery.ts';

const words = ['rose', 'water', 'toner', 'serum', 'hyaluronic', 'shampoo', 'cream'];

describe('correct', () => {
  it('swaps a misspelt word for the catalogue word one step away', () => {
    expect(correct('seurm', words)).toBe('serum');
    expect(correct('rose watr', words)).toBe('rose water');
  });

  it('allows two steps in a longer word', () => {
    expect(correct('hyalurnoic', words)).toBe('hyaluronic');
    expect(correct('shampooo', words)).toBe('shampoo');
  });

  it('leaves a word being typed, and a word far from every other, alone', () => {
    expect(correct('hyal', words)).toBeUndefined();
    expect(correct('lipstick', words)).toBeUndefined();
    expect(correct('crm', words)).toBeUndefined();
  });
});
