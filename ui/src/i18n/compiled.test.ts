/**
 * What ships is compiled/ (the catalogues precompiled to ASTs, so apps need no ICU parser):
 * it must be exactly the sources en.json and ur.json compiled, or a word changed in a source
 * would never reach a page. Fix a failure with `npm run i18n:compile -w ui`.
 */
import { parse } from '@formatjs/icu-messageformat-parser';
import { expect, it } from 'vitest';
import compiledEn from './compiled/en.json';
import compiledUr from './compiled/ur.json';
import sourceEn from './en.json';
import sourceUr from './ur.json';

it.each([
  ['en', sourceEn, compiledEn],
  ['ur', sourceUr, compiledUr],
])(
  'compiled/%s.json is the source compiled (npm run i18n:compile -w ui)',
  (_, source, compiled) => {
    const fromSource = Object.fromEntries(
      Object.entries(source as Record<string, string>).map(([id, message]) => [id, parse(message)]),
    );
    expect(compiled).toEqual(fromSource);
  },
);
