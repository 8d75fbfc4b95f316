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

test('the api’s answers a page toasts (login, signup, reviews, coupon, contact, reset) read in the page’s language', () => {
  const en = bundledIntl('en');
  const ur = bundledIntl('ur');
  // As api/src sends them.
  const answers = [
    'Logged in successfully',
    'Account created. Please log in.',
    'Review added successfully',
    'Review updated successfully',
    'Review deleted successfully',
    'Coupon applied successfully',
    'Thank you for reaching out! We will get back to you soon.',
    'If an account exists for this email, a code is on its way.',
    'Code verified',
    'Your password has been reset. Please log in.',
  ];
  expect(answers.map((answer) => localSentence(en, answer))).toEqual(answers);
  for (const answer of answers) {
    const urdu = localSentence(ur, answer);
    expect(urdu, answer).toMatch(/[\u0600-\u06FF]/);
    expect(urdu, answer).not.toMatch(/[A-Za-z]{3}/);
  }
});
