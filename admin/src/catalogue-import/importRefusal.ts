/**
 * An import's refusal in the screen's language. The api names the problem in one English
 * sentence that starts with where it is: "Row 3, column sale_price: …" for a CSV row, `"products
 * [3].price": …` for an entry of the JSON file. That opening is the api's fixed form, so the row
 * and column (or the entry's path, the file's own keys) are read from it and said by the
 * catalogue; the rest stays the api's words, which English shows as they are and Urdu after its
 * own sentence, in brackets, as `errorMessage` does for the gateway's refusals.
 */
import type { IntlShape } from 'react-intl';
import type { ImportRefusal } from './importFile.ts';

/** "Row 3, column sale_price: <sentence>", as the api's CSV import writes a bad cell. */
const csvCell = /^Row (\d+), column ([a-z_]+): (.+)$/s;

/** `"products[3].price" is required.`, as the api's JSON import names a bad entry. */
const jsonEntry = /^"((?:products|coupons)\[\d+\][^"]*)"(.+)$/s;

/** What to show for `refusal` in `intl`'s language. */
export function importRefusalSentence(refusal: ImportRefusal, intl: IntlShape): string {
  const words = refusal.message;
  if (refusal.status !== 400) {
    return intl.formatMessage({ id: 'admin.import.refused' }, { words });
  }
  const cell = csvCell.exec(words);
  if (cell) {
    const [, row = '', column = '', detail = ''] = cell;
    return intl.formatMessage({ id: 'admin.import.rowRefused' }, { row, column, detail });
  }
  const entry = jsonEntry.exec(words);
  if (entry) {
    const [, path = '', rest = ''] = entry;
    return intl.formatMessage({ id: 'admin.import.entryRefused' }, { path, rest });
  }
  return intl.formatMessage({ id: 'admin.import.fileRefused' }, { words });
}
