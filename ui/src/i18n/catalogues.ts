/**
 * The catalogues as imported JSON, with the strict id type the components use. Internal: the
 * published declarations must not import JSON (a consumer's TypeScript may not resolve it), so
 * messages.ts re-exports these with plain types.
 *
 * The sources are en.json and ur.json (id → ICU string); what ships is compiled/, the same
 * messages precompiled to react-intl's AST (`npm run i18n:compile -w ui`, committed;
 * compiled.test.ts fails when it is stale). With ASTs as messages and as defaultMessage, react-intl
 * never parses ICU at run time, so an app can alias `@formatjs/icu-messageformat-parser` to its
 * `no-parser.js` and ship no parser (DESIGN.md: messages are precompiled).
 */
import type { MessageFormatElement } from 'react-intl';
import en from './compiled/en.json';
import type source from './en.json';
import ur from './compiled/ur.json';

/** Exactly the ids of en.json. */
export type UiMessageKey = keyof typeof source;

/** One language's precompiled catalogue: every id, its message as an AST. */
export type CompiledCatalogue = Readonly<Record<UiMessageKey, MessageFormatElement[]>>;

/** Both catalogues; ur.json must have every id of en.json (checked here and by a test). */
export const catalogues: Readonly<Record<'en' | 'ur', CompiledCatalogue>> = {
  en: en as CompiledCatalogue,
  ur: ur satisfies Record<UiMessageKey, unknown> as CompiledCatalogue,
};
