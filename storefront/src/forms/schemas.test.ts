import { expect, test } from 'vitest';
import { z } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import {
  MESSAGES,
  contactSchema,
  couponSchema,
  loginSchema,
  profileSchema,
  resetPasswordSchema,
  reviewSchema,
  signupSchema,
  validationSentence,
  verifyCodeSchema,
} from './schemas.ts';
import { bundledIntl } from '../i18n/bundled.ts';

/** The first complaint about each field, as the form would show it. */
function complaints(schema: $ZodType, values: unknown): Record<string, string> {
  const result = z.safeParse(schema, values);
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[String(issue.path[0])] ??= issue.message;
  return found;
}

test('signup: the api’s bounds, one complaint per field, values trimmed but passwords never', () => {
  expect(complaints(signupSchema, { name: ' ', email: '', password: '' })).toEqual({
    name: MESSAGES.nameRequired,
    email: MESSAGES.emailRequired,
    password: MESSAGES.passwordRequired,
  });
  expect(
    complaints(signupSchema, { name: 'a'.repeat(101), email: 'a@b', password: 'x'.repeat(7) }),
  ).toEqual({
    name: MESSAGES.nameTooLong,
    email: MESSAGES.emailInvalid,
    password: MESSAGES.passwordTooShort,
  });
  expect(
    complaints(signupSchema, { name: 'A', email: 'a@b.co', password: 'x'.repeat(129) }),
  ).toEqual({
    password: MESSAGES.passwordTooLong,
  });
  expect(
    signupSchema.parse({ name: ' Asha ', email: ' asha@example.com ', password: ' 8 chars ' }),
  ).toEqual({ name: 'Asha', email: 'asha@example.com', password: ' 8 chars ' });
});

test('login: a password of any length up to 128 (older accounts predate today’s rules)', () => {
  expect(loginSchema.safeParse({ email: 'a@b.co', password: 'x' }).success).toBe(true);
  expect(complaints(loginSchema, { email: 'a@b.co', password: '' })).toEqual({
    password: MESSAGES.passwordRequired,
  });
});

test('contact: phone of 7 to 15 digits; a blank message is left out', () => {
  const base = { name: 'Asha', email: 'a@b.co', message: '  ' };
  expect(complaints(contactSchema, { ...base, phone: '' })).toEqual({
    phone: MESSAGES.phoneRequired,
  });
  expect(complaints(contactSchema, { ...base, phone: '030012' })).toEqual({
    phone: MESSAGES.phoneLength,
  });
  expect(complaints(contactSchema, { ...base, phone: '0300-1234567' })).toEqual({
    phone: MESSAGES.phoneDigits,
  });
  expect(complaints(contactSchema, { ...base, phone: '1'.repeat(16) })).toEqual({
    phone: MESSAGES.phoneLength,
  });
  expect(contactSchema.parse({ ...base, phone: '03001234567' })).toEqual({
    name: 'Asha',
    email: 'a@b.co',
    phone: '03001234567',
    message: undefined,
  });
});

test('profile: phone and address may stay blank until saved once, then not', () => {
  const blank = { email: 'a@b.co', phone: '', address: '' };
  const values = { name: 'Asha', email: 'a@b.co', phone: '', address: '', currentPassword: '' };
  expect(profileSchema(blank).safeParse(values).success).toBe(true);
  expect(complaints(profileSchema(blank), { ...values, phone: '123' })).toEqual({
    phone: MESSAGES.phoneLength,
  });
  const saved = { email: 'a@b.co', phone: '03001234567', address: 'Street 1' };
  expect(complaints(profileSchema(saved), values)).toEqual({
    phone: MESSAGES.phoneRequired,
    address: MESSAGES.addressRequired,
  });
});

test('profile: another login email needs the current password; a change of case does not', () => {
  const saved = { email: 'asha@example.com', phone: '', address: '' };
  const values = { name: 'Asha', email: 'asha@example.com', phone: '', address: '' };
  const schema = profileSchema(saved);
  expect(complaints(schema, { ...values, email: 'new@example.com', currentPassword: '' })).toEqual({
    currentPassword: MESSAGES.currentPasswordRequired,
  });
  expect(
    schema.safeParse({ ...values, email: 'new@example.com', currentPassword: 'secret' }).success,
  ).toBe(true);
  expect(
    schema.safeParse({ ...values, email: ' Asha@Example.com ', currentPassword: '' }).success,
  ).toBe(true);
});

test('code, coupon and reset', () => {
  expect(complaints(verifyCodeSchema, { code: '12345' })).toEqual({ code: MESSAGES.codeShape });
  expect(verifyCodeSchema.parse({ code: ' 012345 ' })).toEqual({ code: '012345' });
  expect(complaints(couponSchema, { code: '  ' })).toEqual({ code: MESSAGES.couponRequired });
  expect(complaints(couponSchema, { code: 'X'.repeat(41) })).toEqual({
    code: MESSAGES.couponTooLong,
  });
  expect(
    complaints(resetPasswordSchema, { password: 'new-secret-1', confirmPassword: 'new-secret-2' }),
  ).toEqual({ confirmPassword: MESSAGES.passwordsDiffer });
});

test('review: 1 to 5 whole stars, 1 to 2,000 characters, a skin type from the list or none', () => {
  expect(complaints(reviewSchema, { rating: 0, text: '  ', skinType: '' })).toEqual({
    rating: MESSAGES.ratingRequired,
    text: MESSAGES.reviewTextRequired,
  });
  expect(complaints(reviewSchema, { rating: 6, text: 'x'.repeat(2001), skinType: 'OILY' })).toEqual(
    { rating: MESSAGES.ratingRequired, text: MESSAGES.reviewTextTooLong },
  );
  expect(complaints(reviewSchema, { rating: 4, text: 'Fine.', skinType: 'oily' })).toEqual({
    skinType: MESSAGES.skinTypeUnknown,
  });
  // 2,000 characters once trimmed is still within the bound.
  expect(
    reviewSchema.safeParse({ rating: 5, text: ` ${'x'.repeat(2000)} `, skinType: '' }).success,
  ).toBe(true);
  // No skin type goes out as null (on an edit, null takes a given one off).
  expect(reviewSchema.parse({ rating: 3, text: ' Nice scent. ', skinType: '' })).toEqual({
    rating: 3,
    text: 'Nice scent.',
    skinType: null,
  });
  expect(reviewSchema.parse({ rating: 5, text: 'Calm.', skinType: 'SENSITIVE' })).toEqual({
    rating: 5,
    text: 'Calm.',
    skinType: 'SENSITIVE',
  });
});

test('a complaint reads as the shop wrote it in English, and in Urdu on an Urdu page', () => {
  const en = bundledIntl('en');
  const ur = bundledIntl('ur');
  const english = (values: unknown) =>
    Object.values(complaints(signupSchema, values)).map((message) =>
      validationSentence(en, message),
    );
  expect(english({ name: 'a'.repeat(101), email: 'a@b', password: 'x'.repeat(7) })).toEqual([
    'Name can be at most 100 characters.',
    'Please enter a valid email address.',
    'Password needs at least 8 characters.',
  ]);
  expect(validationSentence(en, MESSAGES.phoneLength)).toBe('Phone must be 7 to 15 digits.');
  // Grouped as today ("2,000"), and not ("5000"), as the English always said.
  expect(validationSentence(en, MESSAGES.reviewTextTooLong)).toBe(
    'A review can be at most 2,000 characters.',
  );
  expect(validationSentence(en, MESSAGES.messageTooLong)).toBe(
    'Message can be at most 5000 characters.',
  );
  expect(validationSentence(ur, MESSAGES.phoneLength)).toBe(
    'فون نمبر 7 سے 15 ہندسوں کا ہونا چاہیے۔',
  );
  expect(validationSentence(ur, MESSAGES.reviewTextTooLong)).toBe(
    'ریویو زیادہ سے زیادہ 2,000 حروف کا ہو سکتا ہے۔',
  );
  // Every complaint has its Urdu; a sentence of the shop's (put on a field) is left as it came.
  for (const id of Object.values(MESSAGES)) {
    expect(validationSentence(ur, id), id).toMatch(/[\u0600-\u06FF]/);
  }
  expect(validationSentence(ur, 'Email is not a valid email address.')).toBe(
    'Email is not a valid email address.',
  );
});
