/**
 * @bloom/ui's message catalogues (ui/src/i18n/*.json): every id of one language is in the other,
 * each message parses as ICU, and both languages' versions of a message take the same arguments
 * of the same kinds, so no text is missing in Urdu and no `{count}` lost in a translation.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';

const catalogue = (locale: string) =>
  JSON.parse(
    readFileSync(fileURLToPath(new URL(`../src/i18n/${locale}.json`, import.meta.url)), 'utf8'),
  ) as Record<string, string>;

/** Every argument a message takes, as "name:kind" ("count:plural", "name:argument"). */
function argumentsOf(elements: MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    found.add(`${element.value}:${TYPE[element.type]}`);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentsOf(option.value, found);
    }
    if (element.type === TYPE.tag) argumentsOf(element.children, found);
  }
  return found;
}

/** What is wrong between two catalogues, one sentence a problem; none when they match. */
function catalogueProblems(
  a: { locale: string; messages: Record<string, string> },
  b: { locale: string; messages: Record<string, string> },
): string[] {
  const problems: string[] = [];
  for (const [from, to] of [
    [a, b],
    [b, a],
  ] as const) {
    for (const id of Object.keys(from.messages)) {
      if (!(id in to.messages)) problems.push(`${id} is in ${from.locale} but not in ${to.locale}`);
    }
  }
  for (const id of Object.keys(a.messages)) {
    if (!(id in b.messages)) continue;
    const args = [a, b].map(({ messages }) => [...argumentsOf(parse(messages[id]!))].sort());
    if (JSON.stringify(args[0]) !== JSON.stringify(args[1])) {
      problems.push(
        `${id} takes ${args[0]!.join(', ') || 'nothing'} in ${a.locale} ` +
          `but ${args[1]!.join(', ') || 'nothing'} in ${b.locale}`,
      );
    }
  }
  return problems;
}

describe("@bloom/ui's message catalogues", () => {
  const en = { locale: 'en', messages: catalogue('en') };
  const ur = { locale: 'ur', messages: catalogue('ur') };

  it('have the same ids in English and Urdu, with the same ICU arguments', () => {
    expect(catalogueProblems(en, ur)).toEqual([]);
  });

  it('prefix every id with ui.', () => {
    expect(Object.keys(en.messages).filter((id) => !id.startsWith('ui.'))).toEqual([]);
  });

  it('give every plural an "other" form in both languages', () => {
    for (const { messages } of [en, ur]) {
      for (const message of Object.values(messages)) {
        for (const element of parse(message)) {
          if (element.type === TYPE.plural) expect(element.options).toHaveProperty('other');
        }
      }
    }
  });

  it('tell a missing id and a lost argument apart from a match', () => {
    const { 'ui.common.close': _dropped, ...fewer } = ur.messages;
    expect(catalogueProblems(en, { locale: 'ur', messages: fewer })).toEqual([
      'ui.common.close is in en but not in ur',
    ]);
    const lost = { ...ur.messages, 'ui.pagination.page': 'صفحہ' };
    expect(catalogueProblems(en, { locale: 'ur', messages: lost })).toEqual([
      'ui.pagination.page takes page:argument in en but nothing in ur',
    ]);
  });
});
