/**
 * The Urdu words of the code that runs with a page in islands (words.json, `withThePage`). The
 * islands' build writes only those (vite.config.ts, islandCatalogues); anywhere else this picks
 * them from the whole catalogues.
 */
import { uiMessages } from '@bloom/ui';
import catalogue from '../../i18n/compiled/ur.json';
import { islandWords, islandWordIds } from '../words.ts';

export default islandWords(islandWordIds.withThePage, catalogue, uiMessages.ur);
