import { GraphQLError } from 'graphql';
import { createIntl } from 'react-intl';
import { expect, test } from 'vitest';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { loadAdminMessages } from '../i18n/catalogues.ts';
import { errorMessage, NETWORK_ERROR_MESSAGE } from './errors.ts';

/** The gateway's refusal with `code`, as Apollo hands it over. */
const refusal = (message: string, code: string) =>
  new CombinedGraphQLErrors({ errors: [new GraphQLError(message, { extensions: { code } })] });

const intlIn = async (locale: 'en' | 'ur') =>
  createIntl({ locale, messages: await loadAdminMessages(locale) });

test('in English the gateway says it: its sentence names the field or the change', async () => {
  const english = await intlIn('en');
  const conflict = refusal('This product was changed since you opened it.', 'CONFLICT');
  expect(errorMessage(conflict, english)).toBe('This product was changed since you opened it.');
  expect(errorMessage(conflict)).toBe('This product was changed since you opened it.');
  expect(errorMessage(new TypeError('Failed to fetch'), english)).toBe(NETWORK_ERROR_MESSAGE);
});

test("in Urdu a refusal is its code's sentence, the gateway's words after it; a code without one keeps the gateway's", async () => {
  const urdu = await intlIn('ur');
  expect(
    errorMessage(refusal('Too many searches. Try again in a minute.', 'RATE_LIMITED'), urdu),
  ).toBe(
    'بہت زیادہ کوششیں ہو گئیں۔ تھوڑی دیر بعد دوبارہ کوشش کریں۔ (\u2066Too many searches. Try again in a minute.\u2069)',
  );
  expect(
    errorMessage(refusal('The last active owner cannot be demoted.', 'CONFLICT'), urdu),
  ).toMatch(/^یہ آپ کے کھولنے کے بعد بدل چکا ہے/);
  expect(errorMessage(refusal('Cannot query field "x".', 'GRAPHQL_VALIDATION_FAILED'), urdu)).toBe(
    'Cannot query field "x".',
  );
  expect(errorMessage(new TypeError('Failed to fetch'), urdu)).toBe(
    'بیک آفس سے رابطہ نہیں ہو سکا۔ اپنا کنکشن دیکھیں اور دوبارہ کوشش کریں۔',
  );
  expect(errorMessage(new Error('?'), urdu)).toBe('کچھ گڑبڑ ہو گئی۔ براہِ کرم دوبارہ کوشش کریں۔');
});
