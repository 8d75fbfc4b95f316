import { island } from '../islands/island.tsx';
import { HeaderSearch } from './HeaderSearch.tsx';

/**
 * The header's search, as an island hydrated when a shopper reaches for it: until then it is the
 * server's GET form, which searches without any code.
 */
export default island('search/HeaderSearch', HeaderSearch, { hydrate: 'interaction' });
