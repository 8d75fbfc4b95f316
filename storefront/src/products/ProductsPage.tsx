import { useState, type FormEvent } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button, Cluster, EmptyState, NavLink, NavList, Page, SearchForm } from '@bloom/ui';
import { graphql } from '../__generated__/gql';
import { categoryFromParam, categoryName } from '../catalog/categories.ts';
import { shoppingCategories } from '../layout/SiteFooter.tsx';
import { PageTitle } from '../layout/PageTitle.tsx';
import { ProductResults } from './ProductResults.tsx';
import type { Preload } from '../render/preload.ts';
import { HttpStatus } from '../render/ServerRender.tsx';
import { breadcrumbLd } from '../render/structuredData.ts';
import { shop } from '../shop.ts';
import type { Category } from '../__generated__/graphql';

/** One page of the shop's listing, with the fields a product card shows. */
export const ProductsPageQuery = graphql(`
  query ProductsPage($category: Category, $page: Int!, $search: String) {
    products(category: $category, page: $page, search: $search) {
      page
      totalPages
      items {
        ...ProductCardFields
      }
    }
  }
`);

/**
 * Reads ?category= (default All), ?page= (default 1) and ?search= the way the spec's links
 * write them; an unknown category reads as All and a bad page as 1.
 */
function listingOf(params: URLSearchParams) {
  const category = categoryFromParam(params.get('category'));
  // The api lists at most 100,000 pages; anything past that is as empty as the page after the last.
  const page = Math.min(Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1), 100_000);
  const search = params.get('search')?.trim() ?? '';
  const named = params.get('category');
  // A ?category= the shop does not have (a typo, an old link, `<script>`) is no listing at all.
  const unknownCategory = category === null && named !== null && named !== '' && named !== 'All';
  return { category, page, search, unknownCategory };
}

/** The listing query's variables, the same on the server and in the browser. */
function listingVariables({
  category,
  page,
  search,
}: Pick<ReturnType<typeof listingOf>, 'category' | 'page' | 'search'>) {
  return search ? { category, page, search } : { category, page };
}

/** The listing the address asks for, fetched before the server renders it. */
export const preload: Preload = async ({ client, searchParams }) => {
  const listing = listingOf(searchParams);
  if (!listing.unknownCategory) {
    await client.query({ query: ProductsPageQuery, variables: listingVariables(listing) });
  }
};

/** The listing the address asks for, and a way to change it. */
function useListingParams() {
  const [params, setParams] = useSearchParams();
  const { category, page, search, unknownCategory } = listingOf(params);
  const update = (next: { page?: number; search?: string }) => {
    const query = new URLSearchParams();
    if (category) query.set('category', categoryName(category));
    const nextSearch = next.search ?? search;
    if (nextSearch) query.set('search', nextSearch);
    query.set('page', String(next.page ?? 1));
    setParams(query);
  };
  const href = (next: number) => {
    const query = new URLSearchParams();
    if (category) query.set('category', categoryName(category));
    if (search) query.set('search', search);
    query.set('page', String(next));
    return `/products?${query.toString()}`;
  };
  return { category, page, search, unknownCategory, update, href };
}

/** The canonical address of a listing page: its category and page, nothing else. */
function canonicalListing(category: Category | null, page: number) {
  const query = new URLSearchParams();
  if (category) query.set('category', categoryName(category));
  if (page > 1) query.set('page', String(page));
  const rest = query.toString();
  return rest ? `/products?${rest}` : '/products';
}

/** The address of a category's first page, keeping the current search. */
function categoryHref(name: string | null, search: string) {
  const query = new URLSearchParams();
  if (name) query.set('category', name);
  if (search) query.set('search', search);
  query.set('page', '1');
  return `/products?${query.toString()}`;
}

/** /products: the catalogue by category, page and search (SPEC.md §2). */
export function ProductsPage() {
  const { category, page, search, unknownCategory, update, href } = useListingParams();
  const [draft, setDraft] = useState(search);
  const [shownSearch, setShownSearch] = useState(search);
  // Keep the box in step when the address changes under it (back button, a footer link).
  if (shownSearch !== search) {
    setShownSearch(search);
    setDraft(search);
  }
  const { data, error, loading } = useQuery(ProductsPageQuery, {
    variables: listingVariables({ category, page, search }),
  });

  const submitSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    update({ search: draft.trim(), page: 1 });
  };
  const title = category ? categoryName(category) : 'All products';

  if (unknownCategory) {
    return (
      <Page title="Shop" titleId="products-title">
        <HttpStatus code={404} />
        <PageTitle page={'Category not found'} noindex />
        <EmptyState
          title="We do not have that category"
          description="The link may be mistyped. Every product is one click away."
          headingLevel={2}
          actions={
            <Button asChild>
              <Link to="/products">See all products</Link>
            </Button>
          }
        />
      </Page>
    );
  }

  return (
    <Page
      title="Shop"
      titleId="products-title"
      description={`${title}${search ? ` matching “${search}”` : ''}`}
    >
      <PageTitle
        page={'Shop'}
        description={
          category
            ? `${title} at ${shop.name}: ${shop.tagline}`
            : `Every product at ${shop.name}: ${shop.tagline}`
        }
        canonicalPath={canonicalListing(category, page)}
        // The shop's own search results are not pages for a search engine's results.
        noindex={Boolean(search)}
        preloadImage={data?.products.items[0]?.imageUrl}
        jsonLd={(url) => [
          breadcrumbLd(
            [
              { name: 'Home', path: '/' },
              { name: 'Shop', path: '/products' },
              ...(category ? [{ name: title, path: canonicalListing(category, 1) }] : []),
            ],
            url,
          ),
        ]}
      />
      <Cluster justify="between" align="end" gap="spacious">
        <NavList aria-label="Categories">
          <NavLink asChild active={category === null}>
            <Link to={categoryHref(null, search)}>All</Link>
          </NavLink>
          {shoppingCategories.map((c) => (
            <NavLink asChild key={c.value} active={category === c.value}>
              <Link to={categoryHref(c.name, search)}>{c.name}</Link>
            </NavLink>
          ))}
        </NavList>
        <SearchForm
          // Without JavaScript the form still searches: a GET to the listing.
          action="/products"
          method="get"
          aria-label="Products"
          label="Search products"
          value={draft}
          onValueChange={setDraft}
          onSubmit={submitSearch}
        />
      </Cluster>
      <ProductResults
        label="Products"
        products={data?.products.items}
        loading={loading}
        failed={Boolean(error)}
        page={page}
        totalPages={data?.products.totalPages ?? 0}
        onPageChange={(next) => update({ page: next })}
        pageHref={href}
        empty="No products"
        emptyDescription={
          search
            ? `Nothing in ${title.toLowerCase()} matches “${search}”. Try another word.`
            : 'There is nothing in this category yet.'
        }
        emptyActions={
          search || category ? (
            <Button asChild variant="secondary">
              <Link to="/products">See all products</Link>
            </Button>
          ) : undefined
        }
      />
    </Page>
  );
}
