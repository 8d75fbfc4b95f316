/**
 * The English words of the islands (messages.json and ui-messages.json). The islands' build writes
 * only those (vite.config.ts, islandCatalogues); anywhere else this picks them from the whole
 * catalogues.
 */
import { uiMessages } from '@bloom/ui';
import catalogue from '../../i18n/compiled/en.json';
import { islandWords } from '../words.ts';

export default islandWords(catalogue, uiMessages.en);
