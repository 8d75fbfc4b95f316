import { useQuery } from '@apollo/client/react';
import { Link, useSearchParams } from 'react-router-dom';
import { ProductCard, ProductGrid } from '@bloom/ui';
import { graphql } from '../__generated__/gql';
import { categoryFromParam, categoryName } from '../catalog/categories.ts';
import { pageTitle } from '../shop.ts';

/** The fields a product card shows, fetched with the shop's listing. */
export const ProductsPageQuery = graphql(`
  query ProductsPage($category: Category, $page: Int!, $search: String) {
    products(category: $category, page: $page, search: $search) {
      page
      totalPages
      items {
        id
        name
        category
        price
        salePrice
        imageUrl
        imageAlt
        inStock
        averageRating
        reviewCount
      }
    }
  }
`);

/** Reads ?category= (default All) and ?page= (default 1) the way the spec's links write them. */
function useListingParams() {
  const [params] = useSearchParams();
  const category = categoryFromParam(params.get('category'));
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  return { category, page };
}

/** /products: the catalogue, one page at a time. */
export function ProductsPage() {
  const { category, page } = useListingParams();
  const { data, error, loading } = useQuery(ProductsPageQuery, {
    variables: { category, page },
  });

  return (
    <section aria-labelledby="products-title">
      <title>{pageTitle('Shop')}</title>
      <h1 id="products-title">Shop</h1>
      {error ? <p role="alert">We could not load the products. Please try again.</p> : null}
      {loading && !data ? <p>Loading products…</p> : null}
      <ProductGrid aria-label="Products" columns={4}>
        {data?.products.items.map((product) => (
          <ProductCard
            key={product.id}
            name={product.name}
            imageUrl={product.imageUrl}
            imageAlt={product.imageAlt ?? product.name}
            category={categoryName(product.category)}
            price={product.price}
            salePrice={product.salePrice}
            inStock={product.inStock}
            rating={product.averageRating ?? undefined}
            reviewCount={product.reviewCount}
            link={<Link to={`/selectedItem/${product.id}`} />}
          />
        ))}
      </ProductGrid>
    </section>
  );
}
