import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { PageSection, ProductGrid } from '@bloom/ui';
import { graphql } from '../__generated__/gql';
import type { Category } from '../__generated__/graphql';
import ProductCard from '../products/ProductCard.island.tsx';

/** The first page of the product's category, to suggest a few others from it. */
export const RelatedProductsQuery = graphql(`
  query RelatedProducts($category: Category!, $locale: Locale = EN) {
    products(category: $category, page: 1, locale: $locale) {
      items {
        ...ProductCardFields
      }
    }
  }
`);

/** How many related products to suggest. */
const RELATED_COUNT = 4;

/** Props of {@link RelatedProducts}. */
export type RelatedProductsProps = {
  /** The product being viewed, left out of the suggestions. */
  productId: string;
  /** Its category. */
  category: Category;
};

/** "You may also like": other products of the same category; nothing when there are none. */
export function RelatedProducts({ productId, category }: RelatedProductsProps) {
  const intl = useIntl();
  const { data } = useQuery(RelatedProductsQuery, { variables: { category } });
  const related = (data?.products.items ?? [])
    .filter((product) => product.id !== productId)
    .slice(0, RELATED_COUNT);
  if (related.length === 0) return null;
  return (
    <PageSection title={intl.formatMessage({ id: 'shop.product.related' })} titleId="related-title">
      <ProductGrid aria-label={intl.formatMessage({ id: 'shop.product.related.grid' })} columns={4}>
        {related.map((product) => (
          <ProductCard key={product.id} product={product} headingLevel={3} />
        ))}
      </ProductGrid>
    </PageSection>
  );
}
