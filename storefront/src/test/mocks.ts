/**
 * Gateway answers for page tests and page stories: one builder per page query, over the typed
 * documents the pages send, fed with the data of fixtures.ts.
 */
import type { MockedResponse } from '@apollo/client/testing';
import type {
  BundlePageQueryVariables,
  Category,
  ListingFacetsFieldsFragment,
  ProductsPageQueryVariables,
} from '../__generated__/graphql';
import type { FreeFrom, SkinType } from '../__generated__/enums.ts';
import { BundlePageQuery } from '../bundle/BundlePage.tsx';
import { HomePageQuery } from '../home/HomePage.tsx';
import { MyOrdersQuery } from '../orders/OrdersPage.tsx';
import { ProductDetailQuery } from '../product-detail/ProductDetailPage.tsx';
import { RelatedProductsQuery } from '../product-detail/RelatedProducts.tsx';
import { ProductsPageQuery } from '../products/ProductsPage.tsx';
import { WishlistIdsQuery } from '../wishlist/wishlistActor.ts';
import {
  cardOf,
  productCard,
  type DetailedProduct,
  type Order,
  type ProductCard,
} from './fixtures.ts';

/** The lists of the home page. */
export interface HomePageLists {
  /** New arrivals. */
  latest: readonly ProductCard[];
  /** The first page of Skincare. */
  skincare: readonly ProductCard[];
  /** The first page of bundles. */
  bundles: readonly ProductCard[];
}

/** The home page's one query; `delay` in ms (Infinity: it never answers, the page keeps loading). */
export function homePageMock(lists: HomePageLists, delay?: number): MockedResponse {
  return {
    request: { query: HomePageQuery },
    result: {
      data: {
        latestProducts: lists.latest,
        skincare: { __typename: 'ProductPage', items: lists.skincare },
        bundles: { __typename: 'ProductPage', items: lists.bundles },
      },
    },
    delay,
  };
}

/** The variables /products sends (productsVariables): search, filter and sort only when set. */
export type ProductsPageVariables = ProductsPageQueryVariables & { category: Category | null };

/** How a listing answers: its products, pages, facets and the search as the shop ran it. */
export interface ListingAnswer {
  /** @default Rosewater Toner (p1) alone */
  items?: readonly ProductCard[];
  /** @default 3 */
  totalPages?: number;
  /** How many products match. @default the number of `items` */
  total?: number;
  /** Counts that differ from {@link listingFacets}'s. */
  facets?: Partial<ListingFacets>;
  /** @default the search asked for, or null */
  searchedFor?: string | null;
  /** In ms; the page keeps loading until then. */
  delay?: number;
}

/** The count beside every filter value, as the gateway answers it. */
export type ListingFacets = ListingFacetsFieldsFragment['facets'];

/**
 * A listing's facets: Dry 5, Oily 4, Combination 3, Sensitive 2, Normal 0; free from Fragrance
 * 6, Parabens 9, Sulfates 8, Alcohol 7, Silicones 5; 2 on sale, 9 in stock, 3 rated 4 and up;
 * prices from Rs. 450 to Rs. 2899. `counts` replaces any of them.
 */
export function listingFacets(counts: Partial<ListingFacets> = {}): ListingFacets {
  const skin: Record<SkinType, number> = {
    DRY: 5,
    OILY: 4,
    COMBINATION: 3,
    SENSITIVE: 2,
    NORMAL: 0,
  };
  const free: Record<FreeFrom, number> = {
    FRAGRANCE: 6,
    PARABENS: 9,
    SULFATES: 8,
    ALCOHOL: 7,
    SILICONES: 5,
  };
  const priceRange = { __typename: 'PriceRange', min: 450, max: 2899 };
  // With the __typenames the gateway sends (the generated types leave them out).
  const facets = {
    __typename: 'ProductFacets',
    skinTypes: Object.entries(skin).map(([skinType, count]) => ({
      __typename: 'SkinTypeCount',
      skinType: skinType as SkinType,
      count,
    })),
    freeFrom: Object.entries(free).map(([freeFrom, count]) => ({
      __typename: 'FreeFromCount',
      freeFrom: freeFrom as FreeFrom,
      count,
    })),
    onSale: 2,
    inStock: 9,
    topRated: 3,
    priceRange,
  };
  return { ...facets, ...counts };
}

/** The ProductPage a listing answers with. */
function listingPage(page: number, search: string | null | undefined, answer: ListingAnswer) {
  const items = answer.items ?? [productCard('p1', 'Rosewater Toner')];
  return {
    __typename: 'ProductPage',
    page,
    totalPages: answer.totalPages ?? 3,
    total: answer.total ?? items.length,
    searchedFor: answer.searchedFor === undefined ? (search ?? null) : answer.searchedFor,
    items,
    facets: listingFacets(answer.facets),
  };
}

/** One page of /products; by default Rosewater Toner (p1) alone, on page 1 of 3. */
export function productsPageMock(
  variables: ProductsPageVariables,
  answer: ListingAnswer = {},
): MockedResponse {
  return {
    request: { query: ProductsPageQuery, variables },
    result: { data: { products: listingPage(variables.page, variables.search, answer) } },
    delay: answer.delay,
  };
}

/** One page of /bundle (bundleVariables); by default Rosewater Toner alone, on page 1 of 3. */
export function bundlePageMock(
  variables: BundlePageQueryVariables,
  answer: ListingAnswer = {},
): MockedResponse {
  const { searchedFor: _none, ...page } = listingPage(variables.page, null, answer);
  return {
    request: { query: BundlePageQuery, variables },
    result: { data: { bundles: page } },
    delay: answer.delay,
  };
}

/** A product's page (null: no such product). */
export function productDetailMock(product: DetailedProduct | null, id = 'p1'): MockedResponse {
  return {
    request: { query: ProductDetailQuery, variables: { id } },
    result: { data: { product } },
  };
}

/** The first page of a category, as "You may also like" asks for it (card fields only). */
export function relatedProductsMock(
  products: readonly ProductCard[],
  category: Category = 'SKINCARE',
): MockedResponse {
  return {
    request: { query: RelatedProductsQuery, variables: { category } },
    result: {
      data: { products: { __typename: 'ProductPage', items: products.map(cardOf) } },
    },
  };
}

/** The shopper's orders, newest first. */
export function myOrdersMock(orders: readonly Order[]): MockedResponse {
  return {
    request: { query: MyOrdersQuery },
    result: { data: { myOrders: orders } },
  };
}

/**
 * The member's wishlist ids, as the wishlist provider loads them at login (`maxUsageCount`:
 * answers every time it is asked; TestShop adds an empty one for a member after a test's own).
 */
export function wishlistIdsMock(
  ids: readonly string[],
  userId = 'u1',
  maxUsageCount = Number.POSITIVE_INFINITY,
): MockedResponse {
  return {
    request: { query: WishlistIdsQuery },
    result: { data: { me: { __typename: 'User', id: userId, wishlistIds: ids } } },
    maxUsageCount,
  };
}
