/**
 * Gateway answers for page tests and page stories: one builder per page query, over the typed
 * documents the pages send, fed with the data of fixtures.ts.
 */
import type { MockedResponse } from '@apollo/client/testing';
import type { Category } from '../__generated__/graphql';
import { HomePageQuery } from '../home/HomePage.tsx';
import { MyOrdersQuery } from '../orders/OrdersPage.tsx';
import { ProductDetailQuery } from '../product-detail/ProductDetailPage.tsx';
import { RelatedProductsQuery } from '../product-detail/RelatedProducts.tsx';
import { ProductsPageQuery } from '../products/ProductsPage.tsx';
import { WishlistIdsQuery } from '../wishlist/wishlist.tsx';
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

/** The variables /products sends: `search` only when there is one. */
export interface ProductsPageVariables {
  category: Category | null;
  page: number;
  search?: string;
}

/** One page of /products; by default Rosewater Toner (p1) alone, on page 1 of 3. */
export function productsPageMock(
  variables: ProductsPageVariables,
  items: readonly ProductCard[] = [productCard('p1', 'Rosewater Toner')],
  totalPages = 3,
  delay?: number,
): MockedResponse {
  return {
    request: { query: ProductsPageQuery, variables },
    result: {
      data: {
        products: { __typename: 'ProductPage', page: variables.page, totalPages, items },
      },
    },
    delay,
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
