import { expect, test } from 'vitest';
import { activitySentence, sentenceText } from './activitySentence.ts';

test("a staff member's change of language reads as a sentence (issue 33 §7)", () => {
  const change = (after: string) =>
    sentenceText(
      activitySentence({
        staff: { name: 'Amina Raza' },
        action: 'staff.locale_changed',
        entityType: 'STAFF',
        entityId: 's2',
        entityName: 'amina@bloom.example.com',
        changes: [{ field: 'locale', before: after === 'ur' ? 'en' : 'ur', after }],
      }),
    );
  expect(change('ur')).toBe('Amina Raza chose to work in Urdu');
  expect(change('"ur"')).toBe('Amina Raza chose to work in Urdu');
  expect(change('en')).toBe('Amina Raza chose to work in English');
});
