/**
 * The back office's catalogues: every id the code uses is in English and in Urdu, the two
 * languages have the same ids and arguments, and compiled/ is what the sources compile to.
 */
import { expect, test } from 'vitest';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import compiledEn from './compiled/en.json';
import compiledUr from './compiled/ur.json';
import en from './messages/en.json';
import ur from './messages/ur.json';

type Catalogue = Record<string, { defaultMessage: string; description: string }>;

const sources = import.meta.glob(
  ['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../__generated__/**'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
) as Record<string, string>;

/** Every `admin.…` id written in the source as a string. */
const usedIds = new Set(
  Object.values(sources).flatMap((source) =>
    [...source.matchAll(/['"](admin\.[A-Za-z]+(?:\.[A-Za-z]+)+)['"]/g)].map((match) => match[1]!),
  ),
);

/** The arguments of an ICU message, sorted ("role", "count"...). */
function argumentsOf(elements: MessageFormatElement[]): string[] {
  return elements
    .flatMap((element): string[] => {
      if (element.type === TYPE.literal || element.type === TYPE.pound) return [];
      const nested =
        'options' in element
          ? Object.values(element.options).flatMap((option) => argumentsOf(option.value))
          : 'children' in element
            ? argumentsOf(element.children)
            : [];
      return [element.value, ...nested];
    })
    .filter((name, index, all) => all.indexOf(name) === index)
    .sort();
}

test('every id the back office uses is in both catalogues', () => {
  expect(usedIds.size).toBeGreaterThan(10);
  const missing = [...usedIds].filter((id) => !(id in en) || !(id in ur));
  expect(missing).toEqual([]);
});

test('Urdu has exactly the English ids, with the same arguments', () => {
  expect(Object.keys(ur).sort()).toEqual(Object.keys(en).sort());
  for (const [id, message] of Object.entries(en as Catalogue)) {
    const urdu = (ur as Catalogue)[id]!;
    expect(argumentsOf(parse(urdu.defaultMessage)), id).toEqual(
      argumentsOf(parse(message.defaultMessage)),
    );
    expect(urdu.defaultMessage, `${id} is not translated`).not.toBe(message.defaultMessage);
  }
});

test('compiled/ is the sources compiled (npm run i18n:compile -w admin)', () => {
  for (const [catalogue, compiled] of [
    [en, compiledEn],
    [ur, compiledUr],
  ] as const) {
    const fresh = Object.fromEntries(
      Object.entries(catalogue as Catalogue).map(([id, message]) => [
        id,
        parse(message.defaultMessage),
      ]),
    );
    expect(JSON.parse(JSON.stringify(fresh))).toEqual(compiled);
  }
});
