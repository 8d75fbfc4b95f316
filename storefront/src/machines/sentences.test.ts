import { expect, test } from 'vitest';
import { bundledIntl } from '../i18n/bundled.ts';
import {
  BROKEN_LINK_NOTICE,
  COUPON_REFUSED_MESSAGE,
  FALLBACK_MESSAGE,
  GENERIC_FAILURE_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  NO_ANSWER_MESSAGE,
  localSentence,
} from './sentences.ts';

const own = [
  NETWORK_ERROR_MESSAGE,
  FALLBACK_MESSAGE,
  GENERIC_FAILURE_MESSAGE,
  NO_ANSWER_MESSAGE,
  COUPON_REFUSED_MESSAGE,
  BROKEN_LINK_NOTICE,
];

test('the storefront’s own sentences read the same in English and in Urdu on an Urdu page', () => {
  const en = bundledIntl('en');
  const ur = bundledIntl('ur');
  // The English catalogue says exactly what the code says: an English page is unchanged.
  expect(own.map((sentence) => localSentence(en, sentence))).toEqual(own);
  for (const sentence of own) {
    const urdu = localSentence(ur, sentence);
    expect(urdu, sentence).toMatch(/[\u0600-\u06FF]/);
    expect(urdu, sentence).not.toMatch(/[A-Za-z]{3}/);
  }
  expect(localSentence(ur, NETWORK_ERROR_MESSAGE)).toBe(
    ur.formatMessage({ id: 'shop.error.network' }),
  );
});

test('the shop’s own sentences (the gateway’s) are shown as they came', () => {
  const ur = bundledIntl('ur');
  expect(localSentence(ur, 'This coupon has expired.')).toBe('This coupon has expired.');
  expect(localSentence(ur, 'یہ کوپن ختم ہو چکا ہے۔')).toBe('یہ کوپن ختم ہو چکا ہے۔');
});
