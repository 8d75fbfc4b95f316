import { useState, type FormEvent } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  Button,
  Cluster,
  EmptyState,
  FormMessage,
  NavLink,
  NavList,
  Page,
  SearchForm,
} from '@bloom/ui';
import { graphql } from '../__generated__/gql';
import { categoryLabel, categoryMessageId, categoryName } from '../catalog/categories.ts';
import { shoppingCategories } from '../layout/SiteFooter.tsx';
import { PageTitle } from '../layout/PageTitle.tsx';
import FilteredListing from './FilteredListing.island.tsx';
import {
  filterVariables,
  isFiltered,
  listingOf,
  listingPages,
  searchOf,
  tidiedSearch,
  unfiltered,
  type ListingState,
} from './listingParams.ts';
import { usePageListing } from './useListing.ts';
import type { Preload } from '../render/preload.ts';
import { preloadImageOf, PRODUCT_CARD_SIZES } from '../render/preloadImage.ts';
import { HttpStatus, Redirect } from '../render/ServerRender.tsx';
import { breadcrumbLd } from '../render/structuredData.ts';
import { shop } from '../shop.ts';
import { shopTagline } from '../i18n/tagline.ts';

/**
 * One page of the shop's listing, with the fields a product card shows, the count beside every
 * filter value and the search as the shop ran it: one query a page.
 */
export const ProductsPageQuery = graphql(`
  query ProductsPage(
    $category: Category
    $page: Int!
    $search: String
    $filter: ProductFilter
    $sort: ProductSort
    $locale: Locale = EN
  ) {
    products(
      category: $category
      page: $page
      search: $search
      filter: $filter
      sort: $sort
      locale: $locale
    ) {
      page
      totalPages
      searchedFor
      items {
        ...ProductCardFields
      }
      ...ListingFacetsFields
    }
  }
`);

/**
 * The listing query's variables, the same on the server and in the browser: the search, filter
 * and sort only when there are some, so an unfiltered page asks what it always asked.
 */
export function productsVariables(listing: ListingState) {
  const { category, page, search } = listing;
  return { category, page, ...(search ? { search } : {}), ...filterVariables(listing) };
}

/** The listing the address asks for, fetched before the server renders it. */
export const preload: Preload = async ({ client, searchParams }) => {
  const listing = listingOf(searchParams);
  // An unknown category renders no listing; an untidy address is redirected first.
  if (listing.unknownCategory || tidiedSearch(searchParams, listing) !== null) return;
  await client.query({ query: ProductsPageQuery, variables: productsVariables(listing) });
};

/**
 * The canonical address of a listing page: its category and page, nothing else. Filtered and
 * sorted pages name their category's first page, as a well-kept shop's do (Shopify's
 * collections, Google's advice on faceted navigation): they are views of that page, not pages
 * of their own, so search engines consolidate them there instead of indexing every combination
 * of filters. They are not noindex: a noindex page whose canonical is another page says two
 * opposite things, and crawlers may still follow their product links.
 */
function canonicalListing(listing: ListingState) {
  const narrowed = isFiltered(listing) || listing.sort !== 'NEWEST';
  const query = new URLSearchParams();
  if (listing.category) query.set('category', categoryName(listing.category));
  if (listing.page > 1 && !narrowed) query.set('page', String(listing.page));
  const rest = query.toString();
  return rest ? `/products?${rest}` : '/products';
}

/** The id of the search form (its hidden fields sit outside it). */
const SEARCH_FORM_ID = 'products-search';

/** /products: the catalogue by category, search, filters and sort, one page at a time. */
export function ProductsPage() {
  const intl = useIntl();
  const { params, shown: listing, hrefOf, go } = usePageListing('/products');
  const { unknownCategory } = listingOf(params);
  const tidied = unknownCategory
    ? null
    : tidiedSearch(params, listingPages['/products'].read(params));
  const { category, search } = listing;

  const [draft, setDraft] = useState(search);
  const [shownSearch, setShownSearch] = useState(search);
  // Keep the box in step when the address changes under it (back button, a footer link).
  if (shownSearch !== search) {
    setShownSearch(search);
    setDraft(search);
  }
  const { data, previousData, error, loading } = useQuery(ProductsPageQuery, {
    variables: productsVariables(listing),
    skip: unknownCategory || tidied !== null,
  });
  const submitSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    go({ ...listing, search: draft.trim(), page: 1 });
  };
  const title = category
    ? categoryLabel(intl, category)
    : intl.formatMessage({ id: 'shop.products.all' });
  const shopName = intl.formatMessage({ id: 'shop.menu.shop' });
  const seeAll = (
    <Link to="/products">
      <FormattedMessage id="shop.products.seeAll" />
    </Link>
  );
  const cleared = unfiltered(listing);
  const searchedFor = data?.products.searchedFor;
  const corrected =
    search && searchedFor && searchedFor.toLowerCase() !== search.toLowerCase()
      ? searchedFor
      : null;

  if (unknownCategory) {
    return (
      <Page title={shopName} titleId="products-title">
        <HttpStatus code={404} />
        <PageTitle
          page={intl.formatMessage({ id: 'shop.products.categoryNotFound.page' })}
          noindex
        />
        <EmptyState
          title={intl.formatMessage({ id: 'shop.products.categoryNotFound.title' })}
          description={intl.formatMessage({ id: 'shop.products.categoryNotFound.text' })}
          headingLevel={2}
          actions={<Button asChild>{seeAll}</Button>}
        />
      </Page>
    );
  }
  if (tidied !== null) {
    // What a filter form sent without JavaScript, with its empty fields: the listing's one address.
    return <Redirect to={`/products${tidied}`} />;
  }

  // The search form's hidden fields: the category comes before the search in an address, the
  // rest after it.
  const keptFields = [...new URLSearchParams(searchOf({ ...listing, search: '', page: 1 }))];
  const kept = (where: 'before' | 'after') =>
    keptFields
      .filter(([name]) => (name === 'category') === (where === 'before'))
      .map(([name, value], index) => (
        <input
          key={`${name}-${index}`}
          type="hidden"
          form={SEARCH_FORM_ID}
          name={name}
          value={value}
        />
      ));
  return (
    <Page
      title={shopName}
      titleId="products-title"
      description={
        search
          ? intl.formatMessage({ id: 'shop.products.headingSearch' }, { title, search })
          : title
      }
    >
      <PageTitle
        page={shopName}
        description={intl.formatMessage(
          { id: category ? 'shop.products.meta.category' : 'shop.products.meta.all' },
          { category: title, shopName: shop.name, tagline: shopTagline(intl) },
        )}
        canonicalPath={canonicalListing(listing)}
        // The shop's own search results are not pages for a search engine's results.
        noindex={Boolean(search)}
        preloadImage={preloadImageOf(data?.products.items[0], PRODUCT_CARD_SIZES)}
        jsonLd={(url) => [
          breadcrumbLd(
            [
              { name: intl.formatMessage({ id: 'shop.menu.home' }), path: '/' },
              { name: shopName, path: '/products' },
              ...(category ? [{ name: title, path: canonicalListing(cleared) }] : []),
            ],
            url,
          ),
        ]}
      />
      <Cluster justify="between" align="end" gap="spacious">
        <NavList aria-label={intl.formatMessage({ id: 'shop.footer.categories' })}>
          <NavLink asChild active={category === null}>
            <Link to={hrefOf({ ...listing, category: null, page: 1 })}>
              <FormattedMessage id="shop.products.allTab" />
            </Link>
          </NavLink>
          {shoppingCategories.map((c) => (
            <NavLink asChild key={c.value} active={category === c.value}>
              <Link to={hrefOf({ ...listing, category: c.value, page: 1 })}>
                <FormattedMessage id={categoryMessageId[c.value]} />
              </Link>
            </NavLink>
          ))}
        </NavList>
        {kept('before')}
        <SearchForm
          // Without JavaScript the form still searches: a GET to the listing that keeps the
          // category, filters and sort through the hidden fields around it, in the address's order.
          id={SEARCH_FORM_ID}
          action="/products"
          method="get"
          // The header's search (all products) is the "Products" search landmark; this one
          // searches the listing, filters kept.
          aria-label={intl.formatMessage({ id: 'shop.products.search.form' })}
          label={intl.formatMessage({ id: 'shop.products.search.label' })}
          value={draft}
          onValueChange={setDraft}
          onSubmit={submitSearch}
        />
        {kept('after')}
      </Cluster>
      {corrected && (
        <FormMessage>
          <FormattedMessage id="shop.products.corrected" values={{ term: corrected }} />
        </FormMessage>
      )}
      <FilteredListing
        path="/products"
        answer={data?.products}
        previous={previousData?.products}
        loading={loading}
        failed={Boolean(error)}
        label={intl.formatMessage({ id: 'shop.products.grid' })}
        columns={3}
        kept={{
          ...(category ? { category: categoryName(category) } : {}),
          ...(search ? { search } : {}),
        }}
        noun={intl.formatMessage({ id: 'shop.listing.noun.products' })}
        empty={{
          title: intl.formatMessage({ id: 'shop.products.empty.title' }),
          description: search
            ? intl.formatMessage(
                { id: 'shop.products.empty.search' },
                { category: title.toLocaleLowerCase(intl.locale), search },
              )
            : intl.formatMessage({ id: 'shop.products.empty.category' }),
          ...(search || category
            ? {
                link: {
                  to: '/products',
                  label: intl.formatMessage({ id: 'shop.products.seeAll' }),
                },
              }
            : {}),
        }}
      />
    </Page>
  );
}
