import { useCallback, useContext } from 'react';
import { createIntl, IntlContext, type IntlShape } from 'react-intl';
import { catalogues, type UiMessageKey } from './catalogues';

/** Values an ICU message's arguments take. */
export type UiMessageValues = Record<string, string | number>;

/**
 * English when no IntlProvider is above: an app not yet translated (and its tests) keeps
 * today's English words without wrapping anything.
 */
const english = createIntl({ locale: 'en', defaultLocale: 'en', messages: catalogues.en });

/** The IntlProvider's intl above, or the English one. */
export function useUiIntl(): IntlShape {
  return useContext(IntlContext) ?? english;
}

/**
 * Formats one of @bloom/ui's messages in the page's language: a component's built-in words,
 * used where the app passed no text of its own. An IntlProvider whose catalogue lacks the id
 * (the app did not merge `uiMessages`) still gets the English words, as react-intl's default.
 */
export function useUiMessages(): (id: UiMessageKey, values?: UiMessageValues) => string {
  const intl = useUiIntl();
  return useCallback(
    (id, values) => intl.formatMessage({ id, defaultMessage: catalogues.en[id] }, values),
    [intl],
  );
}
