/**
 * A listing page's state at the React boundary: the address is the state (listingParams.ts), and
 * every change is a navigation to the listing's one address, pushed so the back button walks
 * back through the shopper's filters. What the shopper just chose shows at once (an optimistic
 * copy of the address's listing) while the router's transition to the new address renders;
 * otherwise a controlled checkbox would spring back until that transition commits. The copy is
 * the new address read back, never the state as asked: were they to differ (a search cut to 100
 * characters, a price range turned the right way round) the two renders would undo each other.
 */
import { startTransition, useOptimistic } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { listingPages, searchOf, type ListingPath, type ListingState } from './listingParams.ts';

/** What {@link useListing} gives a page. */
export interface Listing<State extends ListingState> {
  /** The address's query, as it is. */
  params: URLSearchParams;
  /** The listing as the shopper sees it now: the address's, or the change on its way there. */
  shown: State;
  /** The address of `next` on this page (for links: pages, categories, Clear all). */
  hrefOf: (next: State) => string;
  /** Goes to `next` without a reload; nothing happens when it is the listing already shown. */
  go: (next: State) => void;
}

/**
 * The listing of the page at `path`, as `read` reads it from the address, and a way to change
 * it; `withCategory: false` leaves the category out of its addresses (the bundle page).
 */
export function useListing<State extends ListingState>(
  read: (params: URLSearchParams) => State,
  path: string,
  { withCategory = true } = {},
): Listing<State> {
  const navigate = useNavigate();
  const { search } = useLocation();
  const [params] = useSearchParams();
  const [shown, setShown] = useOptimistic(read(params));
  const searchFor = (next: State) => searchOf(next, { withCategory });
  const hrefOf = (next: State) => `${path}${searchFor(next)}`;
  const go = (next: State) => {
    // Written, read back and written again: the address of the listing the page will show.
    const nextSearch = searchFor(read(new URLSearchParams(searchFor(next))));
    // Apply after a checkbox already applied the same listing, or a field left unchanged.
    if (nextSearch === search) return;
    startTransition(() => {
      setShown(read(new URLSearchParams(nextSearch)));
      navigate({ pathname: path, search: nextSearch });
    });
  };
  return { params, shown, hrefOf, go };
}

/** The listing of the listing page at `path` (/products, /bundle), read as that page reads it. */
export function usePageListing(path: ListingPath): Listing<ListingState> {
  const { read, scope } = listingPages[path];
  return useListing(read, path, scope);
}
