import { describe, expect, it } from 'vitest';
import { contradiction, deriveFreeFrom, rulings } from './ingredients.ts';

describe('deriveFreeFrom', () => {
  it('finds a gentle cleanser free of all five', () => {
    expect(
      deriveFreeFrom(['Aqua', 'Glycerin', 'Cocamidopropyl Betaine', 'Avena Sativa Kernel Flour']),
    ).toEqual(['fragrance', 'parabens', 'sulfates', 'alcohol', 'silicones']);
  });

  it('drops each tag its ingredient contradicts', () => {
    expect(
      deriveFreeFrom([
        'Aqua',
        'Sodium Laureth Sulfate',
        'Dimethicone',
        'Alcohol Denat.',
        'Methylparaben',
        'Parfum',
      ]),
    ).toEqual([]);
  });

  it('reads a fragrance allergen as fragrance, and fatty alcohols and mineral salts as neither', () => {
    expect(deriveFreeFrom(['Aqua', 'Cetearyl Alcohol', 'Magnesium Sulfate', 'Linalool'])).toEqual([
      'parabens',
      'sulfates',
      'alcohol',
      'silicones',
    ]);
  });

  it('claims nothing for a product without a list', () => {
    expect(deriveFreeFrom([])).toEqual([]);
  });
});

describe('contradiction', () => {
  it('names the ingredient that holds what a tag excludes', () => {
    expect(contradiction(['Aqua', 'Cyclopentasiloxane'], 'silicones')).toBe('Cyclopentasiloxane');
    expect(contradiction(['Aqua'], 'silicones')).toBeUndefined();
  });
});

describe('rulings', () => {
  it('names each ingredient that rules out a tag, in list order', () => {
    expect(rulings(['Aqua', 'Parfum', 'Dimethicone', 'Linalool'])).toEqual([
      { ingredient: 'Parfum', freeFrom: 'fragrance' },
      { ingredient: 'Dimethicone', freeFrom: 'silicones' },
      { ingredient: 'Linalool', freeFrom: 'fragrance' },
    ]);
  });
});
