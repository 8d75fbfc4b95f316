import { createIntl } from 'react-intl';
import { expect, test } from 'vitest';
import { loadAdminMessages } from '../i18n/catalogues.ts';
import { activitySentence, sentenceText, type ActivityFacts } from './activitySentence.ts';

const intlIn = async (locale: 'en' | 'ur') =>
  createIntl({ locale, messages: await loadAdminMessages(locale) });

test("a staff member's change of language reads as a sentence (issue 33 §7)", async () => {
  const english = await intlIn('en');
  const change = (after: string) =>
    sentenceText(
      activitySentence(
        {
          staff: { name: 'Amina Raza' },
          action: 'staff.locale_changed',
          entityType: 'STAFF',
          entityId: 's2',
          entityName: 'amina@bloom.example.com',
          changes: [{ field: 'locale', before: after === 'ur' ? 'en' : 'ur', after }],
        },
        english,
      ),
      english,
    );
  expect(change('ur')).toBe('Amina Raza chose to work in Urdu');
  expect(change('"ur"')).toBe('Amina Raza chose to work in Urdu');
  expect(change('en')).toBe('Amina Raza chose to work in English');
});

test('in Urdu the sentences are Urdu, with the names, numbers and words as values', async () => {
  const urdu = await intlIn('ur');
  const say = (facts: Partial<ActivityFacts> & Pick<ActivityFacts, 'action' | 'entityType'>) =>
    sentenceText(
      activitySentence(
        { staff: { name: 'Bloom Staff' }, entityId: 'x1', changes: [], ...facts },
        urdu,
        (id) => (id === 's2' ? 'Amina Raza' : undefined),
      ),
      urdu,
    );
  expect(
    say({
      action: 'order.status',
      entityType: 'ORDER',
      entityName: 'BLM-482913',
      changes: [{ field: 'status', before: 'Pending', after: 'Dispatched' }],
    }),
  ).toBe('Bloom Staff نے آرڈر BLM-482913 کی صورتحال بدل کر "روانہ کر دیا گیا" کر دی');
  expect(
    say({
      action: 'product.stock',
      entityType: 'PRODUCT',
      entityName: 'Rose Toner',
      changes: [{ field: 'stock', before: '4', after: '16' }],
    }),
  ).toBe('Bloom Staff نے پروڈکٹ Rose Toner کا اسٹاک 4 سے 16 کر دیا');
  expect(
    say({
      action: 'message.assign',
      entityType: 'MESSAGE',
      entityName: 'Sana Malik',
      changes: [{ field: 'assigneeId', before: null, after: 's2' }],
    }),
  ).toBe('Bloom Staff نے Sana Malik کا پیغام Amina Raza کے ذمے کیا');
  expect(
    say({
      staff: null,
      action: 'product.update',
      entityType: 'PRODUCT',
      entityName: 'Rose Toner',
      changes: [
        { field: 'price', before: '1200', after: '1350' },
        { field: 'sale_price', before: '0', after: '1100' },
        { field: 'version', before: '3', after: '4' },
      ],
    }),
  ).toBe('دکان نے پروڈکٹ Rose Toner میں ترمیم کی (قیمت اور سیل قیمت)');
  expect(
    say({
      action: 'review.hide',
      entityType: 'REVIEW',
      entityName: 'Rose Toner',
      changes: [{ field: 'reason', before: null, after: 'spam' }],
    }),
  ).toBe('Bloom Staff نے Rose Toner پر ایک تبصرہ (اسپام) چھپا دیا');
  expect(say({ action: 'shelf.dusted', entityType: 'PRODUCT', entityName: 'Jar' })).toBe(
    'Bloom Staff نے پروڈکٹ Jar پر shelf.dusted کیا',
  );
});
