import { expect, it } from 'vitest';
import { preferredLocale } from './LanguageSuggestion.tsx';

it('takes the first of the browser’s languages the shop speaks, by its primary subtag', () => {
  expect(preferredLocale(['ur-PK', 'en-US'])).toBe('ur');
  expect(preferredLocale(['fr-FR', 'UR', 'en'])).toBe('ur');
  expect(preferredLocale(['en-GB', 'ur'])).toBe('en');
  expect(preferredLocale(['fr-FR', 'de'])).toBeUndefined();
  expect(preferredLocale([])).toBeUndefined();
});
