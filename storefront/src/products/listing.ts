import type { Category } from '../__generated__/graphql';
import { categoryFromParam } from '../catalog/categories.ts';

/** What a listing address asks for. */
export interface ListingParams {
  /** null: all categories. */
  category: Category | null;
  page: number;
  /** '' when not searching. */
  search: string;
}

/**
 * Reads ?category= (default All), ?page= (default 1) and ?search= the way the spec's links
 * write them; an unknown category reads as All and a bad page as 1.
 */
export function listingParams(params: URLSearchParams): ListingParams {
  return {
    category: categoryFromParam(params.get('category')),
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
    search: params.get('search')?.trim() ?? '',
  };
}

/** The ProductsPage query's variables for a listing (no search variable when not searching). */
export function listingVariables({ category, page, search }: ListingParams) {
  return search ? { category, page, search } : { category, page };
}
