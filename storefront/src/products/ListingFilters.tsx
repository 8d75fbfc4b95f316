import {
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type FormEvent,
  type ReactNode,
} from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useIntl } from 'react-intl';
import {
  Cluster,
  FacetGroup,
  FilterPanel,
  PriceRange,
  SortSelect,
  Stack,
  type PriceRangeValue,
} from '@bloom/ui';
import { graphql } from '../__generated__/gql';
import type { ListingFacetsFieldsFragment } from '../__generated__/graphql';
import { freeFromName, skinTypeName } from '../catalog/skinAndFreeFrom.ts';
import {
  activeFilterCount,
  freeFromOf,
  freeFromTags,
  freeParam,
  listingOf,
  skinParam,
  skinTypes,
  skinTypesOf,
  sortOf,
  sortOrders,
  sortParam,
  type ListingState,
} from './listingParams.ts';

/** What a listing's filters show beside each value: its count, and the listing's size. */
export const ListingFacetsFields = graphql(`
  fragment ListingFacetsFields on ProductPage {
    total
    facets {
      skinTypes {
        skinType
        count
      }
      freeFrom {
        freeFrom
        count
      }
      onSale
      inStock
      topRated
      priceRange {
        min
        max
      }
    }
  }
`);

/** The id of the filter form (the sort select outside it sends with it). */
export const FILTER_FORM_ID = 'listing-filters';
/** The id of the sentence counting the results. */
const RESULT_COUNT_ID = 'listing-result-count';

/** The id of each sort order's name in the catalogues. */
const sortMessageId = {
  NEWEST: 'shop.listing.sort.newest',
  PRICE_LOW_TO_HIGH: 'shop.listing.sort.priceLowToHigh',
  PRICE_HIGH_TO_LOW: 'shop.listing.sort.priceHighToLow',
  TOP_RATED: 'shop.listing.sort.topRated',
} as const;

/**
 * After Clear all the link that was clicked is gone (nothing is left to clear), and focus with
 * it: call the returned function on its click, and once the address has changed focus goes to
 * the first filter (or, with the phone's sheet closed, to the results count).
 */
export function useFocusAfterClear(): () => void {
  const pending = useRef(false);
  const { search } = useLocation();
  useEffect(() => {
    if (!pending.current) return;
    pending.current = false;
    const field = document
      .getElementById(FILTER_FORM_ID)
      ?.querySelector<HTMLElement>('input:not([type="hidden"]):not(:disabled), select');
    (field ?? document.getElementById(RESULT_COUNT_ID))?.focus();
  }, [search]);
  return () => {
    pending.current = true;
  };
}

/** Props of {@link ListingFilters}. */
export interface ListingFiltersProps {
  /** The listing as shown (useListing's `shown`). */
  listing: ListingState;
  /** Goes to another listing (useListing's `go`): each change applies at once. */
  onChange: (next: ListingState) => void;
  /** The page's facets: this listing's, or the last one's while it loads; none before any. */
  facets: ListingFacetsFieldsFragment | undefined;
  /** Whether `facets` are the last listing's, shown while this one loads. @default false */
  stale?: boolean;
  /** How many products match; undefined while they load or when they could not be had. */
  total: number | undefined;
  /** Where the form goes without JavaScript (`/products`, `/bundle`). */
  action: string;
  /** Fields the form keeps as they are (the category and search of /products). */
  kept?: Readonly<Record<string, string>>;
  /** The listing without filters (Clear all). */
  clearHref: string;
  /** Called when Clear all is clicked (see {@link useFocusAfterClear}). */
  onClear?: () => void;
  /** The products. */
  results: ReactNode;
}

/**
 * A listing's facets and sort beside its results (FilterPanel). The form's fields are named as
 * the address's keys and come in the address's order, so without JavaScript Apply sends the
 * shopper to the same address a click sends them to with it. With JavaScript each checkbox and
 * the sort apply as they change; a price applies when focus leaves the price fields, or on
 * Enter or Apply.
 */
export function ListingFilters({
  listing,
  onChange,
  facets: page,
  stale = false,
  total,
  action,
  kept = {},
  clearHref,
  onClear,
  results,
}: ListingFiltersProps) {
  const intl = useIntl();
  const facets = page?.facets;
  const [price, setPrice] = useState<PriceRangeValue>({
    min: listing.minPrice,
    max: listing.maxPrice,
  });
  const [priceShown, setPriceShown] = useState(price);
  // Keep the fields in step when the address changes under them (back button, Clear all).
  if (priceShown.min !== listing.minPrice || priceShown.max !== listing.maxPrice) {
    const next = { min: listing.minPrice, max: listing.maxPrice };
    setPriceShown(next);
    setPrice(next);
  }

  const change = (next: Partial<ListingState>) => onChange({ ...listing, ...next, page: 1 });
  const applyPrice = () => {
    const { min, max } = price;
    if (min !== undefined && max !== undefined && min > max) return; // said under the fields
    change({ minPrice: min, maxPrice: max });
  };
  const leavePrice = (event: FocusEvent<HTMLFieldSetElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) applyPrice();
  };
  // Apply (or Enter in the price): the form's fields, read as the address reads them.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === 'string') fields.append(name, value);
    }
    const sent = listingOf(fields);
    change({ ...sent, category: listing.category, search: listing.search, sort: listing.sort });
  };

  // A count of 0 disables its value; the last listing's 0 says nothing of this one's, so while
  // this one loads such a value stays open (and shows no count) rather than locked.
  const shown = (count: number | undefined) => (stale && count === 0 ? undefined : count);
  // How a value's count is read aloud ("12 products"), in the page's language.
  const countLabel = (count: number) => intl.formatMessage({ id: 'shop.listing.count' }, { count });
  const skinCounts = new Map(facets?.skinTypes.map((entry) => [entry.skinType, entry.count]));
  const freeCounts = new Map(facets?.freeFrom.map((entry) => [entry.freeFrom, entry.count]));

  return (
    <FilterPanel
      formId={FILTER_FORM_ID}
      action={action}
      activeCount={activeFilterCount(listing)}
      onSubmit={submit}
      clearLink={<Link to={clearHref} onClick={onClear} />}
      results={
        <Stack gap="spacious">
          <Cluster justify="between" align="center">
            <p id={RESULT_COUNT_ID} role="status" tabIndex={-1}>
              {total === undefined
                ? ''
                : intl.formatMessage({ id: 'shop.listing.count' }, { count: total })}
            </p>
            <SortSelect
              form={FILTER_FORM_ID}
              options={sortOrders.map((sort) => ({
                value: sortParam(sort),
                label: intl.formatMessage({ id: sortMessageId[sort] }),
              }))}
              value={sortParam(listing.sort)}
              onValueChange={(word) => change({ sort: sortOf(word) })}
            />
          </Cluster>
          {results}
        </Stack>
      }
    >
      {Object.entries(kept).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <FacetGroup
        legend={intl.formatMessage({ id: 'shop.listing.facet.skinType' })}
        name="skin"
        options={skinTypes.map((type) => ({
          value: skinParam(type),
          label: skinTypeName(intl, skinParam(type)),
          count: shown(skinCounts.get(type)),
        }))}
        selected={listing.skinTypes.map(skinParam)}
        countLabel={countLabel}
        onSelectedChange={(words) => change({ skinTypes: skinTypesOf(words) })}
      />
      <FacetGroup
        legend={intl.formatMessage({ id: 'shop.listing.facet.freeFrom' })}
        name="free"
        options={freeFromTags.map((tag) => ({
          value: freeParam(tag),
          label: freeFromName(intl, freeParam(tag)),
          count: shown(freeCounts.get(tag)),
        }))}
        selected={listing.freeFrom.map(freeParam)}
        countLabel={countLabel}
        onSelectedChange={(words) => change({ freeFrom: freeFromOf(words) })}
      />
      <PriceRange
        bounds={facets?.priceRange ?? undefined}
        value={price}
        onValueChange={setPrice}
        onBlur={leavePrice}
      />
      <FacetGroup
        legend={intl.formatMessage({ id: 'shop.listing.facet.rating' })}
        name="rating"
        options={[
          {
            value: '4',
            label: intl.formatMessage({ id: 'shop.listing.facet.rating.fourUp' }),
            count: shown(facets?.topRated),
          },
        ]}
        selected={listing.topRated ? ['4'] : []}
        countLabel={countLabel}
        onSelectedChange={(words) => change({ topRated: words.length > 0 })}
      />
      <FacetGroup
        legend={intl.formatMessage({ id: 'shop.listing.facet.offers' })}
        name="sale"
        options={[
          {
            value: '1',
            label: intl.formatMessage({ id: 'shop.listing.facet.onSale' }),
            count: shown(facets?.onSale),
          },
        ]}
        selected={listing.onSale ? ['1'] : []}
        countLabel={countLabel}
        onSelectedChange={(words) => change({ onSale: words.length > 0 })}
      />
      <FacetGroup
        legend={intl.formatMessage({ id: 'shop.listing.facet.availability' })}
        name="stock"
        options={[
          {
            value: '1',
            label: intl.formatMessage({ id: 'shop.listing.facet.inStock' }),
            count: shown(facets?.inStock),
          },
        ]}
        selected={listing.inStock ? ['1'] : []}
        countLabel={countLabel}
        onSelectedChange={(words) => change({ inStock: words.length > 0 })}
      />
    </FilterPanel>
  );
}
