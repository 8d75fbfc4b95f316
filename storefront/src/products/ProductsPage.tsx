import { useState, type FormEvent } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button, Cluster, NavLink, NavList, Page, SearchForm } from '@bloom/ui';
import { graphql } from '../__generated__/gql';
import { categoryFromParam, categoryName } from '../catalog/categories.ts';
import { shoppingCategories } from '../layout/SiteFooter.tsx';
import { PageTitle } from '../layout/PageTitle.tsx';
import { ProductResults } from './ProductResults.tsx';
import type { Preload } from '../render/preload.ts';
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
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const search = params.get('search')?.trim() ?? '';
  return { category, page, search };
}

/** The listing query's variables, the same on the server and in the browser. */
function listingVariables({ category, page, search }: ReturnType<typeof listingOf>) {
  return search ? { category, page, search } : { category, page };
}

/** The listing the address asks for, fetched before the server renders it. */
export const preload: Preload = ({ client, searchParams }) =>
  client.query({ query: ProductsPageQuery, variables: listingVariables(listingOf(searchParams)) });

/** The listing the address asks for, and a way to change it. */
function useListingParams() {
  const [params, setParams] = useSearchParams();
  const { category, page, search } = listingOf(params);
  const update = (next: { page?: number; search?: string }) => {
    const query = new URLSearchParams();
    if (category) query.set('category', categoryName(category));
    const nextSearch = next.search ?? search;
    if (nextSearch) query.set('search', nextSearch);
    query.set('page', String(next.page ?? 1));
    setParams(query);
  };
  return { category, page, search, update };
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
  const { category, page, search, update } = useListingParams();
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
