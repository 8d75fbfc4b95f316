import { island } from '../islands/island.tsx';
import { FilteredListing } from './FilteredListing.tsx';

/**
 * A listing's filters, sort, cards and pager as an island: on a guest's /products or /bundle each
 * change loads the listing's next address. Hydrated once a shopper reaches for it (a pointer over
 * it, a press, focus in it), not with the page: until then its filters and sort are the server's
 * form and its pager links, which work as they are, and a tap on one is kept and done once it
 * has hydrated (island.tsx). Its cards are islands of their own, hydrated as they are seen.
 */
export default island('products/FilteredListing', FilteredListing, { hydrate: 'interaction' });
