/**
 * A listing's filters beside its results, wired alike on /products and /bundle: the facets (the
 * last listing's while the next one loads), the grid and its pager as links, and what shows when
 * nothing matches: Clear all filters once the shopper has filtered, the page's own word before.
 * It reads and changes the listing through the address itself (usePageListing), and its props are
 * data, so it is an island as it is (FilteredListing.island.tsx): on a guest's listing page, the
 * filters and sort are what the browser hydrates with the page; the results are the island's
 * slot (island.tsx, `IslandSlot`), left as the server wrote them, each card an island of its own.
 */
import { Link } from 'react-router-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@bloom/ui';
import type {
  ListingFacetsFieldsFragment,
  ProductCardFieldsFragment,
} from '../__generated__/graphql';
import { ListingFilters, useFocusAfterClear } from './ListingFilters.tsx';
import { isFiltered, unfiltered, type ListingPath } from './listingParams.ts';
import { ProductResults } from './ProductResults.tsx';
import { usePageListing } from './useListing.ts';
import { IslandSlot } from '../islands/island.tsx';

/** One page of a listing as the products and bundles queries both answer it. */
export type ListingAnswer = ListingFacetsFieldsFragment & {
  totalPages: number;
  items: readonly ProductCardFieldsFragment[];
};

/** Props of {@link FilteredListing}. */
export interface FilteredListingProps {
  /**
   * The listing page (/products, /bundle): its address is the listing, and the filter form goes
   * there without JavaScript.
   */
  path: ListingPath;
  /** This listing's answer, once it is here. */
  answer: ListingAnswer | undefined;
  /** The last listing's answer: its facets show while this one loads. */
  previous: ListingAnswer | undefined;
  /** Whether the first answer is still on its way. */
  loading: boolean;
  /** Whether the request failed. */
  failed: boolean;
  /** Accessible name of the grid. */
  label: string;
  /** Grid columns on wide screens. */
  columns: number;
  /** Fields the filter form keeps as they are (the category and search of /products). */
  kept?: Readonly<Record<string, string>>;
  /** What the listing holds, in the page's language, in "No … match these filters". */
  noun: string;
  /** What shows when the listing is empty before any filter, with a link onwards. */
  empty: { title: string; description: string; link?: { to: string; label: string } };
}

/** The filter panel and the results of a listing page. */
export function FilteredListing({
  path,
  answer,
  previous,
  loading,
  failed,
  label,
  columns,
  kept,
  noun,
  empty,
}: FilteredListingProps) {
  const { shown: listing, hrefOf, go } = usePageListing(path);
  const intl = useIntl();
  const focusAfterClear = useFocusAfterClear();
  const filtered = isFiltered(listing);
  const clearHref = hrefOf(unfiltered(listing));
  return (
    <ListingFilters
      listing={listing}
      onChange={go}
      facets={answer ?? previous}
      stale={!answer}
      total={answer?.total}
      action={path}
      {...(kept ? { kept } : {})}
      clearHref={clearHref}
      onClear={focusAfterClear}
      results={
        // Once the page is here the results do not change in the browser (each change loads the
        // next address): hydrating the listing leaves them as the server wrote them, and each card
        // hydrates on its own as it scrolls into view.
        <IslandSlot name="results">
          <ProductResults
            label={label}
            columns={columns}
            products={answer?.items}
            loading={loading}
            failed={failed}
            page={listing.page}
            totalPages={answer?.totalPages ?? 0}
            onPageChange={(next) => go({ ...listing, page: next })}
            pageHref={(next) => hrefOf({ ...listing, page: next })}
            empty={
              filtered ? intl.formatMessage({ id: 'shop.listing.noMatch' }, { noun }) : empty.title
            }
            emptyDescription={
              filtered ? intl.formatMessage({ id: 'shop.listing.noMatch.text' }) : empty.description
            }
            emptyActions={
              filtered ? (
                <Button asChild variant="secondary">
                  <Link to={clearHref} onClick={focusAfterClear}>
                    <FormattedMessage id="shop.listing.clearAll" />
                  </Link>
                </Button>
              ) : empty.link ? (
                <Button asChild variant="secondary">
                  <Link to={empty.link.to}>{empty.link.label}</Link>
                </Button>
              ) : undefined
            }
          />
        </IslandSlot>
      }
    />
  );
}
