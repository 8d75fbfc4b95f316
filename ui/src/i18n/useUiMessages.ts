import { useCallback, useContext } from 'react';
import { createIntl, IntlContext, type IntlShape } from 'react-intl';
import type { CompiledCatalogue, UiMessageKey } from './catalogues';
// English only, not catalogues.ts: an English page's first load carries no Urdu (the Urdu comes
// with the app's `uiMessages`, when it uses them).
import compiledEnglish from './compiled/en.json';

const en = compiledEnglish as CompiledCatalogue;

/** Values an ICU message's arguments take. */
export type UiMessageValues = Record<string, string | number>;

/**
 * English when no IntlProvider is above: an app not yet translated (and its tests) keeps
 * today's English words without wrapping anything. Precompiled, like every message here.
 */
const english = createIntl({ locale: 'en', defaultLocale: 'en', messages: en });

/** The IntlProvider's intl above, or the English one. */
export function useUiIntl(): IntlShape {
  return useContext(IntlContext) ?? english;
}

/**
 * Formats one of @bloom/ui's messages in the page's language: a component's built-in words,
 * used where the app passed no text of its own. An IntlProvider whose catalogue lacks the id
 * (the app did not merge `uiMessages`) still gets the English words, as react-intl's default:
 * the English AST, so even then nothing is parsed at run time.
 */
export function useUiMessages(): (id: UiMessageKey, values?: UiMessageValues) => string {
  const intl = useUiIntl();
  return useCallback(
    (id, values) => intl.formatMessage({ id, defaultMessage: en[id] }, values),
    [intl],
  );
}
