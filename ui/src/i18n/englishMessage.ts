import type { MessageDescriptor } from 'react-intl';
import type { CompiledCatalogue, UiMessageKey } from './catalogues';
// English only, not catalogues.ts: an English page's first load carries no Urdu.
import compiledEnglish from './compiled/en.json';

const en = compiledEnglish as CompiledCatalogue;

/**
 * One of @bloom/ui's messages as a descriptor for `intl.formatMessage`, with the English AST as
 * its default: for the few messages whose values are elements (a name kept as its own text
 * node), which useUiMessages' plain-string formatter cannot take.
 */
export function englishMessage(id: UiMessageKey): MessageDescriptor {
  return { id, defaultMessage: en[id] };
}
