import { useQuery } from '@apollo/client/react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button, Hero } from '@bloom/ui';
import { graphql } from '../__generated__/gql';
import { ProductResults } from '../products/ProductResults.tsx';
import { PageTitle } from '../layout/PageTitle.tsx';

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

/** /bundle: curated sets in a two-column grid, one page at a time (SPEC.md §2). */
export function BundlePage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const { data, error, loading } = useQuery(BundlePageQuery, { variables: { page } });

  return (
    <>
      <PageTitle page={'Bundles'} />
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
