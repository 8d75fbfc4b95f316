import { island } from '../islands/island.tsx';
import { FilteredListing } from './FilteredListing.tsx';

/**
 * A listing's filters, sort, cards and pager as an island, hydrated with the page: on a guest's
 * /products or /bundle each change loads the listing's next address.
 */
export default island('products/FilteredListing', FilteredListing);
