import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { Hero } from '@bloom/ui';
import { graphql } from '../__generated__/gql';
import FilteredListing from '../products/FilteredListing.island.tsx';
import {
  filterVariables,
  isFiltered,
  listingPages,
  tidiedSearch,
  type ListingState,
} from '../products/listingParams.ts';
import { usePageListing } from '../products/useListing.ts';
import { PageTitle } from '../layout/PageTitle.tsx';
import type { Preload } from '../render/preload.ts';
import { preloadImageOf, PRODUCT_CARD_SIZES } from '../render/preloadImage.ts';
import { Redirect } from '../render/ServerRender.tsx';
import { breadcrumbLd } from '../render/structuredData.ts';

/** One page of bundles, with the fields a product card shows and the count beside each filter. */
export const BundlePageQuery = graphql(`
  query BundlePage($page: Int!, $filter: ProductFilter, $sort: ProductSort, $locale: Locale = EN) {
    bundles(page: $page, filter: $filter, sort: $sort) {
      page
      totalPages
      items {
        ...ProductCardFields
      }
      ...ListingFacetsFields
    }
  }
`);

/** The bundles the address asks for (/bundle has no category or search), and its addresses. */
const { read: bundleListingOf, scope } = listingPages['/bundle'];

/** The query's variables, the same on the server and in the browser. */
export function bundleVariables(listing: ListingState) {
  return { page: listing.page, ...filterVariables(listing) };
}

/** The page of bundles the address asks for, fetched before the server renders it. */
export const preload: Preload = async ({ client, searchParams }) => {
  const listing = bundleListingOf(searchParams);
  if (tidiedSearch(searchParams, listing, scope) !== null) return; // redirected first
  await client.query({ query: BundlePageQuery, variables: bundleVariables(listing) });
};

/** /bundle: curated sets in a two-column grid, one page at a time, with filters and sort. */
export function BundlePage() {
  const intl = useIntl();
  const { params, shown: listing } = usePageListing('/bundle');
  const tidied = tidiedSearch(params, bundleListingOf(params), scope);
  const { data, previousData, error, loading } = useQuery(BundlePageQuery, {
    variables: bundleVariables(listing),
    skip: tidied !== null,
  });

  if (tidied !== null) return <Redirect to={`/bundle${tidied}`} />;

  const { page } = listing;
  // Filtered and sorted views name the bundles' own pages as canonical (see ProductsPage).
  const narrowed = isFiltered(listing) || listing.sort !== 'NEWEST';
  const title = intl.formatMessage({ id: 'shop.menu.bundles' });
  return (
    <>
      <PageTitle
        page={title}
        description={intl.formatMessage({ id: 'shop.bundle.meta' })}
        canonicalPath={page > 1 && !narrowed ? `/bundle?page=${page}` : '/bundle'}
        preloadImage={preloadImageOf(data?.bundles.items[0], PRODUCT_CARD_SIZES)}
        jsonLd={(url) => [
          breadcrumbLd(
            [
              { name: intl.formatMessage({ id: 'shop.menu.home' }), path: '/' },
              { name: title, path: '/bundle' },
            ],
            url,
          ),
        ]}
      />
      <Hero
        title={title}
        titleId="bundle-title"
        description={intl.formatMessage({ id: 'shop.bundle.intro' })}
      />
      <FilteredListing
        path="/bundle"
        answer={data?.bundles}
        previous={previousData?.bundles}
        loading={loading}
        failed={Boolean(error)}
        label={title}
        columns={2}
        noun={intl.formatMessage({ id: 'shop.listing.noun.bundles' })}
        empty={{
          title: intl.formatMessage({ id: 'shop.products.empty.title' }),
          description: intl.formatMessage({ id: 'shop.bundle.empty.text' }),
          link: { to: '/products', label: intl.formatMessage({ id: 'shop.cart.shopNow' }) },
        }}
      />
    </>
  );
}
