import { useQuery } from '@apollo/client/react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button, Hero } from '@bloom/ui';
import { graphql } from '../__generated__/gql';
import { ProductResults } from '../products/ProductResults.tsx';
import { PageTitle } from '../layout/PageTitle.tsx';
import type { Preload } from '../render/preload.ts';
import { breadcrumbLd } from '../render/structuredData.ts';

/** One page of bundles, with the fields a product card shows. */
export const BundlePageQuery = graphql(`
  query BundlePage($page: Int!) {
    bundles(page: $page) {
      page
      totalPages
      items {
        ...ProductCardFields
      }
    }
  }
`);

/** The ?page= of the address (default 1; a bad one reads as 1). */
function pageOf(params: URLSearchParams): number {
  return Math.min(Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1), 100_000);
}

/** The page of bundles the address asks for, fetched before the server renders it. */
export const preload: Preload = ({ client, searchParams }) =>
  client.query({ query: BundlePageQuery, variables: { page: pageOf(searchParams) } });

/** /bundle: curated sets in a two-column grid, one page at a time (SPEC.md §2). */
export function BundlePage() {
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const { data, error, loading } = useQuery(BundlePageQuery, { variables: { page } });

  return (
    <>
      <PageTitle
        page={'Bundles'}
        description="Complete beauty routines in one box, priced below their parts."
        canonicalPath={page > 1 ? `/bundle?page=${page}` : '/bundle'}
        preloadImage={data?.bundles.items[0]?.imageUrl}
        jsonLd={(url) => [
          breadcrumbLd(
            [
              { name: 'Home', path: '/' },
              { name: 'Bundles', path: '/bundle' },
            ],
            url,
          ),
        ]}
      />
      <Hero
        title="Bundles"
        titleId="bundle-title"
        description="Complete routines, put together by our team and priced below their parts. A thoughtful gift, or a simple way to start."
      />
      <ProductResults
        label="Bundles"
        columns={2}
        products={data?.bundles.items}
        loading={loading}
        failed={Boolean(error)}
        pageHref={(next) => (next > 1 ? `/bundle?page=${next}` : '/bundle')}
        page={page}
        totalPages={data?.bundles.totalPages ?? 0}
        onPageChange={(next) => setParams({ page: String(next) })}
        empty="No products"
        emptyDescription="Our bundles are being restocked. Have a look around the shop meanwhile."
        emptyActions={
          <Button asChild variant="secondary">
            <Link to="/products">Shop Now</Link>
          </Button>
        }
      />
    </>
  );
}
