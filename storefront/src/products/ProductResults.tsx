import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { EmptyState, FormMessage, Pagination, ProductCardSkeleton, ProductGrid } from '@bloom/ui';
import type { ProductCardFieldsFragment } from '../__generated__/graphql';
import ProductCard from './ProductCard.island.tsx';
import { HttpStatus } from '../render/ServerRender.tsx';

/** SPEC.md §9: a listing shows six placeholder cards while it loads. */
const SKELETON_COUNT = 6;

/** Cards whose photos load at once, not lazily: the first row at phone width. */
const PRIORITY_COUNT = 2;

/** SPEC.md §9: changing page scrolls to this offset from the top, where the grid begins. */
export const PAGE_SCROLL_OFFSET = 450;

/** Props of {@link ProductResults}. */
export type ProductResultsProps = {
  /** Accessible name of the grid. */
  label: string;
  /** The page's products once loaded. */
  products: readonly ProductCardFieldsFragment[] | undefined;
  /** Whether the first answer is still on its way. */
  loading: boolean;
  /** Whether the request failed. */
  failed: boolean;
  /** The current page, from 1. */
  page: number;
  /** Number of pages in the listing. */
  totalPages: number;
  /** Called with the page the shopper chose. */
  onPageChange: (page: number) => void;
  /** The address of a page of this listing (pages are links, for crawlers and without JavaScript). */
  pageHref: (page: number) => string;
  /** Grid columns on wide screens. @default 4 */
  columns?: number;
  /** What to say when nothing matches. */
  empty: ReactNode;
  /** Sentence under the empty title. */
  emptyDescription?: ReactNode;
  /** Buttons under the empty state. */
  emptyActions?: ReactNode;
};

/** A listing's body: placeholders, a failure, nothing found, or the grid and its pager. */
export function ProductResults({
  label,
  products,
  loading,
  failed,
  page,
  totalPages,
  onPageChange,
  pageHref,
  columns = 4,
  empty,
  emptyDescription,
  emptyActions,
}: ProductResultsProps) {
  if (failed) {
    return (
      <FormMessage variant="error">
        <FormattedMessage id="shop.listing.failed" />
      </FormMessage>
    );
  }
  if (loading && !products) {
    return (
      <ProductGrid aria-label={label} aria-busy="true" columns={columns}>
        {Array.from({ length: SKELETON_COUNT }, (_, index) => (
          <ProductCardSkeleton key={index} />
        ))}
      </ProductGrid>
    );
  }
  if (!products || products.length === 0) {
    return (
      <>
        {/* A page past the last one does not exist. */}
        {page > 1 && products ? <HttpStatus code={404} /> : null}
        <EmptyState
          title={empty}
          description={emptyDescription}
          actions={emptyActions}
          headingLevel={2}
        />
      </>
    );
  }
  return (
    <>
      <ProductGrid aria-label={label} columns={columns}>
        {products.map((product, index) => (
          // The first cards are above the fold on a phone: their photos load at once. Each card
          // is an island: on a guest's listing it hydrates as it scrolls into view.
          <ProductCard key={product.id} product={product} priority={index < PRIORITY_COUNT} />
        ))}
      </ProductGrid>
      <Pagination
        page={page}
        totalPages={totalPages}
        getHref={pageHref}
        onPageChange={(next) => {
          onPageChange(next);
          window.scrollTo({ top: PAGE_SCROLL_OFFSET, behavior: 'smooth' });
        }}
      />
    </>
  );
}
