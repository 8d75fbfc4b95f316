import type { RestClient } from '../rest/client.ts';
import type { ProductPageRecord, ProductRecord, RestCategory } from '../rest/types.ts';

/** The listing filter the api understands: a category name or `All`. */
export type CatalogCategory = RestCategory | 'All';

/** The catalogue area of the api: listings, products by id, the product index, new arrivals. */
export class CatalogAPI {
  /** Wraps the request's REST client. */
  constructor(private readonly rest: RestClient) {}

  /** `POST /api/products/getProducts`: one page of a listing. */
  getProducts(
    category: CatalogCategory,
    page: number,
    search?: string | null,
  ): Promise<ProductPageRecord> {
    const query = new URLSearchParams({ category, page: String(page) });
    if (search) query.set('search', search);
    return this.rest.call<ProductPageRecord>(`/api/products/getProducts?${query}`, {
      shared: true,
    });
  }

  /**
   * `POST /api/products/getProductsByIds` `{ ids }` → `{ productData }`: many products in one
   * call, by id (missing ids are simply absent).
   */
  async getProductsByIds(ids: readonly string[]): Promise<Map<string, ProductRecord>> {
    const reply = await this.rest.call<{ productData: ProductRecord[] }>(
      '/api/products/getProductsByIds',
      { body: { ids }, shared: true },
    );
    return new Map(reply.productData.map((product) => [product.id, product]));
  }

  /**
   * `POST /api/products/getProductIndex` `{ offset, limit }` → `{ total, productIndex }`: every
   * product's id and last change, a slice at a time (the storefront's sitemap).
   */
  async getProductIndex(
    offset: number,
    limit: number,
  ): Promise<{ total: number; productIndex: Array<{ id: string; updatedAt: string }> }> {
    return this.rest.call('/api/products/getProductIndex', { body: { offset, limit } });
  }

  /** `POST /api/products/getLatestPRoducts` (spelled as the api spells it): new arrivals. */
  async getLatestProducts(): Promise<ProductRecord[]> {
    const reply = await this.rest.call<{ productData: ProductRecord[] }>(
      '/api/products/getLatestPRoducts',
      { shared: true },
    );
    return reply.productData;
  }
}
